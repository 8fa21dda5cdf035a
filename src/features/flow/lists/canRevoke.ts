// Spec §4.2 on the client: a done row may be revoked only while its instance runs, when the caller's opinion
// was agree or inqu, and only from the latest row of the same instance and task key. The server says the
// same through `row.revoke`; the list shows the action only when both agree.
import type { DoneRow } from '../../../api/flow';

type RevokeFacts = Pick<DoneRow, 'id' | 'taskKey' | 'status' | 'opinionStatus' | 'completeTime'>;

const REVOCABLE_OPINIONS = new Set(['agree', 'inqu']);

/** 'yyyy-MM-dd HH:mm:ss' as the server sends it, or ISO; unreadable times sort first. */
function timeOf(value: string | undefined): number {
  const time = value ? Date.parse(value.replace(' ', 'T')) : Number.NaN;
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

export function canRevoke(row: RevokeFacts, rows: readonly RevokeFacts[]): boolean {
  if (row.status !== 'running' || !REVOCABLE_OPINIONS.has(row.opinionStatus)) return false;
  const completed = timeOf(row.completeTime);
  return !rows.some((other) => other !== row && other.id === row.id && other.taskKey === row.taskKey && timeOf(other.completeTime) > completed);
}
