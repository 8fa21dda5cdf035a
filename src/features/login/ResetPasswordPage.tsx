// Forced password reset, /resetPwdView (01-foundation §4 login result 0, §5 "Change password", §8).
// The account arrives from the sign-in page as location state or ?account=.
import { useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { changePassword, getPasswordStrategy } from '../../api/user';
import { lazyPage } from '../../app/lazyChunk';
import type { ResultPageProps } from '../../components/ResultPage';
import { loginPagePath } from '../../session/loginRoute';
import { PlainButton } from '../../components/PlainButton';
import { AuthField } from './AuthField';
import { AuthShell } from './AuthShell';
import type { ResetPasswordState } from './paths';
import { describePasswordRequirement, validateNewPassword, type PasswordStrategyInput } from './passwordRules';

export type ResetField = 'oldPwd' | 'newPwd' | 'confirmPwd';
export type ResetValues = Record<ResetField, string>;
/** A namespaced i18n key and its params, translated at render time so errors follow a language switch. */
export interface ResetFieldError {
  key: string;
  params?: Record<string, unknown>;
}
export type ResetErrors = Partial<Record<ResetField, ResetFieldError>>;

// Only for a visit without an account; loaded then, as it brings Semi's Empty and Button (the app's
// Suspense boundary shows the loading page meanwhile).
const ResultPage = lazyPage<{ default: ComponentType<ResultPageProps> }>(() => import('../../components/ResultPage').then((module) => ({ default: module.ResultPage })));

const FIELDS: readonly ResetField[] = ['oldPwd', 'newPwd', 'confirmPwd'];
const EMPTY: ResetValues = { oldPwd: '', newPwd: '', confirmPwd: '' };

export function validateResetField(
  field: ResetField,
  values: ResetValues,
  strategy: PasswordStrategyInput | null | undefined,
): ResetFieldError | undefined {
  const value = values[field];
  if (field === 'oldPwd') return value ? undefined : { key: 'login:resetPassword.errors.oldRequired' };
  if (field === 'newPwd') {
    if (!value) return { key: 'login:resetPassword.errors.newRequired' };
    return validateNewPassword(value, strategy) ?? undefined;
  }
  if (!value) return { key: 'login:resetPassword.errors.confirmRequired' };
  return value === values.newPwd ? undefined : { key: 'login:resetPassword.errors.mismatch' };
}

export function validateReset(values: ResetValues, strategy: PasswordStrategyInput | null | undefined): ResetErrors {
  const errors: ResetErrors = {};
  for (const field of FIELDS) {
    const error = validateResetField(field, values, strategy);
    if (error) errors[field] = error;
  }
  return errors;
}

function accountFrom(state: unknown, query: string | null): string {
  const fromState = (state as Partial<ResetPasswordState> | null)?.account;
  return (typeof fromState === 'string' && fromState.trim()) || query?.trim() || '';
}

export default function ResetPasswordPage() {
  const { t } = useTranslation('login');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const account = accountFrom(location.state, searchParams.get('account'));

  useEffect(() => {
    document.title = t('resetPassword.documentTitle');
  }, [t]);

  if (!account) {
    return (
      <main>
        <ResultPage
          illustration="noAccess"
          title={t('resetPassword.noAccountTitle')}
          description={t('resetPassword.noAccountDescription')}
          link={{ to: loginPagePath(), label: t('resetPassword.backToLogin') }}
        />
      </main>
    );
  }
  return <ResetPasswordForm account={account} />;
}

function ResetPasswordForm({ account }: { account: string }) {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  // undefined while loading; null when there is none or it cannot be read (the default rule applies,
  // and the server checks its strategy anyway).
  const [strategy, setStrategy] = useState<PasswordStrategyInput | null>();
  const [values, setValues] = useState<ResetValues>(EMPTY);
  const [errors, setErrors] = useState<ResetErrors>({});
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const inputs = {
    oldPwd: useRef<HTMLInputElement>(null),
    newPwd: useRef<HTMLInputElement>(null),
    confirmPwd: useRef<HTMLInputElement>(null),
  };

  useEffect(() => {
    let active = true;
    void getPasswordStrategy({ quiet: true }).then((result) => {
      if (active) setStrategy(result.ok && result.data ? result.data : null);
    });
    return () => {
      active = false;
    };
  }, []);

  const requirement = describePasswordRequirement(strategy);
  const errorText = (error: ResetFieldError | undefined) => (error ? t(error.key, error.params) : undefined);

  const change = (field: ResetField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Errors already shown follow the typing (the confirmation also follows the new password).
    setErrors((current) => {
      const updated: ResetErrors = { ...current };
      for (const shown of FIELDS) if (current[shown]) updated[shown] = validateResetField(shown, next, strategy);
      return updated;
    });
  };

  const blur = (field: ResetField) => () => {
    setErrors((current) => ({ ...current, [field]: validateResetField(field, values, strategy) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateReset(values, strategy);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }

    setFailure('');
    setSubmitting(true);
    const result = await changePassword({ account, oldPwd: values.oldPwd, newPwd: values.newPwd }, { quiet: true });
    setSubmitting(false);
    if (result.ok) {
      navigate(loginPagePath(), { replace: true });
      // Toast is loaded on demand, once the password has changed: it would otherwise weigh on this page.
      const { default: Toast } = await import('@douyinfe/semi-ui-19/lib/es/toast');
      Toast.success(t('resetPassword.success'));
      return;
    }
    setFailure(result.message || t('resetPassword.saveFailed'));
  };

  return (
    <AuthShell>
      <h1 className="fd-auth__title">{t('resetPassword.heading')}</h1>
      <p id="fd-reset-intro" className="fd-auth__intro">
        {t('resetPassword.intro', { account })}
      </p>
      <form noValidate aria-describedby="fd-reset-intro" aria-label={t('resetPassword.heading')} onSubmit={submit}>
        <AuthField
          id="fd-reset-old"
          label={t('resetPassword.oldPassword')}
          autoComplete="current-password"
          password
          value={values.oldPwd}
          onChange={change('oldPwd')}
          onBlur={blur('oldPwd')}
          error={errorText(errors.oldPwd)}
          inputRef={inputs.oldPwd}
        />
        <AuthField
          id="fd-reset-new"
          label={t('resetPassword.newPassword')}
          autoComplete="new-password"
          password
          value={values.newPwd}
          onChange={change('newPwd')}
          onBlur={blur('newPwd')}
          hint={t(requirement.key, requirement.params)}
          error={errorText(errors.newPwd)}
          inputRef={inputs.newPwd}
        />
        <AuthField
          id="fd-reset-confirm"
          label={t('resetPassword.confirmPassword')}
          autoComplete="new-password"
          password
          value={values.confirmPwd}
          onChange={change('confirmPwd')}
          onBlur={blur('confirmPwd')}
          error={errorText(errors.confirmPwd)}
          inputRef={inputs.confirmPwd}
        />
        {failure ? (
          <div className="fd-auth__alert" role="alert">
            {failure}
          </div>
        ) : null}
        <div className="fd-auth__buttons">
          <PlainButton type="submit" primary busy={submitting}>
            {t('resetPassword.submit')}
          </PlainButton>
        </div>
      </form>
      <p className="fd-auth__aside-link">
        <Link className="fd-auth__link" to={loginPagePath()}>
          {t('resetPassword.backToLogin')}
        </Link>
      </p>
    </AuthShell>
  );
}
