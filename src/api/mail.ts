// Internal mail, contacts and mail accounts (spec 03-portal §2 /v-mail, §7 "Internal mail"; docs/mail.md). The config has no
// mail host: as in Hotent's front end, the calls go to the portal host.
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult, PageList, QueryFilter } from './types';

/** Hotent's Mail.type: the folder a copy is in. */
export const MAIL_FOLDERS = { inbox: 1, sent: 2, drafts: 3, trash: 4 } as const;
export type MailFolderType = (typeof MAIL_FOLDERS)[keyof typeof MAIL_FOLDERS];

export interface MailSummary {
  id: string;
  type: MailFolderType;
  subject: string;
  senderAddress: string;
  senderName: string;
  /** comma-separated */
  receiverAddresses: string;
  receiverName: string;
  copyToAddresses: string;
  copyToName: string;
  /** 0 unread, 1 read */
  isRead: number;
  isReply: number;
  /** 'yyyy-MM-dd HH:mm:ss'; '' for drafts */
  sendDate: string;
  createTime: string;
  updateTime: string;
  /** comma-separated file ids */
  fileIds: string;
  /** the mail account it was sent or fetched through; '' for mail between portal users */
  setId?: string;
}

export interface MailAttachment {
  id: string;
  fileName: string;
  fileSize: number;
}

export interface MailDetail extends MailSummary {
  /** Base64 of the UTF-8 HTML */
  content: string;
  mailAttachments: MailAttachment[];
}

export interface MailFolder {
  id: string;
  parentId: string;
  types: MailFolderType;
  /** the folder's name in the caller's language */
  nickName: string;
  unread: number;
  total: number;
}

export interface SendMailInput {
  /** the draft being edited or sent */
  id?: string;
  /** 2 sends, 3 saves a draft */
  type: typeof MAIL_FOLDERS.sent | typeof MAIL_FOLDERS.drafts;
  subject: string;
  /** HTML */
  content: string;
  receiverAddresses: string;
  copyToAddresses: string;
  fileIds: string;
  /** the caller's mail this one answers */
  replyMailId?: string;
  /** send through this mail account (SMTP) instead of to portal users */
  setId?: string;
}

/** A mail account (Hotent's MailSetting); the password never comes back from the server. */
export interface MailSetting {
  id?: string;
  nickName: string;
  /** only 'imap' is read */
  mailType: string;
  mailAddress: string;
  /** sent only when typed (with isOriginPwd=true) */
  password?: string;
  smtpHost: string;
  smtpPort: number;
  imapHost: string;
  imapPort: number;
  /** 1: implicit TLS on both servers */
  ssl: number;
  /** 1: the SMTP server wants a login */
  validate: number;
  /** 1: fetched mail is deleted on the server */
  isDeleteRemote: number;
  /** 1: attachments are fetched too */
  isHandleAttach: number;
  isDefault: number;
  /** '' before the first fetch */
  lastSyncTime?: string;
}

export interface SyncResult {
  count: number;
  /** messages left on the server for their size */
  skipped: number;
}

export interface Linkman {
  id?: string;
  linkName: string;
  /** the contact's mail address (Hotent's name) */
  mailId: string;
  phone?: string;
  /** company */
  orgName?: string;
  note?: string;
  createTime?: string;
}

/** One completion of an address: a contact of the caller or a portal user. */
export interface AddressSuggestion {
  id: string;
  linkName: string;
  mailId: string;
  orgName: string;
  source: 'linkman' | 'user';
}

const MAIL = '${portal}/mail/mail/mail/v1';
const LINKMAN = '${portal}/mail/mail/mailLinkman/v1';
const SETTING = '${portal}/mail/mail/mailSetting/v1';

/** POST …/mail/v1/listJson — the caller's mails; the folder is the querys property `type`. */
export function listMails(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<MailSummary>>> {
  return request<PageList<MailSummary>>({ url: `${MAIL}/listJson`, method: 'POST', data: filter, allowDuplicate: true, ...options });
}

/** GET …/mail/v1/getMailTreeData — the four folders with unread and total counts. */
export function getMailFolders(options?: CallOptions): Promise<ApiResult<MailFolder[]>> {
  return request<MailFolder[]>({ url: `${MAIL}/getMailTreeData`, allowDuplicate: true, ...options });
}

/** GET …/mail/v1/getJson?id — one of the caller's mails. */
export function getMail(id: string, options?: CallOptions): Promise<ApiResult<MailDetail>> {
  return request<MailDetail>({ url: `${MAIL}/getJson`, params: { id }, ...options });
}

/** GET …/mail/v1/isRead?id — marks a mail read. */
export function markMailRead(id: string, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: `${MAIL}/isRead`, params: { id }, ...options });
}

/** GET …/mail/v1/remove?ids&type — mails of folder `type` to the trash; from the trash (4) permanently. */
export function removeMails(ids: string[], type: MailFolderType, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: `${MAIL}/remove`, params: { ids: ids.join(','), type }, ...options });
}

/** POST …/mail/v1/send — sends (type 2: to portal users, or through the account `setId`) or saves a draft (type 3); value: the caller's copy id. */
export function sendMail(input: SendMailInput, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: `${MAIL}/send`, method: 'POST', data: input, ...options });
}

/** GET …/mailLinkman/v1/getMailAndUserData?query — contacts and portal users matching the text (bare array). */
export function searchAddresses(query: string, options?: CallOptions): Promise<ApiResult<AddressSuggestion[]>> {
  return request<AddressSuggestion[]>({ url: `${LINKMAN}/getMailAndUserData`, params: { query }, allowDuplicate: true, ...options });
}

/** POST …/mailLinkman/v1/listJson — the caller's contacts. */
export function listLinkmen(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<Linkman>>> {
  return request<PageList<Linkman>>({ url: `${LINKMAN}/listJson`, method: 'POST', data: filter, allowDuplicate: true, ...options });
}

/** GET …/mailLinkman/v1/getJson?id */
export function getLinkman(id: string, options?: CallOptions): Promise<ApiResult<Linkman>> {
  return request<Linkman>({ url: `${LINKMAN}/getJson`, params: { id }, ...options });
}

/** POST …/mailLinkman/v1/save — adds (no id) or updates a contact; value: its id. */
export function saveLinkman(linkman: Linkman, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: `${LINKMAN}/save`, method: 'POST', data: linkman, ...options });
}

/** GET …/mailLinkman/v1/getLinkMan?mailId — message '1' when the address is a contact of the caller, '2' when not. */
export function findLinkmanByAddress(mailId: string, options?: CallOptions): Promise<ApiResult<CommonResult<Linkman | null>>> {
  return request<CommonResult<Linkman | null>>({ url: `${LINKMAN}/getLinkMan`, params: { mailId }, ...options });
}

/** DELETE …/mailLinkman/v1/remove?ids */
export function removeLinkmen(ids: string[], options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: `${LINKMAN}/remove`, method: 'DELETE', params: { ids: ids.join(',') }, ...options });
}

/** POST …/mail/v1/sync?id — fetches the new mail of an account's IMAP inbox. */
export function syncMailAccount(id: string, options?: CallOptions): Promise<ApiResult<CommonResult<SyncResult>>> {
  return request<CommonResult<SyncResult>>({ url: `${MAIL}/sync`, method: 'POST', params: { id }, data: {}, ...options });
}

/** POST …/mailSetting/v1/listJson — the caller's mail accounts. */
export function listMailSettings(filter: QueryFilter, options?: CallOptions): Promise<ApiResult<PageList<MailSetting>>> {
  return request<PageList<MailSetting>>({ url: `${SETTING}/listJson`, method: 'POST', data: filter, allowDuplicate: true, ...options });
}

/** GET …/mailSetting/v1/getJson?id */
export function getMailSetting(id: string, options?: CallOptions): Promise<ApiResult<MailSetting>> {
  return request<MailSetting>({ url: `${SETTING}/getJson`, params: { id }, ...options });
}

/** POST …/mailSetting/v1/save?isOriginPwd — `passwordTyped`: the setting carries a newly typed password; else the stored one stays. */
export function saveMailSetting(setting: MailSetting, passwordTyped: boolean, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> {
  return request<CommonResult<string>>({ url: `${SETTING}/save`, method: 'POST', params: { isOriginPwd: passwordTyped }, data: setting, ...options });
}

/** POST …/mailSetting/v1/test?isOriginPwd — tests the servers of a setting being edited ('连接成功', or state false). */
export function testMailSetting(setting: MailSetting, passwordTyped: boolean, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: `${SETTING}/test`, method: 'POST', params: { isOriginPwd: passwordTyped }, data: setting, ...options });
}

/** POST …/mailSetting/v1/test?id — tests a stored account. */
export function testStoredMailSetting(id: string, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: `${SETTING}/test`, method: 'POST', params: { id }, data: {}, ...options });
}

/** DELETE …/mailSetting/v1/remove?ids */
export function removeMailSettings(ids: string[], options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: `${SETTING}/remove`, method: 'DELETE', params: { ids: ids.join(',') }, ...options });
}

/** POST …/mailSetting/v1/setDefault?id */
export function setDefaultMailSetting(id: string, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: `${SETTING}/setDefault`, method: 'POST', params: { id }, data: {}, ...options });
}
