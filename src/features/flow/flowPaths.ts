// The flow-centre routes (spec 02-process §2.2, §2.6) built from rows: the lists, the home cards and the task
// and start pages all open the same places, so the rules for choosing the route live here once.
import type { Identity, TodoRow } from '../../api/flow';

/** Read lists: to read, read, my circulations; `agent` is the owner's read-only view of an agent task. */
export type MyReadType = 'todoRead' | 'doneRead' | 'myRead';
export type InstReadType = MyReadType | 'agent';

/** A shared task with several identities: the user first chooses the leader to act for. */
export interface ChooseLeader {
  chooseLeader: Identity[];
}

const segment = (value: string) => encodeURIComponent(value);

export const instPath = (instId: string): string => `/inst/${segment(instId)}`;

export const instReadPath = (procInstId: string, type: InstReadType): string => `/instRead/${segment(procInstId)}/${type}`;

/** A circulation record: opening one from the to-read list marks it read. */
export const myReadPath = (procInstId: string, readId: string, type: MyReadType): string => `/myRead/${segment(procInstId)}/${segment(readId)}/${type}`;

/** Start a definition, for a leader (`'0'` = nobody chosen), optionally as a copy of an instance. */
export const startPath = (defId: string, leaderId = '0', copyInstId?: string): string =>
  `/agentStart/${segment(defId)}/${segment(leaderId)}${copyInstId ? `/${segment(copyInstId)}` : ''}`;

/** A saved draft opens on the start page of its definition. */
export const draftPath = (defId: string, instId: string): string => `/start/${segment(defId)}/${segment(instId)}`;

/** Where a task opened from another system ends once handled. */
export const completeViewPath = (procDefKey: string): string => `/completeView/${segment(procDefKey)}`;

/** An instance's form managed outside the task flow: `view` (read-only) or `edit` (docs/flow.md "Other entry routes"). */
export type FormManageType = 'view' | 'edit';
export const formManagePath = (instId: string, type: FormManageType): string => `/formManage/${segment(instId)}/${type}`;

/** Flow pages that open alone (no header, no side menu): from other systems, or in a window of their own. */
export const SINGLE_FLOW_PATTERNS: readonly string[] = [
  '/taskFromOtherPage/:taskId/:leaderId/:from',
  '/completeView/:procDefKey',
  '/doneReadOnly/:instId',
  '/previewForm/:formId/:single',
  // A system or report module's task opens alone unless its noSingle segment asks for the portal around it.
  '/sysModuleInst/:taskId/:leaderId/:defKey/false',
  '/sysModuleInst/:taskId/:leaderId/:defKey/0',
  '/reportModuleInst/:taskId/:leaderId/:templateKey/false',
  '/reportModuleInst/:taskId/:leaderId/:templateKey/0',
  // Their read-only instance views always open alone.
  '/sysModuleInstRead/:instId/:defKey',
  '/sysModuleDone/:instId/:defKey',
  '/sysModuleMyRead/:instId/:readId/:readType/:defKey',
  '/reportModuleInstRead/:instId/:templateKey',
  '/reportModuleDone/:instId/:templateKey',
  '/reportModuleMyRead/:instId/:readId/:readType/:templateKey',
];

export const taskLeaderPath = (taskId: string, leaderId: string): string => `/task/${segment(taskId)}/${segment(leaderId)}`;

export type TaskRowRef = Pick<TodoRow, 'id' | 'status' | 'identityList' | 'ownerId' | 'procInstId'>;

/**
 * Where a to-do row opens (§2.6): the owner of an agent task gets the read-only view; a shared task opens as
 * its only identity, or asks which leader to act for when there are several; anything else as nobody (0).
 */
export function taskPath(row: TaskRowRef, currentUserId: string | undefined): string | ChooseLeader {
  if (row.status === 'AGENT' && currentUserId && row.ownerId === currentUserId) return instReadPath(row.procInstId, 'agent');
  if (row.status === 'SHARE' || row.status === 'BACKSHARE') {
    const identities = row.identityList ?? [];
    if (identities.length === 1) return taskLeaderPath(row.id, identities[0].id);
    if (identities.length > 1) return { chooseLeader: identities };
  }
  return taskLeaderPath(row.id, '0');
}

/** A leader's to-do opened by the secretary: as the leader it is assigned to, or a choice among its candidates. */
export function leaderTaskPath(row: Pick<TodoRow, 'id' | 'assigneeId' | 'identityList'>): string | ChooseLeader {
  if (row.assigneeId) return taskLeaderPath(row.id, row.assigneeId);
  const identities = row.identityList ?? [];
  return identities.length === 1 ? taskLeaderPath(row.id, identities[0].id) : { chooseLeader: identities };
}

/** A report's list as a system module shows it: alone, joined with the flow (where a report's task ends). */
export const reportListPath = (templateKey: string): string => `/sysModulePreview/statement/template/preview/${encodeURIComponent(templateKey)}/true/true`;
