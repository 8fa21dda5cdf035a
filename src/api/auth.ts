// User-centre session calls (spec §7 "Session and user centre", contract-notes §2.1).
import { encodeBase64 } from './base64';
import { REFRESH_URL, request, type ApiResult, type CallOptions } from './http';

/** Tenant id of the platform itself; logins to it carry no tenantId. */
export const PLATFORM_TENANT_ID = '-1';

/** The bare answer of /auth and /sso/auth (JwtAuthenticationResponse). */
export interface AuthAnswer {
  token: string;
  /** the user's full name */
  username: string;
  account: string;
  userId: string;
  openid?: string;
  /** token lifetime in seconds */
  expiration: number;
  /** false: the password policy failed, the password must be changed */
  loginStatus: boolean;
  userAttrs?: { tenantId?: string };
}

/** /refresh answers the same shape with only the token (and at times the lifetime) set. */
export type RefreshAnswer = Partial<AuthAnswer> & { token: string };

export interface LoginInput {
  account: string;
  password: string;
  /** the tenant's id; omitted (or the platform id) for the platform */
  tenantId?: string;
}

/** POST ${uc}/auth — the password travels as Base64 of its UTF-8 bytes, as the Hotent front does. */
export function login(input: LoginInput, options: CallOptions = { quiet: true }): Promise<ApiResult<AuthAnswer>> {
  const tenantId = input.tenantId && input.tenantId !== PLATFORM_TENANT_ID ? input.tenantId : undefined;
  return request<AuthAnswer>({
    url: '${uc}/auth',
    method: 'POST',
    params: tenantId ? { tenantId } : undefined,
    data: { username: input.account, password: encodeBase64(input.password) },
    ...options,
  });
}

/** GET ${uc}/refresh — the request layer calls this on its own when the token ages; rarely needed elsewhere. */
export function refresh(options: CallOptions = { quiet: true }): Promise<ApiResult<RefreshAnswer>> {
  return request<RefreshAnswer>({ url: REFRESH_URL, ...options });
}

/** GET ${uc}/signout */
export function signout(options: CallOptions = { quiet: true }): Promise<ApiResult<unknown>> {
  return request<unknown>({ url: '${uc}/signout', ...options });
}

export interface SsoAuthInput {
  /** cas */
  ticket?: string;
  /** oauth */
  code?: string;
  /** the URL the provider redirected back to (cas validates the ticket against it) */
  service?: string;
}

/** GET ${uc}/sso/auth?ticket&code&service — single sign-on; answers like /auth. */
export function ssoAuth(input: SsoAuthInput, options: CallOptions = { quiet: true }): Promise<ApiResult<AuthAnswer>> {
  const params: Record<string, string> = {};
  for (const key of ['ticket', 'code', 'service'] as const) if (input[key]) params[key] = input[key];
  return request<AuthAnswer>({ url: '${uc}/sso/auth', params, noLoginRedirect: true, ...options });
}
