// Tables of the mail area. Every mail row is one user's copy in one folder (Hotent's Mail.type: 1 inbox,
// 2 sent, 3 drafts, 4 trash): sending writes the sender's sent copy and one inbox copy per recipient, so each
// owner reads, moves and deletes their copy alone. The HTML content is stored as written; it is Base64-encoded
// on the wire (getJson) and sanitized where it is shown. Attachments are files of the portal's file store,
// kept as JSON [{id, name, size}]. A mail account (portal_mail_setting, Hotent's MailSetting) is one user's
// SMTP/IMAP login; its password is sealed (secretBox.ts). Mail sent or fetched through an account carries its
// id (set_id, Hotent's Mail.setId); fetched mail keeps its Message-ID so that a fetch never stores it twice.
export const FOLDERS = { inbox: 1, sent: 2, drafts: 3, trash: 4 } as const;
export type FolderType = (typeof FOLDERS)[keyof typeof FOLDERS];
export const FOLDER_TYPES: readonly FolderType[] = Object.values(FOLDERS);

export const SCHEMA = `
CREATE TABLE IF NOT EXISTS portal_mail (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, owner_id TEXT NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (${FOLDER_TYPES.join(', ')})),
  subject TEXT NOT NULL DEFAULT '', content TEXT NOT NULL DEFAULT '',
  sender_id TEXT NOT NULL, sender_address TEXT NOT NULL, sender_name TEXT NOT NULL,
  receiver_addresses TEXT NOT NULL DEFAULT '', receiver_name TEXT NOT NULL DEFAULT '',
  copy_to_addresses TEXT NOT NULL DEFAULT '', copy_to_name TEXT NOT NULL DEFAULT '',
  files TEXT NOT NULL DEFAULT '[]', is_read INTEGER NOT NULL DEFAULT 0, is_reply INTEGER NOT NULL DEFAULT 0,
  send_date TEXT, create_time TEXT NOT NULL, update_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS portal_mail_owner ON portal_mail (tenant_id, owner_id, type, is_read);
CREATE TABLE IF NOT EXISTS portal_mail_linkman (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, owner_id TEXT NOT NULL,
  link_name TEXT NOT NULL, mail_address TEXT NOT NULL, phone TEXT NOT NULL DEFAULT '', org_name TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '', create_time TEXT NOT NULL, update_time TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS portal_mail_setting (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, owner_id TEXT NOT NULL,
  nick_name TEXT NOT NULL, mail_type TEXT NOT NULL DEFAULT 'imap', mail_address TEXT NOT NULL, password TEXT NOT NULL,
  smtp_host TEXT NOT NULL, smtp_port INTEGER NOT NULL, imap_host TEXT NOT NULL, imap_port INTEGER NOT NULL,
  ssl INTEGER NOT NULL DEFAULT 0, validate INTEGER NOT NULL DEFAULT 1, is_delete_remote INTEGER NOT NULL DEFAULT 0,
  is_handle_attach INTEGER NOT NULL DEFAULT 1, is_default INTEGER NOT NULL DEFAULT 0,
  uid_validity TEXT NOT NULL DEFAULT '', last_uid INTEGER NOT NULL DEFAULT 0, last_sync_time TEXT,
  create_time TEXT NOT NULL, update_time TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS portal_mail_setting_owner ON portal_mail_setting (tenant_id, owner_id);
CREATE UNIQUE INDEX IF NOT EXISTS portal_mail_linkman_address ON portal_mail_linkman (tenant_id, owner_id, mail_address COLLATE NOCASE);
`;

/** Columns added after the first version of portal_mail: older database files get them by ALTER TABLE. */
export const MAIL_ADDED_COLUMNS = { set_id: "TEXT NOT NULL DEFAULT ''", message_id: "TEXT NOT NULL DEFAULT ''" } as const;
