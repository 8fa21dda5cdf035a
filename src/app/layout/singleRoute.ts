// Single routes show their page alone: MainLayout drops the header and MenuContentLayout the side
// panel. The router works in declarative mode (no route handles), and a layout cannot see which child
// route it renders, so single routes are listed as path patterns and matched against the location;
// `?single=true` makes any page single.
import { createContext, useContext } from 'react';
import { matchPath, useLocation, useSearchParams } from 'react-router-dom';
import { SINGLE_FLOW_PATTERNS } from '../../features/flow/flowPaths';
import { SINGLE_ONLINE_FORM_PATTERNS } from '../../features/onlineForm/paths';
import { SINGLE_STATEMENT_PATTERNS } from '../../features/statement/paths';
import { MENU_SINGLE_PATTERNS } from './menuModel';

/**
 * Path patterns (without the basename, react-router syntax, e.g. '/task/:taskId/:leaderId') of the
 * routes flagged single. Pages that must open alone add their pattern here when they are routed.
 */
export const SINGLE_ROUTE_PATTERNS: readonly string[] = [...SINGLE_STATEMENT_PATTERNS, ...SINGLE_FLOW_PATTERNS, ...SINGLE_ONLINE_FORM_PATTERNS, ...MENU_SINGLE_PATTERNS, '/sysModulePreview/*'];

/** The patterns in force; the app uses SINGLE_ROUTE_PATTERNS, tests provide their own. */
export const SingleRoutePatterns = createContext<readonly string[]>(SINGLE_ROUTE_PATTERNS);

export function isSingleRoute(pathname: string, search: URLSearchParams, patterns: readonly string[]): boolean {
  return search.get('single') === 'true' || patterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

export function useSingleRoute(): boolean {
  const patterns = useContext(SingleRoutePatterns);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  return isSingleRoute(pathname, searchParams, patterns);
}
