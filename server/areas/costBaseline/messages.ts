// Messages of the cost-baseline area in both portal languages (docs/cost-baseline.md). A CostBaselineError carries
// its key; the app's error handler answers it with its status and the sentence in the caller's language.
import type { FastifyRequest } from 'fastify';
import { TableError } from '../../lib/errors';
import { langOf, translateFrom, type Lang, type MessageParams, type MessageTable } from '../../lib/i18n';

const MESSAGES = {
  baselineCreated: ['成本基线已创建', 'Cost baseline created.'],
  versionCreated: ['新版本已创建', 'New version created.'],
  versionActivated: ['版本已生效', 'Version activated.'],
  lineSaved: ['成本项已保存', 'Cost line saved.'],
  lineRemoved: ['成本项已删除', 'Cost line removed.'],
  granted: ['权限已授予', 'Permission granted.'],
  revoked: ['权限已收回', 'Permission revoked.'],
  projectNotFound: ['项目不存在：{id}', 'No such project: {id}'],
  baselineExists: ['该项目已有成本基线', 'This project already has a cost baseline.'],
  baselineNotFound: ['成本基线不存在：{id}', 'No such cost baseline: {id}'],
  versionNotFound: ['版本不存在：{id}', 'No such version: {id}'],
  lineNotFound: ['成本项不存在：{id}', 'No such cost line: {id}'],
  noAccess: ['您没有查看该成本基线的权限', 'You have no access to this cost baseline.'],
  editorsOnly: ['只有编辑者或管理者可以修改成本基线', 'Only editors and managers can change this cost baseline.'],
  managersOnly: ['只有管理者可以执行此操作', 'Only managers can do this.'],
  draftExists: ['已有草稿版本（V{no}），请先生效或继续编辑该版本', 'There is already a draft (V{no}): activate or edit it first.'],
  reasonRequired: ['请填写新版本的原因', 'Please give the reason for the new version.'],
  notDraft: ['只有草稿版本可以修改', 'Only a draft version can be changed.'],
  emptyVersion: ['版本没有成本项，不能生效', 'A version without cost lines cannot be activated.'],
  itemRequired: ['请填写成本项名称', 'Please enter the cost item.'],
  labourNeedsRank: ['人工成本须填写职级和工时', 'A labour line needs a rank and hours.'],
  rankUnknown: ['未知职级：{rank}', 'Unknown rank: {rank}'],
  amountRequired: ['请填写金额', 'Please enter the amount.'],
  userNotFound: ['用户不存在：{account}', 'No such user: {account}'],
  alreadyManager: ['{name} 已是该基线的管理者', '{name} already manages this baseline.'],
  grantNotFound: ['该用户没有此基线的权限', 'This user has no permission on this baseline.'],
  // service packages (/fwb)
  generated: ['已将服务包成本项加入 {count} 个项目的草稿版本', 'Service-package lines added to the drafts of {count} projects.'],
  draftReason: ['服务包批量生成', 'Generated from service packages'],
  packageNotFound: ['服务包不存在：{id}', 'No such service package: {id}'],
  noBaseline: ['项目 {project} 还没有成本基线，请先在项目管理中创建', 'Project {project} has no cost baseline yet: create it on the project list first.'],
  notEditor: ['您不是项目 {project} 成本基线的编辑者，未生成任何成本项', 'You are not an editor of the cost baseline of {project}; nothing was added.'],
  noLines: ['所选服务包没有成本项', 'The chosen service packages have no cost lines.'],
} as const satisfies MessageTable;

export type CostBaselineMessageKey = keyof typeof MESSAGES;

export function costBaselineText(lang: Lang, key: CostBaselineMessageKey, params?: MessageParams): string {
  return translateFrom(MESSAGES, lang, key, params);
}

export function costBaselineMessage(request: FastifyRequest, key: CostBaselineMessageKey, params?: MessageParams): string {
  return costBaselineText(langOf(request), key, params);
}

/** A refusal of the area; the transaction it interrupts stores nothing. */
export class CostBaselineError extends TableError<typeof MESSAGES> {
  constructor(statusCode: 400 | 403 | 404, key: CostBaselineMessageKey, params?: MessageParams) {
    super(MESSAGES, statusCode, key, params);
  }
}
