// Organisation tree helpers: localized org DTOs with their Hotent-style path and pathName.
import { localized, type Lang } from '../lib/i18n';
import type { Db } from './database';

export interface OrgRow {
  id: string;
  tenant_id: string;
  dem_id: string;
  parent_id: string | null;
  code: string;
  name: string;
  name_en: string | null;
  grade: string | null;
  sn: number;
}

export interface OrgDto {
  id: string;
  name: string;
  code: string;
  demId: string;
  demName: string;
  parentId: string;
  grade: string;
  orderNo: number;
  /** ids from the root, each followed by a dot (Hotent style: "201.202.") */
  path: string;
  /** dimension name, then the names from the root: "行政维度/Flowdesk 科技有限公司/研发部" */
  pathName: string;
  isParent: boolean;
  isLeaf: boolean;
}

/** The org and its ancestors, root first. */
function orgChain(db: Db, orgId: string): OrgRow[] {
  const rows = db
    .prepare(
      `WITH RECURSIVE chain (id, depth) AS (
         SELECT id, 0 FROM orgs WHERE id = ?
         UNION ALL
         SELECT o.parent_id, c.depth + 1 FROM orgs o JOIN chain c ON o.id = c.id WHERE o.parent_id IS NOT NULL AND c.depth < 50
       )
       SELECT o.* FROM chain c JOIN orgs o ON o.id = c.id ORDER BY c.depth DESC`,
    )
    .all(orgId) as OrgRow[];
  return rows;
}

function dimensionName(db: Db, demId: string, lang: Lang): string {
  const dem = db.prepare('SELECT name, name_en FROM dimensions WHERE id = ?').get(demId) as { name: string; name_en: string | null } | undefined;
  return dem ? localized(lang, dem.name, dem.name_en) : '';
}

export function orgPath(db: Db, orgId: string, lang: Lang): { path: string; pathName: string; demName: string } {
  const chain = orgChain(db, orgId);
  if (chain.length === 0) return { path: '', pathName: '', demName: '' };
  const demName = dimensionName(db, chain[0].dem_id, lang);
  return {
    path: chain.map((o) => `${o.id}.`).join(''),
    pathName: [demName, ...chain.map((o) => localized(lang, o.name, o.name_en))].filter(Boolean).join('/'),
    demName,
  };
}

export function toOrgDto(db: Db, row: OrgRow, lang: Lang): OrgDto {
  const { path, pathName, demName } = orgPath(db, row.id, lang);
  const hasChildren = Boolean(db.prepare('SELECT 1 FROM orgs WHERE parent_id = ? LIMIT 1').get(row.id));
  return {
    id: row.id,
    name: localized(lang, row.name, row.name_en),
    code: row.code,
    demId: row.dem_id,
    demName,
    parentId: row.parent_id ?? '0',
    grade: row.grade ?? '',
    orderNo: row.sn,
    path,
    pathName,
    isParent: hasChildren,
    isLeaf: !hasChildren,
  };
}
