// 收回 in "my delegations": after a confirmation the owner takes back a task he handed over or his agent holds
// (retrieveBpmTask); the server's message is toasted, a refusal (handled already) shown by the request layer.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from '@douyinfe/semi-ui-19';
import { retrieveTask, type TodoRow } from '../../../api/flow';
import { ActionDialog } from './ActionDialog';
import { TOAST_SECONDS } from '../../../components/toast';

export function RetrieveDialog({ row, onDone, onCancel }: { row: TodoRow; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('flow');
  const [busy, setBusy] = useState(false);
  const retrieve = async () => {
    setBusy(true);
    const answer = await retrieveTask(row.id);
    setBusy(false);
    if (!answer.ok) return;
    Toast.success({ content: answer.data?.message || t('lists.retrieve.done'), duration: TOAST_SECONDS });
    onDone();
  };
  return (
    <ActionDialog title={t('lists.retrieve.title')} submitLabel={t('lists.retrieve.action')} busy={busy} onSubmit={() => void retrieve()} onCancel={onCancel}>
      <p>{t('lists.retrieve.confirm')}</p>
      <p>{row.subject}</p>
    </ActionDialog>
  );
}
