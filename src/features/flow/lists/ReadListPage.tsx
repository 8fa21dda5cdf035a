// v-todoRead, v-doneRead, v-myRead: circulated instances to read, read, and sent by the caller; a row opens
// the read view of its instance. A record to read may be marked read without opening it (noticeTurnDode, 已阅),
// and a sent one withdrawn while its receiver has not read it (delBpmTaskNoticeById, 撤回).
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { getMyNoticeReadList, getNoticeDoneReadList, getNoticeTodoReadList, type NoticeReadRow } from '../../../api/flow';
import { markNoticesRead, withdrawNotice } from '../../../api/notices';
import { myReadPath, type MyReadType } from '../flowPaths';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { FlowList, type FlowColumn, type ListLoader } from './FlowList';

const LOADERS: Record<MyReadType, ListLoader<NoticeReadRow>> = {
  todoRead: getNoticeTodoReadList,
  doneRead: getNoticeDoneReadList,
  myRead: getMyNoticeReadList,
};

export interface ReadListPageProps {
  title: string;
  type: MyReadType;
}

const SORTER = [{ property: 'createTime', direction: 'DESC' as const }];

/** What a row's action does: mark it read (to-read list) or withdraw it (sent list). */
type NoticeAction = { kind: 'markRead' | 'withdraw'; row: NoticeReadRow };

export default function ReadListPage({ title, type }: ReadListPageProps) {
  const { t } = useTranslation('flow');
  const [acting, setActing] = useState<NoticeAction>();
  const columns = useMemo<FlowColumn<NoticeReadRow>[]>(() => {
    const actionColumn = (render: (row: NoticeReadRow) => ReactNode): FlowColumn<NoticeReadRow> => ({ key: 'actions', title: t('lists.column.actions'), render });
    return [
      {
        key: 'subject',
        title: t('lists.column.subject'),
        text: (row) => row.subject,
        render: (row) => <Link to={myReadPath(row.procInstId, row.id, type)}>{row.subject}</Link>,
      },
      { key: 'procDefName', title: t('lists.column.procDefName'), text: (row) => row.procDefName },
      { key: 'nodeName', title: t('lists.column.nodeName'), text: (row) => row.nodeName },
      { key: 'creator', title: t('lists.column.creator'), text: (row) => row.creator },
      ...(type === 'myRead' ? [{ key: 'receiver', title: t('lists.notice.receiver'), text: (row: NoticeReadRow) => row.receiver ?? '' }] : []),
      { key: 'createTime', title: t('lists.column.createTime'), text: (row) => row.createTime, width: 170 },
      ...(type === 'doneRead' || type === 'myRead' ? [{ key: 'readTime', title: t('lists.column.readTime'), text: (row: NoticeReadRow) => row.readTime ?? '', width: 170 }] : []),
      ...(type === 'todoRead'
        ? [
            actionColumn((row) => (
              <Button size="small" aria-label={t('lists.notice.markReadOf', { subject: row.subject })} onClick={() => setActing({ kind: 'markRead', row })}>
                {t('lists.notice.markRead')}
              </Button>
            )),
          ]
        : type === 'myRead'
          ? [
              actionColumn((row) =>
                row.readTime ? null : (
                  <Button size="small" aria-label={t('lists.notice.withdrawOf', { subject: row.subject, receiver: row.receiver ?? '' })} onClick={() => setActing({ kind: 'withdraw', row })}>
                    {t('lists.notice.withdraw')}
                  </Button>
                ),
              ),
            ]
          : []),
    ];
  }, [t, type]);
  return (
    <FlowList listKey={type} title={title} load={LOADERS[type]} columns={columns} rowKey={(row) => row.id} sorter={SORTER}>
      {({ reload }) =>
        acting ? (
          <ConfirmActionDialog
            texts={
              acting.kind === 'markRead'
                ? { title: t('lists.notice.markReadTitle'), question: t('lists.notice.markReadQuestion'), subject: acting.row.subject, action: t('lists.notice.markRead'), done: t('lists.notice.markReadDone') }
                : { title: t('lists.notice.withdrawTitle'), question: t('lists.notice.withdrawQuestion'), subject: acting.row.subject, action: t('lists.notice.withdraw'), done: t('lists.notice.withdrawDone') }
            }
            send={() => (acting.kind === 'markRead' ? markNoticesRead([acting.row.id]) : withdrawNotice(acting.row.id))}
            onDone={() => {
              setActing(undefined);
              reload();
            }}
            onCancel={() => setActing(undefined)}
          />
        ) : null
      }
    </FlowList>
  );
}
