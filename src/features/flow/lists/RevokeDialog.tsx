// Revoking a done row (§4.2, §4.4): asks for the reason, then takes the caller's approval back. The server's
// message is the success toast (§7.10); a failure has already been shown by the request layer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea, Toast } from '@douyinfe/semi-ui-19';
import { revokeInstance, type DoneRow } from '../../../api/flow';
import { ActionDialog } from './ActionDialog';

/** §9: toasts last 1500 ms. */
const TOAST_SECONDS = 1.5;

export interface RevokeDialogProps {
  row: Pick<DoneRow, 'id' | 'taskId' | 'subject'>;
  onDone: () => void;
  onCancel: () => void;
}

export function RevokeDialog({ row, onDone, onCancel }: RevokeDialogProps) {
  const { t } = useTranslation('flow');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    const opinion = reason.trim();
    if (!opinion) {
      setMissing(true);
      return;
    }
    setBusy(true);
    const answer = await revokeInstance({ instId: row.id, taskId: row.taskId, opinion });
    setBusy(false);
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || t('lists.revoke.done'), duration: TOAST_SECONDS });
    onDone();
  };
  return (
    <ActionDialog title={t('lists.revoke.title', { subject: row.subject })} submitLabel={t('lists.revoke.ok')} busy={busy} onSubmit={() => void revoke()} onCancel={onCancel}>
      <TextArea
        value={reason}
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        aria-label={t('lists.revoke.reason')}
        placeholder={t('lists.revoke.reason')}
        maxCount={500}
      />
      {missing ? (
        <p role="alert" className="fd-flow-list__error">
          {t('lists.revoke.required')}
        </p>
      ) : null}
    </ActionDialog>
  );
}
