// v-mailList (邮件列表): the folders (inbox, sent, drafts, trash) with their unread counts, and the chosen
// folder's mails with their read state, a search, paging and deleting a selection (to the trash; from the
// trash for good, after a confirmation), and fetching the mail of the caller's accounts. The folder is in the URL
// (?folder=sent), so Back returns to it.
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Tag, Toast } from '@douyinfe/semi-ui-19';
import { TOAST_SECONDS } from '../../components/toast';
import { IconDelete, IconEdit, IconPaperclip } from '@douyinfe/semi-icons';
import { listMails, removeMails, type MailFolder, type MailSummary } from '../../api/mail';
import type { FieldSort } from '../../api/types';
import type { MenuPageProps } from '../../app/layout/menuPages';
import { ActionDialog } from '../flow/lists/ActionDialog';
import { ListSearchBar, PagedListBody } from '../flow/lists/PagedListParts';
import { FetchMailButton } from './FetchMailButton';
import { usePagedList } from '../flow/lists/usePagedList';
import { FOLDER_NAMES, isFolderName, MAIL_PATHS, mailListPath, type FolderName } from './paths';
import { MAIL_CACHE_PREFIX, useMailFolders, useRefreshMail } from './useMailFolders';
import './mail.css';

export const MAIL_PAGE_SIZE = 10;
const NEWEST_FIRST: FieldSort[] = [];
const FOLDER_ORDER: readonly FolderName[] = ['inbox', 'sent', 'drafts', 'trash'];

function FolderNav({ current, folders }: { current: FolderName; folders: MailFolder[] | undefined }) {
  const { t } = useTranslation('mail');
  return (
    <nav className="fd-mail__folders" aria-label={t('folders.label')}>
      <ul>
        {FOLDER_ORDER.map((name) => {
          const unread = folders?.find((folder) => folder.types === FOLDER_NAMES[name])?.unread ?? 0;
          // Unread mail in the trash is no call to act: only the other folders show their count.
          const shown = name !== 'trash' && unread > 0;
          return (
            <li key={name}>
              <Link to={mailListPath(name)} aria-current={name === current ? 'page' : undefined} className="fd-mail__folder">
                <span>{t(`folders.${name}`)}</span>
                {shown ? (
                  <span className="fd-mail__badge" aria-label={t('folders.unread', { count: unread })}>
                    {unread}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Who a row is from (inbox, trash) or to (sent, drafts). */
const partyOf = (folder: FolderName, row: MailSummary) =>
  folder === 'sent' || folder === 'drafts' ? row.receiverName || row.receiverAddresses : row.senderName || row.senderAddress;

/** One folder's mails: its own search, page and selection (remounted when the folder changes). */
function FolderMails({ folder, folderTitle }: { folder: FolderName; folderTitle: string }) {
  const { t, i18n } = useTranslation('mail');
  const navigate = useNavigate();
  const refresh = useRefreshMail();
  const searchFields = [
    { property: 'subject', label: t('columns.subject') },
    { property: folder === 'sent' || folder === 'drafts' ? 'receiverName' : 'senderName', label: t(folder === 'sent' || folder === 'drafts' ? 'columns.to' : 'columns.from') },
  ];
  const list = usePagedList<MailSummary>({
    cacheKey: [`${MAIL_CACHE_PREFIX}list`, folder],
    title: folderTitle,
    load: listMails,
    fields: searchFields,
    pageSize: MAIL_PAGE_SIZE,
    sorter: NEWEST_FIRST,
    fixedQuerys: [{ property: 'type', value: FOLDER_NAMES[folder], operation: 'EQUAL' }],
    language: i18n.language,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  const askRemoval = () => {
    if (selected.length === 0) Toast.warning({ content: t('list.selectFirst'), duration: TOAST_SECONDS });
    else setConfirming(true);
  };
  const confirmRemoval = async () => {
    setRemoving(true);
    const answer = await removeMails(selected, FOLDER_NAMES[folder]);
    setRemoving(false);
    setConfirming(false);
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || t('list.deleted'), duration: TOAST_SECONDS });
    setSelected([]);
    refresh();
  };

  const columns = [
    {
      title: t('columns.state'),
      dataIndex: 'isRead',
      width: 90,
      render: (_: unknown, row: MailSummary) =>
        row.isRead ? <span className="fd-mail__read">{t('list.read')}</span> : <Tag color="blue">{t('list.unread')}</Tag>,
    },
    {
      title: t(folder === 'sent' || folder === 'drafts' ? 'columns.to' : 'columns.from'),
      dataIndex: 'party',
      width: 180,
      render: (_: unknown, row: MailSummary) => partyOf(folder, row) || t('list.noRecipient'),
    },
    {
      title: t('columns.subject'),
      dataIndex: 'subject',
      render: (_: unknown, row: MailSummary) => (
        <span className={row.isRead ? undefined : 'fd-mail__unread'}>
          <Link to={folder === 'drafts' ? MAIL_PATHS.mailEdit(row.id) : MAIL_PATHS.mailGet(row.id)}>{row.subject || t('list.noSubject')}</Link>
          {row.fileIds ? <IconPaperclip className="fd-mail__clip" aria-label={t('list.hasAttachments')} role="img" /> : null}
        </span>
      ),
    },
    {
      title: t(folder === 'drafts' ? 'columns.saved' : 'columns.date'),
      dataIndex: 'sendDate',
      width: 170,
      render: (_: unknown, row: MailSummary) => row.sendDate || row.updateTime,
    },
  ];

  return (
    <section className="fd-mail__main" aria-label={folderTitle}>
      <div className="fd-mail__toolbar">
        <Button theme="solid" icon={<IconEdit aria-hidden="true" />} onClick={() => void navigate(MAIL_PATHS.mailAdd)}>
          {t('list.compose')}
        </Button>
        <Button icon={<IconDelete aria-hidden="true" />} onClick={askRemoval}>
          {t(folder === 'trash' ? 'list.deleteForever' : 'list.delete')}
        </Button>
        <FetchMailButton />
      </div>
      <ListSearchBar list={list} fields={searchFields} className="fd-mail__search" texts={{ label: t('list.searchLabel'), search: t('list.search'), reset: t('list.reset') }} />
      <PagedListBody
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys?: (string | number)[]) => setSelected((keys ?? []).map(String)) }}
        footerClassName="fd-mail__footer"
        texts={{
          loadFailed: t('list.loadFailed'),
          retry: t('retry'),
          loading: t('list.loading'),
          empty: t(`list.empty.${folder}`),
          emptyFiltered: t('list.emptyFiltered'),
          total: t('list.total', { total: list.total }),
        }}
      />
      {confirming ? (
        <ActionDialog
          title={t(folder === 'trash' ? 'list.deleteForeverTitle' : 'list.deleteTitle')}
          submitLabel={t(folder === 'trash' ? 'list.deleteForever' : 'list.delete')}
          busy={removing}
          onSubmit={() => void confirmRemoval()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t(folder === 'trash' ? 'list.deleteForeverConfirm' : 'list.deleteConfirm', { count: selected.length })}</p>
        </ActionDialog>
      ) : null}
    </section>
  );
}

export default function MailListPage({ title }: MenuPageProps) {
  const { t } = useTranslation('mail');
  const [params] = useSearchParams();
  const requested = params.get('folder');
  const folder: FolderName = isFolderName(requested) ? requested : 'inbox';
  const folders = useMailFolders();
  return (
    <div className="fd-mail">
      <h2>{title}</h2>
      <div className="fd-mail__layout">
        <FolderNav current={folder} folders={folders.data} />
        <FolderMails key={folder} folder={folder} folderTitle={`${title} · ${t(`folders.${folder}`)}`} />
      </div>
    </div>
  );
}
