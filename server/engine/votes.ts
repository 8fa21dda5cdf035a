// Votes: a countersign node (fd:multi, 会签) asks each of its candidates for a verdict, all at once (parallel) or
// one after the other (sequential), and its vote rule (graph.ts SignRule) turns the verdicts into the node's
// outcome. Verdicts of every decided node — a countersign's and each voter's, or a single handler's — go into
// the instance's variables (bpm_instance.vars), which exclusive gateway conditions read as `vars.<nodeId>`.
import type { Db } from '../db/database';
import { newId } from '../lib/ids';
import { resolveAssignees } from './assignees';
import type { ProcessNode, SignRule } from './graph';
import { FlowError } from './messages';
import type { Person, TaskRow } from './store';
import { createTasks, dropTask } from './tasks';
import type { Walk } from './walk';

export type Verdict = 'agree' | 'oppose' | 'abandon';
export type Outcome = 'pass' | 'refuse';

/** What the variables say of a node: its verdict (a countersign's: agree when passed, oppose when refused), the counts and each voter's. */
export interface NodeVerdict {
  verdict?: Verdict;
  agree: number;
  oppose: number;
  abandon: number;
  voters: Record<string, Verdict>;
}
export type InstanceVars = Record<string, NodeVerdict>;

/** How many counted votes decide: voteAmount, or voteAmount per cent of the voters (rounded up). */
export function threshold(rule: SignRule, voters: number): number {
  return rule.voteType === 'amount' ? rule.voteAmount : Math.ceil((voters * rule.voteAmount) / 100 - 1e-9);
}

const opposite = (outcome: Outcome): Outcome => (outcome === 'pass' ? 'refuse' : 'pass');

/**
 * The outcome of a round of `voters` after the `verdicts` cast so far, or undefined while it is open. Counted
 * are the agrees (decideType pass) or the opposes (refuse); abstentions count for neither. Once everybody voted
 * the outcome is the decideType when the counted votes reach the threshold, else the other one. With followMode
 * complete it is known earlier: when the threshold is reached, or when the votes still to come cannot reach it.
 */
export function decideVotes(rule: SignRule, voters: number, verdicts: readonly Verdict[]): Outcome | undefined {
  const counted = verdicts.filter((verdict) => verdict === (rule.decideType === 'pass' ? 'agree' : 'oppose')).length;
  const needed = threshold(rule, voters);
  const decided: Outcome = rule.decideType;
  if (verdicts.length >= voters) return counted >= needed ? decided : opposite(decided);
  if (rule.followMode === 'wait') return undefined;
  if (counted >= needed) return decided;
  if (counted + (voters - verdicts.length) < needed) return opposite(decided);
  return undefined;
}

export interface VoteRow {
  round_id: string;
  position: number;
  user_id: string;
  user_name: string;
  task_id: string | null;
  verdict: Verdict | null;
}

/**
 * Opens a countersign's round at the node: every candidate (or those the previous handler chose) is a voter, in order; a
 * parallel round asks them all now, a sequential one the first.
 */
export function openVoteRound(walk: Walk, node: ProcessNode, chosen?: Person[]): void {
  const people = chosen ?? resolveAssignees(walk.db, node.assignee ?? '', walk.instance);
  if (people.length === 0) throw new FlowError(400, 'noExecutor', { node: node.name });
  const roundId = newId();
  walk.db.prepare('INSERT INTO bpm_vote_round (id, inst_id, node_id, create_time) VALUES (?, ?, ?, ?)').run(roundId, walk.instance.id, node.id, walk.now);
  const insert = walk.db.prepare('INSERT INTO bpm_vote (round_id, position, user_id, user_name) VALUES (?, ?, ?, ?)');
  people.forEach((person, index) => insert.run(roundId, index + 1, person.id, person.name));
  askVoters(walk, node, roundId, node.multi === 'sequential' ? people.slice(0, 1) : people, 1, false);
}

/** Gives voters of the round their tasks, linked to their votes from `firstPosition` on. */
export function askVoters(walk: Walk, node: ProcessNode, roundId: string, people: Person[], firstPosition: number, alreadyThere: boolean): void {
  const ids = createTasks(walk, node, { people, alreadyThere });
  const link = walk.db.prepare('UPDATE bpm_vote SET task_id = ? WHERE round_id = ? AND position = ?');
  ids.forEach((taskId, index) => link.run(taskId, roundId, firstPosition + index));
}

export const voteOfTask = (db: Db, taskId: string): VoteRow | undefined => db.prepare('SELECT * FROM bpm_vote WHERE task_id = ?').get(taskId) as VoteRow | undefined;

/** Refuses a verdict on a task whose round was decided without it (its task went with the decision). */
export function refuseFinishedVote(db: Db, taskId: string): void {
  const vote = voteOfTask(db, taskId);
  if (vote && vote.verdict === null) throw new FlowError(400, 'voteRoundFinished');
}

/** The instance's variables with the node's verdict written (also stored). */
export function writeNodeVerdict(walk: Walk, nodeId: string, verdict: NodeVerdict): void {
  const vars = { ...(JSON.parse(walk.instance.vars) as InstanceVars), [nodeId]: verdict };
  walk.instance = { ...walk.instance, vars: JSON.stringify(vars) };
  walk.db.prepare('UPDATE bpm_instance SET vars = ? WHERE id = ?').run(walk.instance.vars, walk.instance.id);
}

const tally = (verdicts: readonly Verdict[]) => ({
  agree: verdicts.filter((verdict) => verdict === 'agree').length,
  oppose: verdicts.filter((verdict) => verdict === 'oppose').length,
  abandon: verdicts.filter((verdict) => verdict === 'abandon').length,
});

/** A single handler's verdict into the variables. */
export function recordSingleVerdict(walk: Walk, node: ProcessNode, voterId: string, verdict: Verdict): void {
  writeNodeVerdict(walk, node.id, { verdict, ...tally([verdict]), voters: { [voterId]: verdict } });
}

/**
 * Casts the verdict of a voter's (already closed) task. Answers the round's outcome once decided — the tasks of
 * voters not heard any more go — or undefined while it is open (a sequential round then asks its next voter);
 * 'none' when the task was no vote of a round.
 */
export function castVote(walk: Walk, node: ProcessNode, task: Pick<TaskRow, 'id'>, verdict: Verdict): Outcome | undefined | 'none' {
  const vote = voteOfTask(walk.db, task.id);
  if (!vote) return 'none';
  walk.db.prepare('UPDATE bpm_vote SET verdict = ? WHERE round_id = ? AND position = ?').run(verdict, vote.round_id, vote.position);
  const votes = walk.db.prepare('SELECT * FROM bpm_vote WHERE round_id = ? ORDER BY position').all(vote.round_id) as VoteRow[];
  const cast = votes.filter((row) => row.verdict !== null);
  const outcome = decideVotes(node.signRule!, votes.length, cast.map((row) => row.verdict!));
  const voters = Object.fromEntries(cast.map((row) => [row.user_id, row.verdict!]));
  writeNodeVerdict(walk, node.id, { ...(outcome ? { verdict: outcome === 'pass' ? 'agree' : 'oppose' } : {}), ...tally(cast.map((row) => row.verdict!)), voters });
  if (!outcome) {
    const next = votes.find((row) => row.task_id === null);
    if (node.multi === 'sequential' && next) askVoters(walk, node, vote.round_id, [{ id: next.user_id, name: next.user_name }], next.position, true);
    return undefined;
  }
  walk.db.prepare('UPDATE bpm_vote_round SET outcome = ? WHERE id = ?').run(outcome, vote.round_id);
  for (const row of votes) if (row.verdict === null && row.task_id) dropTask(walk.db, row.task_id);
  return outcome;
}
