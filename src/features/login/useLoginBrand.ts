// Name, logo and favicon shown on the sign-in page: the tenant's for /login/:tenantCode, the system setting's for /login.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSystemSetting, getTenantByCode, logoFileUrl, PLATFORM_TENANT_CODE } from '../../api/tenant';
import { useTenantFavicon } from '../../app/layout/useTenantFavicon';

export type LoginBrand =
  | { phase: 'loading' }
  | { phase: 'ready'; name?: string; logoUrl?: string }
  | { phase: 'notFound' }
  | { phase: 'failed'; message?: string };

/** Whether the code names a tenant of its own (the platform's code means the plain /login page). */
export function isTenantCode(tenantCode: string | undefined): tenantCode is string {
  return Boolean(tenantCode) && tenantCode !== PLATFORM_TENANT_CODE;
}

export function useLoginBrand(tenantCode: string | undefined): { brand: LoginBrand; retry(): void } {
  // Names are localized by the server (Accept-Language), so a language switch fetches them again.
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [attempt, setAttempt] = useState(0);
  const [brand, setBrand] = useState<LoginBrand>(() => (isTenantCode(tenantCode) ? { phase: 'loading' } : { phase: 'ready' }));
  const [tenantId, setTenantId] = useState<string>();
  useTenantFavicon(tenantId);

  useEffect(() => {
    let active = true;
    if (isTenantCode(tenantCode)) {
      // A shown tenant stays while its names are fetched again in another language.
      setBrand((current) => (current.phase === 'ready' ? current : { phase: 'loading' }));
      void getTenantByCode(tenantCode, { quiet: true }).then((result) => {
        if (!active || result.canceled) return;
        const tenant = result.data;
        if (result.ok && tenant?.id) {
          setBrand({ phase: 'ready', name: tenant.nameFront || tenant.name, logoUrl: logoFileUrl('frontLogo', tenant.id) });
          setTenantId(tenant.id);
        } else if (result.ok || result.status === 404) {
          setBrand({ phase: 'notFound' });
        } else {
          setBrand({ phase: 'failed', message: result.message });
        }
      });
    } else {
      // The platform page never blocks on its setting: without one it shows the product name.
      setTenantId(undefined);
      void getSystemSetting({ quiet: true }).then((result) => {
        if (!active || !result.ok || !result.data) return; // a failure or cancellation keeps the product name
        const { frontName, frontLogo } = result.data;
        setBrand({ phase: 'ready', name: frontName || undefined, logoUrl: frontLogo ? logoFileUrl('frontLogo') : undefined });
      });
    }
    return () => {
      active = false;
    };
  }, [tenantCode, language, attempt]);

  return { brand, retry: () => setAttempt((n) => n + 1) };
}
