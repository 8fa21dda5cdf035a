import { describe, expect, it } from 'vitest';
import { authHeader } from '../../testing';
import { EN, okJson, portalTestServer, refused, type Headers } from './testing';

const { server, users, get, post, remove } = portalTestServer();
const SAVE = '/portal/sysIndexMyLayout/v1/save';
const DESIGN = '/portal/sysIndexMyLayout/v1/designMyLayout?layoutType=2';
const HOME = '/portal/main/v1/vueFrontHome';

const encode = (layout: unknown) => Buffer.from(JSON.stringify(layout), 'utf8').toString('base64');
const decode = (text: string) => JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as { list: Record<string, unknown>[] };
const homeOf = async (headers: Headers) => decode((await okJson<{ value: string }>(get(HOME, headers))).value);
const designOf = (headers: Headers) => okJson<{ sysIndexLayout: { id: string; userId: string; designHtml: string } }>(get(DESIGN, headers));

const MINE = {
  list: [
    { type: 'grid', options: { gutter: 16 }, columns: [{ span: 10, list: [{ alias: 'homeNews' }] }, { span: 14, list: [{ alias: 'homeTodo' }, { alias: 'userInfo' }] }] },
    { type: 'tab', options: {}, tabs: [{ name: '通知公告', list: [{ alias: 'homeNotice' }] }] },
  ],
};

describe('personal layout', () => {
  it('stores the saved layout for its user only: home and designMyLayout read it back, another user keeps the default', async () => {
    const before = await homeOf(users.lisi);
    const saved = await okJson<{ state: boolean; message: string; value: string }>(post(SAVE, { designHtml: encode(MINE) }, users.zhangsan));
    expect(saved).toMatchObject({ state: true, message: '布局已保存' });
    expect(await homeOf(users.zhangsan)).toEqual(MINE);
    const design = await designOf(users.zhangsan);
    expect(design.sysIndexLayout).toMatchObject({ id: saved.value, userId: '10001' });
    expect(decode(design.sysIndexLayout.designHtml)).toEqual(MINE);
    expect(await homeOf(users.lisi)).toEqual(before);
  });

  it('keeps both languages of a tab name the user did not change', async () => {
    await okJson(post(SAVE, { designHtml: encode(MINE) }, users.zhangsan));
    const english = await homeOf({ ...users.zhangsan, ...EN });
    expect((english.list[1] as { tabs: { name: string }[] }).tabs[0].name).toBe('Announcements');
  });

  it('replaces the earlier personal layout, and removing it brings the tenant default back', async () => {
    const admin = await authHeader(server.app, 'admin', 'admin123');
    const tenantDefault = await homeOf(admin);
    await okJson(post(SAVE, { designHtml: encode({ list: [{ alias: 'homeNews' }] }) }, users.zhangsan));
    const second = await okJson<{ value: string }>(post(SAVE, { designHtml: encode({ list: [{ alias: 'homeTodo' }] }) }, users.zhangsan));
    expect((await designOf(users.zhangsan)).sysIndexLayout.id).toBe(second.value);
    const removed = await okJson<{ state: boolean; message: string }>(remove(`/portal/sysIndexMyLayout/v1/remove?ids=${second.value}`, users.zhangsan));
    expect(removed).toEqual({ state: true, message: '已恢复默认布局' });
    expect(await homeOf(users.zhangsan)).toEqual(tenantDefault);
    expect((await designOf(users.zhangsan)).sysIndexLayout.userId).toBe('');
  });

  it("refuses to remove another user's layout or a tenant layout, and leaves it in force", async () => {
    const lisis = await okJson<{ value: string }>(post(SAVE, { designHtml: encode({ list: [{ alias: 'homeNotice' }] }) }, users.lisi));
    expect(await refused(remove(`/portal/sysIndexMyLayout/v1/remove?ids=${lisis.value}`, users.zhangsan), 404)).toContain(lisis.value);
    expect(await refused(remove('/portal/sysIndexMyLayout/v1/remove?ids=40200000000000001', users.zhangsan), 404)).toContain('40200000000000001');
    expect(await homeOf(users.lisi)).toEqual({ list: [{ alias: 'homeNotice' }] });
  });

  it('refuses an unknown column, a column the user may not see, a column twice, too wide a row, a broken layout, in the request language', async () => {
    const before = await homeOf(users.zhangsan);
    const attempt = (layout: unknown, status: number, headers: Headers = users.zhangsan) => refused(post(SAVE, { designHtml: encode(layout) }, headers), status);
    expect(await attempt({ list: [{ alias: 'noSuchColumn' }] }, 400)).toBe('栏目不存在：noSuchColumn');
    expect(await attempt({ list: [{ alias: 'demoRestricted' }] }, 403)).toBe('您无权查看栏目：demoRestricted');
    expect(await attempt({ list: [{ alias: 'demoRestricted' }] }, 403, { ...users.zhangsan, ...EN })).toBe('You may not see the column demoRestricted.');
    expect(await attempt({ list: [{ alias: 'homeNews' }, { alias: 'homeNews' }] }, 400)).toContain('homeNews');
    expect(await attempt({ list: [{ type: 'grid', columns: [{ span: 16, list: [] }, { span: 12, list: [] }] }] }, 400)).toBe('第 1 行的列宽合计 28，不能超过 24');
    expect(await attempt({ list: [{ type: 'grid', columns: [{ span: 30, list: [] }] }] }, 400)).toMatch(/^布局无效/);
    expect(await attempt({ rows: [] }, 400)).toMatch(/^布局无效/);
    expect(await attempt({ list: Array.from({ length: 51 }, () => ({ type: 'grid', columns: [{ span: 24, list: [] }] })) }, 400)).toContain('50');
    expect(await refused(post(SAVE, { designHtml: '%%% not base64' }, users.zhangsan), 400)).toContain('Base64');
    expect(await refused(post(SAVE, { designHtml: Buffer.from('not json').toString('base64') }, users.zhangsan), 400)).toContain('Base64');
    expect(await refused(post(SAVE, {}, users.zhangsan), 400)).toContain('designHtml');
    expect(await homeOf(users.zhangsan)).toEqual(before);
  });

  it('checks columns within the caller tenant', async () => {
    const answer = await server.app.inject({ method: 'GET', url: DESIGN, headers: users.chenyi });
    const own = (answer.json() as { columnMap: Record<string, { alias: string }[]> }).columnMap;
    const ownAliases = new Set(Object.values(own).flat().map((entry) => entry.alias));
    const foreign = ['homeCarousel', 'salesChart', 'dutyRoster'].find((alias) => !ownAliases.has(alias));
    expect(foreign).toBeDefined();
    expect(await refused(post(SAVE, { designHtml: encode({ list: [{ alias: foreign }] }) }, users.chenyi), 400)).toBe(`栏目不存在：${foreign}`);
  });
});
