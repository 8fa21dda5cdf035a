// 01-foundation §5 "Login": the checks of the sign-in form, as i18n keys of the login namespace so that a
// shown error follows a language switch.
export type LoginField = 'account' | 'password';
export interface LoginValues {
  account: string;
  password: string;
}
export type LoginErrorKey = 'errors.accountRequired' | 'errors.accountFormat' | 'errors.passwordRequired';
export type LoginErrors = Partial<Record<LoginField, LoginErrorKey>>;

/** Letters, digits, underscore or hyphen, 2 to 20 characters (§5, §9). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9_-]{2,20}$/;

export function validateLoginField(field: LoginField, value: string): LoginErrorKey | undefined {
  if (field === 'account') {
    const account = value.trim();
    if (!account) return 'errors.accountRequired';
    return ACCOUNT_PATTERN.test(account) ? undefined : 'errors.accountFormat';
  }
  return value ? undefined : 'errors.passwordRequired';
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  for (const field of ['account', 'password'] as const) {
    const error = validateLoginField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}
