// Providers of the signed-in part of the app (kept off the login page's bundle): SWR (one retry, no refetch storms), Semi's locale following i18next, and a
// cache reset when the session ends so the next user never sees the previous one's data.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SWRConfig, mutate, type SWRConfiguration } from 'swr';
import LocaleProvider from '@douyinfe/semi-ui-19/lib/es/locale/localeProvider';
import semiZhCN from '@douyinfe/semi-ui-19/lib/es/locale/source/zh_CN';
import semiEnUS from '@douyinfe/semi-ui-19/lib/es/locale/source/en_US';
import { getCurrentUser, subscribeSession } from '../session/store';

export const SWR_OPTIONS: SWRConfiguration = {
  errorRetryCount: 1,
  revalidateOnFocus: false,
};

export function semiLocaleFor(language: string) {
  return language === 'en-US' ? semiEnUS : semiZhCN;
}

function useClearCacheOnSignOut(): void {
  useEffect(
    () =>
      subscribeSession(() => {
        if (!getCurrentUser()) void mutate(() => true, undefined, { revalidate: false });
      }),
    [],
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useClearCacheOnSignOut();
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <LocaleProvider locale={semiLocaleFor(i18n.language)}>{children}</LocaleProvider>
    </SWRConfig>
  );
}
