// Menus and method-level rights (contract-notes §2.3, §2.4).
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

/** Alias of the front portal's menu root. */
export const FRONT_MENU_ALIAS = 'front_menu';

export interface SysMenu {
  id: string;
  parentId?: string;
  name: string;
  alias: string;
  /** the FRONT stores alias as code; present in fixtures */
  code?: string;
  menuIcon?: string;
  open?: number;
  sn?: number;
  path?: string;
  /** route of a top menu in the FRONT; not a field of the 7.2.3 SysMenu, so fixtures carry both */
  menuUrl?: string;
  href?: string;
  hidden?: boolean | number;
  activeTab?: string;
  tabsStyle?: string;
  tenantId?: string;
  isParent?: boolean;
  children?: SysMenu[];
}

export interface MethodAuth {
  /** every controlled method alias */
  allMethod: string[];
  /** those the current user holds (admin: all of them) */
  curUserMethod: string[];
}

/** GET ${portal}/sys/sysMenu/v1/getCurrentUserMenu?menuAlias → CommonResult with the descendants' tree. */
export function getCurrentUserMenu(menuAlias: string = FRONT_MENU_ALIAS, options?: CallOptions): Promise<ApiResult<CommonResult<SysMenu[]>>> {
  return request<CommonResult<SysMenu[]>>({ url: '${portal}/sys/sysMenu/v1/getCurrentUserMenu', params: { menuAlias }, ...options });
}

/** GET ${portal}/sys/sysMenu/v1/getCurrentUserMethodAuth → bare {allMethod, curUserMethod}. */
export function getMethodAuth(options?: CallOptions): Promise<ApiResult<MethodAuth>> {
  return request<MethodAuth>({ url: '${portal}/sys/sysMenu/v1/getCurrentUserMethodAuth', ...options });
}
