// The directory's storage: the pinyin initials of every user (a column of users, filled where empty at each start
// and set when an administrator saves a user), the English full name of the seeded users that have one
// (users.fullname_en, from fixtures/seed/users.json `fullnameEn`), and the read-only view the people query
// (人员查询) and the directory search read: the active users of a tenant with their master post and its
// organisation, each name beside its English form (`x_en`, answered to an English reader by the query layer).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMissingColumns, type Db } from '../../db/database';
import { pinyinInitials } from './pinyin';

export const DIRECTORY_VIEWS = ['uc_user_directory'] as const;

const VIEW = `
DROP VIEW IF EXISTS uc_user_directory;
CREATE VIEW uc_user_directory AS
  SELECT u.id, u.tenant_id, u.account, u.fullname, u.fullname_en, u.initials, u.mobile, u.email, u.user_number,
         o.name AS org_name, o.name_en AS org_name_en, p.name AS post_name, p.name_en AS post_name_en
    FROM users u
    LEFT JOIN user_posts up ON up.user_id = u.id AND up.is_master = 1
    LEFT JOIN posts p ON p.id = up.post_id
    LEFT JOIN orgs o ON o.id = p.org_id
   WHERE u.status = 1;
`;

/** The seeded users' English full names: tenant, account, the seeded (Chinese) full name and its English. */
function seededEnglishNames(seedDir: string): { tenant: string; account: string; fullname: string; fullnameEn: string }[] {
  const file = join(seedDir, 'users.json');
  if (!seedDir || !existsSync(file)) return [];
  const { users } = JSON.parse(readFileSync(file, 'utf8')) as { users: { tenant: string; account: string; fullname: string; fullnameEn?: string }[] };
  return users.filter((user): user is typeof user & { fullnameEn: string } => typeof user.fullnameEn === 'string' && user.fullnameEn !== '');
}

export function prepareDirectory(db: Db, seedDir: string): void {
  addMissingColumns(db, 'users', { initials: 'TEXT', fullname_en: 'TEXT' });
  db.exec(VIEW);
  const missing = db.prepare('SELECT id, fullname FROM users WHERE initials IS NULL').all() as { id: string; fullname: string }[];
  const update = db.prepare('UPDATE users SET initials = ? WHERE id = ?');
  // Also in a database made before the column; only while the user still has the seeded name (an administrator's
  // rename clears the English one, administration/users.ts).
  const english = db.prepare('UPDATE users SET fullname_en = ? WHERE tenant_id = ? AND account = ? AND fullname = ? AND fullname_en IS NULL');
  const named = seededEnglishNames(seedDir);
  db.transaction(() => {
    for (const user of missing) update.run(pinyinInitials(user.fullname), user.id);
    for (const user of named) english.run(user.fullnameEn, user.tenant, user.account, user.fullname);
  })();
}
