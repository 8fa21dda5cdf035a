// A native button in Semi Design's look, for screens whose bundle must stay light (sign-in, password,
// the app's error and loading views): Semi's Button brings its foundation and lodash (~12 KB gzip).
import type { ButtonHTMLAttributes } from 'react';
import './PlainButton.css';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** solid primary, or Semi's default light primary */
  primary?: boolean;
  size?: 'large' | 'small';
  /** shows a spinner, sets aria-busy and disables the button while an action runs */
  busy?: boolean;
}

export function PlainButton({ primary = false, size = 'large', busy = false, disabled, className, children, type = 'button', ...rest }: PlainButtonProps) {
  const classes = ['fd-button', primary ? 'fd-button--primary' : 'fd-button--light', `fd-button--${size}`, className];
  return (
    <button {...rest} type={type} className={classes.filter(Boolean).join(' ')} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <span className="fd-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
