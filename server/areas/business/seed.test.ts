// The seeded business tables' English variant (name_en) is English: no English name is built from Chinese
// parts (batchGenerate once listed "流程引擎 project, 西南"); the Chinese names are as before.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { businessArea } from './index';
import { createAreaTables } from '../index';

const CHINESE = /[\u4e00-\u9fff]/;

describe('the seeded business tables', () => {
  it('name every department, employee and project in English without Chinese characters', () => {
    const db = openDatabase(':memory:');
    db.prepare("INSERT INTO tenants (id, code, name, name_front, create_time) VALUES ('-1', 'platform', 'P', 'P', '2026-01-01 00:00:00')").run();
    createAreaTables(db, [businessArea]);
    businessArea.seed!(db, '');
    for (const table of ['biz_department', 'biz_employee', 'biz_project']) {
      const rows = db.prepare(`SELECT name, name_en FROM ${table}`).all() as { name: string; name_en: string }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => !row.name_en || CHINESE.test(row.name_en))).toEqual([]);
    }
    const projects = db.prepare('SELECT name, name_en FROM biz_project').all() as { name: string; name_en: string }[];
    expect(projects.every((row) => / project$/.test(row.name_en) && row.name.endsWith('项目'))).toBe(true);
  });
});
