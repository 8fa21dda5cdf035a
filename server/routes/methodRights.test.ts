// Every controlled method of getCurrentUserMethodAuth is checked on the server (docs/method-rights.md): the
// call is refused (403, localized) while none of the user's roles holds the method, and allowed once a role
// is given it. The rights are changed in the database the app reads on each call.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testApp } from '../testing';

let app: FastifyInstance;
let db: Database.Database;
let dir: string;
let zhangsan: { authorization: string };
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flowdesk-rights-'));
  const dbPath = join(dir, 'flowdesk.db');
  app = await testApp({ dbPath });
  db = new Database(dbPath);
  zhangsan = await authHeader(app, 'zhangsan');
}, 120_000);
afterAll(async () => {
  db.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

// zhangsan's only role
const revoke = (alias: string) => db.prepare("DELETE FROM role_methods WHERE role_code = 'staff' AND method_alias = ?").run(alias);
const grant = (alias: string) => db.prepare("INSERT OR IGNORE INTO role_methods (role_code, method_alias) VALUES ('staff', ?)").run(alias);

type Call = ReturnType<typeof inject>;
const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, language = 'zh-CN') => () =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...zhangsan, 'accept-language': language } });

/** Refused without the method (with the localized message), allowed (not 403) with it; answers the allowed call. */
async function refusedThenAllowed(alias: string, call: Call) {
  revoke(alias);
  const rights = (await inject('GET', '/sys/sysMenu/v1/getCurrentUserMethodAuth')()).json() as { allMethod: string[]; curUserMethod: string[] };
  expect(rights.allMethod).toContain(alias);
  expect(rights.curUserMethod).not.toContain(alias);
  const refused = await call();
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toMatchObject({ state: false, message: '没有权限执行此操作' });
  grant(alias);
  expect((await inject('GET', '/sys/sysMenu/v1/getCurrentUserMethodAuth')()).json()).toMatchObject({ curUserMethod: expect.arrayContaining([alias]) });
  const allowed = await call();
  expect(allowed.statusCode).not.toBe(403);
  return allowed;
}

describe('method rights on the server', () => {
  it('approvalItem_add: adding a phrase', async () => {
    const allowed = await refusedThenAllowed('approvalItem_add', inject('POST', '/flow/approvalItem/v1/save', { expression: '权限测试新增' }));
    expect(allowed.json()).toMatchObject({ state: true });
  });

  it('approvalItem_edit: changing an own phrase', async () => {
    const allowed = await refusedThenAllowed('approvalItem_edit', inject('POST', '/flow/approvalItem/v1/save', { id: '3011', expression: '权限测试修改' }));
    expect(allowed.json()).toMatchObject({ state: true });
    expect((await inject('GET', '/flow/approvalItem/v1/approvalItemGet?id=3011')()).json()).toMatchObject({ expression: '权限测试修改' });
  });

  it('approvalItem_del: deleting an own phrase', async () => {
    const { value: id } = (await inject('POST', '/flow/approvalItem/v1/save', { expression: '权限测试删除' })()).json() as { value: string };
    const allowed = await refusedThenAllowed('approvalItem_del', inject('DELETE', `/flow/approvalItem/v1/remove?ids=${id}`));
    expect(allowed.json()).toMatchObject({ state: true });
    expect((await inject('GET', `/flow/approvalItem/v1/approvalItemGet?id=${id}`)()).statusCode).toBe(404);
  });

  it('approvalItem_global: adding a global phrase', async () => {
    const allowed = await refusedThenAllowed('approvalItem_global', inject('POST', '/flow/approvalItem/v1/save', { expression: '权限测试全局', type: 1 }));
    expect(allowed.json()).toMatchObject({ state: true });
    revoke('approvalItem_global');
  });

  it('seal_edit: setting the electronic seal', async () => {
    const allowed = await refusedThenAllowed(
      'seal_edit',
      inject('POST', '/uc/electronicSeal/v1/userSave', { fileId: 'none', oldPassWord: 'wrong', password: 'p', confirmPwd: 'p' }),
    );
    // past the right, the body's own checks answer
    expect(allowed.json()).toMatchObject({ state: false });
  });

  it('workHour_manage: freezing a report and reading somebody else\'s year', async () => {
    const lisiReports = inject('GET', '/demo/v1/user/getReportsById?userId=10002&year=2026');
    expect((await lisiReports()).statusCode).toBe(403);
    await refusedThenAllowed('workHour_manage', inject('POST', '/demo/v1/user/freezeReport', { id: 'no-such-report' }));
    expect((await lisiReports()).statusCode).toBe(200);
    revoke('workHour_manage');
  });

  it('projectReport_all: checking a department cost report, refused in English too', async () => {
    const call = inject('GET', '/demo/v1/user/validate/cost_report?depcode=rd&annual=2026');
    const english = await inject('GET', '/demo/v1/user/validate/cost_report?depcode=rd&annual=2026', undefined, 'en-US')();
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe('You do not have permission to do this.');
    const allowed = await refusedThenAllowed('projectReport_all', call);
    expect(allowed.json()).toMatchObject({ state: true, value: true });
    revoke('projectReport_all');
  });
});
