// Status → tag text key (namespace `flow`) and Semi tag colour, for task statuses (spec §4.1), instance
// statuses and opinion statuses (contract notes §5). Pure: the tag component and the CSV export share it.
import type { InstanceStatus, TaskStatus } from '../../../api/flow';

export type TagColor = 'amber' | 'blue' | 'cyan' | 'green' | 'grey' | 'indigo' | 'light-blue' | 'light-green' | 'lime' | 'orange' | 'pink' | 'purple' | 'red' | 'teal' | 'violet';

export interface StatusTag {
  /** undefined for a value this client does not know: it is shown as sent */
  textKey: string | undefined;
  color: TagColor;
}

export type StatusKind = 'task' | 'instance' | 'opinion';

const TASK_COLORS: Record<TaskStatus, TagColor> = {
  NORMAL: 'blue',
  TRANSFORMED: 'cyan',
  TRANSFORMEDINQU: 'indigo',
  DELIVERTO: 'violet',
  COPYTO: 'light-blue',
  FOLLOW: 'teal',
  COMMU: 'purple',
  BACK: 'red',
  ADDSIGN: 'amber',
  SHARE: 'lime',
  BACKSHARE: 'orange',
  AGENT: 'pink',
  APPROVELINEED: 'green',
  SIGNSEQUENCEED: 'green',
  SIGNLINEED: 'green',
  USERADDSIGN: 'amber',
  SIGNLINE: 'purple',
  SIGNSEQUENCE: 'purple',
};

const INSTANCE_COLORS: Record<InstanceStatus, TagColor> = {
  draft: 'grey',
  running: 'blue',
  end: 'green',
  manualend: 'orange',
  backToStart: 'red',
  back: 'red',
  revoke: 'amber',
  revokeToStart: 'amber',
};

const OPINION_COLORS: Record<string, TagColor> = {
  start: 'blue',
  awaiting_check: 'grey',
  agree: 'green',
  oppose: 'red',
  abandon: 'grey',
  reject: 'red',
  backToStart: 'red',
  reSubmit: 'blue',
  revoker: 'amber',
  revoker_to_start: 'amber',
  end: 'green',
  manual_end: 'orange',
  inqu: 'indigo',
  inquReply: 'indigo',
  startCommu: 'teal',
  feedBack: 'teal',
  addSign: 'purple',
  addSignAgree: 'light-green',
  addSignOppose: 'pink',
  revokeAddSign: 'amber',
  signLine: 'purple',
  signSequence: 'purple',
  signPass: 'light-green',
  signNotPass: 'pink',
  revokeSignLine: 'amber',
  revokeSignSequence: 'amber',
  revokeTrans: 'amber',
  retrieve: 'amber',
  suspend: 'orange',
  resume: 'green',
  copyto_reply: 'light-blue',
  transAgree: 'light-green',
  transOppose: 'pink',
  transforming: 'cyan',
  copyto: 'light-blue',
  deliverto: 'violet',
  skip: 'grey',
};

const COLORS: Record<StatusKind, Readonly<Record<string, TagColor>>> = { task: TASK_COLORS, instance: INSTANCE_COLORS, opinion: OPINION_COLORS };

export function statusTag(kind: StatusKind, value: string | undefined): StatusTag {
  const colors = COLORS[kind];
  // own keys only: a status named like an Object.prototype member is still unknown
  if (!value || !Object.hasOwn(colors, value)) return { textKey: undefined, color: 'grey' };
  return { textKey: `lists.${kind}Status.${value}`, color: colors[value] };
}

/** The status as text in the current language: the known name, else the value as sent. */
export function statusText(kind: StatusKind, value: string | undefined, t: (key: string) => string): string {
  const { textKey } = statusTag(kind, value);
  return textKey ? t(textKey) : (value ?? '');
}
