// The directory's storage: the pinyin initials of every user (a column of users, filled where empty at each start
// and set when an administrator saves a user) and the read-only view the people query (人员查询) and the
// directory search read: the active users of a tenant with their master post and its organisation.
import { addMissingColumns, type Db } from '../../db/database';
import { pinyinInitials } from './pinyin';

export const DIRECTORY_VIEWS = ['uc_user_directory'] as const;

const VIEW = `
DROP VIEW IF EXISTS uc_user_directory;
CREATE VIEW uc_user_directory AS
  SELECT u.id, u.tenant_id, u.account, u.fullname, u.initials, u.mobile, u.email, u.user_number,
         o.name AS org_name, p.name AS post_name
    FROM users u
    LEFT JOIN user_posts up ON up.user_id = u.id AND up.is_master = 1
    LEFT JOIN posts p ON p.id = up.post_id
    LEFT JOIN orgs o ON o.id = p.org_id
   WHERE u.status = 1;
`;

export function prepareDirectory(db: Db): void {
  addMissingColumns(db, 'users', { initials: 'TEXT' });
  db.exec(VIEW);
  const missing = db.prepare('SELECT id, fullname FROM users WHERE initials IS NULL').all() as { id: string; fullname: string }[];
  const update = db.prepare('UPDATE users SET initials = ? WHERE id = ?');
  db.transaction(() => {
    for (const user of missing) update.run(pinyinInitials(user.fullname), user.id);
  })();
}
