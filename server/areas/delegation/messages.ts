// Messages of the delegation area (agents, secretaries, deputies) in both portal languages. A DelegationError
// carries its key; the area's error handler answers it with its status and the sentence in the caller's language.
import { TableError } from '../../lib/errors';
import type { FastifyRequest } from 'fastify';
import { langOf, translateFrom, type MessageParams, type MessageTable } from '../../lib/i18n';

const MESSAGES = {
  saved: ['保存成功', 'Saved.'],
  deleted: ['删除成功', 'Deleted.'],
  selectAtLeastOne: ['请至少选择一条记录', 'Select at least one record.'],
  userNotFound: ['用户不存在：{id}', 'No such user: {id}'],
  subjectRequired: ['请填写标题', 'Please enter a title.'],
  agentSelf: ['不能把自己设为代理人', 'You cannot be your own agent.'],
  agentDates: ['开始时间必须早于结束时间', 'The start must be before the end.'],
  agentProcessesRequired: ['请至少选择一个流程', 'Choose at least one process.'],
  agentProcessNotFound: ['流程不存在：{key}', 'No such process: {key}'],
  agentOverlap: [
    '与已启用的代理设置“{subject}”在时间上重叠（{process}）',
    'This overlaps the enabled agent setting "{subject}" ({process}).',
  ],
  allProcesses: ['全部流程', 'all processes'],
  agentNotFound: ['代理设置不存在：{id}', 'No such agent setting: {id}'],
  agentNotOwn: ['只能修改或删除自己的代理设置', 'You can only change or delete your own agent settings.'],
  secretarySelf: ['不能把自己设为秘书', 'You cannot be your own secretary.'],
  secretaryDuplicate: ['该用户已经是您的秘书', 'This user is already your secretary.'],
  secretaryNotFound: ['秘书记录不存在：{id}', 'No such secretary record: {id}'],
  secretaryNotOwn: ['只能修改或删除自己的秘书设置', 'You can only change or delete your own secretaries.'],
  deputyRequired: ['请至少选择一位副职', 'Choose at least one deputy.'],
  deputySelf: ['不能把自己设为副职', 'You cannot be your own deputy.'],
  deputyDuplicate: ['该用户已经是您的副职', 'This user is already your deputy.'],
  deputySingle: ['修改一条副职记录时只能选择一位副职', 'Editing one deputy record takes exactly one deputy.'],
  deputyNotFound: ['副职记录不存在：{id}', 'No such deputy record: {id}'],
  deputyNotOwn: ['只能修改或删除自己的副职设置', 'You can only change or delete your own deputies.'],
} as const satisfies MessageTable;

export type DelegationMessageKey = keyof typeof MESSAGES;

export function delegationMessage(request: FastifyRequest, key: DelegationMessageKey, params?: MessageParams): string {
  return translateFrom(MESSAGES, langOf(request), key, params);
}

/** A refusal of the area; nothing of the request it interrupts is stored. */
export class DelegationError extends TableError<typeof MESSAGES> {
  constructor(statusCode: 400 | 403 | 404, key: DelegationMessageKey, params?: MessageParams) {
    super(MESSAGES, statusCode, key, params);
  }
}
