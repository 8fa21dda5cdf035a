// Tenants and the system setting (spec §7 "Tenant and system").
import { resolveHostUrl } from '../config/runtime';
import { request, type ApiResult, type CallOptions } from './http';
import type { PageList } from './types';

/** Code of the platform tenant (the default of getTenantByCode). */
export const PLATFORM_TENANT_CODE = 'platform';
/** §9: tenant search page size */
export const TENANT_PAGE_SIZE = 20;

export interface Tenant {
  id: string;
  code?: string;
  name: string;
  /** name shown on the front portal */
  nameFront?: string;
  /** JSON list of icon files */
  ico?: string;
  frontLogo?: string;
  status?: string;
}

export interface SystemSetting {
  frontName?: string;
  frontLogo?: string;
  ico?: string;
}

export type LogoType = 'ico' | 'frontLogo' | 'manageLogo';

/** GET ${uc}/uc/tenantManage/v1/getTenantByCode?code */
export function getTenantByCode(code: string = PLATFORM_TENANT_CODE, options?: CallOptions): Promise<ApiResult<Tenant>> {
  return request<Tenant>({ url: '${uc}/uc/tenantManage/v1/getTenantByCode', params: { code: code || PLATFORM_TENANT_CODE }, ...options });
}

/** POST ${uc}/uc/tenantManage/v1/listJson — tenants whose name is LIKE the keyword, 20 a page. */
export function listTenants(keyword: string, page = 1, options?: CallOptions): Promise<ApiResult<PageList<Tenant>>> {
  const querys = keyword ? [{ property: 'name', value: keyword, group: 'main', operation: 'LIKE', relation: 'AND' }] : [];
  return request<PageList<Tenant>>({
    url: '${uc}/uc/tenantManage/v1/listJson',
    method: 'POST',
    data: { pageBean: { page, pageSize: TENANT_PAGE_SIZE, showTotal: true }, querys },
    ...options,
  });
}

/** GET ${uc}/uc/tenantManage/v1/getJson?id */
export function getTenant(id: string, options?: CallOptions): Promise<ApiResult<Tenant>> {
  return request<Tenant>({ url: '${uc}/uc/tenantManage/v1/getJson', params: { id }, ...options });
}

/** GET ${portal}/sys/sysProperties/v1/getDecryptBySysSetting */
export function getSystemSetting(options?: CallOptions): Promise<ApiResult<SystemSetting>> {
  return request<SystemSetting>({ url: '${portal}/sys/sysProperties/v1/getDecryptBySysSetting', ...options });
}

/** URL of GET ${portal}/system/file/v1/getLogoFile?logoType&tenantId, for an <img src> (public, no token). */
export function logoFileUrl(logoType: LogoType, tenantId?: string): string {
  const query = new URLSearchParams({ logoType });
  if (tenantId) query.set('tenantId', tenantId);
  return `${resolveHostUrl('${portal}/system/file/v1/getLogoFile')}?${query.toString()}`;
}
