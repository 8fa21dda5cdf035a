import { afterEach, describe, expect, it, vi } from 'vitest';
import { adaptCustomQuery, type RestModel } from './adapter';
import type { CustomQueryDefinition } from './definition';
import { loadQueryDefinition, QueryError, queryParams, readPageList, readRestAnswer, restRequest, runQuery } from './run';
import type { CustomQuerySource } from './source';

const REST: RestModel = { method: 'GET', url: '${form}/x', headers: {}, dataParam: '', listKey: 'data.list', pageKey: 'pageNo', pageSizeKey: 'size', totalKey: 'count' };
const requested = { page: 1, pageSize: 10 };

function errorOf(call: () => unknown): { code: string; message: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof QueryError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('no QueryError');
}

const restDefinition = (extra: Partial<CustomQueryDefinition>): CustomQueryDefinition => ({
  alias: 'q',
  name: '查询',
  dsType: 'restful',
  requestType: 'POST',
  url: '/form/sample/v1/employees',
  needPage: 1,
  pageSize: 10,
  conditionfield: JSON.stringify([
    { field: 'name', condition: 'LK', defaultType: '4' },
    { field: 'region', condition: 'EQ', defaultType: '2', defaultValue: '华东' },
    { field: 'owner', condition: 'EQ', defaultType: '1' },
  ]),
  listKey: 'data.list',
  pageKey: 'pageNo',
  pageSizeKey: 'size',
  totalKey: 'count',
  ...extra,
});

describe('reading answers: every catalogue error, in both languages', () => {
  it('返回的数据为空', () => {
    expect(errorOf(() => readRestAnswer('', REST, requested, 'zh-CN')).message).toBe('返回的数据为空');
    expect(errorOf(() => readRestAnswer(null, REST, requested, 'en-US')).message).toBe('The answer is empty');
    expect(errorOf(() => readPageList(undefined, requested, 'zh-CN')).message).toBe('返回的数据为空');
  });
  it('将返回值解析为JSON对象时出错了', () => {
    expect(errorOf(() => readRestAnswer('{rows: [', REST, requested, 'zh-CN')).message).toBe('将返回值解析为JSON对象时出错了');
    expect(errorOf(() => readRestAnswer('{rows: [', REST, requested, 'en-US')).message).toBe('The answer could not be parsed as a JSON object');
  });
  it('从返回的数据中提取数组时出错了', () => {
    expect(errorOf(() => readRestAnswer({ data: { items: [] } }, REST, requested, 'zh-CN')).message).toBe('从返回的数据中提取数组时出错了');
    expect(errorOf(() => readRestAnswer({ data: { list: 'x' } }, REST, requested, 'en-US')).message).toBe('No list could be taken from the answer');
    expect(errorOf(() => readPageList({ total: 3 }, requested, 'zh-CN')).message).toBe('从返回的数据中提取数组时出错了');
  });
  it('返回的数据无法解析', () => {
    expect(errorOf(() => readRestAnswer(42, REST, requested, 'zh-CN')).message).toBe('返回的数据无法解析');
    expect(errorOf(() => readRestAnswer('true', REST, requested, 'en-US')).message).toBe('The answer cannot be read');
  });
  it('POST参数不是有效的JSON格式, 条件字段的JSON格式错误, Restful类型的url地址为空 come from the definition', () => {
    expect(adaptCustomQuery(restDefinition({ dataParam: '{"a": ${name}' }), 'zh-CN').errors.map((e) => e.message)).toEqual(['POST参数不是有效的JSON格式']);
    expect(adaptCustomQuery(restDefinition({ conditionfield: '[{]' }), 'en-US').errors.map((e) => e.message)).toEqual(['The condition fields are not valid JSON']);
    expect(adaptCustomQuery(restDefinition({ requestType: 'GET', url: ' ' }), 'zh-CN').errors.map((e) => e.message)).toEqual(['Restful类型的url地址为空']);
  });
});

describe('reading answers that work', () => {
  it('takes the list at listKey and paging numbers at their keys, also beside the list', () => {
    const body = JSON.stringify({ code: 0, data: { list: [{ a: 1 }, 'plain'], pageNo: 2, size: 2, count: 9 } });
    expect(readRestAnswer(body, REST, requested, 'zh-CN')).toEqual({ rows: [{ a: 1 }, { value: 'plain' }], total: 9, page: 2, pageSize: 2 });
    expect(readRestAnswer([{ a: 1 }], REST, requested, 'zh-CN')).toEqual({ rows: [{ a: 1 }], total: 1, page: 1, pageSize: 10 });
    expect(readPageList({ rows: [{ id: 1 }], total: '40', page: '3', pageSize: 10 }, requested, 'zh-CN')).toEqual({ rows: [{ id: 1 }], total: 40, page: 3, pageSize: 10 });
  });
});

describe('requests', () => {
  const model = adaptCustomQuery(restDefinition({ dataParam: '{"query":{"name":"${name}","region":"${region}"},"pageNo":1,"size":10}' }), 'zh-CN');

  it('sends every condition once: fixed ones with their stored value, the others as typed', () => {
    expect(queryParams(model, { name: ' 王 ', region: '华南', owner: ['a', 'b'] })).toEqual([
      { key: 'name', value: '王' },
      { key: 'region', value: '华东' },
      { key: 'owner', value: 'a,b' },
    ]);
  });

  it('sends conditions that share a key as one parameter, filled in through one input', () => {
    const shared = adaptCustomQuery(
      {
        alias: 'duty',
        name: '值班',
        dsType: 'dataSource',
        conditionfield: JSON.stringify([
          { field: 'zbksrq', key: 'today', comment: '值班日期', condition: 'LE', dbType: 'date', defaultType: '1' },
          { field: 'zbjsrq', key: 'today', comment: '值班日期', condition: 'GE', dbType: 'date', defaultType: '1' },
          { field: 'yqmc', comment: '园区', condition: 'LK', dbType: 'varchar', defaultType: '4' },
        ]),
        resultfield: '[]',
        sortfield: '[]',
      } as CustomQueryDefinition,
      'zh-CN',
    );
    expect(shared.inputs.map((input) => input.field)).toEqual(['today', 'yqmc']);
    expect(queryParams(shared, { today: '2026-11-22', yqmc: '滨江' })).toEqual([
      { key: 'today', value: '2026-11-22' },
      { key: 'yqmc', value: '滨江' },
    ]);
  });

  it('fills a POST body template with JSON-escaped values and the paging keys', () => {
    const params = queryParams(model, { name: '"}, "admin": true, "x": {"' });
    const request = restRequest(model, model.rest!, params, 3, 20, 'zh-CN');
    expect(request.body).toEqual({ query: { name: '"}, "admin": true, "x": {"', region: '华东' }, pageNo: 3, size: 20 });
  });

  it('puts non-blank values and paging in a GET query string', () => {
    const get = adaptCustomQuery(restDefinition({ requestType: 'GET', url: '${form}/form/sample/v1/employees', header: '{"X-Client":"q"}' }), 'zh-CN');
    expect(restRequest(get, get.rest!, queryParams(get, { name: '李' }), 2, 10, 'zh-CN')).toEqual({
      method: 'GET',
      url: '${form}/form/sample/v1/employees',
      params: { name: '李', region: '华东', pageNo: 2, size: 10 },
      headers: { 'X-Client': 'q' },
    });
  });

  it('sends a [{key, value}] body with the paging in the query string when there is no template', () => {
    const plain = adaptCustomQuery(restDefinition({}), 'zh-CN');
    expect(restRequest(plain, plain.rest!, queryParams(plain, {}), 1, 10, 'zh-CN')).toMatchObject({ method: 'POST', body: queryParams(plain, {}), params: { pageNo: 1, size: 10 } });
  });

  it('refuses addresses outside the portal and credential headers', () => {
    const unsafe = ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', '/\\evil', 'form/x'];
    for (const url of unsafe) expect(adaptCustomQuery(restDefinition({ url }), 'zh-CN').errors.map((e) => e.code)).toEqual(['query.urlNotAllowed']);
    for (const url of ['/form/x', '${form}/form/x?envelope=rows']) expect(adaptCustomQuery(restDefinition({ url }), 'zh-CN').errors).toEqual([]);
    const headers = adaptCustomQuery(restDefinition({ header: '{"authorization":"x","COOKIE":"y","Host":"h","tenant-code":"t","X-Ok":"1"}' }), 'en-US');
    expect(headers.errors.map((e) => e.message)).toEqual([
      'The request headers may not set authorization',
      'The request headers may not set COOKIE',
      'The request headers may not set Host',
      'The request headers may not set tenant-code',
    ]);
    expect(headers.rest?.headers).toEqual({ 'X-Ok': '1' });
    expect(adaptCustomQuery(restDefinition({ header: '[1]' }), 'zh-CN').errors.map((e) => e.message)).toEqual(['请求头不是有效的JSON格式']);
  });
});

describe('runQuery', () => {
  const source = (answer: unknown): CustomQuerySource => ({
    getByAlias: vi.fn(),
    doQuery: vi.fn(async () => ({ ok: true as const, data: answer })),
    callRest: vi.fn(async () => ({ ok: true as const, data: answer })),
    notifyError: vi.fn(),
  });

  it('runs a data-source query through doQuery with its method', async () => {
    const model = adaptCustomQuery({ alias: 'ds', name: 'DS', dsType: 'dataSource', requestType: 'GET', needPage: 1, conditionfield: '[{"field":"name"}]' }, 'zh-CN');
    const fake = source({ rows: [{ name: 'a' }], total: 11, page: 2, pageSize: 10 });
    await expect(runQuery(model, fake, { values: { name: 'a' }, page: 2, pageSize: 10 }, 'zh-CN')).resolves.toEqual({ rows: [{ name: 'a' }], total: 11, page: 2, pageSize: 10 });
    expect(fake.doQuery).toHaveBeenCalledWith('ds', [{ key: 'name', value: 'a' }], 2, 'GET');
  });

  it('does not call anything for a broken definition, and reports its first error', async () => {
    const fake = source({});
    const model = adaptCustomQuery(restDefinition({ dataParam: '{' }), 'zh-CN');
    await expect(runQuery(model, fake, { values: {}, page: 1, pageSize: 10 }, 'zh-CN')).rejects.toThrow('POST参数不是有效的JSON格式');
    expect(fake.callRest).not.toHaveBeenCalled();
  });

  it('ignores superseded calls and reports failed ones with their message', async () => {
    const model = adaptCustomQuery(restDefinition({}), 'zh-CN');
    const canceled: CustomQuerySource = { ...source({}), callRest: async () => ({ ok: false, message: '', canceled: true }) };
    await expect(runQuery(model, canceled, { values: {}, page: 1, pageSize: 10 }, 'zh-CN')).resolves.toBeNull();
    const failed: CustomQuerySource = { ...source({}), callRest: async () => ({ ok: false, message: '无法解析请求地址前缀 ${nope}' }) };
    await expect(runQuery(model, failed, { values: {}, page: 1, pageSize: 10 }, 'zh-CN')).rejects.toThrow('无法解析请求地址前缀 ${nope}');
  });
});

describe('loadQueryDefinition', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the definition that arrives', async () => {
    await expect(loadQueryDefinition({ getByAlias: async () => ({ alias: 'a', name: 'A' }) }, 'a', 'zh-CN')).resolves.toEqual({ alias: 'a', name: 'A' });
  });

  it('reports the alias as unfound after 15 s without an answer, or at once for an empty one', async () => {
    vi.useFakeTimers();
    const waiting = loadQueryDefinition({ getByAlias: () => new Promise(() => undefined) }, 'lostQuery', 'zh-CN');
    let settled = false;
    waiting.catch(() => undefined).finally(() => (settled = true));
    const outcome = expect(waiting).rejects.toThrow('未找到别名为lostQuery的关联查询');
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    vi.useRealTimers();
    await expect(loadQueryDefinition({ getByAlias: async () => ({}) }, 'x', 'en-US')).rejects.toThrow('No custom query with the alias x was found');
    await expect(loadQueryDefinition({ getByAlias: async () => Promise.reject(new Error('500')) }, 'x', 'zh-CN')).rejects.toThrow('未找到别名为x的关联查询');
    await expect(loadQueryDefinition({ getByAlias: async () => null }, ' ', 'zh-CN')).rejects.toThrow('关联查询的别名不能为空');
  });
});
