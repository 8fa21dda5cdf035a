// @vitest-environment jsdom
import { Base64 } from 'js-base64';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig, setConfig } from '../config/runtime';
import { setCurrentUser } from '../session/store';
import { createAppQuerySource, createAppQueryViewSource } from './customQuery';
import { httpClient } from './http';
import { installFakeNetwork, type SentRequest } from './testing/fakeNetwork';

let sent: SentRequest[];
beforeEach(() => {
  const config = defaultConfig();
  config.hosts.form = 'https://form.example.com';
  setConfig(config);
  setCurrentUser({ token: 'secret-token', loginTime: Date.now(), expiration: 7200, loginStatus: true, username: '管理员', account: 'admin', userId: '1', userAttrs: {} });
});

describe('the portal’s custom query source', () => {
  it('asks getByAlias with the raw alias as text, and answers null when the call fails', async () => {
    sent = installFakeNetwork(httpClient, () => ({ data: { alias: 'employeeSearch', name: '员工查询' } }));
    const source = createAppQuerySource();
    await expect(source.getByAlias('employeeSearch')).resolves.toEqual({ alias: 'employeeSearch', name: '员工查询' });
    expect(sent[0]).toMatchObject({ url: 'https://form.example.com/form/customQuery/v1/getByAlias', method: 'POST', data: 'employeeSearch' });
    expect(sent[0].headers['Content-Type']).toMatch(/^text\/plain/);
    installFakeNetwork(httpClient, () => ({ status: 500, data: { state: false, message: 'boom' } }));
    await expect(source.getByAlias('x')).resolves.toBeNull();
  });

  it('posts doQuery with alias and page, or sends the values as UTF-8 Base64 for GET queries', async () => {
    sent = installFakeNetwork(httpClient, () => ({ data: { rows: [], total: 0, page: 2, pageSize: 10 } }));
    const source = createAppQuerySource();
    const params = [{ key: 'name', value: '王' }];
    await expect(source.doQuery('employeeSearch', params, 2, 'POST')).resolves.toEqual({ ok: true, data: { rows: [], total: 0, page: 2, pageSize: 10 } });
    expect(sent[0]).toMatchObject({ url: 'https://form.example.com/form/customQuery/v1/doQuery?alias=employeeSearch&page=2', method: 'POST', data: JSON.stringify(params) });
    await source.doQuery('projectBudget', params, 1, 'GET');
    const url = new URL(sent[1].url);
    expect(url.pathname).toBe('/form/customQuery/v1/doQueryBase64');
    expect(JSON.parse(Base64.decode(url.searchParams.get('queryData') ?? ''))).toEqual(params);
  });

  it('calls a restful query’s own address quietly, with its headers, and reports failures as answers', async () => {
    sent = installFakeNetwork(httpClient, (request) => (request.url.includes('broken') ? { status: 502, data: { message: '网关错误' } } : { data: '{rows: [' }));
    const source = createAppQuerySource();
    await expect(source.callRest({ method: 'GET', url: '${form}/form/sample/v1/employees', params: { name: '李', pageNo: 1 }, headers: { 'X-Client': 'q' } }, 1)).resolves.toEqual({ ok: true, data: '{rows: [' });
    expect(sent[0].url).toBe('https://form.example.com/form/sample/v1/employees?name=%E6%9D%8E&pageNo=1');
    expect(sent[0].headers['X-Client']).toBe('q');
    expect(sent[0].headers.Authorization).toBe('Bearer secret-token');
    await expect(source.callRest({ method: 'POST', url: '/broken', body: [], headers: {} }, 1)).resolves.toEqual({ ok: false, message: '网关错误', canceled: undefined });
    const unknownHost = await source.callRest({ method: 'GET', url: '${nope}/x', headers: {} }, 1);
    expect(unknownHost).toMatchObject({ ok: false, message: expect.stringContaining('${nope}') });
  });
});

describe('the portal’s query view source', () => {
  it('reads the view, its data and exports with the fields in Base64', async () => {
    sent = installFakeNetwork(httpClient, (request) =>
      request.url.includes('/export')
        ? { data: new Blob(['xlsx']), headers: { 'content-disposition': "attachment; filename=\"r.xlsx\"; filename*=UTF-8''r.xlsx" } }
        : { data: { rows: [], total: 0, page: 1, pageSize: 20 } },
    );
    const source = createAppQueryViewSource();
    const filter = { pageBean: { page: 1, pageSize: 20, showTotal: true }, querys: [], sorter: [] };
    await source.getData('employeeSql', 'roster', filter);
    expect(sent[0]).toMatchObject({ url: 'https://form.example.com/form/query/queryView/data_employeeSql/roster', method: 'POST' });
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => undefined;
    await expect(source.exportRows('employeeSql', 'roster', 'all', ['code', 'name'], filter)).resolves.toMatchObject({ ok: true });
    const exportUrl = new URL(sent[1].url);
    expect(exportUrl.pathname).toBe('/form/query/queryView/export');
    expect(Object.fromEntries(exportUrl.searchParams)).toEqual({ sqlAlias: 'employeeSql', alias: 'roster', getType: 'all', expField: Base64.encode('code,name') });
  });
});
