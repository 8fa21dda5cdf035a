// Menus and method-level rights of the current user (portal host).
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../lib/auth';
import type { AppContext } from '../lib/context';
import { langOf, localized, t } from '../lib/i18n';
import { ADMIN_ROLE, allMethods, isSecretary, PLATFORM_TENANT_ID, roleCodes, userMethods } from '../db/users';

interface MenuRow {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string | null;
  alias: string;
  menu_icon: string | null;
  sn: number;
  path: string | null;
  menu_url: string | null;
  href: string | null;
  hidden: number;
  open: number;
  visibility: 'all' | 'secretary' | 'platform';
}

export interface MenuNode {
  id: string;
  parentId: string;
  name: string;
  alias: string;
  code: string;
  menuIcon: string;
  sn: number;
  path: string;
  menuUrl: string;
  href: string;
  hidden: boolean;
  open: number;
  isParent: boolean;
  children: MenuNode[];
}

export function registerMenuRoutes(app: FastifyInstance, { db }: AppContext) {
  app.get<{ Querystring: { menuAlias: string } }>(
    '/sys/sysMenu/v1/getCurrentUserMenu',
    {
      schema: {
        querystring: { type: 'object', required: ['menuAlias'], properties: { menuAlias: { type: 'string', minLength: 1, maxLength: 100 } } },
      },
    },
    async (request) => {
      const auth = sessionOf(request);
      const lang = langOf(request);
      const rows = db.prepare('SELECT * FROM menus ORDER BY id').all() as MenuRow[];
      // The role codes each menu is restricted to (none: everyone), read apart: SQL has no portable array aggregate.
      const rolesOf = new Map<number, string[]>();
      for (const { menu_id: menuId, role_code: role } of db.prepare('SELECT menu_id, role_code FROM menu_roles').all() as { menu_id: number; role_code: string }[]) {
        rolesOf.set(menuId, [...(rolesOf.get(menuId) ?? []), role]);
      }
      const roles = new Set(roleCodes(db, auth.userId));
      const secretary = isSecretary(db, auth.userId);
      const visible = (row: MenuRow) => {
        const allowed = rolesOf.get(row.id) ?? [];
        if (row.visibility === 'secretary' && !secretary) return false;
        if (row.visibility === 'platform' && auth.tenantId !== PLATFORM_TENANT_ID) return false;
        return allowed.length === 0 || roles.has(ADMIN_ROLE) || allowed.some((role) => roles.has(role));
      };
      const childrenOf = new Map<number, MenuRow[]>();
      for (const row of rows) {
        if (row.parent_id === null) continue;
        if (!childrenOf.has(row.parent_id)) childrenOf.set(row.parent_id, []);
        childrenOf.get(row.parent_id)!.push(row);
      }
      // Rows are ordered by id, so every level of the tree is too; a hidden parent hides its subtree.
      const build = (parentId: number): MenuNode[] =>
        (childrenOf.get(parentId) ?? []).filter(visible).map((row) => {
          const children = build(row.id);
          return {
            id: String(row.id),
            parentId: String(row.parent_id),
            name: localized(lang, row.name, row.name_en),
            alias: row.alias,
            code: row.alias,
            menuIcon: row.menu_icon ?? '',
            sn: row.sn,
            path: row.path ?? '',
            menuUrl: row.menu_url ?? '',
            href: row.href ?? '',
            hidden: row.hidden === 1,
            open: row.open,
            isParent: children.length > 0,
            children,
          };
        });
      // The asked menu and all its ancestors must be visible too, or a hidden subtree could be read by its alias.
      const byId = new Map(rows.map((row) => [row.id, row]));
      const reachable = (row: MenuRow | undefined): boolean =>
        row !== undefined && visible(row) && (row.parent_id === null || reachable(byId.get(row.parent_id)));
      const root = rows.find((row) => row.alias === request.query.menuAlias);
      return { state: true, message: t(request, 'menuLoaded'), value: root && reachable(root) ? build(root.id) : [] };
    },
  );

  app.get('/sys/sysMenu/v1/getCurrentUserMethodAuth', async (request) => {
    const auth = sessionOf(request);
    return { allMethod: allMethods(db), curUserMethod: userMethods(db, auth.userId) };
  });
}
