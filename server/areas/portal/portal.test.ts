import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../../renderers/core/definitions';
import { openDatabase } from '../../db/database';
import { DEFAULT_SEED_DIR, seedIfEmpty } from '../../db/seed';
import { todayText } from '../../lib/ids';
import type { PageList } from '../../lib/queryFilter';
import { base64 } from '../../testing';
import { aliasesOfBody, localizeTexts, MAX_ALIASES, type ColumnDto } from './home';
import { SCHEMA, seedPortal } from './seed';
import { EN, okJson, portalTestServer, type Headers } from './testing';

const { server, users, get, post } = portalTestServer();
/** The demo columns of a failing call and of no template are seeded, but only the column preview shows them. */
const PREVIEW_ONLY_ALIASES = ['noTemplate', 'brokenData'];
const SEEDED_ALIASES = [
  'homeTodo', 'todayMeeting', 'homeNotice', 'homeNews', 'homeCarousel', 'oftenSystem',
  'userInfo', 'cultureImage', 'restWelcome', 'demoRestricted', 'salesChart', 'dutyRoster', 'documentList',
  'oftenFlow', 'oftenFlowList', 'homeInst', 'homeNewsList', ...PREVIEW_ONLY_ALIASES,
];
const HOSTILE_NEWS = '40400000000000099';
const HEALTH_CHECK_NOTICE = '40400000000000020';
const ACME_NEWS = '40400000000000101';
const CULTURE_PICTURE = '40100000000000007';

const query = (property: string, operation: string, value: unknown) => ({ property, operation, value, relation: 'AND', group: 'main' });
const decodeBase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

interface LayoutJson {
  list: ({ type?: string; alias?: string; columns?: { span: number; list: { alias: string }[] }[]; tabs?: { name: string; list: { alias: string }[] }[] })[];
}
const aliasesOfLayout = (layout: LayoutJson) =>
  layout.list.flatMap((row) => [
    ...(row.alias ? [row.alias] : []),
    ...(row.columns ?? []).flatMap((column) => column.list.map((item) => item.alias)),
    ...(row.tabs ?? []).flatMap((tab) => tab.list.map((item) => item.alias)),
  ]);

describe('home layout', () => {
  const HOME = '/portal/main/v1/vueFrontHome';
  const homeOf = async (headers: Headers) => okJson<{ state: boolean; message: string; value: string }>(get(HOME, headers));

  it('answers the tenant default as Base64 JSON that the layout schema accepts, using every seeded working column', async () => {
    const answer = await homeOf(users.zhangsan);
    expect(answer).toMatchObject({ state: true, message: '' });
    const layout = JSON.parse(decodeBase64(answer.value)) as LayoutJson;
    expect(validateDefinition('layout', layout)).toEqual({ ok: true });
    expect(new Set(aliasesOfLayout(layout))).toEqual(new Set(SEEDED_ALIASES.filter((alias) => !PREVIEW_ONLY_ALIASES.includes(alias))));
    const [grid, tab, , none, bare] = layout.list;
    expect(grid).toMatchObject({ type: 'grid', options: { gutter: 16 } });
    expect(grid.columns?.map((column) => column.span)).toEqual([16, 8]);
    expect(tab.type).toBe('tab');
    expect(tab.tabs?.map((item) => item.name)).toEqual(['通知公告', '新闻动态', '管理员专区']);
    expect(none).toEqual({ type: 'none', alias: 'salesChart' });
    expect(bare).toEqual({ alias: 'oftenSystem' });
  });

  it('names the tabs in the request language', async () => {
    const layout = JSON.parse(decodeBase64((await homeOf({ ...users.zhangsan, ...EN })).value)) as LayoutJson;
    expect(layout.list[1].tabs?.map((item) => item.name)).toEqual(['Announcements', 'News', 'Administrators']);
  });

  it('prefers the user’s valid personal layout, and ignores one that is not in use', async () => {
    const lisi = JSON.parse(decodeBase64((await homeOf(users.lisi)).value)) as LayoutJson;
    expect(validateDefinition('layout', lisi)).toEqual({ ok: true });
    expect(aliasesOfLayout(lisi)).toEqual(['homeTodo', 'todayMeeting', 'homeNotice']);
    // zhangsan's personal layout has valid = 0: the default applies.
    expect(aliasesOfLayout(JSON.parse(decodeBase64((await homeOf(users.zhangsan)).value)) as LayoutJson)).toHaveLength(SEEDED_ALIASES.length - PREVIEW_ONLY_ALIASES.length);
  });

  it('answers an empty value for a tenant without layouts, and 401 without a token', async () => {
    expect(await homeOf(server.acme)).toEqual({ state: true, message: '', value: '' });
    expect((await get(HOME)).statusCode).toBe(401);
  });

  it('localizes only {"zh-CN", "en-US"} texts of a stored layout', () => {
    const stored = { list: [{ type: 'tab', tabs: [{ name: { 'zh-CN': '甲', 'en-US': 'A' }, list: [{ alias: 'x' }] }, { name: 'plain', list: [] }] }] };
    expect(localizeTexts(stored, 'en-US')).toEqual({ list: [{ type: 'tab', tabs: [{ name: 'A', list: [{ alias: 'x' }] }, { name: 'plain', list: [] }] }] });
    expect(localizeTexts(stored, 'zh-CN')).toEqual({ list: [{ type: 'tab', tabs: [{ name: '甲', list: [{ alias: 'x' }] }, { name: 'plain', list: [] }] }] });
  });
});

describe('GET /portal/sysIndexMyLayout/v1/designMyLayout', () => {
  const DESIGN = '/portal/sysIndexMyLayout/v1/designMyLayout?id=&layoutType=2';
  interface Design {
    columnMap: Record<'公有栏目' | '私有栏目', { name: string; alias: string }[]>;
    sysIndexLayout: { id: string; userId: string; templateHtml: string; designHtml: string; name: string; valid: number } | null;
  }

  it('lists the columns the user may see and the layout in force', async () => {
    const design = await okJson<Design>(get(DESIGN, users.zhangsan));
    expect(Object.keys(design.columnMap)).toEqual(['公有栏目', '私有栏目']);
    const aliases = design.columnMap['公有栏目'].map((entry) => entry.alias);
    expect(new Set(aliases)).toEqual(new Set(SEEDED_ALIASES.filter((alias) => alias !== 'demoRestricted')));
    expect(design.columnMap['私有栏目']).toEqual([]);
    expect(design.columnMap['公有栏目'].find((entry) => entry.alias === 'homeNews')?.name).toBe('新闻动态');
    expect(design.sysIndexLayout).toMatchObject({ id: '40200000000000001', userId: '', templateHtml: '', name: '默认首页布局', valid: 1 });
    expect(design.sysIndexLayout?.designHtml).toBe((await okJson<{ value: string }>(get('/portal/main/v1/vueFrontHome', users.zhangsan))).value);
  });

  it('shows the administrator the restricted column, in English when asked', async () => {
    const design = await okJson<Design>(get(DESIGN, { ...server.admin, ...EN }));
    expect(design.columnMap['公有栏目']).toContainEqual({ name: 'Administrators only', alias: 'demoRestricted' });
    expect(design.sysIndexLayout?.name).toBe('Default home layout');
  });

  it('opens a layout by id only when it is the user’s own or the tenant’s', async () => {
    const own = await okJson<Design>(get('/portal/sysIndexMyLayout/v1/designMyLayout?id=40200000000000002&layoutType=2', users.lisi));
    expect(own.sysIndexLayout).toMatchObject({ id: '40200000000000002', valid: 1, name: '李四的首页' });
    expect(own.sysIndexLayout?.userId).toBe('10002');
    const others = await okJson<Design>(get('/portal/sysIndexMyLayout/v1/designMyLayout?id=40200000000000002&layoutType=2', users.zhangsan));
    expect(others.sysIndexLayout?.id).toBe('40200000000000001');
  });

  it('keeps tenants apart, and validates its query', async () => {
    expect(await okJson<Design>(get(DESIGN, server.acme))).toEqual({ columnMap: { 公有栏目: [], 私有栏目: [] }, sysIndexLayout: null });
    expect((await get('/portal/sysIndexMyLayout/v1/designMyLayout?layoutType=9', users.zhangsan)).statusCode).toBe(400);
    expect((await get(DESIGN)).statusCode).toBe(401);
  });
});

describe('columns', () => {
  const BY_ALIAS = '/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias?alias=';
  const BATCH = '/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias';
  const batch = (payload: string, headers: Headers, contentType = 'text/plain') => post(BATCH, payload, { 'content-type': contentType, ...headers });

  it('getByAlias answers the bare column with its display rights', async () => {
    const column = await okJson<ColumnDto>(get(`${BY_ALIAS}homeNews`, users.zhangsan));
    expect(Object.keys(column).sort()).toEqual(
      ['alias', 'catalog', 'catalogName', 'colHeight', 'colType', 'colUrl', 'dataFrom', 'dataMode', 'dataParam', 'displayRights', 'id', 'isPublic',
        'memo', 'name', 'needPage', 'refeshTime', 'requestType', 'supportRefesh', 'templateHtml', 'tenantId'].sort(),
    );
    expect(column).toMatchObject({ alias: 'homeNews', name: '新闻动态', dataMode: 0, colUrl: '/newsList/0', displayRights: true, tenantId: '-1', requestType: 'GET' });
    expect(decodeBase64(column.templateHtml)).toBe('<home-news></home-news>');
    expect(validateDefinition('column', column)).toEqual({ ok: true });
  });

  it('getByAlias computes the rights of the restricted column per user', async () => {
    expect((await okJson<ColumnDto>(get(`${BY_ALIAS}demoRestricted`, users.zhangsan))).displayRights).toBe(false);
    expect((await okJson<ColumnDto>(get(`${BY_ALIAS}demoRestricted`, server.admin))).displayRights).toBe(true);
  });

  it('getByAlias answers null for an unknown alias or another tenant’s, 400 without alias, 401 without token', async () => {
    for (const headers of [users.zhangsan, server.acme]) {
      const answer = await get(`${BY_ALIAS}${headers === server.acme ? 'homeNews' : 'nope'}`, headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe('null');
    }
    const missing = await get('/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias', users.zhangsan);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('alias');
    expect((await get(`${BY_ALIAS}homeNews`)).statusCode).toBe(401);
  });

  it('seeds every column valid against the column schema, with the documented templates and sources', async () => {
    const columns = await okJson<ColumnDto[]>(batch(SEEDED_ALIASES.join(','), server.admin));
    expect(columns.map((column) => column.alias)).toEqual(SEEDED_ALIASES);
    for (const column of columns) {
      expect(validateDefinition('column', column), column.alias).toEqual({ ok: true });
      expect(column.colHeight).toBeGreaterThanOrEqual(300);
      expect(column.colHeight).toBeLessThanOrEqual(480);
    }
    const byAlias = new Map(columns.map((column) => [column.alias, column]));
    const template = (alias: string) => decodeBase64(byAlias.get(alias)!.templateHtml);
    expect(template('homeTodo')).toBe('<home-todo></home-todo>');
    expect(template('oftenFlow')).toBe('<often-flow></often-flow>');
    expect(template('homeInst')).toBe('<home-inst></home-inst>');
    expect(template('homeNewsList')).toBe('<home-news-list></home-news-list>');
    expect(template('cultureImage')).toBe(`<culture-image file-id="${CULTURE_PICTURE}"></culture-image>`);
    expect(byAlias.get('noTemplate')).toMatchObject({ dataMode: 0, templateHtml: '' });
    expect(byAlias.get('restWelcome')).toMatchObject({
      dataMode: 3,
      requestType: 'GET',
      dataFrom: '${portal}/portal/main/v1/welcome',
      dataParam: '[{"name":"account","value":"${curUserAccount}"}]',
    });
    expect(template('restWelcome')).toBe('<div class="welcome"><p class="welcome-greeting">{{ data.greeting }}</p><p><a href="/v-mail">{{ data.unreadText }}</a></p></div>');
    expect(byAlias.get('brokenData')).toMatchObject({ dataMode: 3, dataFrom: '${portal}/portal/main/v1/failingColumnData' });
    expect(byAlias.get('salesChart')).toMatchObject({ colType: 1, dataParam: '{"chartType":2,"id":"30000000000000001"}' });
    expect(Object.fromEntries(columns.filter((column) => column.colUrl).map((column) => [column.alias, column.colUrl]))).toEqual({
      homeTodo: '/flow/todo',
      homeInst: '/v-flow/v-request',
      todayMeeting: '/meetingList/0',
      homeNotice: '/newsList/1',
      homeNews: '/newsList/0',
      salesChart: '/statement/chart/30000000000000001',
    });
    const picture = await get(`/system/file/v1/preview?fileId=${CULTURE_PICTURE}`, users.zhangsan);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('getDatasByAlias takes the raw text, answers in the order asked and leaves out unknown and forbidden aliases', async () => {
    const aliases = async (answer: Promise<{ statusCode: number; body: string; json: () => unknown }>) =>
      (await okJson<ColumnDto[]>(answer)).map((column) => column.alias);
    expect(await aliases(batch('homeNews,nope,demoRestricted,homeTodo,homeNews', users.zhangsan))).toEqual(['homeNews', 'homeTodo']);
    expect(await aliases(batch('homeNews,nope,demoRestricted,homeTodo', server.admin))).toEqual(['homeNews', 'demoRestricted', 'homeTodo']);
    // A JSON string, a quoted text, surrounding blanks and axios' default type for strings are read the same.
    expect(await aliases(post(BATCH, JSON.stringify('todayMeeting,homeTodo'), { 'content-type': 'application/json', ...users.zhangsan }))).toEqual(['todayMeeting', 'homeTodo']);
    expect(await aliases(batch('  "todayMeeting , homeTodo"\n', users.zhangsan))).toEqual(['todayMeeting', 'homeTodo']);
    expect(await aliases(batch('todayMeeting,homeTodo', users.zhangsan, 'application/x-www-form-urlencoded'))).toEqual(['todayMeeting', 'homeTodo']);
    expect(await aliases(batch('homeNews', server.acme))).toEqual([]);
  });

  it('getDatasByAlias refuses an empty, non-text or oversized body with a localized 400', async () => {
    const refusal = async (answer: Promise<{ statusCode: number; json: () => unknown }>) => {
      const response = await answer;
      expect(response.statusCode).toBe(400);
      return (response.json() as { state: boolean; message: string; errorCode: string });
    };
    expect(await refusal(batch('', users.zhangsan))).toEqual({ state: false, message: '请提供以逗号分隔的栏目别名', errorCode: '-002' });
    expect((await refusal(batch(' , ,', { ...users.zhangsan, ...EN }))).message).toBe('Give the column aliases, separated by commas.');
    expect((await refusal(server.app.inject({ method: 'POST', url: BATCH, headers: users.zhangsan }))).message).toBe('请提供以逗号分隔的栏目别名');
    expect((await refusal(post(BATCH, ['homeNews'], users.zhangsan))).message).toBe('请求体必须是以逗号分隔的栏目别名文本');
    const tooMany = Array.from({ length: MAX_ALIASES + 1 }, (_, index) => `alias${index}`).join(',');
    expect((await refusal(batch(tooMany, { ...users.zhangsan, ...EN }))).message).toBe('At most 200 column aliases can be asked for at once (201 were sent).');
    const justEnough = Array.from({ length: MAX_ALIASES }, (_, index) => (index === 0 ? 'homeNews' : `alias${index}`)).join(',');
    expect((await okJson<ColumnDto[]>(batch(justEnough, users.zhangsan))).map((column) => column.alias)).toEqual(['homeNews']);
    expect((await batch('homeNews', {})).statusCode).toBe(401);
  });

  it('reads alias lists leniently but never twice', () => {
    expect(aliasesOfBody('a, b ,a,,c')).toEqual({ aliases: ['a', 'b', 'c'] });
    expect(aliasesOfBody('"a"')).toEqual({ aliases: ['a'] });
    expect(aliasesOfBody(undefined)).toEqual({ refusal: 'aliasesMissing' });
    expect(aliasesOfBody({ aliases: 'a' })).toEqual({ refusal: 'aliasesNotText' });
  });

  it('answers column names in English when asked', async () => {
    const [column] = await okJson<ColumnDto[]>(batch('todayMeeting', { ...users.zhangsan, ...EN }));
    expect(column).toMatchObject({ name: 'Today’s meetings', catalogName: 'Work', memo: 'Meetings that start today' });
  });
});

describe('REST column sources of the demo', () => {
  it('welcome greets the caller and counts their unread messages, whatever account is passed', async () => {
    const badge = await okJson<{ value: number }>(get('/innermsg/messageReceiver/v1/getMsgbadge', users.zhangsan));
    expect(await okJson(get('/portal/main/v1/welcome?account=zhangsan', users.zhangsan))).toEqual({ greeting: '欢迎回来，张三', unreadText: `您有 ${badge.value} 条未读消息`, stats: { unread: badge.value } });
    expect(await okJson(get('/portal/main/v1/welcome?account=zhangsan', { ...server.admin, ...EN }))).toMatchObject({ greeting: 'Welcome back, System administrator', unreadText: expect.stringMatching(/^You have \d+ unread messages$/) });
    expect((await get('/portal/main/v1/welcome')).statusCode).toBe(401);
  });

  it('failingColumnData always answers 500 with a localized CommonResult', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const answer = await server.app.inject({ method, url: '/portal/main/v1/failingColumnData', headers: users.zhangsan });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toMatchObject({ state: false, message: '栏目数据加载失败（演示）' });
    }
    const english = await get('/portal/main/v1/failingColumnData', { ...users.zhangsan, ...EN });
    expect(english.json().message).toBe('Column data failed to load (demo).');
    expect((await get('/portal/main/v1/failingColumnData')).statusCode).toBe(401);
  });
});

interface NewsDto {
  id: string;
  title: string;
  flag: '0' | '1';
  sn: number;
  createTime: string;
  endTime: string | null;
  content: string;
  file: string;
  imgUrl: string;
  rotatingDisplayPictures: number;
  [key: string]: unknown;
}

describe('news and announcements', () => {
  const LIST = '/portal/messageNews/v1/list?isPublic=true';
  const NOTICES = '/portal/messageNews/v1/listNotice?isPublic=true';
  const ALL = { pageBean: { page: 1, pageSize: 100 } };
  const newsOf = (body: object, headers: Headers = users.zhangsan, url = LIST) => okJson<PageList<NewsDto>>(post(url, body, headers));

  it('answers a PageList of rows in the wire shape, newest first', async () => {
    const page = await newsOf({ pageBean: { page: 1, pageSize: 5 } });
    expect(page).toMatchObject({ total: 32, page: 1, pageSize: 5 });
    expect(Object.keys(page.rows[0]).sort()).toEqual(
      ['content', 'createByName', 'createTime', 'drafter', 'endTime', 'file', 'flag', 'icon', 'id', 'imgUrl', 'isUrl', 'pageHeight',
        'rotatingDisplayPictures', 'sn', 'title', 'titleDescription', 'type', 'url'].sort(),
    );
    const all = await newsOf(ALL);
    const times = all.rows.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.rows.every((row) => /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(row.createTime))).toBe(true);
  });

  it('filters by flag, end date and title, and sorts by sn', async () => {
    const today = todayText();
    expect((await newsOf({ ...ALL, querys: [query('flag', 'EQUAL', '0')] })).total).toBe(20);
    const notices = await newsOf({ ...ALL, querys: [query('flag', 'EQUAL', 1)] });
    expect(notices.total).toBe(12);
    expect(notices.rows.every((row) => row.flag === '1' && row.endTime !== null)).toBe(true);
    const current = await newsOf({ ...ALL, querys: [query('flag', 'EQUAL', '1'), query('endTime', 'GREAT_EQUAL', today)] });
    expect(current.total).toBe(9);
    expect(current.rows.every((row) => row.endTime! >= today)).toBe(true);
    expect((await newsOf({ querys: [query('title', 'LIKE', '体检')] })).rows.map((row) => row.id)).toEqual([HEALTH_CHECK_NOTICE]);
    expect((await newsOf({ querys: [query('title', 'LIKE', 'security test')] }, { ...users.zhangsan, ...EN })).rows.map((row) => row.id)).toEqual([HOSTILE_NEWS]);
    const carousel = await newsOf({ querys: [query('rotatingDisplayPictures', 'EQUAL', '1')], sorter: [{ property: 'sn', direction: 'ASC' }] });
    expect(carousel.rows.map((row) => row.sn)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(carousel.rows.every((row) => row.flag === '0' && row.imgUrl !== '')).toBe(true);
    const picture = await get(`/system/file/v1/preview?fileId=${carousel.rows[0].imgUrl}`, users.zhangsan);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('refuses properties outside its allow-list', async () => {
    const answer = await post(LIST, { querys: [query('content', 'LIKE', 'x')] }, users.zhangsan);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('不支持的查询字段：content');
  });

  it('listNotice answers only announcements that end today or later', async () => {
    const today = todayText();
    const page = await newsOf(ALL, users.zhangsan, NOTICES);
    expect(page.total).toBe(9);
    expect(page.rows.every((row) => row.flag === '1' && row.endTime! >= today)).toBe(true);
    expect((await newsOf({ querys: [query('title', 'LIKE', '体检')] }, users.zhangsan, NOTICES)).total).toBe(1);
  });

  it('carries attachments as a JSON string of [{id, name}] that can be downloaded', async () => {
    const [notice] = (await newsOf({ querys: [query('id', 'EQUAL', HEALTH_CHECK_NOTICE)] })).rows;
    const files = JSON.parse(notice.file) as { id: string; name: string }[];
    expect(files).toEqual([{ id: '40100000000000011', name: '2026年度体检须知.pdf' }]);
    const download = await get(`/system/file/v1/downloadFile?fileId=${files[0].id}`, users.zhangsan);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [english] = (await newsOf({ querys: [query('id', 'EQUAL', HEALTH_CHECK_NOTICE)] }, { ...users.zhangsan, ...EN })).rows;
    expect(english).toMatchObject({ title: 'Annual staff health check 2026', type: 'Notice', drafter: 'Chen Chen, Human Resources' });
    expect(JSON.parse(english.file)).toEqual([{ id: '40100000000000011', name: 'Health check 2026.pdf' }]);
  });

  it('keeps tenants apart', async () => {
    const acme = await newsOf(ALL, server.acme);
    expect(acme.rows.map((row) => row.id).sort()).toEqual([ACME_NEWS, '40400000000000102']);
    expect((await newsOf(ALL)).rows.some((row) => row.id === ACME_NEWS)).toBe(false);
    expect((await post(LIST, {})).statusCode).toBe(401);
  });

  it('getNewsById answers the row with its content as stored (the client sanitizes it)', async () => {
    const hostile = await okJson<NewsDto>(get(`/portalNewsNotice/v1/getNewsById?id=${HOSTILE_NEWS}`, users.zhangsan));
    expect(hostile.title).toBe('安全测试：带脚本的新闻');
    expect(hostile.content).toContain('<script>');
    expect(hostile.content).toContain('onerror=');
    expect(hostile.content).toContain('href="javascript:');
    expect((await okJson<NewsDto>(get(`/portalNewsNotice/v1/getNewsById?id=${HOSTILE_NEWS}`, { ...users.zhangsan, ...EN }))).title).toBe('Security test: news with a script');
  });

  it('getNewsById answers 404 with a localized message for unknown ids and other tenants’ news', async () => {
    const missing = await get('/portalNewsNotice/v1/getNewsById?id=nope', users.zhangsan);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ state: false, message: '新闻公告不存在：nope', errorCode: '-003' });
    expect((await get('/portalNewsNotice/v1/getNewsById?id=nope', { ...users.zhangsan, ...EN })).json().message).toBe('No such news item: nope');
    expect((await get(`/portalNewsNotice/v1/getNewsById?id=${ACME_NEWS}`, users.zhangsan)).statusCode).toBe(404);
    expect((await get(`/portalNewsNotice/v1/getNewsById?id=${HOSTILE_NEWS}`)).statusCode).toBe(401);
  });
});

describe('POST /portal/meetingRoomAppointment/v1/pendingJson', () => {
  const MEETINGS = '/portal/meetingRoomAppointment/v1/pendingJson';
  type Meeting = { id: string; hymc: string; kssj: string; jssj: string; hys: string; taskId: string };

  it('answers today’s meetings sorted by start time', async () => {
    const page = await okJson<PageList<Meeting>>(post(MEETINGS, {}, users.zhangsan));
    // Four seeded meetings and one approved room booking (fixtures/seed/meetingRooms.json).
    expect(page.total).toBe(5);
    expect(Object.keys(page.rows[0]).sort()).toEqual(['hymc', 'hys', 'id', 'jssj', 'kssj', 'taskId']);
    expect(page.rows.every((row) => row.kssj.startsWith(`${todayText()} `) && row.jssj > row.kssj)).toBe(true);
    expect(page.rows.map((row) => row.kssj)).toEqual(page.rows.map((row) => row.kssj).sort());
    // The seeded meetings name approval tasks that are not open for anybody: the row opens the meeting instead.
    expect(page.rows[0]).toMatchObject({ hymc: '研发部晨会', kssj: `${todayText()} 09:00:00`, taskId: '' });
    const [english] = (await okJson<PageList<Meeting>>(post(MEETINGS, { pageBean: { page: 1, pageSize: 3 } }, { ...users.zhangsan, ...EN }))).rows;
    expect(english).toMatchObject({ hymc: 'R&D stand-up', hys: 'Agile room, 6F building B' });
  });

  it('answers other days when the body asks about kssj, and keeps tenants apart', async () => {
    const coming = await okJson<PageList<Meeting>>(post(MEETINGS, { querys: [query('kssj', 'GREAT_EQUAL', todayText())] }, users.zhangsan));
    expect(coming.total).toBe(8);
    expect(coming.rows.slice(5).every((row) => row.kssj > `${todayText()} 23:59:59`)).toBe(true);
    expect((await okJson<PageList<Meeting>>(post(MEETINGS, {}, server.acme))).total).toBe(0);
    expect((await post(MEETINGS, {})).statusCode).toBe(401);
  });

  it('leaves the meeting board’s past meetings out', async () => {
    const past = await okJson<PageList<Meeting>>(post(MEETINGS, { querys: [query('kssj', 'LESS', todayText())] }, users.zhangsan));
    expect(past.total).toBe(0);
    expect((await okJson<PageList<Meeting>>(post(MEETINGS, { querys: [query('kssj', 'NOTNULL', '')] }, users.zhangsan))).total).toBe(8);
  });
});

describe('POST /portal/sysApp/v1/authList', () => {
  const APPS = '/portal/sysApp/v1/authList';
  type App = { id: string; name: string; alias: string; icon: string; type: number; url: string; key: string; sqlAlias: string; path: string; sn: number };

  it('answers the apps the user may open, sorted by sn, one of each type', async () => {
    const page = await okJson<PageList<App>>(post(APPS, {}, users.zhangsan));
    expect(Object.keys(page.rows[0]).sort()).toEqual(['alias', 'icon', 'id', 'key', 'name', 'path', 'sn', 'sqlAlias', 'type', 'url']);
    expect(page.rows.map((row) => row.type)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(page.rows.map((row) => row.sn)).toEqual([1, 2, 3, 4, 5, 6]);
    const byType = new Map(page.rows.map((row) => [row.type, row]));
    expect(byType.get(2)).toMatchObject({ key: 'leave' });
    expect(byType.get(3)).toMatchObject({ alias: 'roster', sqlAlias: 'employeeSql' });
    expect(byType.get(4)).toMatchObject({ id: '1390118473227800001' });
    expect(byType.get(6)).toMatchObject({ id: '30000000000000001' });
    expect(byType.get(7)).toMatchObject({ path: '/workHourReport' });
  });

  it('shows the administrator the restricted app, filters and localizes', async () => {
    const admin = await okJson<PageList<App>>(post(APPS, { querys: [query('type', 'EQUAL', '7')] }, { ...server.admin, ...EN }));
    expect(admin.rows.map((row) => row.name)).toEqual(['Work-hour report', 'System administration']);
    expect((await okJson<PageList<App>>(post(APPS, {}, server.admin))).total).toBe(7);
    expect((await okJson<PageList<App>>(post(APPS, {}, server.acme))).total).toBe(0);
    expect((await post(APPS, {})).statusCode).toBe(401);
  });
});

describe('reminders', () => {
  const LIST = '/form/formRemindData/v1/getFormRemindDataByUser';
  type Reminder = { id: string; subject: string; content: string; opemType: string; opemId: string; count: number };
  const remove = (id: string, headers: Headers) => server.app.inject({ method: 'DELETE', url: `/form/formRemindData/v1/${id}`, headers });

  it('answers the caller’s own reminders only', async () => {
    const own = await okJson<Reminder[]>(get(LIST, users.zhangsan));
    expect(own).toHaveLength(3);
    expect(Object.keys(own[0]).sort()).toEqual(['content', 'count', 'id', 'opemId', 'opemType', 'subject']);
    expect(own.map((reminder) => reminder.count)).toEqual([1, 3, 2]);
    expect(own[0]).toMatchObject({ subject: '合同即将到期', opemType: 'contractLedger', opemId: '5001' });
    expect((await okJson<Reminder[]>(get(LIST, { ...users.zhangsan, ...EN })))[0].subject).toBe('Contract about to expire');
    expect((await okJson<Reminder[]>(get(LIST, users.lisi))).map((reminder) => reminder.id)).toEqual(['40700000000000004']);
    expect(await okJson<Reminder[]>(get(LIST, users.chenyi))).toEqual([]);
    expect((await get(LIST)).statusCode).toBe(401);
  });

  it('deletes the caller’s own reminder and answers 404 for someone else’s or an unknown one', async () => {
    const others = await remove('40700000000000004', users.zhangsan);
    expect(others.statusCode).toBe(404);
    expect(others.json().message).toBe('提醒不存在或不属于当前用户：40700000000000004');
    expect((await remove('nope', { ...users.zhangsan, ...EN })).json().message).toBe('No such reminder of yours: nope');
    expect((await remove('40700000000000001', users.zhangsan)).json()).toEqual({ state: true, message: '删除成功' });
    expect((await remove('40700000000000001', users.zhangsan)).statusCode).toBe(404);
    expect((await okJson<Reminder[]>(get(LIST, users.zhangsan))).map((reminder) => reminder.id)).toEqual(['40700000000000002', '40700000000000003']);
    expect((await remove('40700000000000002', { ...users.zhangsan, ...EN })).json()).toEqual({ state: true, message: 'Deleted.' });
    expect((await okJson<Reminder[]>(get(LIST, users.lisi)))).toHaveLength(1);
    expect((await remove('40700000000000004', {})).statusCode).toBe(401);
  });
});

describe('seed', () => {
  it('fills the tables once, dating news relative to the seed day', async () => {
    const db = openDatabase(':memory:');
    try {
      await seedIfEmpty(db);
      db.exec(SCHEMA);
      db.exec(SCHEMA);
      const seedDay = new Date(2030, 0, 15);
      seedPortal(db, DEFAULT_SEED_DIR, seedDay);
      seedPortal(db, DEFAULT_SEED_DIR);
      const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
      expect([count('portal_layout'), count('portal_column'), count('portal_news'), count('portal_meeting'), count('portal_app'), count('portal_remind')]).toEqual([3, 19, 34, 11, 7, 4]);
      expect([count('biz_duty_roster'), count('biz_document')]).toEqual([4, 12]);
      const health = db.prepare('SELECT create_time, end_time FROM portal_news WHERE id = ?').get(HEALTH_CHECK_NOTICE);
      expect(health).toEqual({ create_time: '2030-01-15 08:30:00', end_time: '2030-02-14 23:59:59' });
      const template = db.prepare("SELECT template_html FROM portal_column WHERE alias = 'homeTodo'").get() as { template_html: string };
      expect(template.template_html).toBe(base64('<home-todo></home-todo>'));
      expect(count('files')).toBe(15);
      // 2030-01-15 is a Tuesday: this week's duty runs from Monday the 14th to Sunday the 20th.
      const duty = db.prepare('SELECT id_, yqmc, zbxx, zbksrq, zbjsrq FROM biz_duty_roster ORDER BY zbksrq DESC, yqmc').all();
      expect(duty).toEqual([
        { id_: '40800000000000001', yqmc: '滨江园区', zbxx: '王芳 13800001111', zbksrq: '2030-01-14', zbjsrq: '2030-01-20' },
        { id_: '40800000000000002', yqmc: '高新园区', zbxx: '李强 13800002222', zbksrq: '2030-01-14', zbjsrq: '2030-01-20' },
        { id_: '40800000000000003', yqmc: '滨江园区', zbxx: '陈静 13800003333', zbksrq: '2030-01-07', zbjsrq: '2030-01-13' },
        { id_: '40800000000000004', yqmc: '高新园区', zbxx: '刘洋 13800004444', zbksrq: '2030-01-07', zbjsrq: '2030-01-13' },
      ]);
      expect(db.prepare("SELECT cjsj FROM biz_document WHERE id_ = '40900000000000001'").get()).toEqual({ cjsj: '2030-01-15 09:15:00' });
      const agenda = db.prepare("SELECT files FROM portal_meeting WHERE id = '40500000000000003'").get() as { files: string };
      expect((JSON.parse(agenda.files) as { id: string }[]).map((file) => file.id)).toEqual(['40100000000000014', '40100000000000012']);
    } finally {
      db.close();
    }
  });

  it('gives the meetings table of an older database file the meeting board’s columns', async () => {
    const db = openDatabase(':memory:');
    try {
      await seedIfEmpty(db);
      // portal_meeting as its first version created it.
      db.exec(`CREATE TABLE portal_meeting (id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, hymc TEXT NOT NULL, hymc_en TEXT, hys TEXT NOT NULL DEFAULT '',
        hys_en TEXT, day_offset INTEGER NOT NULL, start_time TEXT NOT NULL, end_time TEXT NOT NULL, task_id TEXT NOT NULL DEFAULT '')`);
      db.exec("INSERT INTO portal_meeting (id, tenant_id, hymc, day_offset, start_time, end_time) VALUES ('old', '-1', '旧会议', 0, '09:00:00', '10:00:00')");
      db.exec(SCHEMA);
      seedPortal(db, DEFAULT_SEED_DIR);
      expect(db.prepare("SELECT zcr, chry, hynr, files FROM portal_meeting WHERE id = 'old'").get()).toEqual({ zcr: '', chry: '', hynr: '', files: '[]' });
      seedPortal(db, DEFAULT_SEED_DIR);
    } finally {
      db.close();
    }
  });
});
