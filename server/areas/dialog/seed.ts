// Tables and seed of the custom-dialog area: the stored dialog definitions (from the same fixture files
// replay renders: fixtures/customDialog/*.json) and two business tables the form selectors pick from,
// suppliers (purchase requests) and fixed assets (asset transfers). Rows are derived from their index,
// so every fresh database holds the same ones.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../db/database';

export const FIXTURE_DIR = fileURLToPath(new URL('../../../fixtures/customDialog/', import.meta.url));

/** Business tables of this area; with BUSINESS_TABLES they are what a dialog's objName may name. */
export const DIALOG_TABLES = ['biz_supplier', 'biz_asset'] as const;

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS form_custom_dialog (
  alias TEXT PRIMARY KEY, id TEXT NOT NULL, definition TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS biz_supplier (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, code TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT NOT NULL,
  category TEXT NOT NULL, category_name TEXT NOT NULL, category_name_en TEXT NOT NULL, level TEXT NOT NULL,
  contact TEXT NOT NULL, phone TEXT NOT NULL, city TEXT NOT NULL, city_en TEXT NOT NULL, rating REAL NOT NULL,
  status TEXT NOT NULL, status_en TEXT NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_supplier_tenant ON biz_supplier (tenant_id, code);
CREATE TABLE IF NOT EXISTS biz_asset (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, asset_no TEXT NOT NULL, asset_name TEXT NOT NULL, asset_name_en TEXT NOT NULL,
  model TEXT NOT NULL, category TEXT NOT NULL, category_name TEXT NOT NULL, category_name_en TEXT NOT NULL,
  dept_name TEXT NOT NULL, dept_name_en TEXT NOT NULL, keeper TEXT NOT NULL, purchase_date TEXT NOT NULL,
  price REAL NOT NULL, status TEXT NOT NULL, status_en TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_asset_tenant ON biz_asset (tenant_id, asset_no);
`;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
/** A deterministic pick: spreads consecutive indexes over the list. */
const pick = <T>(list: readonly T[], index: number, step = 1): T => list[(index * step) % list.length];

const CITIES: [string, string][] = [['上海', 'Shanghai'], ['北京', 'Beijing'], ['深圳', 'Shenzhen'], ['杭州', 'Hangzhou'], ['广州', 'Guangzhou'], ['成都', 'Chengdu'], ['武汉', 'Wuhan'], ['南京', 'Nanjing']];
const BRANDS: [string, string][] = [
  ['恒信', 'Hengxin'], ['华泰', 'Huatai'], ['中联', 'Zhonglian'], ['瑞丰', 'Ruifeng'], ['金诚', 'Jincheng'], ['博远', 'Boyuan'], ['创新', 'Chuangxin'], ['宏达', 'Hongda'],
  ['嘉禾', 'Jiahe'], ['天成', 'Tiancheng'], ['永安', 'Yongan'], ['新星', 'Xinxing'], ['鼎盛', 'Dingsheng'], ['汇通', 'Huitong'], ['启明', 'Qiming'],
];
/** code, zh-CN name, en-US name, word in the company name */
const SUPPLIER_CATEGORIES: [string, string, string, string, string][] = [
  ['office', '办公用品', 'Office supplies', '办公用品', 'Office Supplies'],
  ['it', 'IT设备', 'IT equipment', '信息技术', 'Information Technology'],
  ['material', '原材料', 'Raw materials', '材料', 'Materials'],
  ['logistics', '物流服务', 'Logistics', '物流', 'Logistics'],
  ['consulting', '咨询服务', 'Consulting', '管理咨询', 'Management Consulting'],
];
const CONTACTS = ['王磊', '李娜', '张伟', '刘洋', '陈静', '杨帆', '赵敏', '黄涛', '周婷', '吴刚', '徐丽', '孙浩'];
const AREA_CODES = ['021', '010', '0755', '0571', '020', '028', '027', '025'];

/** Suppliers: 120 (8 cities × 15 names) in the first tenant, fewer in the others. */
function seedSuppliers(db: Db, tenantId: string, prefix: string, count: number): void {
  const insert = db.prepare(
    `INSERT INTO biz_supplier (id, tenant_id, code, name, name_en, category, category_name, category_name_en, level, contact, phone, city, city_en, rating, status, status_en, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let index = 0; index < count; index += 1) {
    const cityIndex = index % CITIES.length;
    const [city, cityEn] = CITIES[cityIndex];
    const [brand, brandEn] = BRANDS[Math.floor(index / CITIES.length) % BRANDS.length];
    const [category, categoryName, categoryNameEn, word, wordEn] = pick(SUPPLIER_CATEGORIES, index * 7 + 3);
    const [status, statusEn] = index % 17 === 16 ? ['黑名单', 'Blacklisted'] : index % 10 === 9 ? ['暂停', 'Suspended'] : ['合作中', 'Active'];
    insert.run(
      `${prefix}sup-${index + 1}`, tenantId, `S${pad(index + 1, 4)}`, `${city}${brand}${word}有限公司`, `${cityEn} ${brandEn} ${wordEn} Co., Ltd.`,
      category, categoryName, categoryNameEn, pick(['A', 'B', 'C'], index * 5 + 1), pick(CONTACTS, index, 5),
      `${AREA_CODES[cityIndex]}-${pad((index * 7919) % 100000000, 8)}`, city, cityEn, 3 + ((index * 37) % 21) / 10,
      status, statusEn, `20${18 + (index % 7)}-${pad(1 + ((index * 5) % 12))}-${pad(1 + ((index * 11) % 28))} 00:00:00`,
    );
  }
}

/** zh-CN name, en-US name, model, category code, unit price */
const ASSET_KINDS: [string, string, string, string, number][] = [
  ['笔记本电脑', 'Laptop', 'ThinkPad X1 Carbon', 'it', 9800],
  ['台式电脑', 'Desktop computer', 'OptiPlex 7010', 'it', 6200],
  ['显示器', 'Monitor', 'U2723QE 27"', 'it', 3200],
  ['激光打印机', 'Laser printer', 'LaserJet M507', 'office', 4100],
  ['投影仪', 'Projector', 'EB-L630U', 'office', 15800],
  ['办公桌', 'Desk', '1.6 m', 'furniture', 1500],
  ['人体工学椅', 'Ergonomic chair', 'Aeron B', 'furniture', 5600],
  ['服务器', 'Server', 'PowerEdge R750', 'it', 68000],
  ['网络交换机', 'Network switch', 'S5735-L48T4X', 'it', 7400],
  ['空调', 'Air conditioner', 'KFR-72LW', 'appliance', 8900],
];
const ASSET_CATEGORIES: Record<string, [string, string]> = {
  it: ['IT设备', 'IT equipment'],
  office: ['办公设备', 'Office equipment'],
  furniture: ['办公家具', 'Furniture'],
  appliance: ['电器', 'Appliances'],
};
const ASSET_DEPARTMENTS: [string, string][] = [['平台研发部', 'Platform Engineering'], ['应用研发部', 'Application Engineering'], ['质量保障部', 'Quality Assurance'], ['华东销售部', 'East China Sales'], ['财务部', 'Finance'], ['行政部', 'Administration']];
const ASSET_STATUSES: [string, string][] = [['在用', 'In use'], ['在用', 'In use'], ['在用', 'In use'], ['闲置', 'Idle'], ['维修', 'Under repair'], ['报废', 'Scrapped']];

function seedAssets(db: Db, tenantId: string, prefix: string, count: number): void {
  const insert = db.prepare(
    `INSERT INTO biz_asset (id, tenant_id, asset_no, asset_name, asset_name_en, model, category, category_name, category_name_en, dept_name, dept_name_en, keeper, purchase_date, price, status, status_en)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let index = 0; index < count; index += 1) {
    const [name, nameEn, model, category, price] = pick(ASSET_KINDS, index, 3);
    const [categoryName, categoryNameEn] = ASSET_CATEGORIES[category];
    const [dept, deptEn] = pick(ASSET_DEPARTMENTS, index, 5);
    const [status, statusEn] = pick(ASSET_STATUSES, index, 7);
    const year = 2019 + (index % 7);
    insert.run(
      `${prefix}asset-${index + 1}`, tenantId, `ZC-${year}-${pad(index + 1, 4)}`, name, nameEn, model, category, categoryName, categoryNameEn,
      dept, deptEn, pick(CONTACTS, index, 7), `${year}-${pad(1 + ((index * 7) % 12))}-${pad(1 + ((index * 13) % 28))}`,
      Math.round(price * (0.9 + ((index * 17) % 21) / 100)), status, statusEn,
    );
  }
}

/** The fixture definitions, by file name order. */
export function readDialogFixtures(dir = FIXTURE_DIR): { alias: string; id: string; json: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const definition = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { alias: string; id?: string | number };
      return { alias: definition.alias, id: String(definition.id ?? definition.alias), json: JSON.stringify(definition) };
    });
}

export function seedDialogArea(db: Db): void {
  const empty = (table: string) => (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count === 0;
  const tenants = db.prepare('SELECT id, code FROM tenants ORDER BY create_time, id').all() as { id: string; code: string }[];
  db.transaction(() => {
    if (empty('form_custom_dialog')) {
      const insert = db.prepare('INSERT INTO form_custom_dialog (alias, id, definition) VALUES (?, ?, ?)');
      for (const { alias, id, json } of readDialogFixtures()) insert.run(alias, id, json);
    }
    if (empty('biz_supplier')) tenants.forEach((tenant, index) => seedSuppliers(db, tenant.id, index === 0 ? '' : `${tenant.code}-`, index === 0 ? 120 : 30));
    if (empty('biz_asset')) tenants.forEach((tenant, index) => seedAssets(db, tenant.id, index === 0 ? '' : `${tenant.code}-`, index === 0 ? 200 : 40));
  })();
}
