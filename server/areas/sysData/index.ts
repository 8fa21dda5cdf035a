// System data of the portal host (spec 03-portal §7 "Home, menus, portal"): types (分类), data dictionaries,
// identities (流水号), system properties, tags, application menus, and the bpmRunTime default-value map.
// Every call is signed-in only and reads the token's tenant; names answer in the request language.
//   GET  /sys/sysType/v1/getByParentId?catId=                bare SysType[]: the visible children of a node
//   GET  /sys/sysType/v1/getTypesByKey?typeKey=              bare SysType[]: the node's descendants, tree order
//   GET  /sys/sysType/v1/getTreeDateByTypeKey?typeKey=       bare [tree node]: the node with its descendants
//   POST /sys/dataDict/v1/getByTypeKeyForComBo?typeKey=      bare [{key, name, value, sn}]
//   GET  /sys/identity/v1/getNextIdByAlias?alias=            CommonResult, value = the next number
//   GET  /sys/sysProperties/v1/getDecryptByAlias?alias=      CommonResult, value = the property's value
//   POST /portal/sysTag/v1/query, /portal/sysTag/v1/save     PageList of tags; CommonResult, value = id
//   GET  /portal/sysAppMenu/v1/getTree?appId=                bare [tree node] of an app the caller may open
//   GET  /runtime/instance/v1/getDefaultInfoMap              bare map of the caller's defaults
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { currentPost, findUserByAccount, findUserById, userPosts } from '../../db/users';
import { granteesOf, rightsSql } from '../portal/rights';
import { sessionOf, type AuthInfo } from '../../lib/auth';
import type { AppContext } from '../../lib/context';
import { sendError, unauthorized } from '../../lib/errors';
import { langOf, localized, t, translateFrom, type Lang, type MessageParams, type MessageTable } from '../../lib/i18n';
import { takeIdentityNumber } from '../../db/identity';
import { formatDate, formatDateTime, newId, nowText } from '../../lib/ids';
import { queryFilterSchema, queryPage, type QueryFilter } from '../../lib/queryFilter';
import type { ServerArea } from '../index';

export const SYS_DATA_SEED_FILE = 'sysData.json';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS sys_type (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL,
  parent_id TEXT NOT NULL DEFAULT '0',       -- '0': a root, i.e. a type group such as FLOW_TYPE or DIC
  type_key TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT,
  stru_type INTEGER NOT NULL DEFAULT 1 CHECK (stru_type IN (0, 1)),  -- Hotent struType: 0 flat list, 1 tree
  sn INTEGER NOT NULL DEFAULT 0,
  owner_id TEXT NOT NULL DEFAULT '0',        -- '0' public, else the user id of a private type
  UNIQUE (tenant_id, type_key)
);
CREATE INDEX IF NOT EXISTS sys_type_parent ON sys_type (tenant_id, parent_id);
CREATE TABLE IF NOT EXISTS sys_data_dict (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, type_id TEXT NOT NULL,  -- a DIC type of sys_type
  dict_key TEXT NOT NULL, value TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT, sn INTEGER NOT NULL DEFAULT 0,
  UNIQUE (type_id, dict_key)
);
CREATE TABLE IF NOT EXISTS sys_identity (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, alias TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT,
  regulation TEXT NOT NULL,                  -- e.g. 'HT{yyyy}{MM}{NO}'
  gen_type INTEGER NOT NULL DEFAULT 0 CHECK (gen_type IN (0, 1, 2, 3)),  -- counter restarts: never, daily, monthly, yearly
  no_length INTEGER NOT NULL DEFAULT 4 CHECK (no_length BETWEEN 1 AND 18),
  init_value INTEGER NOT NULL DEFAULT 1, step INTEGER NOT NULL DEFAULT 1 CHECK (step >= 1),
  cur_value INTEGER,                         -- the last number given out in "period"; NULL before the first
  period TEXT NOT NULL DEFAULT '',           -- the day, month or year of cur_value ('' when it never restarts)
  UNIQUE (tenant_id, alias)
);
CREATE TABLE IF NOT EXISTS sys_properties (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, alias TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT,
  value TEXT NOT NULL DEFAULT '', value_en TEXT,
  UNIQUE (tenant_id, alias)
);
CREATE TABLE IF NOT EXISTS sys_tag (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT,
  type_id TEXT NOT NULL DEFAULT '', sn INTEGER NOT NULL DEFAULT 0, create_time TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS sys_tag_name ON sys_tag (tenant_id, lower(name));
CREATE TABLE IF NOT EXISTS sys_app_menu (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, app_id TEXT NOT NULL,  -- app_id: a portal_app of the tenant
  parent_id TEXT NOT NULL DEFAULT '0', alias TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT,
  url TEXT NOT NULL DEFAULT '', sn INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS sys_app_menu_app ON sys_app_menu (tenant_id, app_id);
`;

const MESSAGES = {
  identityIssued: ['获取流水号成功', 'Next number issued.'],
  identityNotFound: ['流水号不存在：{alias}', 'No serial number with the alias "{alias}".'],
  propertyLoaded: ['获取系统属性成功', 'System property loaded.'],
  propertyNotFound: ['系统属性不存在：{alias}', 'No system property with the alias "{alias}".'],
  tagNameRequired: ['标签名称不能为空', 'The tag name must not be empty.'],
  tagNameTaken: ['标签名称“{name}”已存在', 'A tag named "{name}" already exists.'],
  tagNotFound: ['标签不存在：{id}', 'No such tag: {id}'],
  tagTypeNotFound: ['标签分类不存在：{id}', 'No such tag type: {id}'],
} as const satisfies MessageTable;

const message = (request: FastifyRequest, key: keyof typeof MESSAGES, params?: MessageParams) =>
  translateFrom(MESSAGES, langOf(request), key, params);

/** A business refusal the user can correct: HTTP 200 with state false, as Hotent's CommonResult answers. */
const refusal = (text: string) => ({ state: false, message: text });

// ---------------------------------------------------------------------------------------------------------
// Seed

interface SeedText {
  'zh-CN': string;
  'en-US': string;
}
interface TypeSeed {
  id: string;
  key: string;
  name: SeedText;
  struType?: 0 | 1;
  /** account of the owner of a private type */
  owner?: string;
  children?: TypeSeed[];
}
interface MenuSeed {
  id: string;
  alias: string;
  url: string;
  name: SeedText;
  children?: MenuSeed[];
}
interface TenantSeed {
  tenant: string;
  types: TypeSeed[];
  dicts: Record<string, { key: string; value: string; name: SeedText }[]>;
  identities: { id: string; alias: string; name: SeedText; regulation: string; genType: number; noLength: number; initValue: number; step: number }[];
  properties: { id: string; alias: string; name: SeedText; value: string | SeedText }[];
  tags: { id: string; name: SeedText; typeId: string }[];
  appMenus: { appId: string; menus: MenuSeed[] }[];
}

const isEmpty = (db: Db, table: string) => db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined;

/** Walks a seeded tree, handing each node with its parent id ('0' for roots) and its place among its siblings. */
function walk<N extends { id: string; children?: N[] }>(nodes: N[], visit: (node: N, parentId: string, sn: number) => void, parentId = '0') {
  nodes.forEach((node, index) => {
    visit(node, parentId, index + 1);
    walk(node.children ?? [], visit, node.id);
  });
}

function seedTenant(db: Db, seed: TenantSeed, empty: (table: string) => boolean) {
  const { tenant } = seed;
  const bilingual = (text: SeedText) => [text['zh-CN'], text['en-US']] as const;
  if (empty('sys_type')) {
    const insert = db.prepare(
      'INSERT INTO sys_type (id, tenant_id, parent_id, type_key, name, name_en, stru_type, sn, owner_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    walk(seed.types, (type, parentId, sn) => {
      const owner = type.owner ? findUserByAccount(db, tenant, type.owner)?.id : '0';
      if (!owner) throw new Error(`seed: unknown owner ${type.owner} of type ${type.key}`);
      insert.run(type.id, tenant, parentId, type.key, ...bilingual(type.name), type.struType ?? 1, sn, owner);
    });
  }
  if (empty('sys_data_dict')) {
    const typeId = db.prepare('SELECT id FROM sys_type WHERE tenant_id = ? AND type_key = ?');
    const insert = db.prepare('INSERT INTO sys_data_dict (id, tenant_id, type_id, dict_key, value, name, name_en, sn) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    for (const [typeKey, items] of Object.entries(seed.dicts)) {
      const type = typeId.get(tenant, typeKey) as { id: string } | undefined;
      if (!type) throw new Error(`seed: dictionary ${typeKey} has no type in tenant ${tenant}`);
      items.forEach((item, index) => insert.run(newId(), tenant, type.id, item.key, item.value, ...bilingual(item.name), index + 1));
    }
  }
  if (empty('sys_identity')) {
    const insert = db.prepare(
      `INSERT INTO sys_identity (id, tenant_id, alias, name, name_en, regulation, gen_type, no_length, init_value, step)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const i of seed.identities) {
      insert.run(i.id, tenant, i.alias, ...bilingual(i.name), i.regulation, i.genType, i.noLength, i.initValue, i.step);
    }
  }
  if (empty('sys_properties')) {
    const insert = db.prepare('INSERT INTO sys_properties (id, tenant_id, alias, name, name_en, value, value_en) VALUES (?, ?, ?, ?, ?, ?, ?)');
    for (const p of seed.properties) {
      const [value, valueEn] = typeof p.value === 'string' ? [p.value, null] : bilingual(p.value);
      insert.run(p.id, tenant, p.alias, ...bilingual(p.name), value, valueEn);
    }
  }
  if (empty('sys_tag')) {
    const insert = db.prepare('INSERT INTO sys_tag (id, tenant_id, name, name_en, type_id, sn, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)');
    seed.tags.forEach((tag, index) => insert.run(tag.id, tenant, ...bilingual(tag.name), tag.typeId, index + 1, nowText()));
  }
  if (empty('sys_app_menu')) {
    const insert = db.prepare('INSERT INTO sys_app_menu (id, tenant_id, app_id, parent_id, alias, name, name_en, url, sn) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    for (const { appId, menus } of seed.appMenus) {
      walk(menus, (menu, parentId, sn) => insert.run(menu.id, tenant, appId, parentId, menu.alias, ...bilingual(menu.name), menu.url, sn));
    }
  }
}

/** Fills each empty table from fixtures/seed/sysData.json (the app menus name portal apps: the area comes after portal). */
function seedSysData(db: Db, seedDir: string): void {
  // Decided before any insert: a table filled for the first tenant must still be filled for the next one.
  const emptyTables = new Set(['sys_type', 'sys_data_dict', 'sys_identity', 'sys_properties', 'sys_tag', 'sys_app_menu'].filter((table) => isEmpty(db, table)));
  if (emptyTables.size === 0) return;
  const { tenants } = JSON.parse(readFileSync(join(seedDir, SYS_DATA_SEED_FILE), 'utf8')) as { tenants: TenantSeed[] };
  db.transaction(() => {
    for (const seed of tenants) seedTenant(db, seed, (table) => emptyTables.has(table));
  })();
}

// ---------------------------------------------------------------------------------------------------------
// Trees (types and app menus share them)

interface TreeRow {
  id: string;
  parent_id: string;
}
type Tree<N> = N & { children?: Tree<N>[] };

/** Rows (in sibling order) grouped under their parent ids. */
function childrenOf<R extends TreeRow>(rows: R[]): Map<string, R[]> {
  const byParent = new Map<string, R[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  return byParent;
}

/** Nested nodes under `parentId`; leaves carry no `children`, as Hotent's tree answers. */
function nest<R extends TreeRow, N extends object>(byParent: Map<string, R[]>, parentId: string, toNode: (row: R) => N): Tree<N>[] {
  return (byParent.get(parentId) ?? []).map((row) => {
    const children = nest(byParent, row.id, toNode);
    return children.length ? { ...toNode(row), children } : toNode(row);
  });
}

/** The rows below `parentId`, depth first: each parent before its children, siblings by sn. */
function preorder<R extends TreeRow>(byParent: Map<string, R[]>, parentId: string): R[] {
  return (byParent.get(parentId) ?? []).flatMap((row) => [row, ...preorder(byParent, row.id)]);
}

// ---------------------------------------------------------------------------------------------------------
// Routes

interface TypeRow extends TreeRow {
  type_key: string;
  name: string;
  name_en: string | null;
  stru_type: number;
  sn: number;
  owner_id: string;
  is_leaf: number;
}

interface MenuRow extends TreeRow {
  alias: string;
  name: string;
  name_en: string | null;
  url: string;
}

const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
/** Schema of a query string with one required parameter. */
const oneParameter = (name: string, maxLength = 64) => ({
  querystring: { type: 'object', required: [name], properties: { [name]: requiredText(maxLength) } },
});

const TAG_NAME_MAX = 50;

/** Types a user sees: the public ones and their own private ones (named parameter @userId). */
const VISIBLE_TYPE = `owner_id IN ('0', @userId)`;
const TYPE_COLUMNS = `t.id, t.parent_id, t.type_key, t.name, t.name_en, t.stru_type, t.sn, t.owner_id,
  NOT EXISTS (SELECT 1 FROM sys_type c WHERE c.tenant_id = t.tenant_id AND c.parent_id = t.id AND c.${VISIBLE_TYPE}) AS is_leaf`;
/** A bound on the depth of the recursive walk, so that a cycle written into the table cannot loop forever. */
const MAX_TYPE_DEPTH = 32;

function registerSysDataRoutes(app: FastifyInstance, { db }: AppContext) {
  const typeDto = (lang: Lang) => (row: TypeRow) => ({
    id: row.id,
    name: localized(lang, row.name, row.name_en),
    typeKey: row.type_key,
    parentId: row.parent_id,
    struType: row.stru_type,
    sn: row.sn,
    isLeaf: row.is_leaf === 1,
    ownerId: row.owner_id,
  });

  /**
   * The visible node of that key and every visible node below it, grouped by parent in sibling order. The root
   * is the only one of these rows under its own parent id, so nesting from root.parent_id yields just the root.
   */
  const typeSubtree = (auth: AuthInfo, typeKey: string): { root?: TypeRow; byParent: Map<string, TypeRow[]> } => {
    const rows = db
      .prepare(
        `WITH RECURSIVE below (id, depth) AS (
           SELECT id, 0 FROM sys_type WHERE tenant_id = @tenantId AND type_key = @typeKey AND ${VISIBLE_TYPE}
           UNION ALL
           SELECT c.id, below.depth + 1 FROM sys_type c JOIN below ON c.parent_id = below.id
           WHERE c.tenant_id = @tenantId AND c.${VISIBLE_TYPE} AND below.depth < ${MAX_TYPE_DEPTH}
         )
         SELECT ${TYPE_COLUMNS} FROM below JOIN sys_type t ON t.id = below.id ORDER BY below.depth, t.sn, t.id`,
      )
      .all({ tenantId: auth.tenantId, typeKey, userId: auth.userId }) as TypeRow[];
    return { root: rows[0], byParent: childrenOf(rows) };
  };

  app.get<{ Querystring: { catId: string } }>('/sys/sysType/v1/getByParentId', { schema: oneParameter('catId') }, async (request) => {
    const auth = sessionOf(request);
    const rows = db
      .prepare(`SELECT ${TYPE_COLUMNS} FROM sys_type t WHERE t.tenant_id = @tenantId AND t.parent_id = @catId AND t.${VISIBLE_TYPE} ORDER BY t.sn, t.id`)
      .all({ tenantId: auth.tenantId, catId: request.query.catId, userId: auth.userId }) as TypeRow[];
    return rows.map(typeDto(langOf(request)));
  });

  app.get<{ Querystring: { typeKey: string } }>('/sys/sysType/v1/getTypesByKey', { schema: oneParameter('typeKey') }, async (request) => {
    const { root, byParent } = typeSubtree(sessionOf(request), request.query.typeKey);
    return root ? preorder(byParent, root.id).map(typeDto(langOf(request))) : [];
  });

  app.get<{ Querystring: { typeKey: string } }>('/sys/sysType/v1/getTreeDateByTypeKey', { schema: oneParameter('typeKey') }, async (request) => {
    const { root, byParent } = typeSubtree(sessionOf(request), request.query.typeKey);
    if (!root) return [];
    const lang = langOf(request);
    const toNode = (row: TypeRow) => ({ id: row.id, name: localized(lang, row.name, row.name_en), parentId: row.parent_id, typeKey: row.type_key });
    return nest(byParent, root.parent_id, toNode);
  });

  app.post<{ Querystring: { typeKey: string } }>('/sys/dataDict/v1/getByTypeKeyForComBo', { schema: oneParameter('typeKey') }, async (request) => {
    const auth = sessionOf(request);
    const lang = langOf(request);
    const rows = db
      .prepare(
        `SELECT d.dict_key, d.value, d.name, d.name_en, d.sn FROM sys_data_dict d JOIN sys_type t ON t.id = d.type_id
         WHERE t.tenant_id = ? AND t.type_key = ? AND d.tenant_id = t.tenant_id ORDER BY d.sn, d.id`,
      )
      .all(auth.tenantId, request.query.typeKey) as { dict_key: string; value: string; name: string; name_en: string | null; sn: number }[];
    return rows.map((row) => ({ key: row.dict_key, name: localized(lang, row.name, row.name_en), value: row.value, sn: row.sn }));
  });

  app.get<{ Querystring: { alias: string } }>('/sys/identity/v1/getNextIdByAlias', { schema: oneParameter('alias', 100) }, async (request) => {
    const auth = sessionOf(request);
    const value = takeIdentityNumber(db, auth.tenantId, request.query.alias);
    if (value === undefined) return refusal(message(request, 'identityNotFound', { alias: request.query.alias }));
    return { state: true, message: message(request, 'identityIssued'), value };
  });

  app.get<{ Querystring: { alias: string } }>('/sys/sysProperties/v1/getDecryptByAlias', { schema: oneParameter('alias', 100) }, async (request) => {
    const auth = sessionOf(request);
    const row = db.prepare('SELECT value, value_en FROM sys_properties WHERE tenant_id = ? AND alias = ?').get(auth.tenantId, request.query.alias) as
      | { value: string; value_en: string | null }
      | undefined;
    if (!row) return refusal(message(request, 'propertyNotFound', { alias: request.query.alias }));
    return { state: true, message: message(request, 'propertyLoaded'), value: localized(langOf(request), row.value, row.value_en) };
  });

  type TagRow = { id: string; name: string; name_en: string | null; type_id: string; sn: number };
  app.post<{ Body: QueryFilter }>('/portal/sysTag/v1/query', { schema: { body: queryFilterSchema } }, async (request) => {
    const auth = sessionOf(request);
    const lang = langOf(request);
    return queryPage(db, request.body, {
      select: 'g.id, g.name, g.name_en, g.type_id, g.sn',
      from: 'sys_tag g',
      where: 'g.tenant_id = ?',
      params: [auth.tenantId],
      columns: {
        id: 'g.id',
        // The name the caller sees is the one searched and sorted.
        name: lang === 'en-US' ? 'COALESCE(g.name_en, g.name)' : 'g.name',
        typeId: 'g.type_id',
        sn: { sql: 'g.sn', type: 'number' },
      },
      defaultOrder: 'g.sn, g.id',
      map: (row: TagRow) => ({ id: row.id, name: localized(lang, row.name, row.name_en), typeId: row.type_id, sn: row.sn }),
    });
  });

  app.post<{ Body: { id?: string; name: string; typeId?: string } }>(
    '/portal/sysTag/v1/save',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { id: { type: 'string', maxLength: 64 }, name: { type: 'string', maxLength: TAG_NAME_MAX }, typeId: { type: 'string', maxLength: 64 } },
        },
      },
    },
    async (request, reply: FastifyReply) => {
      const auth = sessionOf(request);
      const lang = langOf(request);
      const name = request.body.name.trim();
      if (!name) return sendError(reply, 400, message(request, 'tagNameRequired'));
      const id = request.body.id?.trim() || undefined;
      const existing = id
        ? (db.prepare('SELECT id, name, name_en, type_id, sn FROM sys_tag WHERE tenant_id = ? AND id = ?').get(auth.tenantId, id) as TagRow | undefined)
        : undefined;
      if (id && !existing) return sendError(reply, 404, message(request, 'tagNotFound', { id }));
      const typeId = request.body.typeId?.trim() ?? existing?.type_id ?? '';
      if (typeId && !db.prepare('SELECT 1 FROM sys_type WHERE tenant_id = ? AND id = ?').get(auth.tenantId, typeId)) {
        return refusal(message(request, 'tagTypeNotFound', { id: typeId }));
      }
      // Unique in the tenant in either language, ignoring the case of Latin letters.
      const taken = db
        .prepare(`SELECT 1 FROM sys_tag WHERE tenant_id = ? AND id <> ? AND (lower(name) = lower(?) OR lower(name_en) = lower(?))`)
        .get(auth.tenantId, existing?.id ?? '', name, name);
      if (taken) return refusal(message(request, 'tagNameTaken', { name }));

      if (existing) {
        // The caller renames the name they see: the English one when they read English and the tag has one.
        const column = lang === 'en-US' && existing.name_en ? 'name_en' : 'name';
        db.prepare(`UPDATE sys_tag SET ${column} = ?, type_id = ? WHERE tenant_id = ? AND id = ?`).run(name, typeId, auth.tenantId, existing.id);
        return { state: true, message: t(request, 'saved'), value: existing.id };
      }
      const newTagId = newId();
      db.prepare(
        `INSERT INTO sys_tag (id, tenant_id, name, type_id, sn, create_time)
         VALUES (?, ?, ?, ?, (SELECT COALESCE(MAX(sn), 0) + 1 FROM sys_tag WHERE tenant_id = ?), ?)`,
      ).run(newTagId, auth.tenantId, name, typeId, auth.tenantId, nowText());
      return { state: true, message: t(request, 'saved'), value: newTagId };
    },
  );

  app.get<{ Querystring: { appId: string } }>('/portal/sysAppMenu/v1/getTree', { schema: oneParameter('appId') }, async (request) => {
    const auth = sessionOf(request);
    const lang = langOf(request);
    // The menu of an app the caller may not open (portal_app.rights, as authList decides) is not revealed.
    const rows = db
      .prepare(
        `SELECT m.id, m.parent_id, m.alias, m.name, m.name_en, m.url FROM sys_app_menu m
         JOIN portal_app a ON a.id = m.app_id AND a.tenant_id = m.tenant_id
         WHERE m.tenant_id = ? AND m.app_id = ? AND ${rightsSql('a.rights')}
         ORDER BY m.sn, m.id`,
      )
      .all(auth.tenantId, request.query.appId, granteesOf(db, auth)) as MenuRow[];
    return nest(childrenOf(rows), '0', (row) => ({
      id: row.id,
      name: localized(lang, row.name, row.name_en),
      alias: row.alias,
      parentId: row.parent_id,
      url: row.url,
    }));
  });

  app.get('/runtime/instance/v1/getDefaultInfoMap', async (request) => {
    const auth = sessionOf(request);
    const user = findUserById(db, auth.tenantId, auth.userId);
    if (!user) throw unauthorized();
    // The org and post in force: the post the user switched to, else the master post (as getDetailByAccountOrId).
    const post = currentPost(userPosts(db, user.id, langOf(request)), user.current_post_id);
    const now = new Date();
    return {
      curUserId: user.id,
      curUserName: user.fullname,
      curUserAccount: user.account,
      curOrgId: post?.orgId ?? '',
      curOrgName: post?.orgName ?? '',
      curPostId: post?.postId ?? '',
      curPostName: post?.postName ?? '',
      curDate: formatDate(now),
      curDateTime: formatDateTime(now),
    };
  });
}

export const sysDataArea: ServerArea = {
  name: 'sysData',
  schema: SCHEMA,
  seed: seedSysData,
  register: registerSysDataRoutes,
};
