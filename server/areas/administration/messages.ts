// Messages of the administration area in both portal languages (an AdminError carries its key; the app's error
// handler words it in the caller's language).
import { TableError } from '../../lib/errors';
import type { MessageParams, MessageTable } from '../../lib/i18n';

const MESSAGES = {
  saved: ['保存成功', 'Saved.'],
  orgAdded: ['组织添加成功', 'Organisation added.'],
  orgMoved: ['组织移动成功', 'Organisation moved.'],
  orgEnabled: ['组织已启用', 'Organisation enabled.'],
  orgDisabled: ['组织已禁用', 'Organisation disabled.'],
  userAdded: ['用户添加成功', 'User added.'],
  userEnabled: ['用户已启用', 'User enabled.'],
  userDisabled: ['用户已禁用', 'User disabled.'],
  passwordReset: ['密码重置成功，用户下次登录时需修改密码', 'Password reset. The user must change it at the next sign-in.'],

  accountExists: ['账号已存在：{account}', 'The account already exists: {account}'],
  accountFormat: ['账号格式不符合要求（2 到 20 位字母、数字、下划线或连字符）', 'The account must be 2 to 20 letters, digits, underscores or hyphens.'],
  codeExists: ['编码已存在：{code}', 'The code is already in use: {code}'],
  orgNotFound: ['组织不存在：{id}', 'No such organisation: {id}'],
  orgDisabledParent: ['组织已禁用，不能在其下添加：{name}', 'The organisation is disabled; nothing can be added under it: {name}'],
  orgMoveIntoItself: ['不能把组织移到它自己或它的下级组织之下', 'An organisation cannot be moved under itself or one of its own sub-organisations.'],
  orgMoveOtherDimension: ['只能在同一维度内移动组织', 'An organisation can only be moved within its own dimension.'],
  dimensionNotFound: ['维度不存在：{id}', 'No such dimension: {id}'],
  userNotFound: ['用户不存在：{id}', 'No such user: {id}'],
  postNotFound: ['岗位不存在：{id}', 'No such post: {id}'],
  postInDisabledOrg: ['岗位所在的组织已禁用：{name}', 'The post belongs to a disabled organisation: {name}'],
  masterPostNotAssigned: ['主岗位必须是所选岗位之一', 'The main post must be one of the chosen posts.'],
  roleNotFound: ['角色不存在：{id}', 'No such role: {id}'],
  jobNotFound: ['职务不存在：{id}', 'No such job: {id}'],
  recordNotFound: ['记录不存在：{id}', 'No such record: {id}'],
  lastAdministrator: ['不能禁用或移除最后一位系统管理员', 'The last administrator cannot be disabled or lose the administrator role.'],
  adminRoleDisabled: ['系统管理员角色不能停用', 'The administrator role cannot be disabled.'],
  nameRequired: ['名称不能为空', 'The name must not be empty.'],
  tenantCodeFormat: ['租户编码只能包含 2 到 20 位小写字母、数字或连字符', 'The tenant code must be 2 to 20 lower-case letters, digits or hyphens.'],
  tenantNotFound: ['租户不存在：{id}', 'No such tenant: {id}'],
  tenantAdded: ['租户创建成功', 'Tenant created.'],
  tenantEnabled: ['租户已启用', 'Tenant enabled.'],
  tenantDisabled: ['租户已禁用', 'Tenant disabled.'],
  tenantAdminRequired: ['新租户必须指定租户管理员', 'A new tenant needs its administrator.'],
  platformTenantFixed: ['平台租户不能禁用', 'The platform tenant cannot be disabled.'],
  logoInvalid: ['图片必须是本人上传的 png、jpeg、gif、webp 或 svg 文件', 'The image must be a png, jpeg, gif, webp or svg file uploaded by yourself.'],
} as const satisfies MessageTable;

export type AdminMessageKey = keyof typeof MESSAGES;

export class AdminError extends TableError<typeof MESSAGES> {
  constructor(statusCode: 400 | 403 | 404, key: AdminMessageKey, params: MessageParams = {}) {
    super(MESSAGES, statusCode, key, params);
  }
}

/** The CommonResult of a done action, worded in the caller's language. */
export const ADMIN_MESSAGES = MESSAGES;
