// Paths of the statement area (spec 03-portal §2) and what they mean: where a menu item leads, where a data
// template's screens are, which paths show their page alone. Pure.
import { matchPath } from 'react-router-dom';
import type { TemplateScreen } from '../../../renderers';
import type { MenuNode } from '../../app/layout/menuModel';

export const STATEMENT_ALIAS = 'statement';
export const STATEMENT_BASE = `/${STATEMENT_ALIAS}`;
/** Spec §4: the template menu's "residual" flag resets this long after a menu item is chosen. */
export const RESIDUAL_RESET_MS = 500;

const enc = encodeURIComponent;

/**
 * Where a data template's screens are routed: the statement area's own routes, or the child routes every top
 * menu has (01-foundation §2: `/<alias>/preview|form|draft-list/…`). Paths without query.
 */
export interface TemplateArea {
  preview: (templateKey: string) => string;
  form: (templateKey: string, action: string) => string;
  drafts: (templateKey: string, dataViewFlag: boolean) => string;
}

export const STATEMENT_AREA: TemplateArea = {
  preview: (templateKey) => `${STATEMENT_BASE}/template/preview/${enc(templateKey)}`,
  form: (templateKey, action) => `${STATEMENT_BASE}/template/form/${enc(templateKey)}/${enc(action)}`,
  drafts: (templateKey, dataViewFlag) => `${STATEMENT_BASE}/draftList/${enc(templateKey)}/${dataViewFlag}`,
};

/** The template routes below a top menu: `/<topAlias>/preview/<key>`, `…/form/<key>/<action>`, `…/draft-list/<key>/<flag>`. */
export function menuTemplateArea(topAlias: string): TemplateArea {
  const base = `/${enc(topAlias)}`;
  return {
    preview: (templateKey) => `${base}/preview/${enc(templateKey)}`,
    form: (templateKey, action) => `${base}/form/${enc(templateKey)}/${enc(action)}`,
    drafts: (templateKey, dataViewFlag) => `${base}/draft-list/${enc(templateKey)}/${dataViewFlag}`,
  };
}

export const previewPath = (templateKey: string, area = STATEMENT_AREA) => area.preview(templateKey);
export const hrefPath = (alias: string) => `${STATEMENT_BASE}/href/template/${enc(alias)}`;
export const draftListPath = (templateKey: string, dataViewFlag = false, area = STATEMENT_AREA) => area.drafts(templateKey, dataViewFlag);

/** The form of a template's record: `…/form/<key>/<action>?id=&draftId=`. */
export function formPath(templateKey: string, screen: { action: string; id?: string; draftId?: string }, area = STATEMENT_AREA): string {
  const query = new URLSearchParams();
  if (screen.id) query.set('id', screen.id);
  if (screen.draftId) query.set('draftId', screen.draftId);
  const search = query.toString();
  return `${area.form(templateKey, screen.action)}${search ? `?${search}` : ''}`;
}

/** A form in a new tab, as spec §2 writes it: `…/form/<key>/<action>/true/new?id=…&startFlow=false&isNewPage=true`. */
export function newTabFormPath(templateKey: string, screen: { action: string; id?: string }, area = STATEMENT_AREA): string {
  const query = new URLSearchParams();
  if (screen.id) query.set('id', screen.id);
  query.set('startFlow', 'false');
  query.set('isNewPage', 'true');
  return `${area.form(templateKey, screen.action)}/true/new?${query.toString()}`;
}

/** Where a template screen lives in the portal. */
export function screenPath(templateKey: string, screen: TemplateScreen, area = STATEMENT_AREA): string {
  switch (screen.kind) {
    case 'form':
      return formPath(templateKey, screen, area);
    case 'drafts':
      return draftListPath(templateKey, false, area);
    default:
      return previewPath(templateKey, area);
  }
}

/** Where a statement menu item leads: its page (menuUrl under /statement), its embedded href, else the template of its alias. */
export function menuTarget(node: MenuNode): string {
  if (node.href) return hrefPath(node.alias);
  const url = node.menuUrl ?? node.path ?? '';
  if (url.startsWith(`${STATEMENT_BASE}/`) && url !== `${STATEMENT_BASE}/${node.alias}`) return url;
  return previewPath(node.alias);
}

/** The first item that is a page (a leaf, or an item with an href), depth first. */
export function firstPage(nodes: readonly MenuNode[]): MenuNode | undefined {
  for (const node of nodes) {
    if (node.href || !node.children?.length) return node;
    const inside = firstPage(node.children);
    if (inside) return inside;
  }
  return undefined;
}

/** Whether a path (without query) is the page of a menu item's target. */
export function isTargetActive(pathname: string, target: string): boolean {
  const path = target.split('?')[0];
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** Statement routes whose `:single` segment is 'true' show their page alone (no side panel, no header). */
export const SINGLE_STATEMENT_PATTERNS: readonly string[] = [
  `${STATEMENT_BASE}/template/preview/:templateKey/true`,
  `${STATEMENT_BASE}/template/preview/:templateKey/true/:parameterqQuerys`,
  `${STATEMENT_BASE}/template/form/:templateKey/:action/true`,
  `${STATEMENT_BASE}/template/form/:templateKey/:action/true/:openType`,
  `${STATEMENT_BASE}/querySql/queryView/:sqlAlias/:alias/true`,
  `${STATEMENT_BASE}/draftList/:tempAlias/true`,
];

/** A single statement page: a `true` single segment, a data view's draft list, `?single=true` or a form opened as a new page. */
export function isSingleStatementPath(pathname: string, search: URLSearchParams): boolean {
  if (search.get('single') === 'true' || search.get('isNewPage') === 'true') return true;
  return SINGLE_STATEMENT_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}
