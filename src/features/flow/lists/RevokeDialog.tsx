// Revoking a done row (§4.2, §4.4): asks for the reason, then takes the caller's approval back.
import { useTranslation } from 'react-i18next';
import { revokeInstance, type DoneRow } from '../../../api/flow';
import { ReasonDialog } from './ReasonDialog';

export interface RevokeDialogProps {
  row: Pick<DoneRow, 'id' | 'taskId' | 'subject'>;
  onDone: () => void;
  onCancel: () => void;
}

export function RevokeDialog({ row, onDone, onCancel }: RevokeDialogProps) {
  const { t } = useTranslation('flow');
  return (
    <ReasonDialog
      texts={{
        title: t('lists.revoke.title', { subject: row.subject }),
        label: t('lists.revoke.reason'),
        required: t('lists.revoke.required'),
        ok: t('lists.revoke.ok'),
        done: t('lists.revoke.done'),
      }}
      send={(opinion) => revokeInstance({ instId: row.id, taskId: row.taskId, opinion })}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
