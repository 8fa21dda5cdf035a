// The sign-in page, /login and /login/:tenantCode (01-foundation §2 "Login page", §4 login result, §5, §8).
// Kept light on purpose: native controls in Semi's look, no Semi components (bundle budget of the login route).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../config/runtime';
import { signIn } from '../../session/auth';
import { safeRedirect } from '../../session/redirect';
import { setLoginTenantCode } from '../../session/store';
import { PlainButton } from '../../components/PlainButton';
import { AuthField } from './AuthField';
import { AuthShell } from './AuthShell';
import { validateLogin, validateLoginField, type LoginErrors, type LoginField, type LoginValues } from './loginRules';
import { RESET_PASSWORD_PATH, type ResetPasswordState } from './paths';
import { isTenantCode, useLoginBrand } from './useLoginBrand';
import { useQrCode } from './useQrCode';

const EMPTY: LoginValues = { account: '', password: '' };

export default function LoginPage() {
  const { t } = useTranslation('login');
  const { tenantCode } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { brand, retry } = useLoginBrand(tenantCode);
  const qrCode = useQrCode(getConfig().mobileUrl);

  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [brokenLogo, setBrokenLogo] = useState<string>();
  const inputs = { account: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const name = (brand.phase === 'ready' && brand.name) || t('common:appName');
  const logoUrl = brand.phase === 'ready' && brand.logoUrl !== brokenLogo ? brand.logoUrl : undefined;
  const canSignIn = brand.phase === 'ready';

  useEffect(() => {
    document.title = t('documentTitle', { name });
  }, [t, name]);

  const change = (field: LoginField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // An error already shown follows the typing, so it disappears as soon as the value is right.
    setErrors((current) => (current[field] ? { ...current, [field]: validateLoginField(field, value) } : current));
  };

  const blur = (field: LoginField) => () => {
    setErrors((current) => ({ ...current, [field]: validateLoginField(field, values[field]) }));
  };

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
    setFailure('');
    inputs.account.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !canSignIn) return;
    const found = validateLogin(values);
    setErrors(found);
    const firstInvalid = (['account', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      inputs[firstInvalid].current?.focus();
      return;
    }

    setFailure('');
    setSubmitting(true);
    const outcome = await signIn(values.account.trim(), values.password, tenantCode);
    if (outcome.kind === 'signedIn') {
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
      return;
    }
    setSubmitting(false);
    if (outcome.kind === 'mustResetPassword') {
      // signIn keeps no session here; the reset page's calls still need this tenant (Tenant-Code header).
      setLoginTenantCode(isTenantCode(tenantCode) ? tenantCode : '');
      const state: ResetPasswordState = { account: outcome.account };
      navigate(`${RESET_PASSWORD_PATH}?account=${encodeURIComponent(outcome.account)}`, { state });
      return;
    }
    setFailure(outcome.message);
  };

  return (
    <AuthShell>
      <div className="fd-auth__brand">
        {logoUrl ? (
          <img className="fd-auth__logo" src={logoUrl} alt={t('logoAlt', { name })} onError={() => setBrokenLogo(logoUrl)} />
        ) : null}
        <h1 className="fd-auth__title">{name}</h1>
      </div>
      <h2 id="fd-login-heading" className="fd-auth__subtitle">
        {t('heading')}
      </h2>

      {brand.phase === 'loading' ? (
        <p className="fd-auth__status" role="status">
          {t('tenant.loading')}
        </p>
      ) : null}
      {brand.phase === 'notFound' ? (
        <div className="fd-auth__alert" role="alert">
          {t('tenant.notFound', { code: tenantCode })}
        </div>
      ) : null}
      {brand.phase === 'failed' ? (
        <div className="fd-auth__alert" role="alert">
          <span>{t('tenant.loadFailed', { message: brand.message ?? '' })}</span>
          <PlainButton size="small" onClick={retry}>
            {t('tenant.retry')}
          </PlainButton>
        </div>
      ) : null}

      <form noValidate aria-labelledby="fd-login-heading" onSubmit={submit}>
        <AuthField
          id="fd-login-account"
          label={t('account')}
          placeholder={t('accountPlaceholder')}
          autoComplete="username"
          value={values.account}
          onChange={change('account')}
          onBlur={blur('account')}
          error={errors.account && t(errors.account)}
          inputRef={inputs.account}
        />
        <AuthField
          id="fd-login-password"
          label={t('password')}
          placeholder={t('passwordPlaceholder')}
          autoComplete="current-password"
          password
          value={values.password}
          onChange={change('password')}
          onBlur={blur('password')}
          error={errors.password && t(errors.password)}
          inputRef={inputs.password}
        />
        {failure ? (
          <div className="fd-auth__alert" role="alert">
            {failure}
          </div>
        ) : null}
        <div className="fd-auth__buttons">
          <PlainButton type="submit" primary busy={submitting} disabled={!canSignIn}>
            {t('submit')}
          </PlainButton>
          <PlainButton onClick={reset}>{t('reset')}</PlainButton>
        </div>
      </form>

      {qrCode ? (
        <figure className="fd-auth__qr">
          <img src={qrCode} alt={t('mobileQrAlt')} />
          <figcaption>{t('mobileQrLabel')}</figcaption>
        </figure>
      ) : null}
    </AuthShell>
  );
}
