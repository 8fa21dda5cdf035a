// v-todoRead, v-doneRead, v-myRead: circulated instances to read, read, and sent by the caller; a row opens
// the read view of its instance.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getMyNoticeReadList, getNoticeDoneReadList, getNoticeTodoReadList, type NoticeReadRow } from '../../../api/flow';
import { myReadPath, type MyReadType } from '../flowPaths';
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

export default function ReadListPage({ title, type }: ReadListPageProps) {
  const { t } = useTranslation('flow');
  const columns = useMemo<FlowColumn<NoticeReadRow>[]>(
    () => [
      {
        key: 'subject',
        title: t('lists.column.subject'),
        text: (row) => row.subject,
        render: (row) => <Link to={myReadPath(row.procInstId, row.id, type)}>{row.subject}</Link>,
      },
      { key: 'procDefName', title: t('lists.column.procDefName'), text: (row) => row.procDefName },
      { key: 'nodeName', title: t('lists.column.nodeName'), text: (row) => row.nodeName },
      { key: 'creator', title: t('lists.column.creator'), text: (row) => row.creator },
      { key: 'createTime', title: t('lists.column.createTime'), text: (row) => row.createTime, width: 170 },
      ...(type === 'doneRead' ? [{ key: 'readTime', title: t('lists.column.readTime'), text: (row: NoticeReadRow) => row.readTime ?? '', width: 170 }] : []),
    ],
    [t, type],
  );
  return <FlowList listKey={type} title={title} load={LOADERS[type]} columns={columns} rowKey={(row) => row.id} sorter={SORTER} />;
}
