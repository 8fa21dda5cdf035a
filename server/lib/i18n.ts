// Server messages in both portal languages, chosen by the request's Accept-Language (zh-CN by default).
import type { FastifyRequest } from 'fastify';

export type Lang = 'zh-CN' | 'en-US';

const MESSAGES = {
  unauthorized: ['未登录或登录已过期，请重新登录', 'You are not signed in or your session has expired. Please sign in again.'],
  passwordChangeRequired: ['请先修改密码后再使用系统', 'Change your password before using the portal.'],
  forbidden: ['没有权限执行此操作', 'You do not have permission to do this.'],
  notFound: ['请求的接口不存在：{path}', 'No such endpoint: {path}'],
  badRequest: ['请求参数不正确：{detail}', 'Invalid request: {detail}'],
  invalidJson: ['请求体不是有效的 JSON', 'The request body is not valid JSON.'],
  unsupportedMediaType: ['不支持的请求内容类型', 'Unsupported request content type.'],
  bodyTooLarge: ['请求体过大', 'The request body is too large.'],
  serverError: ['服务器内部错误，请联系管理员（日志编号 {logId}）', 'Internal server error. Please contact the administrator (log id {logId}).'],
  operationSuccess: ['操作成功', 'Operation successful.'],
  storageBusy: [
    '数据库正忙（另一个进程正在写入），本次操作未保存，请稍后重试（日志编号 {logId}）',
    'The database is busy (another process is writing); nothing was saved. Please try again in a moment (log id {logId}).',
  ],
  storageFileGone: [
    '数据库文件已被移除或替换，本次操作未保存；请联系管理员恢复数据库文件（日志编号 {logId}）',
    'The database file was removed or replaced; nothing was saved. Please ask the administrator to restore it (log id {logId}).',
  ],
  storageUnreachable: [
    '无法连接数据库，本次操作未完成，请稍后重试（日志编号 {logId}）',
    'The database cannot be reached; the action was not done. Please try again in a moment (log id {logId}).',
  ],
  multipartMalformed: ['上传请求的 multipart 内容格式不正确：{detail}', 'The multipart body of the upload is malformed: {detail}'],
  loginThrottled: [
    '登录失败次数过多，请在 {seconds} 秒后重试',
    'Too many failed sign-ins. Please try again in {seconds} seconds.',
  ],

  loginFailed: ['账号或密码错误', 'Incorrect account or password.'],
  accountDisabled: ['账号被禁用或离职', 'The account is disabled or the user has left.'],
  tenantDisabled: ['租户已禁用，无法登录', 'The tenant is disabled; its users cannot sign in.'],
  accountNotActivated: ['账号未激活，请联系管理员', 'The account has not been activated. Please contact the administrator.'],
  signedOut: ['退出登录成功', 'Signed out.'],
  ssoNotConfigured: ['未配置单点登录', 'Single sign-on is not configured.'],
  ssoInvalidTicket: ['单点登录票据无效或已过期', 'The single sign-on ticket is invalid or has expired.'],

  tenantNotFound: ['租户不存在', 'The tenant does not exist.'],
  userNotFound: ['用户不存在', 'The user does not exist.'],
  changePostOk: ['切换当前岗位成功', 'Switched the current post.'],
  postNotFound: ['岗位不存在或不属于该用户', 'The post does not exist or does not belong to this user.'],
  orgMasterNotFound: ['当前用户没有主组织', 'The current user has no master organisation.'],

  oldPasswordWrong: ['旧密码不正确', 'The old password is incorrect.'],
  onlyOwnPassword: ['只能修改自己的密码', 'You can only change your own password.'],
  passwordTooShort: ['密码长度不能少于 {length} 位', 'The password must be at least {length} characters long.'],
  passwordTooLong: ['密码不能超过 72 个字节', 'The password must not exceed 72 bytes.'],
  passwordRule2: ['密码必须同时包含数字和字母', 'The password must contain both digits and letters.'],
  passwordRule3: ['密码必须同时包含数字、字母和特殊字符', 'The password must contain digits, letters and special characters.'],
  passwordRule4: [
    '密码必须同时包含数字、大写字母、小写字母和特殊字符',
    'The password must contain digits, upper-case letters, lower-case letters and special characters.',
  ],
  passwordChanged: ['密码修改成功', 'Password changed.'],

  menuLoaded: ['获取当前用户菜单信息', 'Menus of the current user.'],
  badgeLoaded: ['获取未读消息数成功', 'Unread message count.'],

  fileMissing: ['请选择要上传的文件（表单字段 files）', 'Choose a file to upload (form field "files").'],
  fileTooLarge: ['文件大小不能超过 {limit} MB', 'The file must not be larger than {limit} MB.'],
  fileNotFound: ['文件不存在', 'The file does not exist.'],
  previewUnsupported: ['该文件类型不支持在线预览，请下载后查看', 'This file type cannot be previewed online; please download it.'],
  fileFormatNotAllowed: ['上传的附件只能是 {formats} 格式！', 'Attachments can only be of these formats: {formats}.'],
  fileNotYours: ['只能修改自己上传的附件', 'You can only change attachments you uploaded yourself.'],
  fileExtraPropsUpdated: ['更新附件的属性成功', 'The attachment properties have been updated.'],
  multipartRequired: ['上传请求必须是 multipart/form-data', 'Uploads must be sent as multipart/form-data.'],

  sealLoginPasswordWrong: ['登录密码不正确', 'The login password is incorrect.'],
  sealPasswordMismatch: ['两次输入的密码不一致', 'The two passwords do not match.'],
  sealImageInvalid: ['签章图片必须是本人上传的 png 图片', 'The seal image must be a png file uploaded by yourself.'],
  sealSaved: ['电子签章保存成功', 'Electronic seal saved.'],

  saved: ['保存成功', 'Saved.'],
  deleted: ['删除成功', 'Deleted.'],
  expressionRequired: ['常用语内容不能为空', 'The phrase must not be empty.'],
  approvalItemNotFound: ['常用语不存在', 'The common phrase does not exist.'],
  approvalItemNotOwn: ['只能修改或删除自己的常用语', 'You can only change or delete your own phrases.'],

  reportSubmitted: ['工时提交成功', 'Work hours submitted.'],
  reportFrozenAlready: ['该月工时已冻结，不能修改', 'The hours of this month are frozen and cannot be changed.'],
  reportFrozen: ['冻结成功', 'Frozen.'],
  reportNotFound: ['工时记录不存在', 'The work-hour record does not exist.'],
  reportChecked: ['校验完成', 'Checked.'],

  shortUrlResolved: ['获取链接成功', 'Link resolved.'],
  shortUrlExpired: ['链接已失效', 'The link has expired.'],
  shortUrlUnknown: ['链接不存在', 'The link does not exist.'],

  formRuleBadTarget: [
    '唯一性校验的目标格式不正确（{target}），应为“业务对象别名.字段名”',
    'Invalid uniqueness check target ({target}); expected "<business object alias>.<field name>".',
  ],
  formRuleChecked: ['校验通过', 'Check passed.'],
  budgetRankUnknown: ['职级“{rank}”没有人工成本标准', 'There is no labour cost rate for the rank "{rank}".'],
  budgetHoursInvalid: ['预算工时必须是不小于 0 的数字', 'The budgeted hours must be a number of at least 0.'],
  amountNotNumber: ['合同金额必须是数字', 'The contract amount must be a number.'],
  amountNotPositive: ['合同金额必须大于 0', 'The contract amount must be greater than 0.'],
  amountTooLarge: ['合同金额不能超过 {max} 元', 'The contract amount must not exceed {max} yuan.'],
  amountBelowPayments: ['合同金额不能小于付款计划合计 {total} 元', 'The contract amount must not be less than the payment plan total of {total} yuan.'],

  queryUnknownField: ['不支持的查询字段：{property}', 'Unsupported query field: {property}'],
  queryUnknownOperation: ['不支持的查询操作：{operation}', 'Unsupported query operation: {operation}'],
  queryBadValue: ['查询条件 {property} 的值无效', 'Invalid value for query field {property}'],
  queryUnknownSort: ['不支持的排序字段：{property}', 'Unsupported sort field: {property}'],
  queryBadDirection: ['排序方向只能是 ASC 或 DESC', 'The sort direction must be ASC or DESC.'],

  dbPathIsDirectory: ['无法打开数据库 {path}：该路径是一个目录，不是文件', 'Cannot open the database {path}: the path is a folder, not a file.'],
  dbPathNotFile: ['无法打开数据库 {path}：该路径不是普通文件', 'Cannot open the database {path}: the path is not a regular file.'],
  dbFileReadOnly: ['无法打开数据库 {path}：文件是只读的', 'Cannot open the database {path}: the file is read-only.'],
  dbFolderReadOnly: [
    '无法打开数据库 {path}：所在目录 {folder} 是只读的（SQLite 需要在其中写日志文件）',
    'Cannot open the database {path}: its folder {folder} is read-only (SQLite writes its journal there).',
  ],
  dbFolderUncreatable: ['无法打开数据库 {path}：无法创建目录 {folder}（{cause}）', 'Cannot open the database {path}: the folder {folder} cannot be created ({cause}).'],
  dbOpenFailed: ['无法打开数据库 {path}：{cause}', 'Cannot open the database {path}: {cause}'],
  dbConnectFailed: ['无法连接数据库 {address}：{cause}', 'Cannot connect to the database {address}: {cause}'],

  frontendMissing: [
    'Flowdesk 前端尚未构建：请先运行 `npm run build`，然后重新启动服务。',
    'The Flowdesk front end has not been built: run `npm run build`, then restart the server.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** Picks the first supported language of an Accept-Language header, honouring q-values. */
export function parseLanguage(header: string | undefined): Lang {
  if (!header) return 'zh-CN';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag.startsWith('en')) return 'en-US';
    if (tag.startsWith('zh')) return 'zh-CN';
  }
  return 'zh-CN';
}

export function langOf(request: FastifyRequest): Lang {
  const header = request.headers['accept-language'];
  return parseLanguage(Array.isArray(header) ? header[0] : header);
}

/** A table of messages: key → [zh-CN text, en-US text], with {name} placeholders. Areas keep their own. */
export type MessageTable = Readonly<Record<string, readonly [string, string]>>;

/** The message of `table` in `lang` with its placeholders filled (unknown ones are left as written). */
export function translateFrom<Table extends MessageTable>(table: Table, lang: Lang, key: keyof Table, params: MessageParams = {}): string {
  const text: string = table[key][lang === 'en-US' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return translateFrom(MESSAGES, lang, key, params);
}

export function t(request: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return translate(langOf(request), key, params);
}

/** A stored bilingual name: the English one when asked for and present, else the Chinese one. */
export function localized(lang: Lang, zh: string, en: string | null | undefined): string {
  return lang === 'en-US' && en ? en : zh;
}
