// The browser tab's icon is the tenant's favicon (getLogoFile?logoType=ico; the platform's when the tenant has
// none): the signed-in user's tenant in the layout, the login route's tenant on its sign-in page.
import { useEffect } from 'react';
import { logoFileUrl } from '../../api/tenant';

export function useTenantFavicon(tenantId: string | undefined): void {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = logoFileUrl('ico', tenantId);
  }, [tenantId]);
}
