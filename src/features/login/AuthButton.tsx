// A native button in Semi Design's look (auth.css), for the sign-in and password pages: Semi's Button
// would bring its foundation and lodash (~25 KB gzip with Input) onto the login route.
import type { ButtonHTMLAttributes } from 'react';

export interface AuthButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** solid primary, or Semi's default light primary */
  primary?: boolean;
  size?: 'large' | 'small';
  /** shows a spinner, sets aria-busy and disables the button while an action runs */
  busy?: boolean;
}

export function AuthButton({ primary = false, size = 'large', busy = false, disabled, className, children, type = 'button', ...rest }: AuthButtonProps) {
  const classes = ['fd-button', primary ? 'fd-button--primary' : 'fd-button--light', `fd-button--${size}`, className];
  return (
    <button {...rest} type={type} className={classes.filter(Boolean).join(' ')} disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy ? <span className="fd-button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
