// One labelled input of the sign-in and password pages: visible label, hint, and an error that is tied to
// the input (aria-invalid, aria-describedby) and announced when it appears (role=alert). A native input in
// Semi Design's large input look (auth.css): Semi's Input would weigh on the login route.
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { IconEyeClosed, IconEyeOpened } from '@douyinfe/semi-icons';

export interface AuthFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** already translated */
  error?: string;
  hint?: string;
  placeholder?: string;
  /** a password field gets a show/hide toggle */
  password?: boolean;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function AuthField({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  password = false,
  autoComplete,
  inputRef,
}: AuthFieldProps) {
  const { t } = useTranslation('login');
  const [revealed, setRevealed] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  const toggle = password ? (
    <button
      type="button"
      className="fd-auth-field__toggle"
      aria-label={t('showPassword')}
      aria-pressed={revealed}
      aria-controls={id}
      onClick={() => setRevealed((shown) => !shown)}
    >
      {revealed ? <IconEyeOpened aria-hidden="true" /> : <IconEyeClosed aria-hidden="true" />}
    </button>
  ) : undefined;

  return (
    <div className="fd-auth-field">
      <label className="fd-auth-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={error ? 'fd-input fd-input--error' : 'fd-input'}>
        <input
          id={id}
          ref={inputRef}
          className="fd-input__control"
          type={password && !revealed ? 'password' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          placeholder={placeholder}
          autoComplete={autoComplete}
          aria-invalid={Boolean(error)}
          aria-required
          aria-describedby={describedBy}
          spellCheck={false}
          autoCapitalize="off"
        />
        {toggle}
      </div>
      {hint ? (
        <div id={hintId} className="fd-auth-field__hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="fd-auth-field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
