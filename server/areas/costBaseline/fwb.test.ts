// The service-package calls against the seeded demo (docs/cost-baseline.md "Service packages"): the packages
// priced at the current rank costs, a forecast compared with budget and baseline, generating lines into several
// drafts in one transaction (all or nothing, logged), and the findings of the baseline check.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testApp } from '../../testing';
import { ROOT } from './routes';

type Headers = Record<string, string>;
const EN: Headers = { 'accept-language': 'en-US' };
const FWB = `${ROOT}/fwb`;
// A database file, so that the test can change a rank's cost behind the server's back.
const dir = mkdtempSync(join(tmpdir(), 'flowdesk-fwb-'));
const dbPath = join(dir, 'fwb.db');
let app: FastifyInstance;
const users = {} as Record<'zhangsan' | 'lisi' | 'zhaoliu' | 'chenyi', Headers>;

beforeAll(async () => {
  app = await testApp({ dbPath });
  for (const account of ['zhangsan', 'lisi', 'zhaoliu'] as const) users[account] = await authHeader(app, account);
  users.chenyi = await authHeader(app, 'chenyi', '123456', '1001');
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => {
  const answer = await app.inject({ method, url, headers, payload });
  return { status: answer.statusCode, body: answer.json() as never };
};
const ok = async <T>(method: 'GET' | 'POST', url: string, headers: Headers, payload?: object): Promise<T> => {
  const answer = await call(method, url, headers, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as T;
};
const refusal = async (url: string, headers: Headers, payload: object, status: number): Promise<string> => {
  const answer = await call('POST', url, headers, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return (answer.body as { message: string }).message;
};

interface Pkg { id: string; code: string; lines: { category: string; rank: string; hours: number | null; hourlyCost: number | null; amount: number }[]; total: number }
interface Forecast { lines: unknown[]; totals: Record<string, number>; total: number; budget: number; budgetBalance: number; baseline: { versionNo: number; total: number; difference: number } | null }
interface Generated { projectId: string; versionId: string; versionNo: number; createdDraft: boolean; added: number }
interface Finding { projectId: string; versionNo: number; status: string; severity: string; kind: string; item: string; figure: number | null; expected: number | null }

const packages = () => ok<Pkg[]>('GET', `${FWB}/packages`, users.zhangsan);
const idOf = async (code: string) => (await packages()).find((pkg) => pkg.code === code)!.id;
const versionOf = (id: string) => ok<{ version: { status: string; versionNo: number }; lines: { item: string; amount: number }[] }>('GET', `${ROOT}/version?id=${id}`, users.zhangsan);
const baselineOf = (projectId: string) => ok<{ baseline: { id: string }; versions: { id: string; versionNo: number; status: string }[] }>('GET', `${ROOT}/baseline?projectId=${projectId}`, users.zhangsan);

describe('service packages', () => {
  it("lists the tenant's packages with labour priced at the current rank cost", async () => {
    const list = await packages();
    expect(list.map((pkg) => pkg.code)).toEqual(['FWB-DEV', 'FWB-OPS', 'FWB-REQ', 'FWB-SEC']);
    const req = list.find((pkg) => pkg.code === 'FWB-REQ')!;
    // 40 h × T5 200 + 60 h × T4 160 + 6,000
    expect(req.lines[0]).toMatchObject({ category: 'labour', rank: 'T5', hours: 40, hourlyCost: 200, amount: 8000 });
    expect(req.total).toBe(8000 + 9600 + 6000);
    expect(await ok<Pkg[]>('GET', `${FWB}/packages`, users.chenyi)).toEqual([]);
  });

  it('forecasts a project, with the baseline only for those who may view it', async () => {
    const items = [{ packageId: await idOf('FWB-REQ'), quantity: 2 }, { packageId: await idOf('FWB-SEC'), quantity: 1 }];
    const forecast = await ok<Forecast>('POST', `${FWB}/forecast`, users.zhangsan, { projectId: 'prj-1', items });
    expect(forecast.lines).toHaveLength(5);
    expect(forecast.totals).toEqual({ labour: 2 * 17600 + 15000, material: 0, outsourcing: 30000, other: 12000 });
    expect(forecast.total).toBe(2 * 23600 + 45000);
    expect(forecast.budgetBalance).toBe(forecast.budget - forecast.total);
    expect(forecast.baseline).toEqual({ versionNo: 2, total: 212200, difference: forecast.total - 212200 });
    expect((await ok<Forecast>('POST', `${FWB}/forecast`, users.zhaoliu, { projectId: 'prj-1', items })).baseline).toBeNull();
  });

  it('refuses unknown packages and projects, and bad quantities, in the caller’s language', async () => {
    expect(await refusal(`${FWB}/forecast`, { ...users.zhangsan, ...EN }, { projectId: 'prj-1', items: [{ packageId: 'nope', quantity: 1 }] }, 404)).toBe('No such service package: nope');
    expect(await refusal(`${FWB}/forecast`, users.chenyi, { projectId: 'prj-1', items: [{ packageId: 'x', quantity: 1 }] }, 404)).toContain('项目不存在');
    await refusal(`${FWB}/forecast`, users.zhangsan, { projectId: 'prj-1', items: [{ packageId: 'x', quantity: 0 }] }, 400);
    await refusal(`${FWB}/forecast`, users.zhangsan, { projectId: 'prj-1', items: [] }, 400);
  });

  it('refuses the whole batch when the caller is not editor of every baseline, naming the project', async () => {
    const items = [{ packageId: await idOf('FWB-OPS'), quantity: 1 }];
    const before = (await baselineOf('prj-1')).versions.length;
    // lisi edits prj-1 but has nothing on prj-2
    const message = await refusal(`${FWB}/batchGenerate`, { ...users.lisi, ...EN }, { projectIds: ['prj-1', 'prj-2'], items }, 403);
    expect(message).toMatch(/^You are not an editor of the cost baseline of P2025-0002 .+; nothing was added\.$/);
    expect((await baselineOf('prj-1')).versions).toHaveLength(before);
    expect(await refusal(`${FWB}/batchGenerate`, users.zhangsan, { projectIds: ['prj-1', 'prj-9'], items }, 400)).toContain('还没有成本基线');
  });

  it('adds the lines to each draft (creating one where needed) in one step, and logs them', async () => {
    const items = [{ packageId: await idOf('FWB-OPS'), quantity: 2 }];
    const answer = await ok<{ state: boolean; message: string; value: Generated[] }>('POST', `${FWB}/batchGenerate`, { ...users.zhangsan, ...EN }, { projectIds: ['prj-1', 'prj-2'], items });
    expect(answer.message).toBe('Service-package lines added to the drafts of 2 projects.');
    expect(answer.value).toMatchObject([
      { projectId: 'prj-1', versionNo: 3, createdDraft: true, added: 3 },
      { projectId: 'prj-2', versionNo: 2, createdDraft: false, added: 3 },
    ]);
    const prj1 = await versionOf(answer.value[0].versionId);
    expect(prj1.version.status).toBe('draft');
    // V2's five lines copied, then the package's three
    expect(prj1.lines.map((line) => line.item).slice(-3)).toEqual(['部署上线', '运维保障', '机房托管']);
    expect(prj1.lines).toHaveLength(8);
    expect(prj1.lines.at(-1)!.amount).toBe(30000);
    const log = await ok<{ rows: { action: string; versionNo: number; detail: string }[] }>('POST', `${ROOT}/log?baselineId=${(await baselineOf('prj-1')).baseline.id}`, users.zhangsan, { pageBean: { page: 1, pageSize: 10 } });
    // the draft's reason is in the caller's language
    expect(log.rows.slice(0, 4).map((row) => [row.action, row.versionNo, row.detail])).toEqual([
      ['addLine', 3, '机房托管'], ['addLine', 3, '运维保障'], ['addLine', 3, '部署上线'], ['createVersion', 3, 'Generated from service packages'],
    ]);
  });

  it('finds over-budget totals, changed rates, empty versions and zero amounts in the viewable baselines', async () => {
    const db = new Database(dbPath);
    db.prepare("UPDATE rank_costs SET hourly_cost = 210 WHERE tenant_id = (SELECT tenant_id FROM cb_baseline WHERE project_id = 'prj-3') AND rank = 'T7'").run();
    db.close();
    // an empty draft: a new baseline of a project without one
    await ok('POST', `${ROOT}/baseline/create`, users.zhangsan, { projectId: 'prj-4' });
    const draft = (await baselineOf('prj-2')).versions.find((version) => version.status === 'draft')!;
    await ok('POST', `${ROOT}/line/save`, users.zhangsan, { versionId: draft.id, category: 'other', item: '待定', amount: 0 });
    const findings = await ok<Finding[]>('POST', `${FWB}/validate`, users.zhangsan, {});
    expect(findings).toEqual(expect.arrayContaining([
      expect.objectContaining({ projectId: 'prj-4', kind: 'emptyVersion', severity: 'warning', versionNo: 1, status: 'draft' }),
      expect.objectContaining({ projectId: 'prj-2', kind: 'zeroAmount', severity: 'info', item: '待定' }),
    ]));
    // lisi manages prj-3: its T7 line was priced at 320, the rank now costs 210
    const lisi = await ok<Finding[]>('POST', `${FWB}/validate`, users.lisi, { projectId: 'prj-3' });
    expect(lisi).toEqual([expect.objectContaining({ kind: 'rateChanged', severity: 'warning', item: '平台升级', figure: 320, expected: 210 })]);
    const overBudget = findings.filter((finding) => finding.kind === 'overBudget');
    expect(overBudget.every((finding) => finding.severity === 'error' && finding.figure! > finding.expected!)).toBe(true);
    expect(await ok<Finding[]>('POST', `${FWB}/validate`, users.zhangsan, { severity: 'info' })).toEqual(findings.filter((finding) => finding.severity === 'info'));
    // zhaoliu may view no baseline
    expect(await ok<Finding[]>('POST', `${FWB}/validate`, users.zhaoliu, {})).toEqual([]);
  });
});
