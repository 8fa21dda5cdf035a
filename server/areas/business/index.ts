// Business data of the demo organisations: departments (a tree), employees (6,000 rows, for paging and
// speed), projects and monthly sales. Custom queries, dialogs, charts and data templates read these tables;
// BUSINESS_TABLES is the allow-list of what a definition's objName may name (with the read-only report views of
// reportData.ts: work hours, customer surveys, ceremony days, finance and process statistics). Generated deterministically
// (a seeded generator), so every fresh database holds the same rows.
import type { Db } from '../../db/database';
import type { ServerArea } from '../index';
import { generator } from './random';
import { ENGLISH_VALUE_SCHEMA, seedEnglishValues } from './englishValues';
import { REPORT_TABLES, REPORT_VIEWS_SCHEMA, seedReportData } from './reportData';
import { EMPLOYEE_STATUSES, POSTS, PRODUCTS, PROJECT_STATUSES, REGIONS, SEXES } from './vocabulary';

export const BUSINESS_TABLES = ['biz_department', 'biz_employee', 'biz_project', 'biz_sales', 'biz_work_hour', 'biz_customer_survey'] as const;
export type BusinessTable = (typeof BUSINESS_TABLES)[number];

export const EMPLOYEE_COUNT = 6000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS biz_department (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, parent_id TEXT, code TEXT NOT NULL, name TEXT NOT NULL,
  name_en TEXT NOT NULL, manager TEXT, sn INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS biz_employee (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, code TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT NOT NULL,
  sex TEXT NOT NULL, dept_id TEXT NOT NULL, dept_name TEXT NOT NULL, post TEXT NOT NULL, entry_date TEXT NOT NULL,
  birthday TEXT NOT NULL, salary REAL NOT NULL, email TEXT NOT NULL, mobile TEXT NOT NULL, status TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS biz_employee_tenant ON biz_employee (tenant_id, code);
CREATE TABLE IF NOT EXISTS biz_project (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, code TEXT NOT NULL, name TEXT NOT NULL, name_en TEXT NOT NULL,
  manager TEXT NOT NULL, dept_id TEXT NOT NULL, dept_name TEXT NOT NULL, budget REAL NOT NULL, cost REAL NOT NULL,
  start_date TEXT NOT NULL, end_date TEXT NOT NULL, status TEXT NOT NULL, progress INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS biz_sales (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, month TEXT NOT NULL, region TEXT NOT NULL, product TEXT NOT NULL,
  amount REAL NOT NULL, quantity INTEGER NOT NULL
);
`;

const SURNAMES: [string, string][] = [['王', 'Wang'], ['李', 'Li'], ['张', 'Zhang'], ['刘', 'Liu'], ['陈', 'Chen'], ['杨', 'Yang'], ['赵', 'Zhao'], ['黄', 'Huang'], ['周', 'Zhou'], ['吴', 'Wu'], ['徐', 'Xu'], ['孙', 'Sun'], ['胡', 'Hu'], ['朱', 'Zhu'], ['高', 'Gao'], ['林', 'Lin'], ['何', 'He'], ['郭', 'Guo'], ['马', 'Ma'], ['罗', 'Luo']];
const GIVEN: [string, string][] = [['伟', 'Wei'], ['芳', 'Fang'], ['娜', 'Na'], ['敏', 'Min'], ['静', 'Jing'], ['丽', 'Li'], ['强', 'Qiang'], ['磊', 'Lei'], ['军', 'Jun'], ['洋', 'Yang'], ['勇', 'Yong'], ['艳', 'Yan'], ['杰', 'Jie'], ['涛', 'Tao'], ['明', 'Ming'], ['超', 'Chao'], ['秀英', 'Xiuying'], ['霞', 'Xia'], ['平', 'Ping'], ['刚', 'Gang'], ['桂英', 'Guiying'], ['建华', 'Jianhua'], ['晓东', 'Xiaodong'], ['海燕', 'Haiyan']];
const DEPARTMENTS: { code: string; name: string; nameEn: string; parent: string | null }[] = [
  { code: 'HQ', name: '集团总部', nameEn: 'Headquarters', parent: null },
  { code: 'RD', name: '研发中心', nameEn: 'R&D Centre', parent: 'HQ' },
  { code: 'RD-PLT', name: '平台研发部', nameEn: 'Platform Engineering', parent: 'RD' },
  { code: 'RD-APP', name: '应用研发部', nameEn: 'Application Engineering', parent: 'RD' },
  { code: 'RD-QA', name: '质量保障部', nameEn: 'Quality Assurance', parent: 'RD' },
  { code: 'MK', name: '市场营销中心', nameEn: 'Marketing Centre', parent: 'HQ' },
  { code: 'MK-N', name: '华北销售部', nameEn: 'North China Sales', parent: 'MK' },
  { code: 'MK-S', name: '华南销售部', nameEn: 'South China Sales', parent: 'MK' },
  { code: 'MK-E', name: '华东销售部', nameEn: 'East China Sales', parent: 'MK' },
  { code: 'FN', name: '财务部', nameEn: 'Finance', parent: 'HQ' },
  { code: 'HR', name: '人力资源部', nameEn: 'Human Resources', parent: 'HQ' },
  { code: 'AD', name: '行政部', nameEn: 'Administration', parent: 'HQ' },
];
const { active, probation, left } = EMPLOYEE_STATUSES;
// Weighted: most employees are active, most projects are running.
const STATUSES = [active, active, active, active, probation, left].map(([zh]) => zh);
const { notStarted, running, paused, done } = PROJECT_STATUSES;
const PROJECT_STATES = [notStarted, running, running, paused, done].map(([zh]) => zh);

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const day = (random: () => number, fromYear: number, years: number) =>
  `${fromYear + Math.floor(random() * years)}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`;

function seedTenant(db: Db, tenantId: string, prefix: string, employees: number, seed: number): void {
  const random = generator(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const departmentIds = new Map<string, string>();
  const insertDepartment = db.prepare('INSERT INTO biz_department (id, tenant_id, parent_id, code, name, name_en, manager, sn) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  DEPARTMENTS.forEach((department, index) => {
    const id = `${prefix}dept-${department.code.toLowerCase()}`;
    departmentIds.set(department.code, id);
    const [surname] = pick(SURNAMES);
    insertDepartment.run(id, tenantId, department.parent ? departmentIds.get(department.parent) : null, department.code, department.name, department.nameEn, surname + pick(GIVEN)[0], index + 1);
  });
  const leaves = DEPARTMENTS.filter((department) => !DEPARTMENTS.some((child) => child.parent === department.code));

  const insertEmployee = db.prepare(
    `INSERT INTO biz_employee (id, tenant_id, code, name, name_en, sex, dept_id, dept_name, post, entry_date, birthday, salary, email, mobile, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let index = 1; index <= employees; index += 1) {
    const [surname, surnameEn] = pick(SURNAMES);
    const [given, givenEn] = pick(GIVEN);
    const department = pick(leaves);
    const code = `E${pad(index, 5)}`;
    insertEmployee.run(
      `${prefix}emp-${index}`, tenantId, code, surname + given, `${givenEn} ${surnameEn}`, (random() < 0.5 ? SEXES.male : SEXES.female)[0],
      departmentIds.get(department.code), department.name, pick(POSTS)[0], day(random, 2008, 18), day(random, 1965, 38),
      Math.round(5000 + random() * 45000), `${code.toLowerCase()}@example.com`, `1${3 + Math.floor(random() * 7)}${pad(Math.floor(random() * 1e9), 9)}`, pick(STATUSES),
    );
  }

  const insertProject = db.prepare(
    `INSERT INTO biz_project (id, tenant_id, code, name, name_en, manager, dept_id, dept_name, budget, cost, start_date, end_date, status, progress)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let index = 1; index <= Math.max(20, Math.round(employees / 20)); index += 1) {
    const department = pick(leaves);
    const [product, productEn] = pick(PRODUCTS);
    const [region, regionEn] = pick(REGIONS);
    const budget = Math.round(100000 + random() * 4900000);
    const start = day(random, 2023, 3);
    const status = pick(PROJECT_STATES);
    const progress = status === done[0] ? 100 : status === notStarted[0] ? 0 : Math.floor(random() * 95) + 1;
    insertProject.run(
      `${prefix}prj-${index}`, tenantId, `P${2023 + (index % 4)}-${pad(index, 4)}`, `${region}${product}项目`, `${regionEn} ${productEn} project`,
      pick(SURNAMES)[0] + pick(GIVEN)[0], departmentIds.get(department.code), department.name, budget, Math.round((budget * progress) / 100 * (0.8 + random() * 0.4)),
      start, `${Number(start.slice(0, 4)) + 1}${start.slice(4)}`, status, progress,
    );
  }

  const insertSales = db.prepare('INSERT INTO biz_sales (id, tenant_id, month, region, product, amount, quantity) VALUES (?, ?, ?, ?, ?, ?, ?)');
  let sale = 0;
  for (let month = 0; month < 24; month += 1) {
    const label = `${2025 + Math.floor(month / 12)}-${pad((month % 12) + 1)}`;
    for (const [region] of REGIONS) {
      for (const [product] of PRODUCTS) {
        sale += 1;
        const quantity = 1 + Math.floor(random() * 40);
        insertSales.run(`${prefix}sale-${sale}`, tenantId, label, region, product, Math.round(quantity * (20000 + random() * 60000)), quantity);
      }
    }
  }
}

function seedBusinessTables(db: Db): void {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM biz_department').get() as { count: number };
  if (count > 0) return;
  const tenants = db.prepare('SELECT id, code FROM tenants ORDER BY create_time, id').all() as { id: string; code: string }[];
  db.transaction(() => {
    tenants.forEach((tenant, index) => {
      // The platform tenant gets the big tables; other tenants a smaller, different set.
      seedTenant(db, tenant.id, index === 0 ? '' : `${tenant.code}-`, index === 0 ? EMPLOYEE_COUNT : 300, 20261122 + index);
    });
  })();
}

export const businessArea: ServerArea = {
  name: 'business',
  schema: SCHEMA + REPORT_TABLES + ENGLISH_VALUE_SCHEMA,
  views: REPORT_VIEWS_SCHEMA,
  seed(db) {
    seedBusinessTables(db);
    // After the tables above: work hours and surveys name their employees and projects.
    seedReportData(db);
    seedEnglishValues(db);
  },
  register() {
    // Tables only: the query, dialog, chart and data-template areas read them.
  },
};
