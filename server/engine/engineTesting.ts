// Helpers of the engine's unit tests (not a test file itself): a database with the engine's tables and a few
// users (in-memory SQLite, or in the PostgreSQL run an empty PostgreSQL database of its own), a process from inline
// BPMN with a URL form (no form definition needed), and the reads the tests check their effect with.
import { inject } from 'vitest';
import { createTestDatabase } from '../../tests/support/postgresTestDatabase';
import { isPostgres, openDatabase, type Db } from '../db/database';
import { onPostgres } from '../testing';
import type { Actor, ProcessContext } from './context';
import { FLOWDESK_NS, parseProcess, type SignRule } from './graph';
import { createEngineTables } from './schema';
import type { DefinitionRow, InstanceRow, TaskRow } from './store';
import { findInstance } from './store';

export const TENANT = '-1';
/** u0 starts; u1…u5 vote or handle. */
export const USERS = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5'] as const;

/**
 * A test's database. On PostgreSQL its `close` also drops it and answers the promise of that: a test file's
 * `afterEach(() => db.close())` waits for it.
 */
export async function engineDb(): Promise<Db> {
  const database = onPostgres() ? await createTestDatabase(inject('postgresAdminUrl'), false) : undefined;
  const db = openDatabase(database?.url ?? ':memory:');
  if (database) {
    const close = db.close.bind(db);
    db.close = () => {
      close();
      return database.drop();
    };
  }
  createEngineTables(db);
  db.prepare("INSERT INTO tenants (id, code, name, create_time) VALUES (?, 'test', 'Test', '2026-01-01 08:00:00')").run(TENANT);
  for (const id of USERS) {
    db.prepare("INSERT INTO users (id, tenant_id, account, fullname, password, create_time) VALUES (?, ?, ?, ?, 'x', '2026-01-01 08:00:00')").run(id, TENANT, id, `User ${id}`);
  }
  if (isPostgres(db)) db.endSetup();
  return db;
}

export const actor = (userId: string): Actor => ({ tenantId: TENANT, userId, name: `User ${userId}`, lang: 'en-US' });

/** A process of user tasks and gateways, written as BPMN process elements (prefix bpmn, fd for Flowdesk's attributes). */
export async function processFrom(db: Db, id: string, elements: string): Promise<ProcessContext> {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:fd="${FLOWDESK_NS}" id="D_${id}" targetNamespace="t">
  <bpmn:process id="${id}" name="${id}">${elements}</bpmn:process>
</bpmn:definitions>`;
  db.prepare("INSERT INTO bpm_definition (id, def_key, name, type_id, type_name, form_key, bpmn_xml, form_type, form_url) VALUES (?, ?, ?, 't', 'T', 'f', ?, 'FRAME', '/f')").run(id, id, id, xml);
  const definition = db.prepare('SELECT * FROM bpm_definition WHERE id = ?').get(id) as DefinitionRow;
  return { definition, graph: await parseProcess(xml), urlForm: { key: 'f', url: '/f' } };
}

/** start → apply (the initiator) → `middle` … ; flows f1, f2 are start→apply→first of middle. */
export const chain = (middle: string, firstId: string) => `
    <bpmn:startEvent id="start" /><bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="apply" />
    <bpmn:userTask id="apply" name="Apply" fd:assignee="initiator" /><bpmn:sequenceFlow id="f2" sourceRef="apply" targetRef="${firstId}" />
    ${middle}
    <bpmn:endEvent id="end" />`;

/**
 * apply → countersign `review` by `voters` (rule, order, oppose mode) → gateway on its verdict → `after` (its
 * handler) or end.
 */
export function countersignProcess(
  db: Db,
  options: { rule: SignRule; multi: 'parallel' | 'sequential'; voters: string[]; after: string; oppose?: string },
): Promise<ProcessContext> {
  const xml = chain(
    `<bpmn:userTask id="review" name="Review" fd:assignee="user:${options.voters.join(',')}" fd:multi="${options.multi}" fd:oppose="${options.oppose ?? 'continue'}" fd:signRule='${JSON.stringify(options.rule)}' />
    <bpmn:sequenceFlow id="f3" sourceRef="review" targetRef="g" />
    <bpmn:exclusiveGateway id="g" default="fEnd" />
    <bpmn:sequenceFlow id="fAfter" sourceRef="g" targetRef="after"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">vars.review.verdict == "agree"</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="fEnd" sourceRef="g" targetRef="end" />
    <bpmn:userTask id="after" name="After" fd:assignee="user:${options.after}" /><bpmn:sequenceFlow id="f4" sourceRef="after" targetRef="end" />`,
    'review',
  );
  return processFrom(db, `p${Math.random().toString(36).slice(2, 8)}`, xml);
}

/** The instance's open tasks in the order they were made (ids grow within a process: lib/ids.ts). */
export const openTasksOf = (db: Db, instId: string): TaskRow[] => db.prepare('SELECT * FROM bpm_task WHERE inst_id = ? ORDER BY create_time, id').all(instId) as TaskRow[];
export const instanceOf = (db: Db, instId: string): InstanceRow => findInstance(db, TENANT, instId)!;
export const varsOf = (db: Db, instId: string) => JSON.parse(instanceOf(db, instId).vars) as Record<string, { verdict?: string; agree: number; oppose: number; abandon: number; voters: Record<string, string> }>;
/** The open task of `userId` in the instance. */
export function taskOf(db: Db, instId: string, userId: string): TaskRow {
  const task = openTasksOf(db, instId).find((row) => row.assignee_id === userId);
  if (!task) throw new Error(`${userId} has no open task in ${instId}`);
  return task;
}
