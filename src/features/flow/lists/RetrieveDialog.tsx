// 收回 in "my delegations": after a confirmation the owner takes back a task he handed over or his agent holds
// (retrieveBpmTask); a refusal (handled already) is shown by the request layer.
import { useTranslation } from 'react-i18next';
import { retrieveTask, type TodoRow } from '../../../api/flow';
import { ConfirmActionDialog } from './ConfirmActionDialog';

export function RetrieveDialog({ row, onDone, onCancel }: { row: TodoRow; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('flow');
  return (
    <ConfirmActionDialog
      texts={{ title: t('lists.retrieve.title'), question: t('lists.retrieve.confirm'), subject: row.subject, action: t('lists.retrieve.action'), done: t('lists.retrieve.done') }}
      send={() => retrieveTask(row.id)}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
