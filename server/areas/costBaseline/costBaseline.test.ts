// The cost-baseline area against the seeded demo: the project list with the caller's level, creating a baseline,
// versions (draft → active, copying lines, one draft at a time), labour lines priced by rank, the log, the rights
// of viewers, editors and managers, permissions, tenant isolation and localized refusals.
import { beforeAll, describe, expect, it } from 'vitest';
import { authHeader } from '../../testing';
import type { PageList } from '../../lib/queryFilter';
import { EN, okJson, portalTestServer, type Answer, type Headers } from '../portal/testing';
import { ROOT } from './routes';

const { server, users, get, post } = portalTestServer();
const extra = {} as { wangwu: Headers; zhaoliu: Headers; admin: Headers };
beforeAll(async () => {
  extra.wangwu = await authHeader(server.app, 'wangwu');
  extra.zhaoliu = await authHeader(server.app, 'zhaoliu');
  extra.admin = await authHeader(server.app, 'admin', 'admin123');
});

interface Project { id: string; code: string; name: string; baselineId: string; myLevel: string; activeVersionNo: number | null; activeTotal: number | null }
interface Version { id: string; versionNo: number; status: string; reason: string; total: number; totals: Record<string, number> }
interface BaselineView { baseline: { id: string } | null; myLevel: string; versions: Version[] }
interface Line { id: string; category: string; item: string; rank: string; hours: number | null; hourlyCost: number | null; amount: number }
interface VersionView { version: Version; lines: Line[]; myLevel: string }
interface LogRow { action: string; versionNo: number | null; detail: string; level: string; userName: string }
interface Result { state: boolean; message: string; value: string }

async function refused(response: Promise<Answer>, statusCode: number): Promise<string> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(statusCode);
  const body = answer.json() as { state: boolean; message: string };
  expect(body.state).toBe(false);
  return body.message;
}

const projects = (headers: Headers, filter: object = {}) => okJson<PageList<Project>>(post(`${ROOT}/projects`, filter, headers));
const baselineOf = (projectId: string, headers: Headers) => okJson<BaselineView>(get(`${ROOT}/baseline?projectId=${projectId}`, headers));
const versionOf = (id: string, headers: Headers) => okJson<VersionView>(get(`${ROOT}/version?id=${id}`, headers));
const logOf = (baselineId: string, headers: Headers, versionsOnly = false) =>
  okJson<PageList<LogRow>>(post(`${ROOT}/log?baselineId=${baselineId}&versionsOnly=${versionsOnly}`, { pageBean: { page: 1, pageSize: 50 } }, headers));
const change = (path: string, body: object, headers: Headers) => okJson<Result>(post(`${ROOT}/${path}`, body, headers));
const byCode = (filter: string) => ({ querys: [{ property: 'code', value: filter, operation: 'EQUAL' }] });

describe('the seeded baselines', () => {
  it("lists the tenant's projects with the caller's level and the figures only for those who may view them", async () => {
    const page = await projects(users.zhangsan, { pageBean: { page: 1, pageSize: 5 } });
    expect(page.total).toBeGreaterThanOrEqual(20);
    expect(page.rows).toHaveLength(5);
    const [first] = (await projects(users.zhangsan, byCode('P2024-0001'))).rows;
    expect(first.id).toBe('prj-1');
    expect(first).toMatchObject({ myLevel: 'manager', activeVersionNo: 2 });
    // V2: 120 h × T4 160 + 520 h × T5 200 + 36,000 + 45,000 + 8,000
    expect(first.activeTotal).toBe(19200 + 104000 + 89000);
    expect((await projects(extra.wangwu, byCode('P2024-0001'))).rows[0]).toMatchObject({ myLevel: '', activeVersionNo: null, activeTotal: null });
    expect((await projects(extra.wangwu, byCode('P2025-0002'))).rows[0]).toMatchObject({ id: 'prj-2', myLevel: 'viewer' });
  });

  it('searches, finds the projects with a baseline first, and refuses unknown fields', async () => {
    const { rows } = await projects(users.zhangsan, { querys: [{ property: 'name', value: '项目', operation: 'LIKE' }], pageBean: { pageSize: 100 } });
    expect(rows.length).toBeGreaterThan(0);
    await refused(post(`${ROOT}/projects`, { querys: [{ property: 'manager_id', value: 'x' }] }, users.zhangsan), 400);
    const withBaseline = await projects(users.zhangsan, { querys: [{ property: 'baselineId', operation: 'NOTNULL' }], pageBean: { pageSize: 100 } });
    expect(withBaseline.rows.every((row) => row.baselineId !== '')).toBe(true);
    expect(withBaseline.rows.map((row) => row.id)).toEqual(expect.arrayContaining(['prj-1', 'prj-2', 'prj-3']));
    // projects with a baseline come first
    expect((await projects(users.zhangsan, {})).rows[0].baselineId).not.toBe('');
  });

  it('shows the versions newest first with their totals, and a version with its lines', async () => {
    const view = await baselineOf('prj-1', users.lisi);
    expect(view.myLevel).toBe('editor');
    expect(view.versions.map((version) => [version.versionNo, version.status, version.reason])).toEqual([[2, 'active', '增加外包测试'], [1, 'archived', '']]);
    const detail = await versionOf(view.versions[1].id, users.lisi);
    expect(detail.lines[0]).toMatchObject({ category: 'labour', item: '需求分析', rank: 'T4', hours: 120, hourlyCost: 160, amount: 19200 });
    expect(detail.version.totals).toEqual({ labour: 19200 + 96000, material: 36000, outsourcing: 0, other: 0 });
  });

  it('refuses a baseline to those without a level, and other tenants', async () => {
    expect(await refused(get(`${ROOT}/baseline?projectId=prj-1`, extra.wangwu), 403)).toBe('您没有查看该成本基线的权限');
    expect(await refused(get(`${ROOT}/baseline?projectId=prj-1`, { ...extra.zhaoliu, ...EN }), 403)).toBe('You have no access to this cost baseline.');
    expect(await refused(get(`${ROOT}/baseline?projectId=prj-1`, users.chenyi), 404)).toContain('项目不存在');
    // sysAdmin manages every baseline
    expect((await baselineOf('prj-1', extra.admin)).myLevel).toBe('manager');
  });

  it('answers the overview of the baselines the caller may view', async () => {
    const overview = await okJson<{ project: { id: string }; versionNo: number; total: number }[]>(get(`${ROOT}/overview`, extra.wangwu));
    expect(overview.map((row) => [row.project.id, row.versionNo])).toEqual([['prj-2', 1]]);
    const all = await okJson<unknown[]>(get(`${ROOT}/overview`, extra.admin));
    expect(all.length).toBeGreaterThanOrEqual(3);
  });
});

describe('a new baseline and its versions', () => {
  it('creates a baseline, edits its draft, activates it, then versions it with a reason and logs every step', async () => {
    const { rows } = await projects(users.zhangsan, byCode('P2025-0010'));
    const project = rows[0];
    expect(project.baselineId).toBe('');
    const created = await change('baseline/create', { projectId: project.id }, users.zhangsan);
    expect(created.message).toBe('成本基线已创建');
    expect(await refused(post(`${ROOT}/baseline/create`, { projectId: project.id }, users.zhangsan), 400)).toBe('该项目已有成本基线');

    const view = await baselineOf(project.id, users.zhangsan);
    expect(view.versions.map((version) => [version.versionNo, version.status])).toEqual([[1, 'draft']]);
    const draft = view.versions[0].id;
    expect(await refused(post(`${ROOT}/version/activate`, { versionId: draft }, users.zhangsan), 400)).toBe('版本没有成本项，不能生效');
    expect(await refused(post(`${ROOT}/line/save`, { versionId: draft, category: 'labour', item: '开发', hours: 10 }, users.zhangsan), 400)).toBe('人工成本须填写职级和工时');
    expect(await refused(post(`${ROOT}/line/save`, { versionId: draft, category: 'labour', item: '开发', rank: 'X9', hours: 10 }, users.zhangsan), 400)).toBe('未知职级：X9');
    expect(await refused(post(`${ROOT}/line/save`, { versionId: draft, category: 'material', item: '  ', amount: 5 }, users.zhangsan), 400)).toBe('请填写成本项名称');
    await refused(post(`${ROOT}/line/save`, { versionId: draft, category: 'travel', item: 'x', amount: 5 }, users.zhangsan), 400);
    const labour = await change('line/save', { versionId: draft, category: 'labour', item: '开发', rank: 'T3', hours: 10.5 }, users.zhangsan);
    await change('line/save', { versionId: draft, category: 'material', item: '服务器', amount: 1000 }, users.zhangsan);
    await change('line/save', { versionId: draft, id: labour.value, category: 'labour', item: '开发实现', rank: 'T3', hours: 20 }, users.zhangsan);
    const temp = await change('line/save', { versionId: draft, category: 'other', item: '临时', amount: 1 }, users.zhangsan);
    await change('line/remove', { id: temp.value }, users.zhangsan);
    expect((await versionOf(draft, users.zhangsan)).version.total).toBe(20 * 130 + 1000);
    await change('version/activate', { versionId: draft }, users.zhangsan);
    expect(await refused(post(`${ROOT}/line/save`, { versionId: draft, category: 'other', item: 'x', amount: 1 }, users.zhangsan), 400)).toBe('只有草稿版本可以修改');

    expect(await refused(post(`${ROOT}/version/create`, { baselineId: created.value, reason: ' ' }, users.zhangsan), 400)).toBe('请填写新版本的原因');
    const second = await change('version/create', { baselineId: created.value, reason: '追加预算' }, users.zhangsan);
    expect(await refused(post(`${ROOT}/version/create`, { baselineId: created.value, reason: '再来' }, users.zhangsan), 400)).toBe('已有草稿版本（V2），请先生效或继续编辑该版本');
    const copied = await versionOf(second.value, users.zhangsan);
    expect(copied.lines.map((line) => line.item)).toEqual(['开发实现', '服务器']);
    await change('version/activate', { versionId: second.value }, users.zhangsan);
    const after = await baselineOf(project.id, users.zhangsan);
    expect(after.versions.map((version) => [version.versionNo, version.status])).toEqual([[2, 'active'], [1, 'archived']]);

    const log = await logOf(created.value, users.zhangsan);
    expect(log.rows.map((row) => row.action)).toEqual([
      'activateVersion', 'createVersion', 'activateVersion', 'removeLine', 'addLine', 'updateLine', 'addLine', 'addLine', 'createBaseline',
    ]);
    expect(log.rows[1]).toMatchObject({ versionNo: 2, detail: '追加预算', userName: '张三' });
    const versionLog = await logOf(created.value, users.zhangsan, true);
    expect(versionLog.rows.map((row) => row.action)).toEqual(['activateVersion', 'createVersion', 'activateVersion', 'createBaseline']);
  });
});

describe('permissions', () => {
  it('lets editors edit drafts but only managers activate and grant; revoking removes the access', async () => {
    // prj-2: zhangsan manages it, wangwu views it, V2 is a draft.
    const view = await baselineOf('prj-2', users.zhangsan);
    const baselineId = view.baseline!.id;
    const draft = view.versions.find((version) => version.status === 'draft')!;
    expect(await refused(post(`${ROOT}/line/save`, { versionId: draft.id, category: 'other', item: 'x', amount: 1 }, extra.wangwu), 403)).toBe('只有编辑者或管理者可以修改成本基线');
    expect(await refused(post(`${ROOT}/permission/grant`, { baselineId, account: 'zhaoliu', level: 'viewer' }, extra.wangwu), 403)).toBe('只有管理者可以执行此操作');
    expect(await refused(post(`${ROOT}/permission/grant`, { baselineId, account: 'nobody', level: 'viewer' }, users.zhangsan), 400)).toBe('用户不存在：nobody');
    expect(await refused(post(`${ROOT}/permission/grant`, { baselineId, account: 'zhangsan', level: 'viewer' }, users.zhangsan), 400)).toBe('张三 已是该基线的管理者');
    await refused(post(`${ROOT}/permission/grant`, { baselineId, account: 'zhaoliu', level: 'owner' }, users.zhangsan), 400);

    await change('permission/grant', { baselineId, account: 'zhaoliu', level: 'editor' }, users.zhangsan);
    await change('line/save', { versionId: draft.id, category: 'other', item: '会议', amount: 300 }, extra.zhaoliu);
    expect(await refused(post(`${ROOT}/version/activate`, { versionId: draft.id }, extra.zhaoliu), 403)).toBe('只有管理者可以执行此操作');
    const grants = await okJson<{ grants: { account: string; level: string; userId: string }[] }>(get(`${ROOT}/permissions?baselineId=${baselineId}`, extra.zhaoliu));
    expect(grants.grants.map((grant) => [grant.account, grant.level])).toEqual([['wangwu', 'viewer'], ['zhaoliu', 'editor']]);

    const zhaoliuId = grants.grants[1].userId;
    expect((await change('permission/revoke', { baselineId, userId: zhaoliuId }, users.zhangsan)).message).toBe('权限已收回');
    await refused(post(`${ROOT}/permission/revoke`, { baselineId, userId: zhaoliuId }, users.zhangsan), 404);
    await refused(get(`${ROOT}/baseline?projectId=prj-2`, extra.zhaoliu), 403);
    const log = await logOf(baselineId, users.zhangsan);
    expect(log.rows.slice(0, 3).map((row) => [row.action, row.detail, row.level])).toEqual([['revoke', '赵六', ''], ['addLine', '会议', ''], ['grant', '赵六', 'editor']]);
  });

  it('answers a missing or foreign version with a 404 and bad bodies with a 400', async () => {
    expect(await refused(get(`${ROOT}/version?id=nope`, { ...users.zhangsan, ...EN }), 404)).toBe('No such version: nope');
    await refused(post(`${ROOT}/version/create`, { baselineId: 'x' }, users.zhangsan), 400);
    await refused(post(`${ROOT}/line/save`, { versionId: 'x', category: 'other', item: 'x', amount: -1 }, users.zhangsan), 400);
    await refused(get(`${ROOT}/baseline`, users.zhangsan), 400);
  });
});
