// Fills an empty database with the demo organisation of fixtures/seed/*.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { formatDateTime, newId } from '../lib/ids';
import { hashPassword } from '../lib/password';
import type { Db } from './database';

export const DEFAULT_SEED_DIR = fileURLToPath(new URL('../../fixtures/seed/', import.meta.url));

interface Bilingual {
  name: string;
  nameEn?: string;
}

interface TenantSeed extends Bilingual {
  id: string;
  code: string;
  nameFront: string;
  nameFrontEn?: string;
  logo: string;
  ico: string;
  passwordStrategy: { enable: number; pwdRule: number; pwdLength: number; duration: number };
}

interface OrganisationSeed {
  tenant: string;
  dimensions: (Bilingual & { id: string; code: string; isDefault: boolean; description?: string })[];
  orgs: (Bilingual & { id: string; dem: string; parent: string | null; code: string; grade?: string })[];
  jobs: (Bilingual & { id: string; code: string; postLevel?: string })[];
  posts: (Bilingual & { id: string; org: string; job: string; code: string; isCharge: boolean })[];
  roles: (Bilingual & { id: string; code: string })[];
}

interface UserSeed {
  id: string;
  tenant: string;
  account: string;
  password: string;
  fullname: string;
  /** the English full name (read by the directory area, which keeps users.fullname_en) */
  fullnameEn?: string;
  sex: 'male' | 'female';
  email?: string;
  mobile?: string;
  address?: string;
  status?: number;
  mustChangePassword?: boolean;
  userNumber?: string;
  entryDate?: string;
  education?: string;
  postLevel?: string;
  rank?: string;
  mgrRank?: string;
  posts: { code: string; master: boolean }[];
  roles: string[];
}

interface MenuSeed extends Bilingual {
  id: number;
  alias: string;
  icon?: string;
  menuUrl?: string;
  href?: string;
  hidden?: boolean;
  roles?: string[];
  visibility?: 'all' | 'secretary' | 'platform';
  children?: MenuSeed[];
}

interface MenuFile {
  menus: MenuSeed[];
  methods: (Bilingual & { alias: string; menu?: string })[];
  roleMethods: Record<string, string[]>;
}

interface MessageFile {
  messages: { tenant: string; from: string; to: string[]; subject: string; content: string; time: string; readBy: string[] }[];
  generated: { tenant: string; to: string; count: number; subject: string; content: string; startTime: string }[];
}

interface ApprovalItemFile {
  items: { id: string; tenant: string; owner: string; type: 1 | 2; expression: string; defKey?: string; typeId?: string; sn: number; time: string }[];
}

interface ReportFile {
  workReports: { tenant: string; account: string; depCode: string; year: number; hours: number[]; frozenThrough: number; submittedThrough: number }[];
  costReports: { tenant: string; depCode: string; annual: number; amount: number }[];
}

interface ShortUrlFile {
  shortUrls: { code: string; tenant: string; url: string; guestToken: string; expireTime: string | null }[];
}

interface BoDataFile {
  records: { id: string; tenant: string; boAlias: string; time: string; data: Record<string, unknown> }[];
}

const parseLocal = (text: string) => new Date(text.replace(' ', 'T'));
const pad = (n: number) => String(n).padStart(2, '0');

/** Seeds the database when it has no tenant yet; answers whether it did. */
export async function seedIfEmpty(db: Db, seedDir: string = DEFAULT_SEED_DIR): Promise<boolean> {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM tenants').get() as { count: number };
  if (count > 0) return false;
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(seedDir, name), 'utf8')) as T;
  const { tenants } = read<{ tenants: TenantSeed[] }>('tenants.json');
  const organisation = read<{ tenants: OrganisationSeed[] }>('organisation.json');
  const { users, secretaries } = read<{ users: UserSeed[]; secretaries: { tenant: string; leader: string; secretary: string }[] }>('users.json');
  const menus = read<MenuFile>('menus.json');
  const messages = read<MessageFile>('messages.json');
  const approvalItems = read<ApprovalItemFile>('approvalItems.json');
  const reports = read<ReportFile>('reports.json');
  const shortUrls = read<ShortUrlFile>('shortUrls.json');
  const boData = read<BoDataFile>('bo_data.json');

  // Demo accounts share a few passwords: hash each distinct one once (bcrypt is slow on purpose).
  const hashes = new Map<string, string>();
  for (const password of new Set(users.map((u) => u.password))) hashes.set(password, await hashPassword(password));

  const created = formatDateTime(new Date());
  const userIdByAccount = (tenant: string, account: string): string => {
    const user = users.find((u) => u.tenant === tenant && u.account === account);
    if (!user) throw new Error(`seed: unknown account ${account} in tenant ${tenant}`);
    return user.id;
  };

  db.transaction(() => {
    for (const tenant of tenants) {
      db.prepare(
        'INSERT INTO tenants (id, code, name, name_en, name_front, name_front_en, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(tenant.id, tenant.code, tenant.name, tenant.nameEn ?? null, tenant.nameFront, tenant.nameFrontEn ?? null, created);
      for (const [logoType, file] of [['logo', tenant.logo], ['ico', tenant.ico]] as const) {
        db.prepare('INSERT INTO logos (tenant_id, logo_type, file_name, content_type, data) VALUES (?, ?, ?, ?, ?)').run(
          tenant.id,
          logoType,
          file.split('/').pop() ?? file,
          'image/svg+xml',
          readFileSync(join(seedDir, file)),
        );
      }
      const s = tenant.passwordStrategy;
      db.prepare('INSERT INTO pwd_strategies (tenant_id, enable, pwd_rule, pwd_length, duration) VALUES (?, ?, ?, ?, ?)').run(
        tenant.id,
        s.enable,
        s.pwdRule,
        s.pwdLength,
        s.duration,
      );
    }

    for (const org of organisation.tenants) {
      for (const d of org.dimensions) {
        db.prepare('INSERT INTO dimensions (id, tenant_id, code, name, name_en, is_default, description) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
          d.id, org.tenant, d.code, d.name, d.nameEn ?? null, d.isDefault ? 1 : 0, d.description ?? null,
        );
      }
      org.orgs.forEach((o, index) => {
        db.prepare('INSERT INTO orgs (id, tenant_id, dem_id, parent_id, code, name, name_en, grade, sn) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
          o.id, org.tenant, o.dem, o.parent, o.code, o.name, o.nameEn ?? null, o.grade ?? null, index + 1,
        );
      });
      for (const j of org.jobs) {
        db.prepare('INSERT INTO jobs (id, tenant_id, code, name, name_en, post_level) VALUES (?, ?, ?, ?, ?, ?)').run(
          j.id, org.tenant, j.code, j.name, j.nameEn ?? null, j.postLevel ?? null,
        );
      }
      for (const p of org.posts) {
        db.prepare('INSERT INTO posts (id, tenant_id, org_id, job_id, code, name, name_en, is_charge) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
          p.id, org.tenant, p.org, p.job, p.code, p.name, p.nameEn ?? null, p.isCharge ? 1 : 0,
        );
      }
      for (const r of org.roles) {
        db.prepare('INSERT INTO roles (id, tenant_id, code, name, name_en) VALUES (?, ?, ?, ?, ?)').run(r.id, org.tenant, r.code, r.name, r.nameEn ?? null);
      }
    }

    const postId = db.prepare('SELECT id FROM posts WHERE tenant_id = ? AND code = ?');
    const roleId = db.prepare('SELECT id FROM roles WHERE tenant_id = ? AND code = ?');
    for (const u of users) {
      db.prepare(
        `INSERT INTO users (id, tenant_id, account, fullname, password, email, mobile, address, sex, status, must_change_pwd,
           user_number, entry_date, education, post_level, rank, mgr_rank, pwd_create_time, create_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        u.id, u.tenant, u.account, u.fullname, hashes.get(u.password)!, u.email ?? null, u.mobile ?? null, u.address ?? null, u.sex,
        u.status ?? 1, u.mustChangePassword ? 1 : 0, u.userNumber ?? null, u.entryDate ?? null, u.education ?? null,
        u.postLevel ?? null, u.rank ?? null, u.mgrRank ?? null, created, created,
      );
      for (const post of u.posts) {
        const row = postId.get(u.tenant, post.code) as { id: string } | undefined;
        if (!row) throw new Error(`seed: unknown post ${post.code} for ${u.account}`);
        db.prepare('INSERT INTO user_posts (user_id, post_id, is_master) VALUES (?, ?, ?)').run(u.id, row.id, post.master ? 1 : 0);
      }
      for (const code of u.roles) {
        const row = roleId.get(u.tenant, code) as { id: string } | undefined;
        if (!row) throw new Error(`seed: unknown role ${code} for ${u.account}`);
        db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(u.id, row.id);
      }
    }
    for (const s of secretaries) {
      db.prepare('INSERT INTO secretaries (id, tenant_id, leader_id, secretary_id) VALUES (?, ?, ?, ?)').run(
        newId(), s.tenant, userIdByAccount(s.tenant, s.leader), userIdByAccount(s.tenant, s.secretary),
      );
    }

    const insertMenu = (menu: MenuSeed, parentId: number | null, topAlias: string | null, sn: number) => {
      // Top items route to /<alias>, deeper items to /<top alias>/<alias>.
      const path = parentId === null ? null : topAlias === null ? `/${menu.alias}` : `/${topAlias}/${menu.alias}`;
      db.prepare(
        `INSERT INTO menus (id, parent_id, name, name_en, alias, menu_icon, sn, path, menu_url, href, hidden, open, visibility)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      ).run(
        menu.id, parentId, menu.name, menu.nameEn ?? null, menu.alias, menu.icon ?? null, sn, path, menu.menuUrl ?? path,
        menu.href ?? null, menu.hidden ? 1 : 0, menu.visibility ?? 'all',
      );
      for (const role of menu.roles ?? []) db.prepare('INSERT INTO menu_roles (menu_id, role_code) VALUES (?, ?)').run(menu.id, role);
      const childTop = parentId === null ? null : (topAlias ?? menu.alias);
      (menu.children ?? []).forEach((child, index) => insertMenu(child, menu.id, childTop, index + 1));
    };
    menus.menus.forEach((menu, index) => insertMenu(menu, null, null, index + 1));
    for (const m of menus.methods) {
      db.prepare('INSERT INTO methods (alias, name, name_en, menu_alias) VALUES (?, ?, ?, ?)').run(m.alias, m.name, m.nameEn ?? null, m.menu ?? null);
    }
    for (const [role, aliases] of Object.entries(menus.roleMethods)) {
      for (const alias of aliases) db.prepare('INSERT INTO role_methods (role_code, method_alias) VALUES (?, ?)').run(role, alias);
    }

    const insertMessage = (tenant: string, senderId: string | null, subject: string, content: string, time: string) => {
      const id = newId();
      db.prepare('INSERT INTO inner_messages (id, tenant_id, subject, content, sender_id, create_time) VALUES (?, ?, ?, ?, ?, ?)').run(
        id, tenant, subject, content, senderId, time,
      );
      return id;
    };
    const insertReceiver = db.prepare('INSERT INTO message_receivers (message_id, receiver_id, is_read, read_time) VALUES (?, ?, ?, ?)');
    for (const m of messages.messages) {
      const id = insertMessage(m.tenant, userIdByAccount(m.tenant, m.from), m.subject, m.content, m.time);
      for (const account of m.to) {
        const read = m.readBy.includes(account);
        insertReceiver.run(id, userIdByAccount(m.tenant, account), read ? 1 : 0, read ? m.time : null);
      }
    }
    for (const g of messages.generated) {
      const start = parseLocal(g.startTime).getTime();
      for (let n = 1; n <= g.count; n++) {
        const fill = (text: string) => text.replaceAll('{n}', String(n));
        const id = insertMessage(g.tenant, null, fill(g.subject), fill(g.content), formatDateTime(new Date(start + (n - 1) * 86_400_000)));
        insertReceiver.run(id, userIdByAccount(g.tenant, g.to), 0, null);
      }
    }

    for (const item of approvalItems.items) {
      db.prepare(
        'INSERT INTO approval_items (id, tenant_id, expression, type, user_id, def_key, type_id, sn, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).run(item.id, item.tenant, item.expression, item.type, userIdByAccount(item.tenant, item.owner), item.defKey ?? '', item.typeId ?? '', item.sn, item.time);
    }

    for (const r of reports.workReports) {
      const userId = userIdByAccount(r.tenant, r.account);
      r.hours.forEach((hours, index) => {
        const month = index + 1;
        const status = month <= r.frozenThrough ? 'frozen' : month <= r.submittedThrough ? 'submitted' : 'draft';
        // Reports are handed in on the 1st of the next month and frozen on its 10th.
        const next = month === 12 ? `${r.year + 1}-01` : `${r.year}-${pad(month + 1)}`;
        const submitTime = status === 'draft' ? null : `${next}-01 18:00:00`;
        const freezeTime = status === 'frozen' ? `${next}-10 10:00:00` : null;
        db.prepare(
          `INSERT INTO work_reports (id, tenant_id, user_id, year, month, hours, status, dep_code, submit_time, freeze_time, update_time)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(newId(), r.tenant, userId, r.year, month, hours, status, r.depCode, submitTime, freezeTime, freezeTime ?? submitTime ?? created);
      });
    }
    for (const c of reports.costReports) {
      db.prepare('INSERT INTO cost_reports (id, tenant_id, dep_code, annual, amount, create_time) VALUES (?, ?, ?, ?, ?, ?)').run(
        newId(), c.tenant, c.depCode, c.annual, c.amount, created,
      );
    }

    for (const s of shortUrls.shortUrls) {
      if (!s.url.startsWith('/') || s.url.startsWith('//') || s.url.includes('\\')) throw new Error(`seed: short link ${s.code} must be an in-app path`);
      db.prepare('INSERT INTO short_urls (code, tenant_id, url, guest_token, expire_time, create_time) VALUES (?, ?, ?, ?, ?, ?)').run(
        s.code, s.tenant, s.url, s.guestToken, s.expireTime, created,
      );
    }

    for (const r of boData.records) {
      db.prepare('INSERT INTO bo_data (id, tenant_id, bo_alias, data, create_time) VALUES (?, ?, ?, ?, ?)').run(
        r.id, r.tenant, r.boAlias, JSON.stringify(r.data), r.time,
      );
    }
  })();
  return true;
}
