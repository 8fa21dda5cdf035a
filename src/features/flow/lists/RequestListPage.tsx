// v-request: the caller's own instances; a draft opens again on its start page or is deleted (after a
// confirmation), a running one can be urged.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { getMyRequests, removeDraft, urgeInstance, type InstanceRow } from '../../../api/flow';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { draftPath, instPath } from '../flowPaths';
import { UrgencyTag } from '../components/UrgencyTag';
import { FlowList, type FlowColumn } from './FlowList';
import { ReasonDialog } from './ReasonDialog';
import { StatusTag } from './StatusTag';
import { statusText } from './statusTags';

const SORTER = [{ property: 'createTime', direction: 'DESC' as const }];

const requestPath = (row: InstanceRow) => (row.status === 'draft' ? draftPath(row.procDefId, row.id) : instPath(row.id));

export default function RequestListPage({ title }: { title: string }) {
  const { t } = useTranslation('flow');
  const [urging, setUrging] = useState<InstanceRow>();
  const [deleting, setDeleting] = useState<InstanceRow>();
  const columns = useMemo<FlowColumn<InstanceRow>[]>(
    () => [
      {
        key: 'subject',
        title: t('lists.column.subject'),
        text: (row) => row.subject,
        render: (row) => (
          <>
            <UrgencyTag state={row.urgentState} />
            <Link to={requestPath(row)}>{row.subject}</Link>
          </>
        ),
      },
      { key: 'procDefName', title: t('lists.column.procDefName'), text: (row) => row.procDefName },
      { key: 'taskName', title: t('lists.column.currentNodes'), text: (row) => row.taskName ?? '' },
      { key: 'createTime', title: t('lists.column.createTime'), text: (row) => row.createTime, width: 170 },
      { key: 'endTime', title: t('lists.column.endTime'), text: (row) => row.endTime ?? '', width: 170 },
      {
        key: 'status',
        title: t('lists.column.instStatus'),
        text: (row) => statusText('instance', row.status, t),
        render: (row) => <StatusTag kind="instance" value={row.status} />,
      },
      {
        key: 'actions',
        title: t('lists.column.actions'),
        render: (row) => {
          if (row.status === 'running') {
            return (
              <Button size="small" aria-label={t('lists.urge.actionOf', { subject: row.subject })} onClick={() => setUrging(row)}>
                {t('lists.urge.action')}
              </Button>
            );
          }
          return row.status === 'draft' ? (
            <Button size="small" aria-label={t('lists.draft.deleteOf', { subject: row.subject })} onClick={() => setDeleting(row)}>
              {t('lists.draft.delete')}
            </Button>
          ) : null;
        },
      },
    ],
    [t],
  );
  return (
    <FlowList listKey="v-request" title={title} load={getMyRequests} columns={columns} rowKey={(row) => row.id} sorter={SORTER}>
      {({ reload }) =>
        deleting ? (
          <ConfirmActionDialog
            texts={{ title: t('lists.draft.title'), question: t('lists.draft.question'), subject: deleting.subject, action: t('lists.draft.delete'), done: t('lists.draft.done') }}
            send={() => removeDraft([deleting.id])}
            onDone={() => {
              setDeleting(undefined);
              reload();
            }}
            onCancel={() => setDeleting(undefined)}
          />
        ) : urging ? (
          <ReasonDialog
            texts={{
              title: t('lists.urge.title', { subject: urging.subject }),
              label: t('lists.urge.text'),
              required: t('lists.urge.required'),
              ok: t('lists.urge.ok'),
              done: t('lists.urge.done'),
            }}
            initialText={t('lists.urge.defaultText')}
            send={(opinion) => urgeInstance({ instId: urging.id, opinion })}
            onDone={() => setUrging(undefined)}
            onCancel={() => setUrging(undefined)}
          />
        ) : null
      }
    </FlowList>
  );
}
