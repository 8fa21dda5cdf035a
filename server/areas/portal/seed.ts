// Tables and seed of the portal area: home layouts, columns, news and announcements, meetings (also the
// meeting board), apps and reminders, per tenant, and the two business tables the home's custom queries read
// (duty roster, documents). The seed (fixtures/seed/portal.json) fills each table when it is empty; its dates
// are relative to the day of seeding, and its pictures and attachments go into the file store like uploads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMissingColumns, type Db } from '../../db/database';
import { findUserByAccount } from '../../db/users';
import { formatDate, formatDateTime, nowText } from '../../lib/ids';
import { findFile, storeFile } from '../../routes/file';
import { normalizeRights } from './rights';

export const PORTAL_SEED_FILE = 'portal.json';

/**
 * Business tables of this area, read through the custom queries dutyRoster and documentList
 * (fixtures/customQuery); with BUSINESS_TABLES they are what a custom query's objName may name. Their key is
 * `id_`, as in Hotent's form tables.
 */
export const PORTAL_QUERY_TABLES = ['biz_duty_roster', 'biz_document'] as const;

/**
 * The meeting board's columns of portal_meeting. They came after the table's first version, so a database
 * file created before gets them by ALTER TABLE (addMissingColumns) instead of CREATE TABLE.
 */
const MEETING_BOARD_COLUMNS: Readonly<Record<string, string>> = {
  zcr: "TEXT NOT NULL DEFAULT ''", zcr_en: 'TEXT',      // host
  chry: "TEXT NOT NULL DEFAULT ''", chry_en: 'TEXT',    // attendees
  hynr: "TEXT NOT NULL DEFAULT ''", hynr_en: 'TEXT',    // content (HTML)
  files: "TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(files))",  // attachments [{id, name, nameEn}]
};

/**
 * The classification key of a news row (newsTypes of the seed: company, industry, notice, policy), which the
 * classified news calls (classifiedNews.ts) take as classifyId; `type`/`type_en` keep only its texts. Added after
 * the table's first version: older files get it by ALTER TABLE, and their rows' keys from the seed's texts.
 */
const NEWS_CLASSIFY_COLUMNS: Readonly<Record<string, string>> = { type_key: "TEXT NOT NULL DEFAULT ''" };

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS portal_layout (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL,
  user_id TEXT,                              -- NULL: an application layout of the tenant; else a personal one
  layout_type INTEGER NOT NULL DEFAULT 2,    -- 0 manage, 1 mobile, 2 application (Hotent SysIndexLayoutManage)
  name TEXT NOT NULL, name_en TEXT, template_html TEXT NOT NULL DEFAULT '',
  design TEXT NOT NULL CHECK (json_valid(design)),  -- the layout JSON {list:[…]}; texts may be {"zh-CN","en-US"}
  is_default INTEGER NOT NULL DEFAULT 0, valid INTEGER NOT NULL DEFAULT 1, create_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS portal_layout_owner ON portal_layout (tenant_id, user_id);
CREATE TABLE IF NOT EXISTS portal_column (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, alias TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT,
  catalog TEXT NOT NULL DEFAULT '', catalog_name TEXT NOT NULL DEFAULT '', catalog_name_en TEXT,
  col_type INTEGER NOT NULL DEFAULT 0, data_mode INTEGER NOT NULL DEFAULT 0, data_from TEXT NOT NULL DEFAULT '',
  data_param TEXT NOT NULL DEFAULT '', col_height INTEGER NOT NULL DEFAULT 320, col_url TEXT NOT NULL DEFAULT '',
  template_html TEXT NOT NULL DEFAULT '',    -- Base64 (UTF-8) of the column's template
  is_public INTEGER NOT NULL DEFAULT 0, support_refesh INTEGER NOT NULL DEFAULT 0, refesh_time INTEGER NOT NULL DEFAULT 0,
  need_page INTEGER NOT NULL DEFAULT 0, request_type TEXT NOT NULL DEFAULT 'GET' CHECK (request_type IN ('GET', 'POST')),
  rights TEXT NOT NULL DEFAULT '',           -- '' everyone, else role codes / accounts: 'sysAdmin,lisi'
  memo TEXT NOT NULL DEFAULT '', memo_en TEXT,
  UNIQUE (tenant_id, alias)
);
CREATE TABLE IF NOT EXISTS portal_news (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL,
  flag TEXT NOT NULL CHECK (flag IN ('0', '1')),  -- '0' news, '1' announcement
  type TEXT NOT NULL DEFAULT '', type_en TEXT, title TEXT NOT NULL, title_en TEXT,
  title_description TEXT NOT NULL DEFAULT '', title_description_en TEXT, content TEXT NOT NULL DEFAULT '', content_en TEXT,
  drafter TEXT NOT NULL DEFAULT '', drafter_en TEXT, create_by_name TEXT NOT NULL DEFAULT '', create_by_name_en TEXT,
  create_time TEXT NOT NULL, end_time TEXT, icon TEXT NOT NULL DEFAULT '', sn INTEGER NOT NULL DEFAULT 0,
  is_url INTEGER NOT NULL DEFAULT 0, url TEXT NOT NULL DEFAULT '', page_height INTEGER NOT NULL DEFAULT 0,
  files TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(files)),  -- [{id, name, nameEn}]
  rotating_display_pictures INTEGER NOT NULL DEFAULT 0, img_url TEXT NOT NULL DEFAULT '',
  ${Object.entries(NEWS_CLASSIFY_COLUMNS).map(([name, type]) => `${name} ${type}`).join(', ')}
);
CREATE INDEX IF NOT EXISTS portal_news_list ON portal_news (tenant_id, flag, create_time);
CREATE INDEX IF NOT EXISTS portal_news_time ON portal_news (tenant_id, create_time, id);
CREATE TABLE IF NOT EXISTS portal_meeting (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, hymc TEXT NOT NULL, hymc_en TEXT, hys TEXT NOT NULL DEFAULT '', hys_en TEXT,
  day_offset INTEGER NOT NULL,               -- days after "today": the demo's meetings are re-dated on every read
  start_time TEXT NOT NULL, end_time TEXT NOT NULL, task_id TEXT NOT NULL DEFAULT '',
  ${Object.entries(MEETING_BOARD_COLUMNS).map(([name, type]) => `${name} ${type}`).join(', ')}
);
CREATE TABLE IF NOT EXISTS portal_app (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT, alias TEXT NOT NULL DEFAULT '',
  icon TEXT NOT NULL DEFAULT '', type INTEGER NOT NULL CHECK (type IN (1, 2, 3, 4, 6, 7)), url TEXT NOT NULL DEFAULT '',
  app_key TEXT NOT NULL DEFAULT '', sql_alias TEXT NOT NULL DEFAULT '', path TEXT NOT NULL DEFAULT '',
  sn INTEGER NOT NULL DEFAULT 0, rights TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS portal_remind (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, subject TEXT NOT NULL, subject_en TEXT,
  content TEXT NOT NULL DEFAULT '', content_en TEXT, opem_type TEXT NOT NULL DEFAULT '', opem_id TEXT NOT NULL DEFAULT '',
  count INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX IF NOT EXISTS portal_remind_user ON portal_remind (tenant_id, user_id);
CREATE TABLE IF NOT EXISTS biz_duty_roster (
  id_ TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, yqmc TEXT NOT NULL,  -- park
  zbxx TEXT NOT NULL,                        -- 'name phone'
  zbksrq TEXT NOT NULL, zbjsrq TEXT NOT NULL -- first and last day on duty, 'yyyy-MM-dd'
);
CREATE TABLE IF NOT EXISTS biz_document (
  id_ TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, ssgs TEXT NOT NULL, -- company
  wdbt TEXT NOT NULL, cjsj TEXT NOT NULL     -- title, created 'yyyy-MM-dd HH:mm:ss'
);
CREATE INDEX IF NOT EXISTS biz_document_created ON biz_document (tenant_id, cjsj);
`;

/** A text of the seed in both languages. */
export interface SeedText {
  'zh-CN': string;
  'en-US': string;
}

interface PortalSeed {
  files: { id: string; tenant: string; owner: string; path: string; name: SeedText }[];
  layouts: { id: string; tenant: string; owner: string | null; name: SeedText; isDefault: boolean; valid: boolean; design: unknown }[];
  catalogs: Record<string, { id: string; name: SeedText }>;
  columns: {
    id: string; tenant: string; alias: string; name: SeedText; catalog: string; colType: number; dataMode: number; dataFrom: string;
    dataParam: string; colHeight: number; colUrl: string; template: string; supportRefesh: number; refeshTime: number; needPage: number;
    requestType: 'GET' | 'POST'; rights: string; memo: SeedText;
  }[];
  newsTypes: Record<string, SeedText>;
  news: {
    id: string; tenant: string; flag: '0' | '1'; type: string; drafter: SeedText; createByName: SeedText; createdDaysAgo: number;
    createdAt: string; endInDays: number | null; sn: number; title: SeedText; titleDescription: SeedText; content: SeedText;
    files: string[]; rotatingDisplayPictures: 0 | 1; imgFile: string; icon: string; isUrl: 0 | 1; url: string; pageHeight: number;
  }[];
  meetings: {
    id: string; tenant: string; dayOffset: number; start: string; end: string; hymc: SeedText; hys: SeedText; taskId: string;
    zcr: SeedText; chry: SeedText; hynr: SeedText; files: string[];
  }[];
  apps: {
    id: string; tenant: string; type: number; name: SeedText; alias: string; icon: string; url: string; key: string; sqlAlias: string;
    path: string; sn: number; rights: string;
  }[];
  reminders: { id: string; tenant: string; account: string; count: number; opemType: string; opemId: string; subject: SeedText; content: SeedText }[];
  /** One park's duty for one Monday-to-Sunday week; weekOffset 0 is the seed day's week. */
  dutyRoster: { id: string; tenant: string; weekOffset: number; park: string; name: string; phone: string }[];
  documents: { id: string; tenant: string; company: string; title: string; createdDaysAgo: number; createdAt: string }[];
}

const zh = (text: SeedText) => text['zh-CN'];
const en = (text: SeedText) => text['en-US'];
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The local day `offset` days after `today`, at `time` ('HH:mm:ss'). */
function dayAt(today: Date, offset: number, time: string): string {
  const [hours, minutes, seconds] = time.split(':').map(Number);
  return formatDateTime(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset, hours, minutes, seconds));
}

/** The Monday of the week of `today`, moved by `weeks` weeks. */
function mondayOf(today: Date, weeks: number): Date {
  const sinceMonday = (today.getDay() + 6) % 7;
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - sinceMonday + weeks * 7);
}

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

function isEmpty(db: Db, table: string): boolean {
  return db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined;
}

/** Attachment ids → the stored `[{id, name, nameEn}]` of news and meetings. */
function attachmentsOf(fileNames: ReadonlyMap<string, SeedText>, ids: readonly string[], owner: string): string {
  return JSON.stringify(
    ids.map((id) => {
      const name = fileNames.get(id);
      if (!name) throw new Error(`portal seed: unknown attachment ${id} of ${owner}`);
      return { id, name: zh(name), nameEn: en(name) };
    }),
  );
}

export function seedPortal(db: Db, seedDir: string, today = new Date()): void {
  addMissingColumns(db, 'portal_meeting', MEETING_BOARD_COLUMNS);
  addMissingColumns(db, 'portal_news', NEWS_CLASSIFY_COLUMNS);
  // Here rather than in SCHEMA: on an older file the column exists only after addMissingColumns.
  db.exec('CREATE INDEX IF NOT EXISTS portal_news_class ON portal_news (tenant_id, type_key, create_time)');
  const path = join(seedDir, PORTAL_SEED_FILE);
  // A seed folder without the portal file (a test's own) simply leaves the area empty.
  if (!existsSync(path)) return;
  const seed = JSON.parse(readFileSync(path, 'utf8')) as PortalSeed;
  const userId = (tenant: string, account: string): string => {
    const user = findUserByAccount(db, tenant, account);
    if (!user) throw new Error(`portal seed: unknown account ${account} in tenant ${tenant}`);
    return user.id;
  };
  const fileNames = new Map(seed.files.map((file) => [file.id, file.name]));

  db.transaction(() => {
    // Every start, so that a file added to the seed later (a meeting's attachment) reaches older databases too.
    for (const file of seed.files) {
      if (findFile(db, file.tenant, file.id)) continue;
      storeFile(db, { id: file.id, tenantId: file.tenant, ownerId: userId(file.tenant, file.owner), name: zh(file.name), data: readFileSync(join(seedDir, file.path)) });
    }

    if (isEmpty(db, 'portal_layout')) {
      const insert = db.prepare(
        `INSERT INTO portal_layout (id, tenant_id, user_id, layout_type, name, name_en, template_html, design, is_default, valid, create_time)
         VALUES (?, ?, ?, 2, ?, ?, '', ?, ?, ?, ?)`,
      );
      for (const layout of seed.layouts) {
        insert.run(
          layout.id, layout.tenant, layout.owner === null ? null : userId(layout.tenant, layout.owner), zh(layout.name), en(layout.name),
          JSON.stringify(layout.design), layout.isDefault ? 1 : 0, layout.valid ? 1 : 0, nowText(),
        );
      }
    }

    if (isEmpty(db, 'portal_column')) {
      const insert = db.prepare(
        `INSERT INTO portal_column (id, tenant_id, alias, name, name_en, catalog, catalog_name, catalog_name_en, col_type, data_mode, data_from,
           data_param, col_height, col_url, template_html, is_public, support_refesh, refesh_time, need_page, request_type, rights, memo, memo_en)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const column of seed.columns) {
        const catalog = seed.catalogs[column.catalog];
        if (!catalog) throw new Error(`portal seed: unknown catalog ${column.catalog} of column ${column.alias}`);
        insert.run(
          column.id, column.tenant, column.alias, zh(column.name), en(column.name), catalog.id, zh(catalog.name), en(catalog.name),
          column.colType, column.dataMode, column.dataFrom, column.dataParam, column.colHeight, column.colUrl,
          column.template ? base64(column.template) : '', column.supportRefesh, column.refeshTime, column.needPage, column.requestType,
          normalizeRights(column.rights), zh(column.memo), en(column.memo),
        );
      }
    }

    if (isEmpty(db, 'portal_news')) {
      const insert = db.prepare(
        `INSERT INTO portal_news (id, tenant_id, flag, type, type_en, type_key, title, title_en, title_description, title_description_en, content,
           content_en, drafter, drafter_en, create_by_name, create_by_name_en, create_time, end_time, icon, sn, is_url, url, page_height, files,
           rotating_display_pictures, img_url)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const item of seed.news) {
        const type = seed.newsTypes[item.type];
        if (!type) throw new Error(`portal seed: unknown news type ${item.type} of ${item.id}`);
        insert.run(
          item.id, item.tenant, item.flag, zh(type), en(type), item.type, zh(item.title), en(item.title), zh(item.titleDescription),
          en(item.titleDescription), zh(item.content), en(item.content), zh(item.drafter), en(item.drafter), zh(item.createByName), en(item.createByName),
          dayAt(today, -item.createdDaysAgo, item.createdAt), item.endInDays === null ? null : dayAt(today, item.endInDays, '23:59:59'),
          item.icon, item.sn, item.isUrl, item.url, item.pageHeight, attachmentsOf(fileNames, item.files, item.id), item.rotatingDisplayPictures, item.imgFile,
        );
      }
    } else {
      // Rows of a file made before type_key: their key from the seed type of the same Chinese text.
      const fill = db.prepare("UPDATE portal_news SET type_key = ? WHERE type_key = '' AND type = ?");
      for (const [key, text] of Object.entries(seed.newsTypes)) fill.run(key, zh(text));
    }

    if (isEmpty(db, 'portal_meeting')) {
      const insert = db.prepare(
        `INSERT INTO portal_meeting (id, tenant_id, hymc, hymc_en, hys, hys_en, day_offset, start_time, end_time, task_id, zcr, zcr_en, chry, chry_en,
           hynr, hynr_en, files)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const m of seed.meetings) {
        insert.run(
          m.id, m.tenant, zh(m.hymc), en(m.hymc), zh(m.hys), en(m.hys), m.dayOffset, m.start, m.end, m.taskId, zh(m.zcr), en(m.zcr), zh(m.chry), en(m.chry),
          zh(m.hynr), en(m.hynr), attachmentsOf(fileNames, m.files, m.id),
        );
      }
    }

    if (isEmpty(db, 'portal_app')) {
      const insert = db.prepare(
        `INSERT INTO portal_app (id, tenant_id, name, name_en, alias, icon, type, url, app_key, sql_alias, path, sn, rights)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const a of seed.apps) {
        insert.run(a.id, a.tenant, zh(a.name), en(a.name), a.alias, a.icon, a.type, a.url, a.key, a.sqlAlias, a.path, a.sn, normalizeRights(a.rights));
      }
    }

    if (isEmpty(db, 'portal_remind')) {
      const insert = db.prepare(
        `INSERT INTO portal_remind (id, tenant_id, user_id, subject, subject_en, content, content_en, opem_type, opem_id, count)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const r of seed.reminders) {
        insert.run(r.id, r.tenant, userId(r.tenant, r.account), zh(r.subject), en(r.subject), zh(r.content), en(r.content), r.opemType, r.opemId, r.count);
      }
    }

    if (isEmpty(db, 'biz_duty_roster')) {
      const insert = db.prepare('INSERT INTO biz_duty_roster (id_, tenant_id, yqmc, zbxx, zbksrq, zbjsrq) VALUES (?, ?, ?, ?, ?, ?)');
      for (const duty of seed.dutyRoster) {
        const monday = mondayOf(today, duty.weekOffset);
        insert.run(duty.id, duty.tenant, duty.park, `${duty.name} ${duty.phone}`, formatDate(monday), formatDate(addDays(monday, 6)));
      }
    }

    if (isEmpty(db, 'biz_document')) {
      const insert = db.prepare('INSERT INTO biz_document (id_, tenant_id, ssgs, wdbt, cjsj) VALUES (?, ?, ?, ?, ?)');
      for (const doc of seed.documents) insert.run(doc.id, doc.tenant, doc.company, doc.title, dayAt(today, -doc.createdDaysAgo, doc.createdAt));
    }
  })();
}
