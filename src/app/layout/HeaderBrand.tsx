// Logo, favicon and portal name: the login tenant's when the user signed in through a tenant route,
// otherwise the system setting's; the product name until (or unless) the server answers.
import { useState } from 'react';
import useSWR from 'swr';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getSystemSetting, getTenantByCode, logoFileUrl } from '../../api/tenant';
import { getLoginTenantCode, useCurrentUser } from '../../session/store';
import { useTenantFavicon } from './useTenantFavicon';

async function fetchBrandName([, tenantCode]: readonly [string, string, string]): Promise<string | undefined> {
  if (tenantCode) {
    const tenant = await getTenantByCode(tenantCode, { quiet: true });
    return tenant.ok ? tenant.data?.nameFront || tenant.data?.name : undefined;
  }
  const setting = await getSystemSetting({ quiet: true, batch: true });
  return setting.ok ? setting.data?.frontName : undefined;
}

export function HeaderBrand() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const tenantCode = getLoginTenantCode();
  const { data: brandName } = useSWR(['layout:brand', tenantCode, i18n.language] as const, fetchBrandName, {
    revalidateOnFocus: false,
  });
  const [logoFailed, setLogoFailed] = useState(false);
  useTenantFavicon(user?.userAttrs.tenantId);
  const name = brandName || t('common:appName');

  return (
    <Link to="/home" className="fd-header__brand">
      {logoFailed ? null : (
        // Decorative: the name beside it says what the logo shows.
        <img
          className="fd-header__logo"
          src={logoFileUrl('frontLogo', user?.userAttrs.tenantId)}
          alt=""
          onError={() => setLogoFailed(true)}
        />
      )}
      <span className="fd-header__name" title={name}>
        {name}
      </span>
    </Link>
  );
}
