// Tenants and the system setting (spec §7 "Tenant and system"); the platform administrator's tenant writes
// (docs/administration.md).
import { resolveHostUrl } from '../config/runtime';
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

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
  /** 'enable' or 'disable' */
  status?: string;
  createTime?: string;
}

/** A row of the platform administrator's list: the stored names in both languages besides the shown ones. */
export interface AdminTenant extends Tenant {
  code: string;
  nameZh: string;
  nameEn: string | null;
  nameFrontZh: string | null;
  nameFrontEn: string | null;
}

export interface TenantNames {
  name: string;
  nameEn?: string;
  nameFront?: string;
  nameFrontEn?: string;
}

export interface NewTenant extends TenantNames {
  code: string;
  admin: { account: string; fullname: string; password: string };
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

/** POST ${uc}/uc/tenantManage/v1/listJson with any QueryFilter (the platform administrator's list). */
export function tenantPage(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<AdminTenant>>> {
  return request<PageList<AdminTenant>>({ url: '${uc}/uc/tenantManage/v1/listJson', method: 'POST', data: filter, ...options });
}

/** POST ${uc}/uc/tenantManage/v1/save — a new tenant with its administrator. */
export function addTenant(tenant: NewTenant, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${uc}/uc/tenantManage/v1/save', method: 'POST', data: tenant, ...options });
}

/** POST ${uc}/uc/tenantManage/v1/save with the id — new names; the code stays. */
export function renameTenant(tenant: TenantNames & { id: string; code: string }, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${uc}/uc/tenantManage/v1/save', method: 'POST', data: tenant, ...options });
}

/** POST ${uc}/uc/tenantManage/v1/setStatus */
export function setTenantStatus(id: string, status: 'enable' | 'disable', options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${uc}/uc/tenantManage/v1/setStatus', method: 'POST', data: { id, status }, ...options });
}

/** POST ${uc}/uc/tenantManage/v1/saveLogo — an image the caller uploaded becomes the tenant's logo or favicon. */
export function saveTenantLogo(id: string, logoType: 'logo' | 'ico', fileId: string, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: '${uc}/uc/tenantManage/v1/saveLogo', method: 'POST', data: { id, logoType, fileId }, ...options });
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
