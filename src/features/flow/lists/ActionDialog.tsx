// The frame of the lists' dialogs: a Modal around a form whose footer buttons are named by their text
// (Semi's own OK button is labelled "confirm" in every language) and whose submit also answers Enter.
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { Dialog, type DialogKept } from '../../../components/Dialog';

export interface ActionDialogProps {
  title: string;
  /**
   * Hidden while a dialog of its own is open (the user selector): Semi's modals share their title and body ids,
   * so a stacked one would be named after this one and repeat its ids.
   */
  hidden?: boolean;
  submitLabel: string;
  busy?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** what is typed, kept across the language switch's reload (Dialog's `kept`) */
  kept?: DialogKept;
  children: ReactNode;
}

export function ActionDialog({ title, hidden = false, submitLabel, busy = false, onSubmit, onCancel, kept, children }: ActionDialogProps) {
  const { t } = useTranslation('flow');
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      visible={!hidden}
      kept={kept}
      title={title}
      onCancel={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{t('lists.cancel')}</Button>
          <Button htmlType="submit" form={formId} type="primary" theme="solid" loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        {children}
      </form>
    </Dialog>
  );
}
