// bpm_node_name: the nodes' stored and English names of every definition, read from its graph (store.ts
// fillNodeNames), which the process statistics' report views join.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { engineDb } from './engineTesting';
import { fillNodeNames } from './store';

const LEAVE = readFileSync(new URL('../../fixtures/seed/processes/leave.bpmn', import.meta.url), 'utf8');

let db: Db;
beforeEach(async () => {
  db = await engineDb();
});
afterEach(() => db.close());

const define = (id: string, xml: string) =>
  db.prepare("INSERT INTO bpm_definition (id, def_key, name, type_id, type_name, form_key, bpmn_xml, form_type, form_url) VALUES (?, ?, ?, 't', 'T', 'f', ?, 'FRAME', '/f')").run(id, id, id, xml);
const names = () => db.prepare('SELECT def_id, node_id, name, name_en FROM bpm_node_name ORDER BY def_id, node_id').all();

describe('fillNodeNames', () => {
  it('names the nodes of each definition without rows, once, and leaves out a definition that does not parse', async () => {
    define('leave', LEAVE);
    define('broken', '<not-bpmn/>');
    await fillNodeNames(db);
    const filled = names();
    expect(filled).toContainEqual({ def_id: 'leave', node_id: 'deptApprove', name: '部门经理审批', name_en: 'Department manager approval' });
    expect(filled).toContainEqual({ def_id: 'leave', node_id: 'apply', name: '填写申请', name_en: 'Application' });
    expect(filled.every((row) => (row as { def_id: string }).def_id === 'leave')).toBe(true);
    await fillNodeNames(db);
    expect(names()).toEqual(filled);
    // a database made before the table: its definitions get their rows at the next start
    db.exec('DELETE FROM bpm_node_name');
    await fillNodeNames(db);
    expect(names()).toEqual(filled);
  });
});
