// The portal's inner messages (server/routes/message.ts), the meeting board (meetings.ts) and the two custom
// queries of the home page over the portal's business tables (dutyRoster, documentList).
import { describe, expect, it } from 'vitest';
import { formatDate, todayText } from '../../lib/ids';
import type { PageList } from '../../lib/queryFilter';
import { EN, okJson, portalTestServer, type Answer, type Headers } from './testing';

const { server, users, get, post, remove } = portalTestServer();
const refused = async (response: Promise<Answer>, statusCode: number): Promise<string> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(statusCode);
  const body = answer.json() as { state: boolean; message: string };
  expect(body.state).toBe(false);
  return body.message;
};
const query = (property: string, operation: string, value: unknown) => ({ property, operation, value });
/** 'yyyy-MM-dd' of today moved by `days`. */
const dayFromToday = (days: number) => {
  const today = new Date();
  return formatDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() + days));
};

describe('inner messages (messageReceiver)', () => {
  const PREFIX = '/innermsg/messageReceiver/v1';
  type Received = { id: string; messageId: string; subject: string; content: string; owner: string; ownerId: string; messageType: string; receiveTime: string; isRead: number };
  type Result = { state: boolean; message: string; value?: number };
  const list = (headers: Headers, filter: object = {}) => okJson<PageList<Received>>(post(`${PREFIX}/list`, filter, headers));
  const badge = async (headers: Headers) => (await okJson<Result>(get(`${PREFIX}/getMsgbadge`, headers))).value;
  const mark = (ids: string[], headers: Headers) => get(`${PREFIX}/mark?ids=${encodeURIComponent(ids.join(','))}`, headers);
  const removeIds = (ids: string[], headers: Headers) => remove(`${PREFIX}/remove?ids=${encodeURIComponent(ids.join(','))}`, headers);
  const idOf = (page: PageList<Received>, subject: string) => {
    const row = page.rows.find((item) => item.subject === subject);
    if (!row) throw new Error(`no message ${subject}`);
    return row.id;
  };

  it('lists the caller’s received messages, newest first, with the Hotent fields', async () => {
    const page = await list(users.zhangsan);
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 10 });
    expect(Object.keys(page.rows[0]).sort()).toEqual(['content', 'id', 'isRead', 'messageId', 'messageType', 'owner', 'ownerId', 'receiveTime', 'subject']);
    expect(page.rows.map((row) => row.receiveTime)).toEqual(page.rows.map((row) => row.receiveTime).sort().reverse());
    expect(page.rows[0]).toMatchObject({ subject: '10 月差旅报销截止提醒', owner: '赵六', messageType: 'normal', receiveTime: '2026-11-21 10:00:00', isRead: 0 });
    expect(page.rows.every((row) => row.id === row.messageId && row.ownerId !== '')).toBe(true);
    expect(page.rows.map((row) => row.isRead)).toEqual([0, 0, 0, 1, 1]);
    const system = (await list(server.admin, { pageBean: { page: 1, pageSize: 1 } })).rows[0];
    expect(system).toMatchObject({ owner: '系统', ownerId: '', messageType: 'system', isRead: 0 });
    expect((await list({ ...server.admin, ...EN }, { pageBean: { pageSize: 1 } })).rows[0].owner).toBe('System');
  });

  it('filters by subject and isRead and sorts by receiveTime', async () => {
    expect((await list(users.zhangsan, { querys: [query('isRead', 'EQUAL', 0)] })).total).toBe(3);
    expect((await list(users.zhangsan, { querys: [query('isRead', 'EQUAL', '1')] })).total).toBe(2);
    const found = await list(users.zhangsan, { querys: [query('subject', 'LIKE', '评审')] });
    expect(found.rows.map((row) => row.subject)).toEqual(['代码评审安排']);
    const oldest = await list(users.zhangsan, { sorter: [{ property: 'receiveTime', direction: 'ASC' }], pageBean: { page: 1, pageSize: 2 } });
    expect(oldest.rows.map((row) => row.receiveTime)).toEqual(['2026-11-05 14:20:00', '2026-11-10 08:00:00']);
    expect(await refused(post(`${PREFIX}/list`, { querys: [query('content', 'LIKE', 'x')] }, { ...users.zhangsan, ...EN }), 400)).toBe('Unsupported query field: content');
  });

  it('keeps users and tenants apart', async () => {
    expect((await list(users.lisi)).total).toBe(2);
    expect((await list(users.chenyi)).rows.map((row) => row.subject)).toEqual(['欢迎使用艾克米协同办公']);
    expect((await list(server.acme)).total).toBe(0);
    for (const response of [post(`${PREFIX}/list`, {}), get(`${PREFIX}/get?id=1`), get(`${PREFIX}/mark?ids=1`), remove(`${PREFIX}/remove?ids=1`), get(`${PREFIX}/getMsgbadge`)]) {
      expect((await response).statusCode).toBe(401);
    }
  });

  it('answers one own message and marks it read; others’ are 404', async () => {
    const lisiPage = await list(users.lisi);
    const travel = idOf(lisiPage, '10 月差旅报销截止提醒');
    const before = await badge(users.lisi);
    const read = await okJson<Received>(get(`${PREFIX}/get?id=${travel}`, users.lisi));
    expect(read).toMatchObject({ id: travel, messageId: travel, subject: '10 月差旅报销截止提醒', content: expect.stringContaining('11 月 25 日'), isRead: 1 });
    expect(await badge(users.lisi)).toBe((before ?? 0) - 1);
    // zhangsan received the same message: his copy is still unread.
    expect((await list(users.zhangsan)).rows.find((row) => row.id === travel)?.isRead).toBe(0);
    // Reading it again changes nothing.
    expect((await okJson<Received>(get(`${PREFIX}/get?id=${travel}`, users.lisi))).isRead).toBe(1);
    expect(await badge(users.lisi)).toBe((before ?? 0) - 1);

    const chenyiMessage = (await list(users.chenyi)).rows[0].id;
    expect(await refused(get(`${PREFIX}/get?id=${chenyiMessage}`, users.zhangsan), 404)).toBe(`消息不存在：${chenyiMessage}`);
    const zhangsanOnly = idOf(await list(users.zhangsan), 'OA 升级项目周会纪要');
    expect(await refused(get(`${PREFIX}/get?id=${zhangsanOnly}`, { ...users.lisi, ...EN }), 404)).toBe(`No such message of yours: ${zhangsanOnly}`);
    expect(await refused(get(`${PREFIX}/get`, users.lisi), 400)).toContain('querystring.id');
  });

  it('marks the caller’s unread messages, counts only those, and the badge follows', async () => {
    const page = await list(users.zhangsan);
    const unread = page.rows.filter((row) => row.isRead === 0).map((row) => row.id);
    const alreadyRead = page.rows.find((row) => row.isRead === 1)!.id;
    const adminMessage = (await list(server.admin, { pageBean: { pageSize: 1 } })).rows[0].id;
    const acmeMessage = (await list(users.chenyi)).rows[0].id;
    const adminBadge = await badge(server.admin);
    expect(await badge(users.zhangsan)).toBe(3);

    const first = await okJson<Result>(mark([unread[0], alreadyRead, adminMessage, acmeMessage, 'nope', unread[0]], users.zhangsan));
    expect(first).toEqual({ state: true, message: '标记成功', value: 1 });
    expect(await badge(users.zhangsan)).toBe(2);
    expect(await badge(server.admin)).toBe(adminBadge);
    expect(await badge(users.chenyi)).toBe(1);

    expect(await okJson<Result>(mark(unread, { ...users.zhangsan, ...EN }))).toEqual({ state: true, message: 'Marked as read.', value: 2 });
    expect(await badge(users.zhangsan)).toBe(0);
    expect((await okJson<Result>(mark(unread, users.zhangsan))).value).toBe(0);
    expect(await badge(users.zhangsan)).toBe(0);
    expect((await list(users.zhangsan, { querys: [query('isRead', 'EQUAL', 'false')] })).total).toBe(0);
  });

  it('removes the caller’s copies only', async () => {
    const page = await list(users.zhangsan);
    const shared = idOf(page, '关于 2026 年度体检安排的通知');
    const own = idOf(page, '系统维护通知');
    const adminMessage = (await list(server.admin, { pageBean: { pageSize: 1 } })).rows[0].id;
    const adminTotal = (await list(server.admin)).total;
    const lisiTotal = (await list(users.lisi)).total;

    expect(await okJson<Result>(removeIds([shared, own, adminMessage, 'nope'], users.zhangsan))).toEqual({ state: true, message: '删除成功' });
    expect((await list(users.zhangsan)).rows.map((row) => row.id)).not.toContain(shared);
    expect((await list(users.zhangsan)).total).toBe(3);
    expect((await list(users.lisi)).total).toBe(lisiTotal);
    expect((await list(server.admin)).total).toBe(adminTotal);
    expect(await refused(get(`${PREFIX}/get?id=${shared}`, users.zhangsan), 404)).toContain(shared);
    expect(await okJson<Result>(removeIds([shared], { ...users.zhangsan, ...EN }))).toEqual({ state: true, message: 'Deleted.' });
  });

  it('refuses an empty id list with 400', async () => {
    expect(await refused(get(`${PREFIX}/mark?ids=`, users.zhangsan), 400)).toBe('请至少选择一条记录');
    expect(await refused(get(`${PREFIX}/mark?ids=${encodeURIComponent(' , ,')}`, { ...users.zhangsan, ...EN }), 400)).toBe('Select at least one record.');
    expect(await refused(remove(`${PREFIX}/remove?ids=`, users.zhangsan), 400)).toBe('请至少选择一条记录');
    expect(await refused(remove(`${PREFIX}/remove`, { ...users.zhangsan, ...EN }), 400)).toContain('querystring.ids is required');
    expect(await refused(get(`${PREFIX}/mark`, users.zhangsan), 400)).toContain('缺少必填字段 querystring.ids');
  });
});

describe('meeting board (hyskb)', () => {
  const LIST = '/form/hyskb/v1/listJson';
  const DETAIL = '/form/hyskb/v1/getWHyssqdVo';
  type BoardRow = { id_: string; hymc: string; kssj: string; jssj: string; hys: string; zcr: string; chry: string; hyzt: string };
  type Detail = BoardRow & { hynr: string; fj: string };
  const board = (params: string, headers: Headers) => okJson<PageList<BoardRow>>(get(`${LIST}?${params}`, headers));
  const BUDGET_REVIEW = '40500000000000003';
  const HEALTH_BRIEFING = '40500000000000011';
  const STATUSES = ['未开始', '进行中', '已结束'];

  it('lists today’s and later meetings soonest first (type 0)', async () => {
    const page = await board('type=0', users.zhangsan);
    // Six seeded meetings and two approved room bookings (fixtures/seed/meetingRooms.json).
    expect(page).toMatchObject({ total: 8, page: 1, pageSize: 10 });
    expect(Object.keys(page.rows[0]).sort()).toEqual(['chry', 'hymc', 'hys', 'hyzt', 'id_', 'jssj', 'kssj', 'zcr']);
    expect(page.rows.map((row) => row.kssj)).toEqual(page.rows.map((row) => row.kssj).sort());
    expect(page.rows.every((row) => row.kssj >= `${todayText()} 00:00:00` && row.jssj > row.kssj && STATUSES.includes(row.hyzt))).toBe(true);
    expect(page.rows[0]).toMatchObject({ id_: '40500000000000001', hymc: '研发部晨会', kssj: `${todayText()} 09:00:00`, zcr: '王五', chry: '研发部全体成员' });
    const tomorrow = page.rows.filter((row) => row.kssj.startsWith(dayFromToday(1)));
    expect(tomorrow.map((row) => row.hyzt)).toEqual(['未开始', '未开始', '未开始']);
  });

  it('lists earlier meetings latest first (type 1), all ended', async () => {
    const page = await board('type=1', users.zhangsan);
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.kssj)).toEqual(page.rows.map((row) => row.kssj).sort().reverse());
    expect(page.rows[0]).toMatchObject({ id_: '40500000000000007', kssj: `${dayFromToday(-1)} 14:00:00`, hyzt: '已结束' });
    expect(page.rows.every((row) => row.kssj < `${todayText()} 00:00:00` && row.hyzt === '已结束')).toBe(true);
    const [english] = (await board('type=1&pageSize=1', { ...users.zhangsan, ...EN })).rows;
    expect(english).toMatchObject({ hymc: 'Product roadmap review', zcr: 'Li Si', chry: 'Zhang San, Wang Wu', hyzt: 'Ended' });
  });

  it('pages with a default of 10 and at most 100 a page', async () => {
    const second = await board('type=0&page=2&pageSize=4', users.zhangsan);
    expect(second).toMatchObject({ total: 8, page: 2, pageSize: 4 });
    expect(second.rows).toHaveLength(4);
    expect((await board('type=1&pageSize=500', users.zhangsan)).pageSize).toBe(100);
  });

  it('refuses a bad type or page with 400, and keeps tenants apart', async () => {
    expect(await refused(get(`${LIST}?type=2`, users.zhangsan), 400)).toBe('请求参数不正确：querystring.type 只能是：0, 1');
    expect(await refused(get(`${LIST}?type=abc`, { ...users.zhangsan, ...EN }), 400)).toBe('Invalid request: querystring.type must be of type integer');
    expect(await refused(get(LIST, users.zhangsan), 400)).toContain('querystring.type');
    expect(await refused(get(`${LIST}?type=0&page=0`, users.zhangsan), 400)).toContain('querystring.page');
    expect((await board('type=0', server.acme)).total).toBe(0);
    expect((await get(`${LIST}?type=0`)).statusCode).toBe(401);
  });

  it('answers one meeting with its content and attachments', async () => {
    const detail = await okJson<Detail>(get(`${DETAIL}?id_=${BUDGET_REVIEW}`, users.zhangsan));
    expect(Object.keys(detail).sort()).toEqual(['chry', 'fj', 'hymc', 'hynr', 'hys', 'hyzt', 'id_', 'jssj', 'kssj', 'zcr']);
    expect(detail).toMatchObject({ id_: BUDGET_REVIEW, hymc: '第四季度预算评审会', kssj: `${todayText()} 14:00:00`, zcr: '赵六' });
    expect(detail.hynr).toContain('<strong>请提前阅读附件议程</strong>');
    expect(JSON.parse(detail.fj)).toEqual([
      { id: '40100000000000014', name: '第四季度预算评审会议程.txt' },
      { id: '40100000000000012', name: '差旅费用报销办法（2026修订版）.txt' },
    ]);
    const english = await okJson<Detail>(get(`${DETAIL}?id_=${HEALTH_BRIEFING}`, { ...users.zhangsan, ...EN }));
    expect(english).toMatchObject({ hymc: 'Health check briefing', hyzt: 'Ended', kssj: `${dayFromToday(-30)} 15:00:00` });
    expect(JSON.parse(english.fj)).toEqual([{ id: '40100000000000011', name: 'Health check 2026.pdf' }]);
    expect((await okJson<Detail>(get(`${DETAIL}?id_=40500000000000001`, users.zhangsan))).fj).toBe('');
    // The attachment is a stored file the user can download.
    expect((await get(`/system/file/v1/downloadFile?fileId=40100000000000014`, users.zhangsan)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or another tenant’s meeting, 400 without id_', async () => {
    expect(await refused(get(`${DETAIL}?id_=nope`, users.zhangsan), 404)).toBe('会议不存在：nope');
    expect(await refused(get(`${DETAIL}?id_=${BUDGET_REVIEW}`, { ...users.chenyi, ...EN }), 404)).toBe(`No such meeting: ${BUDGET_REVIEW}`);
    expect(await refused(get(DETAIL, users.zhangsan), 400)).toContain('querystring.id_');
    expect((await get(`${DETAIL}?id_=${BUDGET_REVIEW}`)).statusCode).toBe(401);
  });
});

describe('custom queries of the home: dutyRoster and documentList', () => {
  type Row = Record<string, string>;
  const doQuery = (alias: string, values: { key: string; value: unknown }[], headers: Headers, page = 1) =>
    okJson<PageList<Row>>(post(`/form/customQuery/v1/doQuery?alias=${alias}&page=${page}`, values, headers));

  it('dutyRoster: this week and last week, sorted by start descending then park, 20 a page', async () => {
    const all = await doQuery('dutyRoster', [], users.zhangsan);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(Object.keys(all.rows[0]).sort()).toEqual(['id_', 'yqmc', 'zbjsrq', 'zbksrq', 'zbxx']);
    expect(all.rows.map((row) => row.yqmc)).toEqual(['滨江园区', '高新园区', '滨江园区', '高新园区']);
    expect(all.rows[0].zbksrq > all.rows[2].zbksrq).toBe(true);
    expect(all.rows.every((row) => /^\S+ 1\d{10}$/.test(row.zbxx))).toBe(true);
  });

  it('dutyRoster: the today condition answers who is on duty that day', async () => {
    const today = todayText();
    const now = await doQuery('dutyRoster', [{ key: 'today', value: today }], users.zhangsan);
    expect(now.total).toBe(2);
    expect(now.rows.every((row) => row.zbksrq <= today && today <= row.zbjsrq)).toBe(true);
    expect(now.rows.map((row) => row.zbxx)).toEqual(['王芳 13800001111', '李强 13800002222']);
    const lastWeek = await doQuery('dutyRoster', [{ key: 'today', value: dayFromToday(-7) }], users.zhangsan);
    expect(lastWeek.rows.map((row) => row.zbxx)).toEqual(['陈静 13800003333', '刘洋 13800004444']);
    expect((await doQuery('dutyRoster', [{ key: 'today', value: dayFromToday(-30) }], users.zhangsan)).total).toBe(0);
    // A client naming the conditions by their fields (the generic query list) still filters.
    expect((await doQuery('dutyRoster', [{ key: 'zbjsrq', value: today }], users.zhangsan)).total).toBe(2);
    expect((await doQuery('dutyRoster', [{ key: 'today', value: today }, { key: 'yqmc', value: '高新' }], users.zhangsan)).rows.map((row) => row.zbxx)).toEqual(['李强 13800002222']);
    expect((await doQuery('dutyRoster', [{ key: 'today', value: today }], users.chenyi)).total).toBe(0);
  });

  it('documentList: 7 a page, newest first, some within the last 7 days', async () => {
    const first = await doQuery('documentList', [], users.zhangsan);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 7 });
    expect(Object.keys(first.rows[0]).sort()).toEqual(['cjsj', 'id_', 'ssgs', 'wdbt']);
    const second = await doQuery('documentList', [], users.zhangsan, 2);
    expect(second.rows).toHaveLength(5);
    const times = [...first.rows, ...second.rows].map((row) => row.cjsj);
    expect(times).toEqual([...times].sort().reverse());
    expect(times.every((time) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(time))).toBe(true);
    const weekAgo = `${dayFromToday(-7)} 00:00:00`;
    expect(times.filter((time) => time >= weekAgo).length).toBe(6);
    expect(first.rows[0]).toMatchObject({ id_: '40900000000000001', ssgs: '集团总部', cjsj: expect.stringMatching(new RegExp(`^${todayText()} `)) });
    expect((await doQuery('documentList', [{ key: 'ssgs', value: '研发中心' }], users.zhangsan)).total).toBe(2);
    expect((await doQuery('documentList', [], users.chenyi)).total).toBe(0);
    expect((await post('/form/customQuery/v1/doQuery?alias=documentList&page=1', [])).statusCode).toBe(401);
  });
});
