// Deployment settings read at start-up from config.json beside index.html, so one build serves any deployment.
export type HostName = 'front' | 'uc' | 'portal' | 'bpmModel' | 'bpmRunTime' | 'form' | 'report';
export type SsoMode = 'none' | 'cas' | 'oauth' | 'jwt';

export const HOST_NAMES: readonly HostName[] = ['front', 'uc', 'portal', 'bpmModel', 'bpmRunTime', 'form', 'report'];

export interface SsoConfig {
  mode: SsoMode;
  casUrl?: string;
  oauthUrl?: string;
  clientId?: string;
  jwtUrl?: string;
  logoutUrl?: string;
}

export interface RuntimeConfig {
  hosts: Record<HostName, string>;
  sso: SsoConfig;
  mobileUrl: string;
  tokenOrigins: string[];
  copyright?: string;
  /** the server's batch call ('${portal}/portal/main/v1/batch'); '' = none: batched calls go alone (src/api/batch.ts) */
  batchUrl: string;
  /** an online-office service (http or https) that /webOffice pages open with the file's id; none: preview only */
  webOfficeUrl?: string;
}

const SSO_MODES: readonly SsoMode[] = ['none', 'cas', 'oauth', 'jwt'];

export function defaultConfig(): RuntimeConfig {
  return {
    hosts: { front: '', uc: '', portal: '', bpmModel: '', bpmRunTime: '', form: '', report: '' },
    sso: { mode: 'none' },
    mobileUrl: '',
    tokenOrigins: [],
    batchUrl: '',
  };
}

let current: RuntimeConfig = defaultConfig();

const asString = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** Merges a parsed config.json over the defaults, ignoring values of the wrong type. */
export function normalizeConfig(raw: unknown): RuntimeConfig {
  const base = defaultConfig();
  if (!raw || typeof raw !== 'object') return base;
  const input = raw as Record<string, unknown>;
  const hosts = (input.hosts && typeof input.hosts === 'object' ? input.hosts : {}) as Record<string, unknown>;
  for (const name of HOST_NAMES) base.hosts[name] = asString(hosts[name], '').replace(/\/+$/, '');
  const sso = (input.sso && typeof input.sso === 'object' ? input.sso : {}) as Record<string, unknown>;
  const mode = SSO_MODES.includes(sso.mode as SsoMode) ? (sso.mode as SsoMode) : 'none';
  base.sso = { mode };
  for (const key of ['casUrl', 'oauthUrl', 'clientId', 'jwtUrl', 'logoutUrl'] as const) {
    if (typeof sso[key] === 'string' && sso[key]) base.sso[key] = sso[key] as string;
  }
  base.mobileUrl = asString(input.mobileUrl, '');
  base.batchUrl = asString(input.batchUrl, '');
  base.tokenOrigins = Array.isArray(input.tokenOrigins)
    ? input.tokenOrigins.filter((o): o is string => typeof o === 'string' && /^https?:\/\/[^/]+$/.test(o))
    : [];
  if (typeof input.copyright === 'string' && input.copyright) base.copyright = input.copyright;
  if (typeof input.webOfficeUrl === 'string' && /^https?:\/\/[^/]/.test(input.webOfficeUrl)) base.webOfficeUrl = input.webOfficeUrl;
  return base;
}

export async function loadConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-cache' });
    current = normalizeConfig(response.ok ? await response.json() : null);
  } catch {
    current = defaultConfig();
  }
  return current;
}

export function getConfig(): RuntimeConfig {
  return current;
}

/** For tests and embedding: replaces the active configuration. */
export function setConfig(config: RuntimeConfig): void {
  current = config;
}

export interface HostPath {
  /** configured root of the named host; '' = same origin as the page */
  hostRoot: string;
  /** the rest of the path after the `${name}` prefix (or the whole path without one) */
  path: string;
}

/** Thrown for a `${name}` prefix that names no configured host (spec §8 "context URL prefix unresolved"). */
export class UnresolvedHostPrefixError extends Error {
  constructor(readonly prefix: string) {
    super(`Unresolved context URL prefix: \${${prefix}}`);
    this.name = 'UnresolvedHostPrefixError';
  }
}

/** '${uc}/auth' → { hostRoot: hosts.uc, path: '/auth' }; a path without a prefix is same-origin. */
export function splitHostPrefix(path: string, config: RuntimeConfig = current): HostPath {
  const match = /^\$\{([^}]*)\}/.exec(path);
  if (!match) return { hostRoot: '', path };
  const name = match[1] as HostName;
  if (!HOST_NAMES.includes(name)) throw new UnresolvedHostPrefixError(match[1]);
  return { hostRoot: config.hosts[name], path: path.slice(match[0].length) };
}

/** '${uc}/auth' → hosts.uc + '/auth'. A path without a prefix stays as it is (same origin). */
export function resolveHostUrl(path: string, config: RuntimeConfig = current): string {
  const { hostRoot, path: rest } = splitHostPrefix(path, config);
  return hostRoot + rest;
}
