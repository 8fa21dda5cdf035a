// Messages of the mail area in both portal languages. A MailError carries its key; the app's error handler
// answers it with its status and the sentence in the caller's language.
import type { FastifyRequest } from 'fastify';
import { TableError } from '../../lib/errors';
import { langOf, translateFrom, type MessageParams, type MessageTable } from '../../lib/i18n';

const MESSAGES = {
  sent: ['邮件发送成功', 'Mail sent.'],
  draftSaved: ['草稿保存成功', 'Draft saved.'],
  movedToTrash: ['已将 {count} 封邮件移至垃圾箱', '{count} mail(s) moved to the trash.'],
  deletedForever: ['已彻底删除 {count} 封邮件', '{count} mail(s) deleted permanently.'],
  markedRead: ['已标记为已读', 'Marked as read.'],
  mailNotFound: ['邮件不存在或已被删除', 'The mail does not exist or has been deleted.'],
  draftNotFound: ['草稿不存在或已发送', 'The draft does not exist or has already been sent.'],
  recipientRequired: ['请填写收件人', 'Enter at least one recipient.'],
  recipientUnknown: [
    '收件人“{address}”不是本系统用户；发送外部邮件需要先配置邮箱账户',
    'The recipient "{address}" is not a portal user; mail to outside addresses needs a mail account.',
  ],
  tooManyRecipients: ['收件人和抄送人最多 {max} 个', 'At most {max} recipients and copies.'],
  subjectRequired: ['请填写邮件主题', 'Enter a subject.'],
  attachmentNotFound: ['附件不存在：{id}', 'No such attachment: {id}'],
  badFolder: ['邮件类型只能是 1（收件箱）、2（发件箱）、3（草稿箱）或 4（垃圾箱）', 'The folder type must be 1 (inbox), 2 (sent), 3 (drafts) or 4 (trash).'],
  idsRequired: ['请选择要删除的记录', 'Choose the records to delete.'],
  inbox: ['收件箱', 'Inbox'],
  sentBox: ['发件箱', 'Sent'],
  drafts: ['草稿箱', 'Drafts'],
  trash: ['垃圾箱', 'Trash'],
  linkmanAdded: ['添加邮箱联系人成功', 'Contact added.'],
  linkmanUpdated: ['更新邮箱联系人成功', 'Contact updated.'],
  linkmenRemoved: ['已删除 {count} 个联系人', '{count} contact(s) deleted.'],
  linkmanNotFound: ['联系人不存在或已被删除', 'The contact does not exist or has been deleted.'],
  linkmanExists: ['该邮箱地址已存在，无须重复添加', 'A contact with this address already exists.'],
  linkNameRequired: ['请填写联系人姓名', 'Enter the contact\'s name.'],
  emailInvalid: ['邮箱地址格式不正确：{address}', 'Not a valid mail address: {address}'],
  settingSaved: ['保存成功', 'Saved.'],
  settingNotFound: ['邮箱配置不存在或已被删除', 'The mail account does not exist or has been deleted.'],
  settingExists: ['该邮箱地址已经配置过了', 'This address already has an account.'],
  settingsRemoved: ['删除外部邮件用户设置成功', '{count} mail account(s) deleted.'],
  defaultSet: ['设置成功!', 'Default account set.'],
  connected: ['连接成功', 'Connection successful.'],
  testFailed: ['测试连接失败,请检查邮箱配置（{server}：{reason}）', 'The connection test failed; check the account ({server}: {reason}).'],
  nickNameRequired: ['请输入用户名称', 'Enter a name for the account.'],
  passwordRequired: ['请输入邮箱授权码', 'Enter the account\'s password or authorization code.'],
  passwordUnreadable: ['无法读取已保存的邮箱密码，请重新输入', 'The stored password cannot be read; enter it again.'],
  mailTypeUnsupported: ['不支持的邮箱类型：{type}（仅支持 imap）', 'Unsupported mail type: {type} (only imap).'],
  hostInvalid: ['请输入正确的 {server} 主机', 'Enter a valid {server} host.'],
  portInvalid: ['{server} 端口必须是 1–65535 之间的整数', 'The {server} port must be a whole number from 1 to 65535.'],
  tooManyAccounts: ['每人最多配置 {max} 个邮箱', 'At most {max} mail accounts per person.'],
  sendFailed: ['邮件发送失败（{server}：{reason}）', 'The mail was not sent ({server}: {reason}).'],
  syncFailed: ['收取邮件失败（{server}：{reason}）', 'Fetching mail failed ({server}: {reason}).'],
  synced: ['收取完成：{count} 封新邮件', 'Fetched {count} new mail(s).'],
  syncedSkipped: ['收取完成：{count} 封新邮件，{skipped} 封超过 {limit} MB 未收取', 'Fetched {count} new mail(s); {skipped} over {limit} MB left on the server.'],
} as const satisfies MessageTable;

export type MailMessageKey = keyof typeof MESSAGES;

export function mailMessage(request: FastifyRequest, key: MailMessageKey, params?: MessageParams): string {
  return translateFrom(MESSAGES, langOf(request), key, params);
}

/** A refusal of the area; nothing of the request it interrupts is stored. */
export class MailError extends TableError<typeof MESSAGES> {
  constructor(statusCode: 400 | 404 | 502, key: MailMessageKey, params?: MessageParams) {
    super(MESSAGES, statusCode, key, params);
  }
}
