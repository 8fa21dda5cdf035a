// /mail/mailGet/{id}: one mail — its header, its HTML body sanitized (scripts, handlers and javascript: links
// never reach the page; remote pictures only when the reader asks), its attachments, and reply / reply to all / forward / delete. Opening an unread mail
// marks it read (GET …/isRead), which the folder counts then show.
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Button, Toast } from '@douyinfe/semi-ui-19';
import { TOAST_SECONDS } from '../../components/toast';
import { IconDelete, IconForward, IconReply } from '@douyinfe/semi-icons';
import { unwrap } from '../../api/http';
import { getMail, markMailRead, MAIL_FOLDERS, removeMails, type MailDetail } from '../../api/mail';
import { AttachmentList } from '../../components/AttachmentList';
import { LoadFailure, PageLoading } from '../../components/LoadStates';
import { getConfig } from '../../config/runtime';
import { ActionDialog } from '../flow/lists/ActionDialog';
import { decodeBase64Utf8, namedAddresses, withImageAlts } from './mailText';
import { sanitizeMailBody } from './remoteImages';
import { folderNameOf, MAIL_PATHS, mailListPath } from './paths';
import { MAIL_CACHE_PREFIX, useRefreshMail } from './useMailFolders';
import './mail.css';

/** The body, sanitized; remote pictures wait until the reader asks for them (the sender learns nothing before). */
function MailBodyView({ content }: { content: string }) {
  const { t } = useTranslation('mail');
  const [showRemote, setShowRemote] = useState(false);
  const body = useMemo(
    () => sanitizeMailBody(withImageAlts(decodeBase64Utf8(content)), { showRemote, trustedRoots: Object.values(getConfig().hosts).filter(Boolean) }),
    [content, showRemote],
  );
  return (
    <>
      {body.blocked > 0 ? (
        <div className="fd-mail__pictures" role="status">
          <span>{t('read.picturesBlocked', { count: body.blocked })}</span>
          <Button size="small" onClick={() => setShowRemote(true)}>
            {t('read.showPictures')}
          </Button>
        </div>
      ) : null}
      <div className="fd-mail__body" dangerouslySetInnerHTML={{ __html: body.html }} />
    </>
  );
}

function MailHeader({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation('mail');
  const rows = [
    { label: t('read.from'), value: namedAddresses(mail.senderAddress, mail.senderName).join(', ') },
    { label: t('read.to'), value: namedAddresses(mail.receiverAddresses, mail.receiverName).join(', ') },
    { label: t('read.cc'), value: namedAddresses(mail.copyToAddresses, mail.copyToName).join(', ') },
    { label: t('read.date'), value: mail.sendDate || mail.updateTime },
  ].filter((row) => row.value);
  return (
    <dl className="fd-mail__header">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function MailReadPage() {
  const { t, i18n } = useTranslation('mail');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const refresh = useRefreshMail();
  const { data: mail, error, isLoading, mutate } = useSWR([`${MAIL_CACHE_PREFIX}detail`, id, i18n.language] as const, () => unwrap(getMail(id, { quiet: true })), {
    revalidateOnFocus: false,
  });
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    document.title = mail?.subject || t('read.title');
  }, [mail?.subject, t]);

  const unreadId = mail && !mail.isRead ? mail.id : undefined;
  useEffect(() => {
    if (!unreadId) return;
    void markMailRead(unreadId, { quiet: true }).then((answer) => {
      if (answer.ok) refresh();
    });
    // refresh is a new function each render; marking once per unread mail is what matters
  }, [unreadId]);

  if (error) {
    return (
      <div className="fd-mail">
        <LoadFailure error={error} headingLevel={2} title={t('read.loadFailed')} notFoundTitle={t('read.notFound')} retryLabel={t('retry')} onRetry={() => void mutate()} showBack />
      </div>
    );
  }
  if (isLoading || !mail) {
    return (
      <div className="fd-mail">
        <PageLoading text={t('read.loading')} />
      </div>
    );
  }

  const folder = folderNameOf(mail.type);
  const remove = async () => {
    setRemoving(true);
    const answer = await removeMails([mail.id], mail.type);
    setRemoving(false);
    setConfirming(false);
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || t('list.deleted'), duration: TOAST_SECONDS });
    refresh();
    void navigate(mailListPath(folder));
  };
  const inTrash = mail.type === MAIL_FOLDERS.trash;

  return (
    <div className="fd-mail">
      <article className="fd-mail__reader" aria-labelledby="fd-mail-subject">
        <h2 id="fd-mail-subject">{mail.subject || t('list.noSubject')}</h2>
        <div className="fd-mail__toolbar" role="toolbar" aria-label={t('read.actions')}>
          <Button icon={<IconReply aria-hidden="true" />} onClick={() => void navigate(MAIL_PATHS.mailFrom('reply', mail.id))}>
            {t('read.reply')}
          </Button>
          <Button onClick={() => void navigate(MAIL_PATHS.mailFrom('replyAll', mail.id))}>{t('read.replyAll')}</Button>
          <Button icon={<IconForward aria-hidden="true" />} onClick={() => void navigate(MAIL_PATHS.mailFrom('forward', mail.id))}>
            {t('read.forward')}
          </Button>
          <Button icon={<IconDelete aria-hidden="true" />} onClick={() => setConfirming(true)}>
            {t(inTrash ? 'list.deleteForever' : 'list.delete')}
          </Button>
          <Button onClick={() => void navigate(mailListPath(folder))}>{t('read.back')}</Button>
        </div>
        <MailHeader mail={mail} />
        <MailBodyView key={mail.id} content={mail.content} />
        <AttachmentList title={t('read.attachments')} files={mail.mailAttachments.map((file) => ({ id: file.id, name: file.fileName }))} />
      </article>
      {confirming ? (
        <ActionDialog
          title={t(inTrash ? 'list.deleteForeverTitle' : 'list.deleteTitle')}
          submitLabel={t(inTrash ? 'list.deleteForever' : 'list.delete')}
          busy={removing}
          onSubmit={() => void remove()}
          onCancel={() => setConfirming(false)}
        >
          <p>{t(inTrash ? 'list.deleteForeverConfirm' : 'list.deleteConfirm', { count: 1 })}</p>
        </ActionDialog>
      ) : null}
    </div>
  );
}
