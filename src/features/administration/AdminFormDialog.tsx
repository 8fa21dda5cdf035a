// The frame of every administration dialog: title, cancel and save in the footer, a form that Enter submits,
// and the announced refusal where its fields end. The body may be a loading or failed state instead of fields.
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@douyinfe/semi-ui-19';
import { Dialog } from '../../components/Dialog';
import { FormError } from './fields';

interface AdminFormDialogProps {
  title: string;
  width?: number;
  saving: boolean;
  error?: string;
  onClose(): void;
  onSubmit(): void;
  /** shown instead of the form while its choices load or when they failed */
  state?: ReactNode;
  children: ReactNode;
}

export function AdminFormDialog({ title, width = 520, saving, error, onClose, onSubmit, state, children }: AdminFormDialogProps) {
  const { t } = useTranslation('administration');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      visible
      title={title}
      onCancel={onClose}
      width={width}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button theme="solid" type="primary" loading={saving} disabled={Boolean(state)} onClick={onSubmit}>
            {t('save')}
          </Button>
        </>
      }
    >
      {state ?? (
        <form className="fd-admin-form" noValidate onSubmit={submit}>
          {children}
          <FormError message={error} />
          <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
        </form>
      )}
    </Dialog>
  );
}
