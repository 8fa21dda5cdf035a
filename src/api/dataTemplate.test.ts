// @vitest-environment jsdom
// The data-template calls send the contract's method, path, query and body; the portal's source reads the
// answers and rejects failures with the server's message, quietly (the view shows it).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, setConfig } from '../config/runtime';
import { httpClient } from './http';
import { installFakeNetwork, type SentRequest } from './testing/fakeNetwork';
import * as api from './dataTemplate';

const notification = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@douyinfe/semi-ui-19/lib/es/notification', () => ({ default: notification }));

const FORM = 'https://form.example.com';
const BASE = `${FORM}/form/dataTemplate/v1`;
let sent: SentRequest[];
let answer: (request: SentRequest) => { status?: number; data?: unknown; headers?: Record<string, string> };

beforeEach(() => {
  const config = defaultConfig();
  Object.assign(config.hosts, { form: FORM });
  setConfig(config);
  answer = () => ({ data: { state: true, message: '操作成功', value: 'v' } });
  sent = installFakeNetwork(httpClient, (request) => answer(request));
  notification.error.mockClear();
});

const body = (request: SentRequest): unknown => (typeof request.data === 'string' ? JSON.parse(request.data) : request.data);
const filter = { pageBean: { page: 1, pageSize: 10, showTotal: true }, querys: [], sorter: [] };

describe('typed calls', () => {
  it.each([
    ['getBpmDataTemplateInfo', () => api.getBpmDataTemplateInfo('contractLedger'), 'GET', `${BASE}/getBpmDataTemplateInfo?alias=contractLedger&needDisplayFileds=true`],
    ['listJson', () => api.listTemplateRows({ templateId: '1', queryFilter: filter }, false), 'POST', `${BASE}/listJson`, { templateId: '1', queryFilter: filter }],
    ['listJsonForSecret', () => api.listTemplateRows({ templateId: '9', queryFilter: filter }, true), 'POST', `${BASE}/listJsonForSecret`, { templateId: '9', queryFilter: filter }],
    ['getForm', () => api.getTemplateForm({ formKey: 'f', boAlias: 'bo', templateKey: 't', action: 'edit', id: '5' }), 'GET', `${BASE}/getForm/f/bo?templateKey=t&action=edit&id=5`],
    ['boSave', () => api.boSave('bo', { templateKey: 't', bo: { a: 1 } }, 'd1'), 'POST', `${BASE}/boSave/bo?delDraftId=d1`, { templateKey: 't', bo: { a: 1 } }],
    ['boDel', () => api.boDel('bo', 't', ['1', '2']), 'DELETE', `${BASE}/boDel/bo?templateKey=t&ids=1,2`],
    ['boBatchUpdate', () => api.boBatchUpdate('bo', { templateKey: 't', ids: ['1'], data: { x: 'y' } }), 'POST', `${BASE}/boBatchUpdate/bo`, { templateKey: 't', ids: ['1'], data: { x: 'y' } }],
    ['boSaveDraft', () => api.boSaveDraft({ templateKey: 't', bo: {} }), 'POST', `${BASE}/boSaveDraft`, { templateKey: 't', bo: {} }],
    ['getMyDraftList', () => api.getMyDraftList(filter), 'POST', `${BASE}/getMyDraftList`, filter],
    ['getTempDraftData', () => api.getTempDraftData('d1'), 'GET', `${BASE}/getTempDraftData/d1`],
    ['removeTempDraft', () => api.removeTempDraft(['d1', 'd2']), 'DELETE', `${BASE}/removeTempDraft?ids=d1,d2`],
    ['dataList', () => api.getDataListHtml('contractLedger'), 'POST', `${BASE}/dataList_contractLedger`, {}],
    ['getSubData', () => api.getSubData({ templateId: '1', id: '5', subEntName: 'items' }), 'GET', `${BASE}/getSubData?templateId=1&id=5&subEntName=items`],
    ['getSubDataPagination', () => api.getSubDataPagination({ templateId: '1', id: '5', subEntName: 'items', queryFilter: filter }), 'POST', `${BASE}/getSubDataPagination`, { templateId: '1', id: '5', subEntName: 'items', queryFilter: filter }],
    ['getSubEntsByFormKey', () => api.getSubEntsByFormKey('f'), 'GET', `${FORM}/form/form/v1/getSubEntsByFormKey?formKey=f`],
    ['export', () => api.exportTemplate({ templateId: '1', getType: 'select', ids: ['5'] }), 'POST', `${BASE}/export`, { templateId: '1', getType: 'select', ids: ['5'] }],
    ['downloadMainTempFile', () => api.downloadMainTempFile('1'), 'GET', `${BASE}/downloadMainTempFile?templateId=1`],
    ['exportSub', () => api.exportSub({ templateId: '1', id: '5', subEntName: 'items' }), 'POST', `${BASE}/exportSub`, { templateId: '1', id: '5', subEntName: 'items' }],
  ] as const)('%s', async (_name, call, method, url, data?: unknown) => {
    await call();
    expect(sent.at(-1)).toMatchObject({ method, url });
    if (data !== undefined) expect(body(sent.at(-1)!)).toEqual(data);
  });

  it('uploads imports as multipart with the template id and the file', async () => {
    const file = new File(['x'], 'rows.xlsx');
    await api.importMain('1', file);
    const form = sent.at(-1)!.data as FormData;
    expect(sent.at(-1)).toMatchObject({ method: 'POST', url: `${BASE}/tImportMain` });
    expect(form.get('templateId')).toBe('1');
    expect((form.get('file') as File).name).toBe('rows.xlsx');
    await api.importSub({ templateId: '1', id: '5', subEntName: 'items' }, file);
    expect([...(sent.at(-1)!.data as FormData).keys()]).toEqual(['templateId', 'id', 'subEntName', 'file']);
  });
});

describe('createAppDataTemplateSource', () => {
  const source = api.createAppDataTemplateSource();

  it('reads a form answer, and "formEmpty" as no form', async () => {
    answer = () => ({ data: { result: true, form: { definition: { alias: 'f' } }, permission: { fields: {} }, data: { bo: { id: '5' } } } });
    await expect(source.getForm({ templateKey: 't', formKey: 'f', boAlias: 'bo', action: 'edit', id: '5' })).resolves.toEqual({ definition: { alias: 'f' }, permission: { fields: {} }, data: { bo: { id: '5' } } });
    answer = () => ({ data: { result: 'formEmpty' } });
    await expect(source.getForm({ templateKey: 't', formKey: 'f', boAlias: 'bo', action: 'add' })).resolves.toBeNull();
  });

  it('answers writes with the id and the server message, and drafts by template', async () => {
    answer = () => ({ data: { state: true, message: '保存成功', value: '77' } });
    await expect(source.saveRecord({ templateKey: 't', boAlias: 'bo', data: { bo: { a: 1 } } })).resolves.toEqual({ id: '77', message: '保存成功' });
    expect(body(sent.at(-1)!)).toEqual({ templateKey: 't', bo: { a: 1 } });
    await source.listDrafts({ templateKey: 't', page: 2, pageSize: 10 });
    expect(body(sent.at(-1)!)).toEqual({ pageBean: { page: 2, pageSize: 10, showTotal: true }, querys: [{ property: 'templateKey', value: 't', operation: 'EQUAL' }] });
  });

  it('rejects a failure with the server’s message and shows no notification itself', async () => {
    answer = () => ({ status: 400, data: { state: false, message: '请至少选择一条记录', errorCode: '-002' } });
    await expect(source.removeRecords({ templateKey: 't', boAlias: 'bo', ids: [] })).rejects.toThrow('请至少选择一条记录');
    answer = () => ({ data: { state: false, message: '该报表未配置此操作' } });
    await expect(source.batchUpdate({ templateKey: 't', boAlias: 'bo', ids: ['1'], data: {} })).rejects.toThrow('该报表未配置此操作');
    expect(notification.error).not.toHaveBeenCalled();
  });

  it('saves exported files through the request layer', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    answer = () => ({ data: new Blob(['PK']), headers: { 'content-disposition': "attachment; filename=\"a.xlsx\"; filename*=UTF-8''%E5%90%88%E5%90%8C.xlsx" } });
    await source.exportRows({ templateId: '1', getType: 'all' });
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });
});
