// Approval-history rows (DefaultBpmCheckOpinion, contract notes §1, §5).
import type { OpinionRow } from '../../engine/store';

const time = (text: string | null) => (text ? Date.parse(text.replace(' ', 'T')) : NaN);

/** The columns a handler's complete adds (server/engine/schema.ts, docs/flow.md "Opinion attachments"). */
type OpinionExtrasColumns = Partial<Record<'files' | 'zfiles' | 'seal_file_id', string | null>>;

/**
 * The row with its node named in the caller's language (`taskName`, see shared.ts nodeNamer); `sealCover` is the
 * node's signature isCover: the seal is drawn over the opinion text.
 */
export function opinionDto(row: OpinionRow & OpinionExtrasColumns, taskName: string, sealCover = false) {
  const qualfieds = JSON.parse(row.qualfieds) as { id: string; name: string }[];
  const duration = time(row.complete_time) - time(row.create_time);
  return {
    id: row.id,
    procInstId: row.inst_id,
    taskId: row.task_id ?? '',
    taskKey: row.task_key,
    taskName,
    qualfieds,
    qualfiedNames: qualfieds.map((person) => person.name).join(','),
    auditor: row.auditor ?? '',
    auditorName: row.auditor_name ?? '',
    opinion: row.opinion,
    status: row.status,
    createTime: row.create_time,
    completeTime: row.complete_time ?? '',
    durMs: Number.isFinite(duration) ? duration : 0,
    // JSON texts of [{id, name, size}], as the original answers them
    files: row.files ?? '',
    zfiles: row.zfiles ?? '',
    sealFileId: row.seal_file_id ?? '',
    sealCover: Boolean(row.seal_file_id) && sealCover,
  };
}
