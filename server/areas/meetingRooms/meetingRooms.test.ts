// The meeting-room area against the seeded demo: rooms, a day's occupancy, booking with every refusal, the
// overlap check under concurrent saves, cancelling, reviewing (reviewers only), tenant isolation, and approved
// bookings as meetings of the portal's meeting lists.
import { describe, expect, it } from 'vitest';
import { authHeader } from '../../testing';
import { todayText } from '../../lib/ids';
import type { PageList } from '../../lib/queryFilter';
import { EN, okJson, portalTestServer, refused, type Headers } from '../portal/testing';
import { dayAfter, dayRefusal, timeRefusal } from './rules';

const { server, users, get, post } = portalTestServer();

const ROOMS = '/portal/meetingRoom/v1/list';
const PREFIX = '/portal/meetingRoomAppointment/v1';
const ROOM_1 = '40600000000000001';
const ROOM_2 = '40600000000000002';
const BOARDROOM = '40600000000000003';
const AGILE_ROOM = '40600000000000005';
const ACME_ROOM = '40600000000000101';
/** Seeded: zhangsan's pending booking of the agile room tomorrow 10:00–11:00. */
const ZHANGSAN_PENDING = '40700000000000003';
/** Seeded: zhangsan's approved booking of room 2 today 16:00–17:00. */
const ZHANGSAN_APPROVED_TODAY = '40700000000000001';
const ACME_PENDING = '40700000000000101';

interface Room { id: string; name: string; location: string; capacity: number; equipment: string; sn: number }
interface Occupancy { id: string; roomId: string; subject: string; startTime: string; endTime: string; status: string; applicantName: string }
interface Booking {
  id: string; roomId: string; roomName: string; roomLocation: string; subject: string; day: string; startTime: string; endTime: string; attendees: string;
  remark: string; status: string; reviewOpinion: string; reviewerName: string; applicantName: string; createTime: string; reviewTime: string; cancellable: boolean;
}
interface Result { state: boolean; message: string; value?: string }

const tomorrow = () => dayAfter(todayText(), 1);
const inDays = (days: number) => dayAfter(todayText(), days);

const booking = (over: Partial<Record<string, unknown>> = {}) => ({ roomId: ROOM_1, subject: '评审会', day: inDays(3), startTime: '09:00', endTime: '10:00', ...over });
const save = (body: object, headers: Headers) => post(`${PREFIX}/save`, body, headers);
const occupancy = (day: string, headers: Headers) => okJson<Occupancy[]>(get(`${PREFIX}/occupancy?day=${day}`, headers));
const myList = (headers: Headers, filter: object = {}) => okJson<PageList<Booking>>(post(`${PREFIX}/myList`, filter, headers));
const reviewList = (headers: Headers, filter: object = {}) => okJson<PageList<Booking>>(post(`${PREFIX}/reviewList`, filter, headers));
const review = (body: object, headers: Headers) => post(`${PREFIX}/review`, body, headers);
const statusIs = (...states: string[]) => ({ querys: [{ property: 'status', operation: 'IN', value: states }] });

describe('booking rules', () => {
  it('accepts today up to 90 days ahead, real dates only', () => {
    expect(dayRefusal('2026-05-01', '2026-05-01')).toBeUndefined();
    expect(dayRefusal('2026-07-30', '2026-05-01')).toBeUndefined();
    expect(dayRefusal('2026-07-31', '2026-05-01')).toBe('dayTooFar');
    expect(dayRefusal('2026-04-30', '2026-05-01')).toBe('dayPast');
    expect(dayRefusal('2026-02-30', '2026-01-01')).toBe('dayInvalid');
  });

  it('accepts 30-minute steps from 08:00 to 20:00 with the start before the end and still to come', () => {
    const now = '2026-05-01 12:10:00';
    expect(timeRefusal('2026-05-02', '08:00', '20:00', now)).toBeUndefined();
    expect(timeRefusal('2026-05-02', '07:30', '09:00', now)).toBe('timeOutOfHours');
    expect(timeRefusal('2026-05-02', '19:30', '20:30', now)).toBe('timeOutOfHours');
    expect(timeRefusal('2026-05-02', '09:15', '10:00', now)).toBe('timeOutOfHours');
    expect(timeRefusal('2026-05-02', '10:00', '10:00', now)).toBe('timeOrder');
    expect(timeRefusal('2026-05-02', '11:00', '10:00', now)).toBe('timeOrder');
    expect(timeRefusal('2026-05-01', '12:00', '13:00', now)).toBe('startPassed');
    expect(timeRefusal('2026-05-01', '12:30', '13:00', now)).toBeUndefined();
  });
});

describe('GET /portal/meetingRoom/v1/list', () => {
  it("lists the tenant's rooms by sn in the caller's language", async () => {
    const rooms = await okJson<Room[]>(get(ROOMS, users.zhangsan));
    expect(rooms.map((room) => room.name)).toEqual(['第一会议室', '第二会议室', '董事会议室', '多功能厅', '敏捷室']);
    expect(rooms[0]).toEqual({ id: ROOM_1, name: '第一会议室', location: 'A 座 3 楼', capacity: 12, equipment: '投影仪、白板、视频会议', sn: 1 });
    const [english] = await okJson<Room[]>(get(ROOMS, { ...users.zhangsan, ...EN }));
    expect(english).toMatchObject({ name: 'Meeting room 1', location: '3F building A', equipment: 'Projector, whiteboard, video conferencing' });
    expect((await okJson<Room[]>(get(ROOMS, users.chenyi))).map((room) => room.id)).toEqual([ACME_ROOM, '40600000000000102']);
    expect((await get(ROOMS)).statusCode).toBe(401);
  });
});

describe('GET /portal/meetingRoomAppointment/v1/occupancy', () => {
  it("answers the day's pending and approved bookings of the tenant, not rejected ones", async () => {
    const day = await occupancy(tomorrow(), users.zhangsan);
    expect(day.map((row) => [row.roomId, row.startTime, row.endTime, row.status])).toEqual([
      [ROOM_1, '14:00', '15:30', 'approved'],
      [ROOM_2, '16:00', '17:00', 'pending'],
      [AGILE_ROOM, '10:00', '11:00', 'pending'],
    ]);
    expect(day.find((row) => row.id === ZHANGSAN_PENDING)).toEqual({
      id: ZHANGSAN_PENDING, roomId: AGILE_ROOM, subject: '接口联调讨论', startTime: '10:00', endTime: '11:00', status: 'pending', applicantName: '张三',
    });
    expect((await occupancy(tomorrow(), users.chenyi)).map((row) => row.id)).toEqual([ACME_PENDING]);
    expect(await occupancy(inDays(40), users.zhangsan)).toEqual([]);
  });

  it('refuses a missing or malformed day', async () => {
    expect(await refused(get(`${PREFIX}/occupancy`, users.zhangsan), 400)).toContain('querystring.day');
    expect(await refused(get(`${PREFIX}/occupancy?day=tomorrow`, users.zhangsan), 400)).toContain('querystring.day');
  });
});

describe('POST /portal/meetingRoomAppointment/v1/save', () => {
  it('books a free slot as pending: it holds the room and shows in my bookings', async () => {
    const answer = await okJson<Result>(save(booking({ subject: '  架构评审  ', attendees: '张三、李四', remark: '带电脑' }), users.zhangsan));
    expect(answer).toMatchObject({ state: true, message: '预约已提交，等待审核' });
    const mine = await myList(users.zhangsan);
    expect(mine.rows.find((row) => row.id === answer.value)).toMatchObject({
      roomId: ROOM_1, roomName: '第一会议室', roomLocation: 'A 座 3 楼', subject: '架构评审', day: inDays(3), startTime: '09:00', endTime: '10:00',
      attendees: '张三、李四', remark: '带电脑', status: 'pending', applicantName: '张三', reviewOpinion: '', cancellable: true,
    });
    expect((await occupancy(inDays(3), users.zhangsan)).map((row) => row.id)).toContain(answer.value);
  });

  it("refuses a slot overlapping a pending or approved booking, naming the clashing booking's time", async () => {
    const day = tomorrow();
    expect(await refused(save(booking({ roomId: AGILE_ROOM, day, startTime: '10:30', endTime: '11:30' }), users.lisi), 400)).toBe('该时间段会议室已被预约（10:00–11:00）');
    expect(await refused(save(booking({ roomId: AGILE_ROOM, day, startTime: '09:00', endTime: '12:00' }), { ...users.lisi, ...EN }), 400)).toBe(
      'The room is already booked for that time (10:00–11:00).',
    );
    expect(await refused(save(booking({ roomId: ROOM_1, day, startTime: '15:00', endTime: '16:00' }), users.zhangsan), 400)).toBe('该时间段会议室已被预约（14:00–15:30）');
    // Back to back is no overlap, and a rejected booking holds nothing.
    expect((await okJson<Result>(save(booking({ roomId: AGILE_ROOM, day, startTime: '11:00', endTime: '12:00' }), users.lisi))).state).toBe(true);
    expect((await okJson<Result>(save(booking({ roomId: BOARDROOM, day, startTime: '09:00', endTime: '10:00' }), users.lisi))).state).toBe(true);
  });

  it('checks and stores in one transaction: of two saves of one slot, one wins', async () => {
    const slot = booking({ roomId: ROOM_2, day: inDays(5), startTime: '13:00', endTime: '14:00' });
    const answers = await Promise.all([save(slot, users.zhangsan), save({ ...slot, startTime: '13:30', endTime: '14:30' }, users.lisi)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    expect((await occupancy(inDays(5), users.zhangsan)).filter((row) => row.roomId === ROOM_2)).toHaveLength(1);
  });

  it('refuses unknown rooms, blank subjects, bad days and bad times with localized messages', async () => {
    const zh = users.zhangsan;
    expect(await refused(save(booking({ roomId: 'nope' }), zh), 400)).toBe('会议室不存在：nope');
    expect(await refused(save(booking({ roomId: ACME_ROOM }), zh), 400)).toBe(`会议室不存在：${ACME_ROOM}`);
    expect(await refused(save(booking({ subject: '   ' }), zh), 400)).toBe('请填写会议主题');
    expect(await refused(save(booking({ subject: 'x'.repeat(101) }), zh), 400)).toContain('body.subject');
    expect(await refused(save(booking({ day: inDays(-1) }), zh), 400)).toBe('不能预约已经过去的日期');
    expect(await refused(save(booking({ day: inDays(91) }), { ...zh, ...EN }), 400)).toBe('Rooms can be booked at most 90 days ahead.');
    expect((await okJson<Result>(save(booking({ day: inDays(90) }), zh))).state).toBe(true);
    expect(await refused(save(booking({ day: '2031-02-30' }), zh), 400)).toBe('日期不正确：2031-02-30');
    expect(await refused(save(booking({ day: '31-1-1' }), zh), 400)).toContain('body.day');
    expect(await refused(save(booking({ startTime: '10:00', endTime: '09:00' }), zh), 400)).toBe('开始时间必须早于结束时间');
    expect(await refused(save(booking({ startTime: '07:30' }), zh), 400)).toBe('预约时间须在 08:00–20:00 之间，以 30 分钟为单位');
    expect(await refused(save(booking({ endTime: '10:15' }), { ...zh, ...EN }), 400)).toBe('Bookings run from 08:00 to 20:00 in steps of 30 minutes.');
    expect(await refused(save({ roomId: ROOM_1 }, zh), 400)).toContain('body.subject');
    expect((await save(booking(), {})).statusCode).toBe(401);
  });
});

describe('POST /portal/meetingRoomAppointment/v1/myList', () => {
  it("pages the caller's own bookings, latest day first, any status, by QueryFilter", async () => {
    const mine = await myList(users.zhangsan, { pageBean: { page: 1, pageSize: 50 } });
    expect(mine.rows.every((row) => row.applicantName === '张三')).toBe(true);
    const order = mine.rows.map((row) => `${row.day} ${row.startTime}`);
    expect(order).toEqual([...order].sort().reverse());
    const rejected = await myList(users.zhangsan, statusIs('rejected'));
    expect(rejected.rows[0]).toMatchObject({ subject: '项目周会', status: 'rejected', reviewerName: '李四', cancellable: false });
    expect(rejected.rows[0].reviewOpinion).toContain('董事会议室');
    expect((await myList({ ...users.zhangsan, ...EN }, statusIs('approved'))).rows.find((row) => row.id === ZHANGSAN_APPROVED_TODAY)).toMatchObject({ roomName: 'Meeting room 2' });
    expect((await myList(users.chenyi)).rows.map((row) => row.id)).toEqual([ACME_PENDING]);
    expect(await refused(post(`${PREFIX}/myList`, { querys: [{ property: 'applicant_id', value: 'x' }] }, users.zhangsan), 400)).toContain('applicant_id');
  });
});

describe('POST /portal/meetingRoomAppointment/v1/cancel', () => {
  it('lets the applicant cancel a booking that has not started; it then frees the room', async () => {
    const id = (await okJson<Result>(save(booking({ roomId: ROOM_2, day: inDays(7) }), users.zhangsan))).value!;
    expect(await refused(post(`${PREFIX}/cancel?id=${id}`, {}, users.lisi), 403)).toBe('只能取消自己的预约');
    expect(await refused(post(`${PREFIX}/cancel?id=${id}`, {}, users.chenyi), 404)).toBe(`预约不存在：${id}`);
    expect(await okJson<Result>(post(`${PREFIX}/cancel?id=${id}`, {}, users.zhangsan))).toMatchObject({ state: true, message: '预约已取消', value: id });
    expect((await myList(users.zhangsan, statusIs('cancelled'))).rows.map((row) => row.id)).toContain(id);
    expect(await refused(post(`${PREFIX}/cancel?id=${id}`, {}, { ...users.zhangsan, ...EN }), 400)).toBe(
      'Only pending or approved bookings that have not started can be cancelled.',
    );
    expect((await okJson<Result>(save(booking({ roomId: ROOM_2, day: inDays(7) }), users.lisi))).state).toBe(true);
    expect(await refused(post(`${PREFIX}/cancel?id=nope`, {}, users.zhangsan), 404)).toBe('预约不存在：nope');
    expect(await refused(post(`${PREFIX}/cancel`, {}, users.zhangsan), 400)).toContain('querystring.id');
  });
});

describe('reviewing', () => {
  it('is for meeting-room administrators and system administrators only', async () => {
    expect(await refused(post(`${PREFIX}/reviewList`, {}, users.zhangsan), 403)).toBe('只有会议室管理员可以审核预约');
    expect(await refused(review({ id: ZHANGSAN_PENDING, approve: true }, { ...users.zhangsan, ...EN }), 403)).toBe('Only meeting-room administrators can review bookings.');
    expect(await refused(post(`${PREFIX}/reviewList`, {}, users.chenyi), 403)).toBe('只有会议室管理员可以审核预约');
    expect((await reviewList(server.admin)).total).toBeGreaterThan(0);
  });

  it("lists the tenant's pending bookings by default, others by status", async () => {
    const pending = await reviewList(users.lisi);
    expect(pending.rows.length).toBeGreaterThan(0);
    expect(pending.rows.every((row) => row.status === 'pending')).toBe(true);
    expect(pending.rows.map((row) => row.id)).toContain(ZHANGSAN_PENDING);
    const reviewed = await reviewList(users.lisi, statusIs('approved', 'rejected'));
    expect(reviewed.rows.map((row) => row.status).sort()).toEqual(expect.arrayContaining(['approved', 'rejected']));
    expect(reviewed.rows.every((row) => row.status === 'approved' || row.status === 'rejected')).toBe(true);
    expect((await reviewList(server.acme)).rows.map((row) => row.id)).toEqual([ACME_PENDING]);
  });

  it('approves or rejects (with an opinion) pending bookings once', async () => {
    const first = (await okJson<Result>(save(booking({ roomId: BOARDROOM, day: inDays(10) }), users.zhangsan))).value!;
    const second = (await okJson<Result>(save(booking({ roomId: BOARDROOM, day: inDays(11) }), users.zhangsan))).value!;
    expect(await refused(review({ id: second, approve: false }, users.lisi), 400)).toBe('驳回预约时请填写审核意见');
    expect(await refused(review({ id: second, approve: false, opinion: '  ' }, { ...users.lisi, ...EN }), 400)).toBe('Give an opinion when rejecting a booking.');
    expect(await okJson<Result>(review({ id: first, approve: true }, users.lisi))).toMatchObject({ state: true, message: '已批准该预约', value: first });
    expect(await okJson<Result>(review({ id: second, approve: false, opinion: '当天设备检修' }, users.lisi))).toMatchObject({ state: true, message: '已驳回该预约' });
    expect(await refused(review({ id: first, approve: false, opinion: '改主意' }, users.lisi), 400)).toBe('该预约已审核');
    expect(await refused(review({ id: second, approve: true }, { ...users.lisi, ...EN }), 400)).toBe('This booking has already been reviewed.');
    const mine = (await myList(users.zhangsan, { pageBean: { page: 1, pageSize: 100 } })).rows;
    expect(mine.find((row) => row.id === first)).toMatchObject({ status: 'approved', reviewerName: '李四', cancellable: true });
    expect(mine.find((row) => row.id === second)).toMatchObject({ status: 'rejected', reviewOpinion: '当天设备检修', cancellable: false });
    expect(mine.find((row) => row.id === second)!.reviewTime).not.toBe('');
    expect(await refused(review({ id: 'nope', approve: true }, users.lisi), 404)).toBe('预约不存在：nope');
    expect(await refused(review({ id: ACME_PENDING, approve: true }, users.lisi), 404)).toBe(`预约不存在：${ACME_PENDING}`);
    expect(await refused(review({ id: first }, users.lisi), 400)).toContain('body.approve');
  });
});

describe('approved bookings are meetings', () => {
  type Meeting = { id: string; hymc: string; kssj: string; jssj: string; hys: string; taskId: string };
  type BoardRow = { id_: string; hymc: string; kssj: string; jssj: string; hys: string; zcr: string; chry: string; hyzt: string };

  it("show among today's meetings without a task", async () => {
    const today = await okJson<PageList<Meeting>>(post(`${PREFIX}/pendingJson`, {}, users.lisi));
    expect(today.rows.find((row) => row.id === ZHANGSAN_APPROVED_TODAY)).toEqual({
      id: ZHANGSAN_APPROVED_TODAY, hymc: 'OA 升级需求澄清会', kssj: `${todayText()} 16:00:00`, jssj: `${todayText()} 17:00:00`, hys: '第二会议室', taskId: '',
    });
  });

  it('show on the meeting board and open there once approved, not while pending', async () => {
    const day = inDays(2);
    const id = (await okJson<Result>(save(booking({ roomId: ROOM_1, day, subject: '发布评审', attendees: '王五', remark: 'a < b & c' }), users.zhangsan))).value!;
    const board = async (headers: Headers) => (await okJson<PageList<BoardRow>>(get('/form/hyskb/v1/listJson?type=0&pageSize=100', headers))).rows;
    expect((await board(users.zhangsan)).map((row) => row.id_)).not.toContain(id);
    await okJson<Result>(review({ id, approve: true }, users.lisi));
    expect((await board(users.zhangsan)).find((row) => row.id_ === id)).toEqual({
      id_: id, hymc: '发布评审', kssj: `${day} 09:00:00`, jssj: `${day} 10:00:00`, hys: '第一会议室', zcr: '张三', chry: '王五', hyzt: '未开始',
    });
    expect((await board({ ...users.zhangsan, ...EN })).find((row) => row.id_ === id)).toMatchObject({ hys: 'Meeting room 1', hyzt: 'Not started' });
    const detail = await okJson<BoardRow & { hynr: string; fj: string }>(get(`/form/hyskb/v1/getWHyssqdVo?id_=${id}`, users.lisi));
    expect(detail).toMatchObject({ id_: id, hynr: '<p>a &lt; b &amp; c</p>', fj: '' });
    const coming = await okJson<PageList<Meeting>>(post(`${PREFIX}/pendingJson`, { querys: [{ property: 'kssj', operation: 'GREAT_EQUAL', value: todayText() }], pageBean: { pageSize: 100 } }, users.zhangsan));
    expect(coming.rows.find((row) => row.id === id)).toMatchObject({ kssj: `${day} 09:00:00`, taskId: '' });
    expect((await get(`/form/hyskb/v1/getWHyssqdVo?id_=${id}`, users.chenyi)).statusCode).toBe(404);
  });

  it("keep to their tenant and leave acme's board empty while its booking is pending", async () => {
    expect((await okJson<PageList<BoardRow>>(get('/form/hyskb/v1/listJson?type=0', users.chenyi))).total).toBe(0);
    const acmeAdmin = await authHeader(server.app, 'acme_admin', 'admin123', '1001');
    expect((await okJson<PageList<Booking>>(post(`${PREFIX}/reviewList`, {}, acmeAdmin))).total).toBe(1);
  });
});
