// Tables of the mail area. Every mail row is one user's copy in one folder (Hotent's Mail.type: 1 inbox,
// 2 sent, 3 drafts, 4 trash): sending writes the sender's sent copy and one inbox copy per recipient, so each
// owner reads, moves and deletes their copy alone. The HTML content is stored as written; it is Base64-encoded
// on the wire (getJson) and sanitized where it is shown. Attachments are files of the portal's file store,
// kept as JSON [{id, name, size}].
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
CREATE UNIQUE INDEX IF NOT EXISTS portal_mail_linkman_address ON portal_mail_linkman (tenant_id, owner_id, mail_address COLLATE NOCASE);
`;
