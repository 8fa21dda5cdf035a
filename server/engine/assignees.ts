// Who gets a user task (the fd:assignee expression of graph.ts), resolved against the tenant's organisation.
import type { Db } from '../db/database';
import type { InstanceRow, Person } from './store';

const ACTIVE = 'u.status = 1';

/** The master-post organisation of a user, or undefined. */
export function masterOrgOf(db: Db, userId: string): string | undefined {
  const row = db
    .prepare('SELECT p.org_id FROM user_posts up JOIN posts p ON p.id = up.post_id WHERE up.user_id = ? ORDER BY up.is_master DESC, p.id LIMIT 1')
    .get(userId) as { org_id: string } | undefined;
  return row?.org_id;
}

/**
 * The holders of a charge post of an organisation other than `userId`, going up the tree until some are found:
 * a user's leaders (the flow's `leader` assignee, the directory's "current leader").
 */
export function leadersOf(db: Db, orgId: string | undefined, userId: string): Person[] {
  const holders = db.prepare(
    `SELECT DISTINCT u.id, u.fullname AS name FROM posts p JOIN user_posts up ON up.post_id = p.id JOIN users u ON u.id = up.user_id
     WHERE p.org_id = ? AND p.is_charge = 1 AND u.id <> ? AND ${ACTIVE} ORDER BY u.id`,
  );
  const parent = db.prepare('SELECT parent_id FROM orgs WHERE id = ?');
  for (let depth = 0, current = orgId; current && depth < 20; depth += 1) {
    const found = holders.all(current, userId) as Person[];
    if (found.length > 0) return found;
    current = (parent.get(current) as { parent_id: string | null } | undefined)?.parent_id ?? undefined;
  }
  return [];
}

export function resolveAssignees(db: Db, expression: string, instance: InstanceRow): Person[] {
  const [kind, value = ''] = expression.split(':', 2) as [string, string | undefined];
  const tenant = instance.tenant_id;
  switch (kind) {
    case 'initiator':
      return [{ id: instance.creator_id, name: instance.creator_name }];
    case 'leader':
      return leadersOf(db, instance.create_org_id ?? masterOrgOf(db, instance.creator_id), instance.creator_id);
    case 'user': {
      const ids = value.split(',');
      const rows = db
        .prepare(`SELECT u.id, u.fullname AS name FROM users u WHERE u.tenant_id = ? AND ${ACTIVE} AND u.id IN (${ids.map(() => '?').join(', ')}) ORDER BY u.id`)
        .all(tenant, ...ids) as Person[];
      return rows;
    }
    case 'role':
      return db
        .prepare(
          `SELECT DISTINCT u.id, u.fullname AS name FROM roles r JOIN user_roles ur ON ur.role_id = r.id JOIN users u ON u.id = ur.user_id
           WHERE r.tenant_id = ? AND r.code = ? AND ${ACTIVE} ORDER BY u.id`,
        )
        .all(tenant, value) as Person[];
    case 'org':
      return db
        .prepare(
          `SELECT DISTINCT u.id, u.fullname AS name FROM posts p JOIN user_posts up ON up.post_id = p.id JOIN users u ON u.id = up.user_id
           WHERE p.tenant_id = ? AND p.org_id = ? AND ${ACTIVE} ORDER BY u.id`,
        )
        .all(tenant, value) as Person[];
    default:
      return [];
  }
}
