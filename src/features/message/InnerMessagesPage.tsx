// Inner messages (03-portal §4, §7, §8; menu item v-innerMsg of the mail top menu): the caller's received
// messages — all or unread, searchable by subject, paged; read one (the server marks it read), mark the
// selected ones read, remove them. Every action shows the server's message as success or error by its state,
// and marking lowers the header badge at once by the number marked (never below 0).
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { Button, Input, Modal, Radio, RadioGroup, Spin, Toast } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../components/Dialog';
import { IconDelete, IconSearch } from '@douyinfe/semi-icons';
import { ListTable, normalizeLocale, type ListColumn, type ListRow, type ListSort } from '../../../renderers';
import { unwrap, type ApiResult } from '../../api/http';
import { getInnerMessage, listInnerMessages, markInnerMessagesRead, removeInnerMessages, type InnerMessage } from '../../api/message';
import type { CommonResult, QueryFilter, QueryField } from '../../api/types';
import { badgeAfterMarking } from '../../app/layout/badgeCount';
import { MESSAGE_BADGE_KEY } from '../../app/layout/MessageBadge';
import './message.css';
import { TOAST_SECONDS } from '../../components/toast';

const DEFAULT_PAGE_SIZE = 10;

export type MessageFilter = 'all' | 'unread';

export function innerMessageFilter(filter: MessageFilter, subject: string, page: number, pageSize: number, sort: ListSort | undefined): QueryFilter {
  const querys: QueryField[] = [];
  if (filter === 'unread') querys.push({ property: 'isRead', value: 0, operation: 'EQUAL', relation: 'AND', group: 'main' });
  if (subject) querys.push({ property: 'subject', value: subject, operation: 'LIKE', relation: 'AND', group: 'main' });
  return { pageBean: { page, pageSize, showTotal: true }, querys, sorter: [{ property: 'receiveTime', direction: sort?.direction ?? 'DESC' }] };
}

const isUnread = (message: Pick<InnerMessage, 'isRead'>) => String(message.isRead) !== '1';

/** The server's own message by state (spec §8), else the fallback text. */
function announce(answer: ApiResult<CommonResult<unknown>>, fallback: string): boolean {
  const ok = answer.ok && answer.data?.state !== false;
  const content = answer.data?.message || answer.message || fallback;
  if (ok) Toast.success({ content, duration: TOAST_SECONDS });
  else Toast.error({ content, duration: TOAST_SECONDS });
  return ok;
}

function MessageDialog({ id, onClose }: { id: string; onClose: (wasUnread: boolean) => void }) {
  const { t, i18n } = useTranslation('message');
  const { data, error, isLoading } = useSWR(['message:item', id, i18n.language] as const, () => unwrap(getInnerMessage(id, { quiet: true })), { revalidateOnFocus: false });
  return (
    <Dialog visible title={data?.subject ?? t('message')} onCancel={() => onClose(true)} footer={<Button onClick={() => onClose(true)}>{t('close')}</Button>}>
      {error ? (
        <p role="alert" className="fd-message-error">
          {error instanceof Error ? error.message : String(error)}
        </p>
      ) : isLoading || !data ? (
        <Spin tip={t('loading')} />
      ) : (
        <div className="fd-message-detail">
          <p className="fd-message-meta">
            {data.owner && <span>{t('from', { name: data.owner })}</span>}
            {data.receiveTime && <span>{data.receiveTime}</span>}
          </p>
          {/* Plain text: a message body is never rendered as markup. */}
          <p className="fd-message-content">{data.content}</p>
        </div>
      )}
    </Dialog>
  );
}

export default function InnerMessagesPage() {
  const { t, i18n } = useTranslation('message');
  const locale = normalizeLocale(i18n.language);
  const { mutate } = useSWRConfig();
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [draft, setDraft] = useState('');
  const [subject, setSubject] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<ListSort>();
  const [selected, setSelected] = useState<string[]>([]);
  const [reading, setReading] = useState<InnerMessage>();
  const [busy, setBusy] = useState(false);
  const key = ['message:list', filter, subject, page, pageSize, sort?.direction ?? '', i18n.language] as const;
  const list = useSWR(key, () => unwrap(listInnerMessages(innerMessageFilter(filter, subject, page, pageSize, sort), { quiet: true })), { revalidateOnFocus: false, keepPreviousData: true });
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);

  useEffect(() => {
    document.title = t('title');
  }, [t]);

  const columns = useMemo<ListColumn[]>(
    () => [
      { field: 'status', title: t('status'), width: 90 },
      { field: 'subject', title: t('subject'), width: 420 },
      { field: 'owner', title: t('sender'), width: 140 },
      { field: 'receiveTime', title: t('receiveTime'), width: 180, sortable: true },
    ],
    [t],
  );
  const tableRows = useMemo<ListRow[]>(() => rows.map((row) => ({ ...row, status: isUnread(row) ? t('unread') : t('read') })), [rows, t]);

  const lowerBadge = (marked: number) => void mutate(MESSAGE_BADGE_KEY, (count: number | undefined) => badgeAfterMarking(count, marked), { revalidate: false });
  const refresh = () => void list.mutate();
  const needSelection = () => {
    if (selected.length > 0) return false;
    Toast.warning({ content: t('selectAtLeastOne'), duration: TOAST_SECONDS });
    return true;
  };

  const markRead = async () => {
    if (needSelection()) return;
    setBusy(true);
    const answer = await markInnerMessagesRead(selected, { quiet: true });
    setBusy(false);
    if (announce(answer, t('marked'))) {
      // The server says how many were unread; else count the selected unread rows of this page.
      const unreadSelected = rows.filter((row) => selected.includes(row.id) && isUnread(row)).length;
      lowerBadge(typeof answer.data?.value === 'number' ? answer.data.value : unreadSelected);
      setSelected([]);
      refresh();
    }
  };

  const remove = () => {
    if (needSelection()) return;
    Modal.confirm({
      title: t('removeTitle'),
      content: t('removeConfirm', { count: selected.length }),
      okText: t('remove'),
      cancelText: t('cancel'),
      onOk: async () => {
        const answer = await removeInnerMessages(selected, { quiet: true });
        if (announce(answer, t('removed'))) {
          setSelected([]);
          void mutate(MESSAGE_BADGE_KEY);
          refresh();
        }
      },
    });
  };

  const open = (message: InnerMessage) => setReading(message);
  const openSelected = () => {
    const message = rows.find((row) => row.id === selected[0]);
    if (selected.length !== 1 || !message) {
      Toast.warning({ content: t('selectOne'), duration: TOAST_SECONDS });
      return;
    }
    open(message);
  };
  const closeReading = () => {
    // Reading an unread message marks it read on the server: one fewer on the badge.
    if (reading && isUnread(reading)) {
      lowerBadge(1);
      refresh();
    }
    setReading(undefined);
  };

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSubject(draft.trim());
    setPage(1);
    setSelected([]);
  };

  return (
    <div className="fd-message-page">
      <h1>{t('title')}</h1>
      <form className="fd-message-toolbar" role="search" onSubmit={search}>
        <RadioGroup
          type="button"
          value={filter}
          aria-label={t('show')}
          onChange={(event) => {
            setFilter(event.target.value as MessageFilter);
            setPage(1);
            setSelected([]);
          }}
        >
          <Radio value="all">{t('all')}</Radio>
          <Radio value="unread">{t('onlyUnread')}</Radio>
        </RadioGroup>
        <Input value={draft} onChange={setDraft} aria-label={t('searchSubject')} placeholder={t('searchSubject')} showClear />
        <Button htmlType="submit" icon={<IconSearch />}>
          {t('search')}
        </Button>
      </form>
      <div className="fd-message-actions">
        <Button onClick={openSelected}>{t('open')}</Button>
        <Button onClick={() => void markRead()} loading={busy}>
          {t('markRead')}
        </Button>
        <Button icon={<IconDelete />} onClick={remove}>
          {t('remove')}
        </Button>
      </div>
      <ListTable
        label={t('title')}
        locale={locale}
        columns={columns}
        rows={tableRows}
        loading={list.isLoading}
        error={list.error ? (list.error instanceof Error ? list.error.message : String(list.error)) : undefined}
        onRetry={refresh}
        paging={{ page, pageSize, total: list.data?.total ?? 0 }}
        onPageChange={(nextPage, nextSize) => {
          setPage(nextPage);
          setPageSize(nextSize);
          setSelected([]);
        }}
        sort={sort}
        onSortChange={setSort}
        selection={{ mode: 'multiple', selectedKeys: selected, onChange: (keys) => setSelected(keys) }}
        keyField="id"
        onRowClick={(row) => open(row as unknown as InnerMessage)}
      />
      {reading && <MessageDialog id={reading.id} onClose={closeReading} />}
    </div>
  );
}
