// Wraps every authenticated route: nothing protected renders until the session is validated.
import { useEffect, useState, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { useTranslation } from 'react-i18next';
import { LazyResultPage } from '../components/LazyResultPage';
import { goToLogin } from '../session/loginRoute';
import { useCurrentUser } from '../session/store';
import { currentAppPath, currentAppPathname } from './navigation';
import { resetSsoFailures, takeGuardCheck, type GuardView } from './authGuard';
import { FullPageLoading } from './FullPageLoading';
import { AppProviders } from './providers';
import { preloadFirstData } from './firstData';

export default function RequireAuth({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  const [view, setView] = useState<GuardView | 'checking'>('checking');
  const user = useCurrentUser();

  useEffect(() => {
    let active = true;
    preloadFirstData(currentAppPathname(), i18n.language);
    void takeGuardCheck().then((result) => {
      if (active) setView(result);
    });
    return () => {
      active = false;
    };
  }, []);

  if (view === 'loginFailed') {
    const retry = () => {
      resetSsoFailures();
      goToLogin(currentAppPath());
    };
    return (
      <LazyResultPage
        illustration="noAccess"
        title={t('auth.loginFailed')}
        description={t('auth.ssoFailedDescription')}
        actions={
          <Button theme="solid" type="primary" onClick={retry}>
            {t('auth.retry')}
          </Button>
        }
      />
    );
  }
  if (view === 'missingClientId' || view === 'missingProviderUrl') {
    return <LazyResultPage illustration="failure" title={t(`auth.${view}`)} description={t(`auth.${view}Description`)} />;
  }
  // While checking, while leaving for the login page, and once the session is gone (401, logout)
  // until the navigation away completes, nothing protected is shown.
  if (view !== 'ready' || !user) return <FullPageLoading label={t('auth.validating')} />;
  return <AppProviders>{children}</AppProviders>;
}
