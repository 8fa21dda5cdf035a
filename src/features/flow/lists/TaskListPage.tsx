// To-do lists of tasks (v-todo, v-leader, v-myDelegate): one table of task rows, each opening the task
// the way §2.6 says (flowPaths.taskPath), with the leader choice for shared tasks.
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Tag } from '@douyinfe/semi-ui-19';
import { getDelegateList, getLeaderTodoList, getTodoList, type Identity, type TodoRow } from '../../../api/flow';
import { useCurrentUser } from '../../../session/store';
import { leaderTaskPath, taskLeaderPath, taskPath } from '../flowPaths';
import { UrgencyTag } from '../components/UrgencyTag';
import { FlowList, type FlowColumn, type ListLoader } from './FlowList';
import { LeaderChoiceDialog } from './LeaderChoiceDialog';
import { RetrieveDialog } from './RetrieveDialog';
import { StatusTag } from './StatusTag';
import { statusText } from './statusTags';

const LOADERS = { 'v-todo': getTodoList, 'v-leader': getLeaderTodoList, 'v-myDelegate': getDelegateList } satisfies Record<string, ListLoader<TodoRow>>;

export interface TaskListPageProps {
  list: keyof typeof LOADERS;
  title: string;
}

const SORTER = [{ property: 'createTime', direction: 'DESC' as const }];

export default function TaskListPage({ list, title }: TaskListPageProps) {
  const { t } = useTranslation('flow');
  const navigate = useNavigate();
  const userId = useCurrentUser()?.userId;
  const [choosing, setChoosing] = useState<{ taskId: string; identities: Identity[] }>();
  const [retrieving, setRetrieving] = useState<TodoRow>();

  const columns = useMemo<FlowColumn<TodoRow>[]>(
    () => [
      {
        key: 'subject',
        title: t('lists.column.subject'),
        text: (row) => row.subject,
        render: (row) => {
          // A secretary acts as the leader the task belongs to (spec §6: calls then carry leaderId).
          const target = list === 'v-leader' ? leaderTaskPath(row) : taskPath(row, userId);
          // A task that reached the caller as a principal's deputy says on whose behalf.
          const marks = (
            <>
              <UrgencyTag state={row.urgentState} />
              {row.onBehalfOfName ? <Tag color="cyan" className="fd-flow-on-behalf">{t('lists.onBehalfOf', { name: row.onBehalfOfName })}</Tag> : null}
            </>
          );
          if (typeof target === 'string')
            return (
              <>
                {marks}
                <Link to={target}>{row.subject}</Link>
              </>
            );
          return (
            <>
              {marks}
              <button type="button" className="fd-flow-list__link" onClick={() => setChoosing({ taskId: row.id, identities: target.chooseLeader })}>
                {row.subject}
              </button>
            </>
          );
        },
      },
      { key: 'name', title: t('lists.column.taskName'), text: (row) => row.name },
      { key: 'procDefName', title: t('lists.column.procDefName'), text: (row) => row.procDefName },
      { key: 'creator', title: t('lists.column.creator'), text: (row) => row.creator },
      { key: 'createTime', title: t('lists.column.createTime'), text: (row) => row.createTime, width: 170 },
      {
        key: 'dueTime',
        title: t('lists.column.dueTime'),
        text: (row) => row.dueTime ?? '',
        render: (row) => (
          <>
            {row.dueTime}
            {row.overdue ? <Tag color="red" className="fd-flow-overdue">{t('lists.overdue')}</Tag> : null}
          </>
        ),
        width: 200,
      },
      {
        key: 'status',
        title: t('lists.column.status'),
        text: (row) => statusText('task', row.status, t),
        render: (row) => (
          <>
            <StatusTag kind="task" value={row.status} /> {row.isForbidden ? <Tag color="orange">{t('suspension.tag')}</Tag> : null}
          </>
        ),
        width: 130,
      },
      // What one handed over (or one's agent holds) can be taken back while it waits.
      ...(list === 'v-myDelegate'
        ? [
            {
              key: 'actions',
              title: t('lists.column.actions'),
              render: (row: TodoRow) => (
                <Button size="small" aria-label={t('lists.retrieve.actionOf', { subject: row.subject })} onClick={() => setRetrieving(row)}>
                  {t('lists.retrieve.action')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, userId, list],
  );

  return (
    <FlowList listKey={list} title={title} load={LOADERS[list]} columns={columns} rowKey={(row) => row.id} sorter={SORTER}>
      {({ reload }) => (
        <>
          {choosing ? (
            <LeaderChoiceDialog
              identities={choosing.identities}
              onCancel={() => setChoosing(undefined)}
              onChoose={(leaderId) => navigate(taskLeaderPath(choosing.taskId, leaderId))}
            />
          ) : null}
          {retrieving ? (
            <RetrieveDialog
              row={retrieving}
              onCancel={() => setRetrieving(undefined)}
              onDone={() => {
                setRetrieving(undefined);
                reload();
              }}
            />
          ) : null}
        </>
      )}
    </FlowList>
  );
}
