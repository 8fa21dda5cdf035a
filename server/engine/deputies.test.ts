// Deputies taking effect: a principal marked away (deputy setting enabled) shares their new tasks with their
// deputies as candidates, read back from the database with the delegation area's own lookup.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { SCHEMA as DELEGATION_SCHEMA } from '../areas/delegation/seed';
import { enabledDeputiesOf } from '../areas/delegation/deputies';
import { lockUnlock } from './claim';
import { completeTask } from './complete';
import type { ProcessContext } from './context';
import { principalsOf } from './deputies';
import { actor, chain, engineDb, openTasksOf, processFrom, TENANT } from './engineTesting';
import { taskCandidates } from './store';
import { startInstance } from './start';

let db: Db;
beforeEach(async () => {
  db = await engineDb();
  db.exec(DELEGATION_SCHEMA);
});
afterEach(() => db.close());

/** u1 names u2 (and u3) as deputies; `enabled` marks u1 away. */
function nameDeputies(enabled: 'enabled' | 'disabled', deputies = ['u2']): void {
  const insert = db.prepare("INSERT INTO bpm_deputy (id, tenant_id, user_id, agent_id, agent_name, is_enabled, create_time) VALUES (?, ?, 'u1', ?, ?, ?, '2026-01-01 08:00:00')");
  for (const id of deputies) insert.run(`d-${id}`, TENANT, id, `User ${id}`, enabled);
}

/** apply → a (u1) → end; or, with `multi`, a countersign of u1 and u4. */
async function process(multi = false): Promise<ProcessContext> {
  const assignee = multi ? 'user:u1,u4" fd:multi="parallel' : 'user:u1';
  const context = await processFrom(db, multi ? 'dm' : 'd', chain(`<bpmn:userTask id="a" name="A" fd:assignee="${assignee}" /><bpmn:sequenceFlow id="f3" sourceRef="a" targetRef="end" />`, 'a'));
  return { ...context, deputiesOf: (tenantId, principalId) => enabledDeputiesOf(db, tenantId, principalId) };
}
const start = (context: ProcessContext) => startInstance(db, actor('u0'), context, { urlForm: { businessKey: 'k', sysCode: 's', vars: {} } });
const candidatesOf = (taskId: string) => taskCandidates(db, taskId).map((person) => person.id);

describe('deputies', () => {
  it('offer a new task of a principal marked away to the principal and each deputy, saying on whose behalf', async () => {
    nameDeputies('enabled', ['u2', 'u3']);
    const instId = start(await process());
    const [task] = openTasksOf(db, instId);
    expect(task).toMatchObject({ node_id: 'a', assignee_id: '', owner_id: 'u1', status: 'NORMAL' });
    expect(candidatesOf(task!.id)).toEqual(['u1', 'u2', 'u3']);
    expect(principalsOf(db, [task!.id, 'no-such-task'], 'u2')).toEqual(new Map([[task!.id, { id: 'u1', name: 'User u1' }]]));
    expect(principalsOf(db, [task!.id], 'u1').size).toBe(0);
    // The awaiting history row names everybody who may handle it.
    const row = db.prepare("SELECT qualfieds FROM bpm_opinion WHERE task_id = ? AND status = 'awaiting_check'").get(task!.id) as { qualfieds: string };
    expect((JSON.parse(row.qualfieds) as { id: string }[]).map((person) => person.id)).toEqual(['u1', 'u2', 'u3']);
  });

  it('let the deputy claim and decide; the task and its on-behalf record are gone afterwards', async () => {
    nameDeputies('enabled');
    const context = await process();
    const instId = start(context);
    const [task] = openTasksOf(db, instId);
    expect(lockUnlock(db, actor('u2'), task!.id)).toBe(1);
    completeTask(db, actor('u2'), context, { taskId: task!.id, action: 'agree', opinion: 'for u1' });
    expect(openTasksOf(db, instId)).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM bpm_task_deputy').get()).toEqual({ n: 0 });
    const handled = db.prepare("SELECT auditor, status FROM bpm_opinion WHERE task_key = 'a'").get();
    expect(handled).toEqual({ auditor: 'u2', status: 'agree' });
  });

  it('take no effect while the principal is not marked away, or for a deputy who left', async () => {
    nameDeputies('disabled');
    const instId = start(await process());
    const [task] = openTasksOf(db, instId);
    expect(task).toMatchObject({ assignee_id: 'u1' });
    expect(candidatesOf(task!.id)).toEqual([]);

    db.prepare("UPDATE bpm_deputy SET is_enabled = 'enabled'").run();
    db.prepare("UPDATE users SET status = 0 WHERE id = 'u2'").run();
    const [later] = openTasksOf(db, start(await process(true)));
    expect(later).toMatchObject({ assignee_id: 'u1' });
  });

  it('reach the deputy for the principal’s own vote of a countersign, and nobody else’s', async () => {
    nameDeputies('enabled');
    const instId = start(await process(true));
    const tasks = openTasksOf(db, instId);
    expect(tasks.map((task) => [task.owner_id, task.assignee_id, candidatesOf(task.id)])).toEqual([
      ['u1', '', ['u1', 'u2']],
      ['u4', 'u4', []],
    ]);
  });
});
