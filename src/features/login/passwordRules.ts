// The password strategy check of 01-foundation §5 "Change password", shared by the forced reset page and
// the change-password dialog of the layout. Pure: it returns an i18n key (namespaced, so any `t` resolves it)
// plus its params, and the text too when a translate function is given.

/** The strategy as GET /api/pwdStrategy/v1/getDefault answers it; the server sends enable as 1/0. */
export interface PasswordStrategyInput {
  enable?: boolean | number | string | null;
  pwdRule?: number | string | null;
  pwdLength?: number | string | null;
}

export type PasswordRuleKey =
  | 'login:passwordRules.minLength'
  | 'login:passwordRules.digitsLetters'
  | 'login:passwordRules.digitsLettersSpecial'
  | 'login:passwordRules.digitsUpperLowerSpecial';

/** What a new password must satisfy; also the message shown when it does not. */
export interface PasswordRequirement {
  key: PasswordRuleKey;
  params: { min: number };
}

export type PasswordTranslate = (key: PasswordRuleKey, params: { min: number }) => string;

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

const hasDigit = (value: string) => /\d/.test(value);
const hasLetter = (value: string) => /[A-Za-z]/.test(value);
const hasUpper = (value: string) => /[A-Z]/.test(value);
const hasLower = (value: string) => /[a-z]/.test(value);
const hasSpecial = (value: string) => /[^A-Za-z0-9\s]/.test(value);

interface CompositionRule {
  key: PasswordRuleKey;
  test(password: string): boolean;
}

// pwdRule 1 (or any unknown value) asks only for the minimum length.
const COMPOSITION_RULES: Record<number, CompositionRule> = {
  2: { key: 'login:passwordRules.digitsLetters', test: (p) => hasDigit(p) && hasLetter(p) },
  3: { key: 'login:passwordRules.digitsLettersSpecial', test: (p) => hasDigit(p) && hasLetter(p) && hasSpecial(p) },
  4: {
    key: 'login:passwordRules.digitsUpperLowerSpecial',
    test: (p) => hasDigit(p) && hasUpper(p) && hasLower(p) && hasSpecial(p),
  },
};

const LENGTH_ONLY: CompositionRule = { key: 'login:passwordRules.minLength', test: () => true };

export function isStrategyEnabled(strategy: PasswordStrategyInput | null | undefined): boolean {
  const enable = strategy?.enable;
  return enable === true || enable === 1 || enable === '1' || enable === 'true';
}

function activeRule(strategy: PasswordStrategyInput | null | undefined): { min: number; rule: CompositionRule } {
  if (!strategy || !isStrategyEnabled(strategy)) return { min: DEFAULT_MIN_PASSWORD_LENGTH, rule: LENGTH_ONLY };
  const length = Number(strategy.pwdLength);
  const min = Number.isInteger(length) && length > 0 ? length : DEFAULT_MIN_PASSWORD_LENGTH;
  return { min, rule: COMPOSITION_RULES[Number(strategy.pwdRule)] ?? LENGTH_ONLY };
}

/** The requirement in force, e.g. for a hint under the new-password field. */
export function describePasswordRequirement(strategy: PasswordStrategyInput | null | undefined): PasswordRequirement {
  const { min, rule } = activeRule(strategy);
  return { key: rule.key, params: { min } };
}

/**
 * Checks a new password against the strategy (without one: at least 6 characters).
 * Returns null when it passes, otherwise the requirement it breaks (with `message` when `t` is given).
 * An empty password is the caller's "required" case and is reported here as too short.
 */
export function validateNewPassword(
  password: string,
  strategy: PasswordStrategyInput | null | undefined,
): PasswordRequirement | null;
export function validateNewPassword(
  password: string,
  strategy: PasswordStrategyInput | null | undefined,
  t: PasswordTranslate,
): (PasswordRequirement & { message: string }) | null;
export function validateNewPassword(
  password: string,
  strategy: PasswordStrategyInput | null | undefined,
  t?: PasswordTranslate,
): (PasswordRequirement & { message?: string }) | null {
  const { min, rule } = activeRule(strategy);
  if ([...password].length >= min && rule.test(password)) return null;
  const requirement: PasswordRequirement = { key: rule.key, params: { min } };
  return t ? { ...requirement, message: t(requirement.key, requirement.params) } : requirement;
}
