// News by classification (classifiedNews.ts): the classifications, the latest items of one, the QueryFilter
// list, and the type_key column an older database file gets.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { DEFAULT_SEED_DIR, seedIfEmpty } from '../../db/seed';
import { todayText } from '../../lib/ids';
import type { PageList } from '../../lib/queryFilter';
import { SCHEMA, seedPortal } from './seed';
import { EN, okJson, portalTestServer, type Answer } from './testing';

const { server, users, get, post } = portalTestServer();

const BY_TYPE = '/portal/pressRelease/v1/getByType';
const NEWS = '/portalNewsNotice/v1/getNews';
const QUERY = '/portalNewsNotice/v1/query';
const ACME_NEWS = '40400000000000101';
const ACME_NOTICE = '40400000000000102';

type Classification = { id: string; name: string; flag: '0' | '1'; count: number };
type NewsDto = { id: string; title: string; flag: string; type: string; createTime: string; endTime: string | null; [key: string]: unknown };

const newsId = (n: number) => `404000000000000${String(n).padStart(2, '0')}`;
const query = (property: string, operation: string, value: unknown) => ({ property, operation, value, relation: 'AND', group: 'main' });
const refused = async (response: Promise<Answer>, statusCode: number): Promise<string> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(statusCode);
  const body = answer.json() as { state: boolean; message: string };
  expect(body.state).toBe(false);
  return body.message;
};

describe('GET /portal/pressRelease/v1/getByType', () => {
  it('answers the tenant’s classifications, news before announcements, with the items in force counted', async () => {
    expect(await okJson<Classification[]>(get(BY_TYPE, users.zhangsan))).toEqual([
      { id: 'company', name: '公司新闻', flag: '0', count: 17 },
      { id: 'industry', name: '行业动态', flag: '0', count: 3 },
      // Nine announcements, three of them past their end date.
      { id: 'notice', name: '通知', flag: '1', count: 6 },
      { id: 'policy', name: '制度', flag: '1', count: 3 },
    ]);
  });

  it('names them in the request language', async () => {
    const english = await okJson<Classification[]>(get(BY_TYPE, { ...users.zhangsan, ...EN }));
    expect(english.map((item) => item.name)).toEqual(['Company news', 'Industry news', 'Notice', 'Policy']);
  });

  it('keeps tenants apart, and needs a token', async () => {
    expect(await okJson<Classification[]>(get(BY_TYPE, users.chenyi))).toEqual([
      { id: 'company', name: '公司新闻', flag: '0', count: 1 },
      { id: 'notice', name: '通知', flag: '1', count: 1 },
    ]);
    expect((await get(BY_TYPE)).statusCode).toBe(401);
  });
});

describe('GET /portalNewsNotice/v1/getNews', () => {
  const newsOf = (search: string, headers = users.zhangsan) => okJson<NewsDto[]>(get(`${NEWS}?${search}`, headers));

  it('answers the five newest items of the classification in the news item shape', async () => {
    const company = await newsOf('classifyId=company');
    expect(company.map((item) => item.id)).toEqual([1, 7, 2, 3, 9].map(newsId));
    expect(company.every((item) => item.flag === '0' && item.type === '公司新闻')).toBe(true);
    const [listed] = (await okJson<PageList<NewsDto>>(post('/portal/messageNews/v1/list', { querys: [query('id', 'EQUAL', newsId(1))] }, users.zhangsan))).rows;
    expect(company[0]).toEqual(listed);
  });

  it('takes a limit up to 50, and leaves out announcements past their end date', async () => {
    expect((await newsOf('classifyId=industry&limit=2')).map((item) => item.id)).toEqual([8, 11].map(newsId));
    expect(await newsOf('classifyId=company&limit=50')).toHaveLength(17);
    const notices = await newsOf('classifyId=notice&limit=50');
    expect(notices).toHaveLength(6);
    expect(notices.every((item) => item.flag === '1' && item.endTime! >= todayText())).toBe(true);
    const times = notices.map((item) => item.createTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers in the request language', async () => {
    const [first] = await newsOf('classifyId=company&limit=1', { ...users.zhangsan, ...EN });
    expect(first).toMatchObject({ title: 'Flowdesk 3.0 collaboration platform goes live', type: 'Company news' });
  });

  it('refuses a missing classifyId or a bad limit with 400, an unknown classifyId with a localized 404', async () => {
    expect(await refused(get(NEWS, users.zhangsan), 400)).toContain('classifyId');
    for (const limit of ['0', '51', 'many', '2.5']) await refused(get(`${NEWS}?classifyId=company&limit=${limit}`, users.zhangsan), 400);
    expect(await refused(get(`${NEWS}?classifyId=nope`, users.zhangsan), 404)).toBe('新闻分类不存在：nope');
    expect(await refused(get(`${NEWS}?classifyId=nope`, { ...users.zhangsan, ...EN }), 404)).toBe('No such news category: nope');
    // A classification of no item of the tenant is unknown there.
    expect((await get(`${NEWS}?classifyId=industry`, users.chenyi)).statusCode).toBe(404);
  });

  it('keeps tenants apart, and needs a token', async () => {
    expect((await newsOf('classifyId=company&limit=50', users.chenyi)).map((item) => item.id)).toEqual([ACME_NEWS]);
    expect((await newsOf('classifyId=notice&limit=50', users.chenyi)).map((item) => item.id)).toEqual([ACME_NOTICE]);
    expect((await newsOf('classifyId=company&limit=50')).some((item) => item.id === ACME_NEWS)).toBe(false);
    expect((await get(`${NEWS}?classifyId=company`)).statusCode).toBe(401);
  });
});

describe('POST /portalNewsNotice/v1/query', () => {
  const pageOf = (body: object, headers = users.zhangsan) => okJson<PageList<NewsDto>>(post(QUERY, body, headers));

  it('answers a PageList of news, newest first, filtered by classifyId, title and flag', async () => {
    const page = await pageOf({ pageBean: { page: 1, pageSize: 5 } });
    expect(page).toMatchObject({ total: 32, page: 1, pageSize: 5 });
    expect((await pageOf({ querys: [query('classifyId', 'EQUAL', 'industry')] })).rows.map((row) => row.id)).toEqual([8, 11, 15].map(newsId));
    // All nine announcements of the class, whether in force or not.
    expect((await pageOf({ querys: [query('classifyId', 'EQUAL', 'notice')] })).total).toBe(9);
    expect((await pageOf({ querys: [query('classifyId', 'IN', ['policy', 'industry']), query('flag', 'EQUAL', '1')] })).total).toBe(3);
    const found = await pageOf({ querys: [query('classifyId', 'EQUAL', 'industry'), query('title', 'LIKE', '电子签章')] });
    expect(found.rows.map((row) => row.id)).toEqual([newsId(15)]);
    const english = await pageOf({ querys: [query('title', 'LIKE', 'phishing')] }, { ...users.zhangsan, ...EN });
    expect(english.rows.map((row) => row.id)).toEqual([newsId(8)]);
  });

  it('refuses properties outside its allow-list, keeps tenants apart and needs a token', async () => {
    expect(await refused(post(QUERY, { querys: [query('content', 'LIKE', 'x')] }, users.zhangsan), 400)).toBe('不支持的查询字段：content');
    await refused(post(QUERY, { pageBean: { page: 0 } }, users.zhangsan), 400);
    expect((await pageOf({}, users.chenyi)).rows.map((row) => row.id).sort()).toEqual([ACME_NEWS, ACME_NOTICE]);
    expect((await pageOf({}, server.acme)).total).toBe(2);
    expect((await post(QUERY, {})).statusCode).toBe(401);
  });
});

describe('the classification key of older database files', () => {
  it('adds type_key and fills it from the seed’s type texts', async () => {
    const db = openDatabase(':memory:');
    try {
      await seedIfEmpty(db);
      // portal_news as its first version created it.
      db.exec(`CREATE TABLE portal_news (id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, flag TEXT NOT NULL CHECK (flag IN ('0', '1')),
        type TEXT NOT NULL DEFAULT '', type_en TEXT, title TEXT NOT NULL, title_en TEXT, title_description TEXT NOT NULL DEFAULT '',
        title_description_en TEXT, content TEXT NOT NULL DEFAULT '', content_en TEXT, drafter TEXT NOT NULL DEFAULT '', drafter_en TEXT,
        create_by_name TEXT NOT NULL DEFAULT '', create_by_name_en TEXT, create_time TEXT NOT NULL, end_time TEXT, icon TEXT NOT NULL DEFAULT '',
        sn INTEGER NOT NULL DEFAULT 0, is_url INTEGER NOT NULL DEFAULT 0, url TEXT NOT NULL DEFAULT '', page_height INTEGER NOT NULL DEFAULT 0,
        files TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(files)), rotating_display_pictures INTEGER NOT NULL DEFAULT 0, img_url TEXT NOT NULL DEFAULT '')`);
      const insert = db.prepare("INSERT INTO portal_news (id, tenant_id, flag, type, title, create_time) VALUES (?, '-1', ?, ?, ?, '2026-01-01 09:00:00')");
      insert.run('old1', '0', '行业动态', '旧新闻');
      insert.run('old2', '1', '自定义', '未知分类的公告');
      db.exec(SCHEMA);
      seedPortal(db, DEFAULT_SEED_DIR);
      seedPortal(db, DEFAULT_SEED_DIR);
      expect(db.prepare('SELECT id, type_key FROM portal_news ORDER BY id').all()).toEqual([
        { id: 'old1', type_key: 'industry' },
        { id: 'old2', type_key: '' },
      ]);
    } finally {
      db.close();
    }
  });

  it('seeds the key of every news item on a fresh file', async () => {
    const db = openDatabase(':memory:');
    try {
      await seedIfEmpty(db);
      db.exec(SCHEMA);
      seedPortal(db, DEFAULT_SEED_DIR);
      const keys = db.prepare('SELECT type_key, COUNT(*) AS count FROM portal_news GROUP BY type_key ORDER BY type_key').all();
      expect(keys).toEqual([
        { type_key: 'company', count: 18 },
        { type_key: 'industry', count: 3 },
        { type_key: 'notice', count: 10 },
        { type_key: 'policy', count: 3 },
      ]);
    } finally {
      db.close();
    }
  });
});
