// Adding voters to a countersign under way (taskSignUsers, 会签任务加签): a voter of the open round adds people,
// who become voters of the same round. The vote rule counts them (its threshold is over every voter of the
// round); in a parallel round they are asked at once, in a sequential one after the voters already queued.
import type { Db } from '../db/database';
import type { Actor, ProcessContext } from './context';
import { FlowError } from './messages';
import { requireHandledTask, requireRunning } from './rights';
import { addOpinion, receiversOf } from './tasks';
import { askVoters, voteOfTask, type VoteRow } from './votes';
import { newWalk } from './walk';

/** Adds the users as voters of the round the actor's task votes in; answers how many were added. */
export function addCountersignVoters(db: Db, actor: Actor, context: ProcessContext, input: { taskId: string; userIds: string[]; opinion: string; leaderId?: string }): number {
  return db.transaction(() => {
    const task = requireHandledTask(db, actor, input.taskId, input.leaderId);
    const vote = voteOfTask(db, task.id);
    const node = context.graph.nodes.get(task.node_id);
    if (!vote || !node?.multi) throw new FlowError(400, 'notACountersign');
    const people = receiversOf(db, actor, input.userIds);
    const votes = db.prepare('SELECT * FROM bpm_vote WHERE round_id = ? ORDER BY position').all(vote.round_id) as VoteRow[];
    const already = people.find((person) => votes.some((row) => row.user_id === person.id));
    if (already) throw new FlowError(400, 'alreadyVoter', { user: already.name });
    const walk = newWalk(db, context, requireRunning(db, actor, task.inst_id), actor);
    const firstPosition = votes[votes.length - 1]!.position + 1;
    const insert = db.prepare('INSERT INTO bpm_vote (round_id, position, user_id, user_name) VALUES (?, ?, ?, ?)');
    people.forEach((person, index) => insert.run(vote.round_id, firstPosition + index, person.id, person.name));
    addOpinion(walk, { taskId: task.id, node, qualfieds: people, status: 'addsign', auditor: { id: actor.userId, name: actor.name }, opinion: input.opinion, completed: true });
    // A sequential round asks them in turn (castVote asks the first voter without a task next).
    if (node.multi === 'parallel') askVoters(walk, node, vote.round_id, people, firstPosition, true);
    return people.length;
  })();
}
