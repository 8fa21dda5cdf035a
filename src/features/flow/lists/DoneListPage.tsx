// v-done: the instances the caller has handled, with their latest opinion, revoking it where §4.2 allows, and
// each one read-only in a window of its own.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { getDoneInstList, type DoneRow } from '../../../api/flow';
import { instPath } from '../flowPaths';
import { useCurrentUser } from '../../../session/store';
import { canRevoke } from './canRevoke';
import { openDoneReadOnly } from './doneReadOnlyWindow';
import { FlowList, type FlowColumn } from './FlowList';
import { RevokeDialog } from './RevokeDialog';
import { StatusTag } from './StatusTag';
import { statusText } from './statusTags';

const SORTER = [{ property: 'completeTime', direction: 'DESC' as const }];

export default function DoneListPage({ title }: { title: string }) {
  const { t } = useTranslation('flow');
  const [revoking, setRevoking] = useState<DoneRow>();
  const token = useCurrentUser()?.token;

  const columns = useMemo<FlowColumn<DoneRow>[]>(
    () => [
      { key: 'subject', title: t('lists.column.subject'), text: (row) => row.subject, render: (row) => <Link to={instPath(row.id)}>{row.subject}</Link> },
      { key: 'taskName', title: t('lists.column.taskName'), text: (row) => row.taskName },
      { key: 'procDefName', title: t('lists.column.procDefName'), text: (row) => row.procDefName },
      { key: 'completeTime', title: t('lists.column.completeTime'), text: (row) => row.completeTime, width: 170 },
      {
        key: 'opinionStatus',
        title: t('lists.column.opinionStatus'),
        text: (row) => statusText('opinion', row.opinionStatus, t),
        render: (row) => <StatusTag kind="opinion" value={row.opinionStatus} />,
      },
      {
        key: 'status',
        title: t('lists.column.instStatus'),
        text: (row) => statusText('instance', row.status, t),
        render: (row) => <StatusTag kind="instance" value={row.status} />,
      },
      {
        key: 'actions',
        title: t('lists.column.actions'),
        render: (row, { rows }) => (
          <span className="fd-flow-list__actions">
            <Button size="small" aria-label={t('lists.newWindowOf', { subject: row.subject })} onClick={() => openDoneReadOnly(row.id, token)}>
              {t('lists.newWindow')}
            </Button>
            {row.revoke === true && canRevoke(row, rows) ? (
              <Button size="small" aria-label={t('lists.revoke.actionOf', { subject: row.subject })} onClick={() => setRevoking(row)}>
                {t('lists.revoke.action')}
              </Button>
            ) : null}
          </span>
        ),
      },
    ],
    [t],
  );

  return (
    <FlowList listKey="v-done" title={title} load={getDoneInstList} columns={columns} rowKey={(row) => `${row.id}:${row.taskId}`} sorter={SORTER}>
      {({ reload }) =>
        revoking ? (
          <RevokeDialog
            row={revoking}
            onCancel={() => setRevoking(undefined)}
            onDone={() => {
              setRevoking(undefined);
              reload();
            }}
          />
        ) : null
      }
    </FlowList>
  );
}
