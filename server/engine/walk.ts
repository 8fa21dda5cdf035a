// Graph walking: entering and leaving nodes (gateways pick and join), and settling the instance when the walk ends.
import type { Db } from '../db/database';
import type { Lang } from '../lib/i18n';
import { nowText } from '../lib/ids';
import { evaluateFormula } from '../../renderers/formula';
import { FlowError } from './messages';
import type { InstanceRow, Person } from './store';
import type { Actor, ProcessContext } from './context';
import { createTasks, type TaskOptions } from './tasks';
import { openVoteRound, type InstanceVars } from './votes';


export interface Walk {
  db: Db;
  context: ProcessContext;
  instance: InstanceRow;
  actor: Actor;
  now: string;
  lang: Lang;
  reachedEnd: boolean;
  /** handlers the deciding user chose for nodes the walk enters afresh (nodeUsers) */
  chosen?: ReadonlyMap<string, Person[]>;
}

function conditionHolds(walk: Walk, condition: string): boolean {
  const record = JSON.parse(walk.instance.data) as Record<string, unknown>;
  const vars = JSON.parse(walk.instance.vars) as InstanceVars;
  const result = evaluateFormula(condition, { data: { [walk.instance.bo_alias]: record }, vars });
  if (!result.ok) throw new FlowError(400, 'conditionError', { condition, detail: result.error.message });
  return result.value === true || (typeof result.value === 'number' && result.value !== 0) || (typeof result.value === 'string' && result.value !== '');
}

export function enter(walk: Walk, nodeId: string, options: TaskOptions = {}): void {
  const node = walk.context.graph.nodes.get(nodeId)!;
  switch (node.type) {
    case 'userTask':
      // A countersign arriving afresh opens a vote round; sent back or taken back, it is one person's task.
      const fresh = !options.people && !options.status;
      const chosen = fresh ? walk.chosen?.get(node.id) : undefined;
      if (node.multi && fresh) openVoteRound(walk, node, chosen);
      else createTasks(walk, node, chosen ? { ...options, people: chosen } : options);
      return;
    case 'end':
      walk.reachedEnd = true;
      return;
    case 'exclusiveGateway': {
      const flows = node.outgoing.map((id) => walk.context.graph.flows.get(id)!);
      const chosen = flows.find((flow) => !flow.isDefault && (flow.condition === undefined || conditionHolds(walk, flow.condition))) ?? flows.find((flow) => flow.isDefault);
      if (!chosen) throw new FlowError(400, 'noPath', { node: node.name });
      enter(walk, chosen.target);
      return;
    }
    case 'parallelGateway': {
      if (node.incoming.length > 1) {
        walk.db
          .prepare('INSERT INTO bpm_join (inst_id, gateway_id, arrived) VALUES (?, ?, 1) ON CONFLICT (inst_id, gateway_id) DO UPDATE SET arrived = bpm_join.arrived + 1')
          .run(walk.instance.id, node.id);
        const { arrived } = walk.db.prepare('SELECT arrived FROM bpm_join WHERE inst_id = ? AND gateway_id = ?').get(walk.instance.id, node.id) as { arrived: number };
        if (arrived < node.incoming.length) return;
        walk.db.prepare('DELETE FROM bpm_join WHERE inst_id = ? AND gateway_id = ?').run(walk.instance.id, node.id);
      }
      leave(walk, node.id);
      return;
    }
    case 'start':
      leave(walk, node.id);
  }
}

/** Follows every outgoing flow of a node (an exclusive gateway picks one when entered). */
export function leave(walk: Walk, nodeId: string): void {
  const node = walk.context.graph.nodes.get(nodeId)!;
  for (const flowId of node.outgoing) enter(walk, walk.context.graph.flows.get(flowId)!.target);
}

/** Ends the instance when the walk reached an end event and no task is open any more. */
export function settle(walk: Walk, runningStatus = 'running'): void {
  const open = (walk.db.prepare('SELECT COUNT(*) AS count FROM bpm_task WHERE inst_id = ?').get(walk.instance.id) as { count: number }).count;
  if (walk.reachedEnd && open === 0) {
    walk.db.prepare("UPDATE bpm_instance SET status = 'end', end_time = ? WHERE id = ?").run(walk.now, walk.instance.id);
  } else {
    walk.db.prepare('UPDATE bpm_instance SET status = ? WHERE id = ?').run(runningStatus, walk.instance.id);
  }
}

export const newWalk = (db: Db, context: ProcessContext, instance: InstanceRow, actor: Actor): Walk => ({ db, context, instance, actor, now: nowText(), lang: actor.lang, reachedEnd: false });
