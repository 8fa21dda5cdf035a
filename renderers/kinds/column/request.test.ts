import { describe, expect, it } from 'vitest';
import type { RestColumnData } from './adapter';
import { buildColumnRequest, DEFAULT_COLUMN_PAGE, type ColumnRequest } from './request';

const user = { account: 'zhangsan', userId: '1001' };
const rest = (fields: Partial<RestColumnData>): RestColumnData => ({ mode: 'rest', url: '/api/list', method: 'GET', params: [], needPage: false, ...fields });

describe('buildColumnRequest', () => {
  const cases: [string, RestColumnData, { page: number; pageSize: number } | undefined, ColumnRequest][] = [
    ['GET without params', rest({}), undefined, { ok: true, url: '/api/list', method: 'GET', query: {} }],
    [
      'GET: params become query params, user placeholders filled first, ${host} left',
      rest({ url: '${portal}/api/list/${curUserAccount}?id=${curUserId}', params: [{ name: 'owner', value: '${curUserAccount}' }, { name: 'flag', value: '1' }, { name: 'raw', value: '{"a":"${curUserId}"}' }] }),
      undefined,
      { ok: true, url: '${portal}/api/list/zhangsan?id=1001', method: 'GET', query: { owner: 'zhangsan', flag: '1', raw: '{"a":"1001"}' } },
    ],
    ['GET with paging', rest({ needPage: true, params: [{ name: 'q', value: 'x' }] }), { page: 2, pageSize: 5 }, { ok: true, url: '/api/list', method: 'GET', query: { q: 'x', page: '2', pageSize: '5' } }],
    ['GET paged without a page', rest({ needPage: true }), undefined, { ok: true, url: '/api/list', method: 'GET', query: { page: '1', pageSize: String(DEFAULT_COLUMN_PAGE.pageSize) } }],
    ['GET: paging ignored when the column is not paged', rest({}), { page: 3, pageSize: 7 }, { ok: true, url: '/api/list', method: 'GET', query: {} }],
    [
      'POST: each value JSON-parsed into a body key',
      rest({
        method: 'POST',
        params: [
          { name: 'account', value: '"${curUserAccount}"' },
          { name: 'userId', value: '${curUserId}' },
          { name: 'querys', value: '[{"property":"flag","value":"1","operation":"EQUAL"}]' },
          { name: 'flags', value: '{"a":true,"b":null}' },
        ],
      }),
      undefined,
      { ok: true, url: '/api/list', method: 'POST', body: { account: 'zhangsan', userId: 1001, querys: [{ property: 'flag', value: '1', operation: 'EQUAL' }], flags: { a: true, b: null } } },
    ],
    ['POST with paging: pageBean', rest({ method: 'POST', needPage: true }), { page: 3, pageSize: 8 }, { ok: true, url: '/api/list', method: 'POST', body: { pageBean: { page: 3, pageSize: 8, showTotal: true } } }],
    [
      'POST: paging wins over a pageBean parameter',
      rest({ method: 'POST', needPage: true, params: [{ name: 'pageBean', value: '{"page":9}' }] }),
      { page: 0, pageSize: -1 },
      { ok: true, url: '/api/list', method: 'POST', body: { pageBean: { page: 1, pageSize: DEFAULT_COLUMN_PAGE.pageSize, showTotal: true } } },
    ],
  ];

  it.each(cases)('%s', (_, data, page, expected) => {
    expect(buildColumnRequest(data, user, page)).toEqual(expected);
  });

  it.each([
    ['a bare word', 'admin'],
    ['an empty value', ''],
    ['a bare placeholder of a non-numeric account', '${curUserAccount}'],
    ['a JavaScript literal', "{a: 'x'}"],
  ])('refuses a POST value that is %s, naming the parameter', (_, value) => {
    const result = buildColumnRequest(rest({ method: 'POST', params: [{ name: 'ok', value: '1' }, { name: 'who', value }] }), user);
    expect(result).toEqual({ ok: false, code: 'column.paramNotJson', param: 'who', error: 'POST参数“who”不是有效的JSON格式' });
  });

  it('says it in English', () => {
    const result = buildColumnRequest(rest({ method: 'POST', params: [{ name: 'who', value: 'admin' }] }), user, undefined, 'en-US');
    expect(result.ok ? '' : result.error).toBe('The POST parameter "who" is not valid JSON');
  });

  it('inserts a hostile account JSON-escaped into POST values and URL-encoded into the url', () => {
    const hostile = { account: 'x","admin":true,"y":"\\', userId: '1/../2?a=b' };
    const result = buildColumnRequest(rest({ method: 'POST', url: '/api/${curUserId}/list?u=${curUserAccount}', params: [{ name: 'filter', value: '{"owner":"${curUserAccount}"}' }] }), hostile);
    expect(result).toEqual({ ok: true, method: 'POST', url: `/api/${encodeURIComponent(hostile.userId)}/list?u=${encodeURIComponent(hostile.account)}`, body: { filter: { owner: hostile.account } } });
  });

  it('keeps a parameter named __proto__ an ordinary key', () => {
    const post = buildColumnRequest(rest({ method: 'POST', params: [{ name: '__proto__', value: '{"polluted":true}' }] }), user);
    expect(post.ok && Object.hasOwn(post.body ?? {}, '__proto__')).toBe(true);
    expect(post.ok && (post.body as { polluted?: unknown }).polluted).toBeUndefined();
    const get = buildColumnRequest(rest({ params: [{ name: '__proto__', value: 'x' }] }), user);
    expect(get.ok && Object.hasOwn(get.query ?? {}, '__proto__')).toBe(true);
  });

  it('does not change other placeholders or the data it is given', () => {
    const data = rest({ url: '${form}/x/${tenantId}', params: [{ name: 'a', value: '${other}' }] });
    const copy = structuredClone(data);
    expect(buildColumnRequest(data, user)).toEqual({ ok: true, url: '${form}/x/${tenantId}', method: 'GET', query: { a: '${other}' } });
    expect(data).toEqual(copy);
  });
});
