// Mail accounts (portal_mail_setting) as stored and as sent: the caller's own rows only, the password sealed at
// rest and never part of an answer, and the servers of an account ready to connect to.
import type { Db } from '../../db/database';
import type { AuthInfo } from '../../lib/auth';
import type { AccountServers } from './accountServers';
import { MailError } from './messages';
import type { SecretBox } from './secretBox';

export interface SettingRow {
  id: string;
  owner_id: string;
  nick_name: string;
  mail_type: string;
  mail_address: string;
  password: string;
  smtp_host: string;
  smtp_port: number;
  imap_host: string;
  imap_port: number;
  ssl: number;
  validate: number;
  is_delete_remote: number;
  is_handle_attach: number;
  is_default: number;
  uid_validity: string;
  last_uid: number;
  last_sync_time: string | null;
  create_time: string;
  update_time: string;
}

/** Hotent's MailSetting field names, without the password. */
export function toSettingDto(row: SettingRow) {
  return {
    id: row.id,
    userId: row.owner_id,
    nickName: row.nick_name,
    mailType: row.mail_type,
    mailAddress: row.mail_address,
    smtpHost: row.smtp_host,
    smtpPort: row.smtp_port,
    imapHost: row.imap_host,
    imapPort: row.imap_port,
    ssl: row.ssl,
    validate: row.validate,
    isDeleteRemote: row.is_delete_remote,
    isHandleAttach: row.is_handle_attach,
    isDefault: row.is_default,
    lastSyncTime: row.last_sync_time ?? '',
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

export interface AccountStore {
  /** the caller's account, or 404 */
  own(auth: AuthInfo, id: string): SettingRow;
  /** the account's servers with its password opened */
  serversOf(row: SettingRow): AccountServers;
}

export function accountStore(db: Db, box: SecretBox): AccountStore {
  const byId = db.prepare('SELECT * FROM portal_mail_setting WHERE id = ? AND tenant_id = ? AND owner_id = ?');
  return {
    own(auth, id) {
      const row = byId.get(id, auth.tenantId, auth.userId) as SettingRow | undefined;
      if (!row) throw new MailError(404, 'settingNotFound');
      return row;
    },
    serversOf(row) {
      const password = box.open(row.password);
      // sealed under another key (FLOWDESK_MAIL_SECRET changed): the user has to type it again
      if (password === undefined) throw new MailError(400, 'passwordUnreadable');
      return {
        mailAddress: row.mail_address,
        password,
        smtpHost: row.smtp_host,
        smtpPort: row.smtp_port,
        imapHost: row.imap_host,
        imapPort: row.imap_port,
        ssl: row.ssl === 1,
        validate: row.validate === 1,
      };
    },
  };
}
