// Small building blocks shared by the personal dialogs: a labelled password field whose error is
// announced, the loading / failure states of a dialog body, and the footer buttons.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Spin } from '@douyinfe/semi-ui-19';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

export function PasswordField({ label, value, onChange, error, hint, autoComplete, autoFocus }: PasswordFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="fd-dialog-field">
      <label className="fd-dialog-field__label" htmlFor={id}>
        <span className="fd-dialog-field__required" aria-hidden="true">
          *
        </span>
        {label}
      </label>
      <Input
        id={id}
        type="password"
        value={value}
        onChange={(next) => onChange(next)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        validateStatus={error ? 'error' : 'default'}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <div id={hintId} className="fd-dialog-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="fd-dialog-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

export function DialogLoading() {
  const { t } = useTranslation('personal');
  return (
    <div className="fd-dialog-state" role="status">
      <Spin />
      <span>{t('loading')}</span>
    </div>
  );
}

export function DialogFailure({ message, onRetry }: { message?: string; onRetry(): void }) {
  const { t } = useTranslation('personal');
  return (
    <div className="fd-dialog-state">
      <p role="alert">{message || t('loadFailed')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
    </div>
  );
}

export interface DialogFooterProps {
  /** id of the dialog's <form>: the submit button submits it from the Modal footer */
  formId: string;
  submitLabel: string;
  saving: boolean;
  disabled?: boolean;
  onCancel: () => void;
}

/** Cancel and submit buttons of a personal dialog's footer. */
export function DialogFooter({ formId, submitLabel, saving, disabled, onCancel }: DialogFooterProps) {
  const { t } = useTranslation('personal');
  return (
    <>
      <Button onClick={onCancel}>{t('cancel')}</Button>
      <Button htmlType="submit" form={formId} type="primary" theme="solid" loading={saving} disabled={disabled}>
        {submitLabel}
      </Button>
    </>
  );
}
