// v-myAddSign: the sign rounds the caller started (add-sign, sign line, sign sequence) and his pass-ons, waiting
// while someone has not answered. A waiting one can be taken back (revokeCustomSign, revokeTrans), which gives the
// task back to the caller; of a sign line single signers can be taken back (revokeSignLine).
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Tag } from '@douyinfe/semi-ui-19';
import { getMyAddSignList, revokeCustomSign, revokeTransfer, type AddSignRow } from '../../../api/flow';
import { instPath } from '../flowPaths';
import { FlowList, type FlowColumn } from './FlowList';
import { ReasonDialog } from './ReasonDialog';
import { SignLineRevokeDialog } from './SignLineRevokeDialog';

const SORTER = [{ property: 'createTime', direction: 'DESC' as const }];

export default function MyAddSignListPage({ title }: { title: string }) {
  const { t } = useTranslation('flow');
  const [revoking, setRevoking] = useState<AddSignRow>();
  const columns = useMemo<FlowColumn<AddSignRow>[]>(
    () => [
      { key: 'subject', title: t('lists.column.subject'), text: (row) => row.subject, render: (row) => <Link to={instPath(row.procInstId)}>{row.subject}</Link> },
      { key: 'procDefName', title: t('lists.column.procDefName'), text: (row) => row.procDefName },
      { key: 'nodeName', title: t('lists.column.nodeName'), text: (row) => row.nodeName },
      { key: 'signType', title: t('lists.column.signType'), text: (row) => t(`lists.opinionStatus.${row.signType}`) },
      { key: 'signers', title: t('lists.column.signers'), text: (row) => row.signers },
      { key: 'createTime', title: t('lists.column.createTime'), text: (row) => row.createTime, width: 170 },
      {
        key: 'pending',
        title: t('lists.column.addSignState'),
        text: (row) => t(row.pending ? 'lists.addSign.pending' : 'lists.addSign.done'),
        render: (row) => <Tag color={row.pending ? 'orange' : 'green'}>{t(row.pending ? 'lists.addSign.pending' : 'lists.addSign.done')}</Tag>,
      },
      {
        key: 'actions',
        title: t('lists.column.actions'),
        render: (row) =>
          row.pending ? (
            <Button size="small" aria-label={t('lists.addSign.revokeOf', { subject: row.subject })} onClick={() => setRevoking(row)}>
              {t('lists.addSign.revoke')}
            </Button>
          ) : null,
      },
    ],
    [t],
  );
  return (
    <FlowList listKey="v-myAddSign" title={title} load={getMyAddSignList} columns={columns} rowKey={(row) => row.id} sorter={SORTER}>
      {({ reload }) => {
        if (!revoking) return null;
        const close = () => setRevoking(undefined);
        const done = () => {
          close();
          reload();
        };
        if (revoking.signType === 'signLine') return <SignLineRevokeDialog row={revoking} onDone={done} onCancel={close} />;
        return (
          <ReasonDialog
            texts={{
              title: t('lists.addSign.revokeTitle', { subject: revoking.subject }),
              label: t('lists.addSign.reason'),
              required: t('lists.addSign.required'),
              ok: t('lists.addSign.revoke'),
              done: t('lists.addSign.revoked'),
            }}
            send={(opinion) => (revoking.signType === 'transforming' ? revokeTransfer : revokeCustomSign)({ taskId: revoking.taskId, opinion })}
            onDone={done}
            onCancel={close}
          />
        );
      }}
    </FlowList>
  );
}
