// Pure menu logic shared by the header (top menu) and the menu-content layout (side menu).
// The server answers getCurrentUserMenu('front_menu') with the tree of top items; each top item's
// children are its side menu (contract-notes §2.3).

/** The fields of a server menu (SysMenu) the layout reads; extra wire fields are carried along. */
export interface MenuNode {
  id: string | number;
  name: string;
  alias: string;
  code?: string;
  sn?: number;
  path?: string;
  menuUrl?: string;
  href?: string;
  hidden?: boolean | number | string;
  children?: MenuNode[];
}

export const HOME_ALIAS = 'home';
/** Menu codes the layout gives no side menu (spec §2: excluded from sub-menu handling). */
const CODES_WITHOUT_SIDE_MENU = new Set(['home', 'statement']);
/** Child routes every top alias carries besides its menu items (spec §2). */
export const MENU_CHILD_ROUTES = ['preview', 'href', 'query-sql', 'form', 'draft-list'] as const;

/** The child routes of a top menu that show their page alone (a `true` single segment, as in the statement area). */
export const MENU_SINGLE_PATTERNS: readonly string[] = [
  '/:topAlias/preview/:templateKey/true',
  '/:topAlias/preview/:templateKey/true/:parameterqQuerys',
  '/:topAlias/form/:templateKey/:action/true',
  '/:topAlias/form/:templateKey/:action/true/:openType',
  '/:topAlias/query-sql/:sqlAlias/:alias/true',
  '/:topAlias/draft-list/:tempAlias/true',
];

const NUMERIC_ID = /^-?\d+(\.\d+)?$/;

/** Orders by id: numerically when both ids are numeric, numbers before other ids, else as strings. */
export function compareMenuIds(a: string | number, b: string | number): number {
  const left = String(a);
  const right = String(b);
  const leftNumeric = NUMERIC_ID.test(left);
  const rightNumeric = NUMERIC_ID.test(right);
  if (leftNumeric && rightNumeric) return Number(left) - Number(right);
  if (leftNumeric !== rightNumeric) return leftNumeric ? -1 : 1;
  return left < right ? -1 : left > right ? 1 : 0;
}

function isHidden(node: MenuNode): boolean {
  return node.hidden === true || node.hidden === 1 || node.hidden === '1' || node.hidden === 'true';
}

/** Drops hidden items and orders every level by id; returns new arrays, the input is untouched. */
export function orderMenuTree<T extends MenuNode>(nodes: readonly T[] | null | undefined): T[] {
  if (!Array.isArray(nodes)) return [];
  return nodes
    .filter((node) => node && typeof node.alias === 'string' && node.alias !== '' && !isHidden(node))
    .map((node) => (node.children?.length ? { ...node, children: orderMenuTree(node.children) } : node))
    .sort((a, b) => compareMenuIds(a.id, b.id));
}

/** The top menu: the server's top items plus the static home item, ordered by id. */
export function buildTopMenus(serverTree: readonly MenuNode[] | null | undefined, homeName: string): MenuNode[] {
  const withoutHome = (Array.isArray(serverTree) ? serverTree : []).filter((node) => node?.alias !== HOME_ALIAS);
  const home: MenuNode = { id: '0', alias: HOME_ALIAS, code: HOME_ALIAS, name: homeName, sn: -1 };
  return orderMenuTree([home, ...withoutHome]);
}

export function hasSideMenu(top: MenuNode): boolean {
  return !CODES_WITHOUT_SIDE_MENU.has(top.code || top.alias);
}

export function topMenuPath(alias: string): string {
  return `/${alias}`;
}

export function menuItemPath(topAlias: string, itemAlias: string): string {
  return `/${topAlias}/${itemAlias}`;
}

/** The top item whose alias prefixes the path (a whole segment: /v-flow matches /v-flow/x, not /v-flowx). */
export function findActiveTopAlias(pathname: string, topMenus: readonly MenuNode[]): string | undefined {
  const firstSegment = pathname.split('/').filter(Boolean)[0];
  return topMenus.find((top) => top.alias === firstSegment)?.alias;
}

/** The chain from the root level down to the item with this alias, or undefined when it is not in the tree. */
export function findMenuTrail(nodes: readonly MenuNode[], alias: string): MenuNode[] | undefined {
  for (const node of nodes) {
    if (node.alias === alias) return [node];
    const below = node.children?.length ? findMenuTrail(node.children, alias) : undefined;
    if (below) return [node, ...below];
  }
  return undefined;
}

/** Depth first, the first item that is a page: a leaf, or an item carrying an href (spec §2). */
export function findFirstPage(nodes: readonly MenuNode[]): MenuNode | undefined {
  for (const node of nodes) {
    if (node.href || !node.children?.length) return node;
    const inside = findFirstPage(node.children);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The menu item a path below a top alias shows. `rest` is what follows `/<topAlias>/`:
 * `<itemAlias>/…` or one of the child routes `preview/<alias>` etc.
 */
export function activeItemAlias(rest: string, tree: readonly MenuNode[]): string | undefined {
  const [first, second] = rest.split('/').filter(Boolean);
  if (!first) return undefined;
  if (findMenuTrail(tree, first)) return first;
  if ((MENU_CHILD_ROUTES as readonly string[]).includes(first) && second && findMenuTrail(tree, second)) return second;
  return undefined;
}

/**
 * Where `/<topAlias>` alone leads: the remembered path when it still points at an item of this menu,
 * otherwise the first page of the menu; undefined for an empty menu.
 */
export function resolveLandingPath(
  topAlias: string,
  tree: readonly MenuNode[],
  remembered: string | null | undefined,
): string | undefined {
  const prefix = `${topMenuPath(topAlias)}/`;
  if (remembered && remembered.startsWith(prefix) && activeItemAlias(remembered.slice(prefix.length), tree)) {
    return remembered;
  }
  const first = findFirstPage(tree);
  return first ? menuItemPath(topAlias, first.alias) : undefined;
}

export function rememberedPathKey(topAlias: string): string {
  return `menuPath:${topAlias}`;
}

export function readRememberedPath(topAlias: string, storage: Storage = sessionStorage): string | null {
  try {
    return storage.getItem(rememberedPathKey(topAlias));
  } catch {
    return null;
  }
}

export function rememberPath(topAlias: string, path: string, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(rememberedPathKey(topAlias), path);
  } catch {
    // Storage full or disabled: the path is simply not remembered.
  }
}
