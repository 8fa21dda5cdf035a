// Taking signers of a sign line back: the signers who have not signed yet (getParallelRevokeTasks), all chosen at
// first, and the reason. Once nobody is left to sign, the task is the caller's again.
import { useId, useState } from 'react';
import { Checkbox } from '@douyinfe/semi-ui-19';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { getParallelRevokeTasks, revokeSignLine, type AddSignRow } from '../../../api/flow';
import { unwrap } from '../../../api/http';
import { LoadFailure, PageLoading } from '../../../components/LoadStates';
import { ReasonDialog } from './ReasonDialog';

export interface SignLineRevokeDialogProps {
  row: AddSignRow;
  onDone: () => void;
  onCancel: () => void;
}

export function SignLineRevokeDialog({ row, onDone, onCancel }: SignLineRevokeDialogProps) {
  const { t } = useTranslation('flow');
  const signers = useSWR(['flow:signLine', row.taskId, row.procInstId] as const, ([, taskId, instanceId]) => unwrap(getParallelRevokeTasks({ taskId, instanceId }, { quiet: true })), {
    revalidateOnFocus: false,
  });
  /** the signers left out of the take-back (everybody is taken back at first) */
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const legendId = useId();
  const chosen = (signers.data ?? []).filter((task) => !kept.has(task.taskId)).map((task) => task.taskId);
  const toggle = (taskId: string, checked: boolean) =>
    setKept((previous) => {
      const next = new Set(previous);
      if (checked) next.delete(taskId);
      else next.add(taskId);
      return next;
    });
  return (
    <ReasonDialog
      texts={{
        title: t('lists.signLine.revokeTitle', { subject: row.subject }),
        label: t('lists.addSign.reason'),
        required: t('lists.addSign.required'),
        ok: t('lists.addSign.revoke'),
        done: t('lists.addSign.revoked'),
      }}
      check={() => (signers.data && chosen.length > 0 ? undefined : t('lists.signLine.noneChosen'))}
      send={(opinion) => revokeSignLine({ taskId: row.taskId, opinion, signerTaskIds: chosen.join(',') })}
      onDone={onDone}
      onCancel={onCancel}
    >
      {signers.error ? (
        <LoadFailure error={signers.error} title={t('lists.signLine.loadFailed')} retryLabel={t('retry')} onRetry={() => void signers.mutate()} />
      ) : !signers.data ? (
        <PageLoading text={t('lists.signLine.loading')} />
      ) : (
        <div className="fd-flow-signers" role="group" aria-labelledby={legendId}>
          <span id={legendId} className="fd-flow-signers__legend">
            {t('lists.signLine.signers')}
          </span>
          {signers.data.map((task) => (
            <Checkbox key={task.taskId} checked={!kept.has(task.taskId)} onChange={(event) => toggle(task.taskId, Boolean(event.target.checked))}>
              {task.userName}
            </Checkbox>
          ))}
        </div>
      )}
    </ReasonDialog>
  );
}
