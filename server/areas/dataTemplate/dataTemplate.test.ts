import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME_TENANT_ID, authHeader, testApp } from '../../testing';
import { checkRecord } from './formData';
import { RECORD_COUNTS } from './seedRecords';
import { createStore } from './store';

type Headers = Record<string, string>;
const BASE = '/form/dataTemplate/v1';
const SECRET_ID = '1390118473227878400';

let app: FastifyInstance;
let admin: Headers;
let zhangsan: Headers;
let lisi: Headers;
let acme: Headers;
beforeAll(async () => {
  app = await testApp();
  admin = await authHeader(app, 'admin', 'admin123');
  zhangsan = await authHeader(app, 'zhangsan');
  lisi = await authHeader(app, 'lisi');
  acme = await authHeader(app, 'acme_admin', 'admin123', ACME_TENANT_ID);
});
afterAll(() => app.close());

const get = (url: string, headers: Headers = zhangsan) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Headers = zhangsan) => app.inject({ method: 'POST', url, payload, headers });
const del = (url: string, headers: Headers = zhangsan) => app.inject({ method: 'DELETE', url, headers });

type Row = Record<string, unknown> & { id: string };
interface Page {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}
const list = async (templateId: string, queryFilter: object = {}, headers: Headers = zhangsan, path = 'listJson'): Promise<Page> => {
  const response = await post(`${BASE}/${path}`, { templateId, queryFilter }, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
};
const everything = (templateId: string, querys: object[] = [], headers?: Headers) => list(templateId, { pageBean: { page: 1, pageSize: 1000 }, querys }, headers);

async function readWorkbook(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipartBody(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = '----flowdeskDataTemplateTest';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'),
  );
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`, 'utf8'));
    parts.push(file.bytes, Buffer.from('\r\n', 'utf8'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (url: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }, headers: Headers = zhangsan) => {
  const body = multipartBody(fields, file);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
};

describe('seeded records', () => {
  it('fills every template with hundreds of records in the platform tenant and a tenth in the others', async () => {
    expect((await list('contractLedger')).total).toBe(RECORD_COUNTS.contract + 2); // + the two contracts of fixtures/seed/bo_data.json
    expect((await list('leaveRequests')).total).toBe(RECORD_COUNTS.leave);
    expect((await list('meetingBookings', {}, acme)).total).toBe(RECORD_COUNTS.meeting / 10);
  });

  it('are the same on every fresh database', async () => {
    const other = await testApp();
    try {
      const headers = await authHeader(other, 'zhangsan');
      const first = await list('vehicleBookings', { pageBean: { page: 3, pageSize: 7 } });
      const response = await other.inject({ method: 'POST', url: `${BASE}/listJson`, headers, payload: { templateId: 'vehicleBookings', queryFilter: { pageBean: { page: 3, pageSize: 7 } } } });
      expect(response.json()).toEqual(first);
    } finally {
      await other.close();
    }
  });
});

describe('getBpmDataTemplateInfo', () => {
  it('answers the template as a CommonResult', async () => {
    const body = (await get(`${BASE}/getBpmDataTemplateInfo?alias=contractLedger&needDisplayFileds=true`)).json();
    expect(body).toMatchObject({ state: true, value: { alias: 'contractLedger', boDefAlias: 'contract', formKey: 'contractRegistration' } });
    expect(JSON.parse(body.value.displayField)[0]).toMatchObject({ name: 'contractNo' });
  });

  it('answers an unknown alias with HTTP 200 and state false, in the caller’s language', async () => {
    const response = await get(`${BASE}/getBpmDataTemplateInfo?alias=nope`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ state: false, message: '根据报表别名【nope】未找到对应报表数据！' });
    expect((await get(`${BASE}/getBpmDataTemplateInfo?alias=nope`, { ...zhangsan, 'accept-language': 'en-US' })).json().message).toBe(
      'No data template was found for the alias "nope".',
    );
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: `${BASE}/getBpmDataTemplateInfo?alias=contractLedger` })).statusCode).toBe(401);
  });
});

describe('listJson', () => {
  it('pages with exact totals and the template’s sort field by default', async () => {
    const page = await list('contractLedger', { pageBean: { page: 2, pageSize: 5 } });
    expect(page).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.rows).toHaveLength(5);
    const all = await everything('contractLedger');
    const dates = all.rows.map((row) => String(row.signDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.rows).toEqual(all.rows.slice(5, 10));
  });

  it('accepts paging values sent as strings', async () => {
    const page = await list('contractLedger', { pageBean: { page: '1', pageSize: '3', showTotal: 'true' } });
    expect(page.rows).toHaveLength(3);
  });

  it('carries only the id and the fields the template declares', async () => {
    const [row] = (await list('archiveLedger', { pageBean: { pageSize: 1 } }, admin, 'listJsonForSecret')).rows;
    expect(Object.keys(row).sort()).toEqual(['archivist', 'docNo', 'id', 'issueDate', 'secretLevel', 'title']);
  });

  it('sorts by a column in either direction', async () => {
    const ascending = await list('projectLedger', { pageBean: { pageSize: 50 }, sorter: [{ property: 'budget', direction: 'ASC' }] });
    const budgets = ascending.rows.map((row) => Number(row.budget));
    expect(budgets).toEqual([...budgets].sort((a, b) => a - b));
  });

  const cases: [string, string, object, (row: Row) => boolean][] = [
    ['EQ', 'contractLedger', { property: 'contractType', value: 'sales', operation: 'EQUAL' }, (row) => row.contractType === 'sales'],
    ['NE', 'vehicleBookings', { property: 'passengers', value: '4', operation: 'NOT_EQUAL' }, (row) => row.passengers !== 4],
    ['GT', 'expenseClaims', { property: 'total', value: 5000, operation: 'GREAT' }, (row) => Number(row.total) > 5000],
    ['GE', 'contractLedger', { property: 'amount', value: 2000000, operation: 'GREAT_EQUAL' }, (row) => Number(row.amount) >= 2000000],
    ['LT', 'archiveLedger', { property: 'issueDate', value: '2024-06-01', operation: 'LESS' }, (row) => String(row.issueDate) < '2024-06-01'],
    ['LE', 'purchaseRequests', { property: 'total', value: 20000, operation: 'LESS_EQUAL' }, (row) => Number(row.total) <= 20000],
    ['LK', 'projectLedger', { property: 'projectName', value: '门户', operation: 'LIKE' }, (row) => String(row.projectName).includes('门户')],
    ['LFK', 'expenseClaims', { property: 'title', value: '报销单', operation: 'LEFT_LIKE' }, (row) => String(row.title).endsWith('报销单')],
    ['RHK', 'contractLedger', { property: 'counterparty', value: '上海', operation: 'RIGHT_LIKE' }, (row) => String(row.counterparty).startsWith('上海')],
    ['IN', 'projectLedger', { property: 'status', value: ['paused', 'done'], operation: 'IN' }, (row) => ['paused', 'done'].includes(String(row.status))],
    ['BETWEEN', 'contractLedger', { property: 'signDate', value: ['2024-03-01', '2024-06-30'], operation: 'BETWEEN' }, (row) => String(row.signDate) >= '2024-03-01' && String(row.signDate) <= '2024-06-30'],
  ];
  it.each(cases)('filters with %s exactly as the condition says', async (_name, templateId, query, matches) => {
    const headers = templateId === 'archiveLedger' ? admin : zhangsan;
    const path = templateId === 'archiveLedger' ? 'listJsonForSecret' : 'listJson';
    const all = (await list(templateId, { pageBean: { pageSize: 1000 } }, headers, path)).rows;
    const filtered = await list(templateId, { pageBean: { pageSize: 1000 }, querys: [query] }, headers, path);
    const expected = all.filter(matches);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    expect(filtered.rows.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(filtered.total).toBe(expected.length);
  });

  it('filters a tree node as IN over the node and the nodes below it', async () => {
    const buildingA = await everything('meetingBookings', [{ property: 'room', value: ['A', 'A301'], operation: 'IN' }]);
    expect(buildingA.total).toBeGreaterThan(0);
    expect(new Set(buildingA.rows.map((row) => row.room))).toEqual(new Set(['A301']));
  });

  it.each([`' OR 1=1 --`, `%`, `_`, `"; DROP TABLE bo_data; --`, `\\`, `合同') OR ('1'='1`])(
    'answers the hostile value %j with a correct (empty) result and leaks nothing',
    async (value) => {
      for (const operation of ['EQUAL', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE', 'IN']) {
        const page = await everything('contractLedger', [{ property: 'contractNo', value, operation }]);
        expect(page, operation).toMatchObject({ rows: [], total: 0 });
      }
      expect((await list('contractLedger')).total).toBe(RECORD_COUNTS.contract + 2);
    },
  );

  it('refuses fields the template does not declare and unknown operations', async () => {
    const unknownField = await post(`${BASE}/listJson`, { templateId: 'contractLedger', queryFilter: { querys: [{ property: 'data', value: 'x' }] } });
    expect(unknownField.statusCode).toBe(400);
    const injectedField = await post(`${BASE}/listJson`, { templateId: 'contractLedger', queryFilter: { querys: [{ property: "contractNo') OR 1=1 --", value: 'x' }] } });
    expect(injectedField.statusCode).toBe(400);
    const badSort = await post(`${BASE}/listJson`, { templateId: 'contractLedger', queryFilter: { sorter: [{ property: 'tenant_id' }] } });
    expect(badSort.statusCode).toBe(400);
    const badOperation = await post(`${BASE}/listJson`, { templateId: 'contractLedger', queryFilter: { querys: [{ property: 'contractNo', value: 'x', operation: 'DROP' }] } });
    expect(badOperation.statusCode).toBe(400);
    const badNumber = await post(`${BASE}/listJson`, { templateId: 'contractLedger', queryFilter: { querys: [{ property: 'amount', value: '1 OR 1=1', operation: 'GREAT' }] } });
    expect(badNumber.statusCode).toBe(400);
  });

  it('keeps each tenant to its own records', async () => {
    const platform = new Set((await everything('contractLedger')).rows.map((row) => row.id));
    const other = (await everything('contractLedger', [], acme)).rows;
    expect(other.length).toBeGreaterThan(0);
    expect(other.some((row) => platform.has(row.id))).toBe(false);
  });

  it('compares a number field only where it holds a number: a blank one is neither large nor small', async () => {
    const [{ id }] = (await list('projectLedger', { pageBean: { pageSize: 1 } })).rows;
    const form = (await get(`${BASE}/getForm/projectRegistration/project?templateKey=projectLedger&id=${id}&action=edit`)).json();
    const saved = await post(`${BASE}/boSave/project`, { templateKey: 'projectLedger', project: { ...form.data.project, progress: '' } });
    expect(saved.json()).toMatchObject({ state: true });
    const ids = async (query: object) => (await everything('projectLedger', [query])).rows.map((row) => row.id);
    expect(await ids({ property: 'progress', value: 0, operation: 'GREAT_EQUAL' })).not.toContain(id);
    expect(await ids({ property: 'progress', value: 100, operation: 'LESS_EQUAL' })).not.toContain(id);
    expect(await ids({ property: 'progress', value: 0, operation: 'NOT_EQUAL' })).not.toContain(id);
  });

  it('answers an unknown template with 404', async () => {
    const response = await post(`${BASE}/listJson`, { templateId: 'nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ state: false, message: '根据报表别名【nope】未找到对应报表数据！', errorCode: '-003' });
  });
});

describe('listJsonForSecret', () => {
  it('is the only list call of the classified template, and only for it', async () => {
    const refused = await post(`${BASE}/listJson`, { templateId: SECRET_ID });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('该报表为涉密报表，请通过涉密查询接口获取数据');
    expect((await post(`${BASE}/listJsonForSecret`, { templateId: 'contractLedger' })).statusCode).toBe(400);
  });

  it('shows rows classified secret to administrators only', async () => {
    const everyone = await list(SECRET_ID, { pageBean: { pageSize: 1000 } }, zhangsan, 'listJsonForSecret');
    const administrator = await list(SECRET_ID, { pageBean: { pageSize: 1000 } }, admin, 'listJsonForSecret');
    expect(administrator.total).toBe(RECORD_COUNTS.archive);
    expect(everyone.total).toBeLessThan(administrator.total);
    expect(everyone.rows.some((row) => row.secretLevel === 'secret')).toBe(false);
    const secretRow = administrator.rows.find((row) => row.secretLevel === 'secret')!;
    const form = await get(`${BASE}/getForm/archiveView/archive?templateKey=archiveLedger&id=${secretRow.id}&action=get`);
    expect(form.statusCode).toBe(404);
    expect((await get(`${BASE}/getForm/archiveView/archive?templateKey=archiveLedger&id=${secretRow.id}&action=get`, admin)).statusCode).toBe(200);
  });
});

describe('dataList_{alias}', () => {
  it('answers the list template html with escaped column names', async () => {
    const body = (await post(`${BASE}/dataList_contractLedger`, {})).json();
    expect(body.state).toBe(true);
    expect(body.value).toContain('<th>合同编号</th>');
  });
});

describe('getForm', () => {
  it('answers the form definition, the permission and the record with its id', async () => {
    const body = (await get(`${BASE}/getForm/contractRegistration/contract?templateKey=contractLedger&id=6010001&action=edit`)).json();
    expect(body.result).toBe(true);
    expect(body.form).toMatchObject({ formKey: 'contractRegistration', type: 'INNER', definition: { kind: 'form', alias: 'contractRegistration' } });
    expect(body.permission.fields.contract.contractNo).toBe('b');
    expect(body.data.contract).toMatchObject({ id: '6010001', contractNo: 'HT-2025-0001' });
    expect(body.data.contract.sub_payments.length).toBeGreaterThan(0);
  });

  it('makes every visible field read-only and tables fixed for action get', async () => {
    const body = (await get(`${BASE}/getForm/expenseClaim/expense?templateKey=expenseClaims&id=6030001&action=get`)).json();
    expect(body.permission.fields.expense).toEqual({ title: 'r', total: 'r', totalCapital: 'r', auditNote: 'n' });
    expect(body.permission.table.items).toMatchObject({ add: false, del: false, edit: false });
  });

  it('answers an empty record for a new one', async () => {
    const body = (await get(`${BASE}/getForm/contractRegistration/contract?templateKey=contractLedger&action=add`)).json();
    expect(body.data).toEqual({ contract: {} });
  });

  it('refuses a business object of another form, and records of another tenant', async () => {
    expect((await get(`${BASE}/getForm/contractRegistration/leave?templateKey=contractLedger`)).statusCode).toBe(400);
    expect((await get(`${BASE}/getForm/leaveRequest/leave?templateKey=contractLedger`)).statusCode).toBe(400);
    const acmeRow = (await list('contractLedger', {}, acme)).rows[0];
    expect((await get(`${BASE}/getForm/contractRegistration/contract?templateKey=contractLedger&id=${acmeRow.id}`)).statusCode).toBe(404);
  });
});

const newContract = (contractNo: string) => ({
  contractNo,
  contractName: '测试服务合同',
  contractType: 'service',
  counterparty: '测试有限公司',
  counterpartyEn: 'Test Company',
  projectCode: 'TEST-01',
  signDate: '2026-01-05',
  effectiveDate: '2026-01-06',
  expireDate: '2026-12-31',
  amount: 12000,
  handler: 'zhangsan',
  sub_payments: [{ stage: '全款', percent: 100, payAmount: 12000, dueDate: '2026-02-01' }],
});

describe('boSave', () => {
  it('inserts a record, then updates it, checking the form’s rules on the server', async () => {
    const saved = await post(`${BASE}/boSave/contract`, { templateKey: 'contractLedger', contract: newContract('HT-2026-5001') });
    expect(saved.json()).toMatchObject({ state: true, message: '保存成功' });
    const id = saved.json().value as string;
    const [row] = (await everything('contractLedger', [{ property: 'contractNo', value: 'HT-2026-5001' }])).rows;
    expect(row).toMatchObject({ id, contractName: '测试服务合同', amount: 12000 });
    const updated = await post(`${BASE}/boSave/contract`, { templateKey: 'contractLedger', contract: { ...newContract('HT-2026-5001'), id, amount: 15000 } });
    expect(updated.json().value).toBe(id);
    expect((await everything('contractLedger', [{ property: 'contractNo', value: 'HT-2026-5001' }])).rows).toEqual([{ ...row, amount: 15000 }]);
  });

  it('refuses invalid data with the rule’s message, and a duplicate unique value', async () => {
    const invalid = await post(`${BASE}/boSave/contract`, { templateKey: 'contractLedger', contract: { ...newContract('HT-26-1'), contractName: '' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('合同名称');
    const duplicate = await post(`${BASE}/boSave/contract`, { templateKey: 'contractLedger', contract: newContract('HT-2025-0002') });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toContain('合同编号“HT-2025-0002”已存在');
    const english = await post(`${BASE}/boSave/contract`, { templateKey: 'contractLedger', contract: newContract('HT-2025-0002') }, { ...zhangsan, 'accept-language': 'en-US' });
    expect(english.json().message).toContain('Contract number "HT-2025-0002" already exists');
  });

  it('keeps fields the user may not see, and refuses what the template does not offer', async () => {
    const before = (await get(`${BASE}/getForm/expenseClaim/expense?templateKey=expenseClaims&id=6030002`)).json().data.expense;
    const sent = { ...before, title: '改过的报销标题', auditNote: '伪造的审核意见' };
    expect((await post(`${BASE}/boSave/expense`, { templateKey: 'expenseClaims', expense: sent })).statusCode).toBe(200);
    const after = (await get(`${BASE}/getForm/expenseClaim/expense?templateKey=expenseClaims&id=6030002`)).json().data.expense;
    expect(after).toMatchObject({ title: '改过的报销标题', auditNote: before.auditNote });
    const archive = await post(`${BASE}/boSave/archive`, { templateKey: 'archiveLedger', archive: { docNo: 'X', title: 'Y' } }, admin);
    expect(archive.statusCode).toBe(403);
    expect((await post(`${BASE}/boSave/contract`, { templateKey: 'contractLedger' })).statusCode).toBe(400);
  });
});

describe('drafts', () => {
  it('saves, lists, loads, updates and removes the user’s own drafts', async () => {
    const data = { contract: { contractName: '草稿中的合同', amount: 100 } };
    const saved = (await post(`${BASE}/boSaveDraft`, { templateKey: 'contractLedger', ...data })).json();
    expect(saved).toMatchObject({ state: true, message: '草稿保存成功' });
    const draftId = saved.value as string;
    const mine = (await post(`${BASE}/getMyDraftList`, { querys: [{ property: 'templateKey', value: 'contractLedger' }] })).json();
    expect(mine.rows).toEqual([expect.objectContaining({ id: draftId, templateKey: 'contractLedger', templateName: '合同台账', subject: '草稿中的合同', boAlias: 'contract', formKey: 'contractRegistration' })]);
    expect((await post(`${BASE}/getMyDraftList`, {}, lisi)).json().total).toBe(0);
    expect((await get(`${BASE}/getTempDraftData/${draftId}`)).json()).toMatchObject({ id: draftId, data });
    expect((await get(`${BASE}/getTempDraftData/${draftId}`, lisi)).statusCode).toBe(404);

    await post(`${BASE}/boSaveDraft`, { templateKey: 'contractLedger', draftId, contract: { content: '<p>条款</p>' } });
    expect((await get(`${BASE}/getTempDraftData/${draftId}`)).json()).toMatchObject({ subject: '合同台账草稿', data: { contract: { content: '<p>条款</p>' } } });

    expect((await del(`${BASE}/removeTempDraft?ids=${draftId}`, lisi)).json().value).toBe(0);
    expect((await del(`${BASE}/removeTempDraft?ids=${draftId}`)).json()).toMatchObject({ state: true, value: 1 });
    expect((await get(`${BASE}/getTempDraftData/${draftId}`)).statusCode).toBe(404);
  });

  it('removes the draft a save came from', async () => {
    const draftId = (await post(`${BASE}/boSaveDraft`, { templateKey: 'contractLedger', contract: newContract('HT-2026-5002') })).json().value;
    const saved = await post(`${BASE}/boSave/contract?delDraftId=${draftId}`, { templateKey: 'contractLedger', contract: newContract('HT-2026-5002') });
    expect(saved.statusCode).toBe(200);
    expect((await get(`${BASE}/getTempDraftData/${draftId}`)).statusCode).toBe(404);
  });
});

describe('boDel and boBatchUpdate', () => {
  it('needs at least one id', async () => {
    const response = await del(`${BASE}/boDel/contract?templateKey=contractLedger&ids=`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('请至少选择一条记录');
  });

  it('deletes the chosen records of the tenant only', async () => {
    const ids = (await list('leaveRequests', { pageBean: { pageSize: 2 } })).rows.map((row) => row.id);
    const acmeId = (await list('leaveRequests', {}, acme)).rows[0].id;
    const response = await del(`${BASE}/boDel/leave?templateKey=leaveRequests&ids=${[...ids, acmeId].join(',')}`);
    expect(response.json()).toMatchObject({ state: true, message: '删除成功', value: 2 });
    expect((await list('leaveRequests', {}, acme)).rows.some((row) => row.id === acmeId)).toBe(true);
    expect((await del(`${BASE}/boDel/archive?templateKey=archiveLedger&ids=1`, admin)).statusCode).toBe(403);
  });

  it('sets the template’s batch fields, and only those', async () => {
    const ids = (await list('vehicleBookings', { pageBean: { pageSize: 3 }, querys: [{ property: 'carType', value: 'sedan' }] })).rows.map((row) => row.id);
    const response = await post(`${BASE}/boBatchUpdate/vehicle`, { templateKey: 'vehicleBookings', ids, data: { carType: 'mpv' } });
    expect(response.json()).toMatchObject({ state: true, message: '已更新 3 条记录', value: 3 });
    const rows = (await everything('vehicleBookings', [{ property: 'id', value: ids, operation: 'IN' }])).rows;
    expect(rows.map((row) => row.carType)).toEqual(['mpv', 'mpv', 'mpv']);
    expect((await post(`${BASE}/boBatchUpdate/vehicle`, { templateKey: 'vehicleBookings', ids, data: { plateNo: '京A00000' } })).statusCode).toBe(400);
    const badOption = await post(`${BASE}/boBatchUpdate/vehicle`, { templateKey: 'vehicleBookings', ids, data: { carType: 'tank' } });
    expect(badOption.json().message).toContain('不在可选项中');
    expect((await post(`${BASE}/boBatchUpdate/leave`, { templateKey: 'leaveRequests', ids, data: { leaveType: 'sick' } })).statusCode).toBe(403);
  });
});

describe('sub-tables', () => {
  it('answers a record’s sub-table rows, whole or by page', async () => {
    const claims = await everything('expenseClaims');
    const rows = await Promise.all(claims.rows.slice(0, 40).map(async (claim) => ({ id: claim.id, rows: (await get(`${BASE}/getSubData?templateId=expenseClaims&id=${claim.id}&subEntName=items`)).json() as unknown[] })));
    const long = rows.find((claim) => claim.rows.length > 10)!;
    expect(long).toBeDefined();
    const second = (await post(`${BASE}/getSubDataPagination`, { templateId: 'expenseClaims', id: long.id, subEntName: 'items', queryFilter: { pageBean: { page: 2, pageSize: 5 } } })).json();
    expect(second).toEqual({ rows: long.rows.slice(5, 10), total: long.rows.length, page: 2, pageSize: 5 });
    expect((await get(`${BASE}/getSubData?templateId=expenseClaims&id=${long.id}&subEntName=nope`)).statusCode).toBe(404);
  });

  it('describes the sub entities of a form', async () => {
    const entities = (await get('/form/form/v1/getSubEntsByFormKey?formKey=expenseClaim', { ...zhangsan, 'accept-language': 'en-US' })).json();
    expect(entities).toEqual([expect.objectContaining({ name: 'items', parent: 'expense' })]);
    expect(entities[0].attributes.map((attribute: { name: string }) => attribute.name)).toEqual(['subject', 'price', 'quantity', 'amount']);
    expect((await get('/form/form/v1/getSubEntsByFormKey?formKey=nope')).statusCode).toBe(404);
  });
});

describe('export and import', () => {
  it('exports all, filtered or selected rows as a real .xlsx file with labels in the caller’s language', async () => {
    const all = await post(`${BASE}/export`, { templateId: 'contractLedger', getType: 'all' });
    expect(all.headers['content-type']).toContain('spreadsheetml');
    expect(all.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''%E5%90%88%E5%90%8C%E5%8F%B0%E8%B4%A6-\d{8}-\d{6}\.xlsx$/);
    const sheet = await readWorkbook(all.rawPayload);
    expect(sheet[0]).toEqual(['合同编号', '合同名称', '合同类型', '合同相对方', '签订日期', '生效日期', '到期日期', '合同金额', '经办人']);
    expect(sheet.length - 1).toBe((await list('contractLedger')).total);
    expect(['采购合同', '销售合同', '服务合同']).toContain(sheet[1][2]);

    const filter = { querys: [{ property: 'contractType', value: 'sales', operation: 'EQUAL' }] };
    const filtered = await readWorkbook((await post(`${BASE}/export`, { templateId: 'contractLedger', getType: 'filter', queryFilter: filter }, { ...zhangsan, 'accept-language': 'en-US' })).rawPayload);
    expect(filtered[0][2]).toBe('Type');
    expect(new Set(filtered.slice(1).map((row) => row[2]))).toEqual(new Set(['Sales']));
    expect(filtered.length - 1).toBe((await everything('contractLedger', filter.querys)).total);

    const ids = (await list('contractLedger', { pageBean: { pageSize: 2 } })).rows.map((row) => row.id);
    expect(await readWorkbook((await post(`${BASE}/export`, { templateId: 'contractLedger', getType: 'select', ids })).rawPayload)).toHaveLength(3);
    expect((await post(`${BASE}/export`, { templateId: 'contractLedger', getType: 'select', ids: [] })).statusCode).toBe(400);
    expect((await post(`${BASE}/export`, { templateId: 'leaveRequests' })).statusCode).toBe(403);
  });

  it('offers an import template with the writable columns', async () => {
    const response = await get(`${BASE}/downloadMainTempFile?templateId=contractLedger`);
    const [header] = await readWorkbook(response.rawPayload);
    expect(header).toContain('合同编号');
    expect(header).not.toContain('金额（大写）'); // read-only (a formula)
    expect(header).not.toContain('合同扫描件'); // a file
  });

  it('imports rows with a per-row report: converted values, rule messages, duplicates', async () => {
    const bytes = await workbookOf([
      ['合同编号', '合同名称', 'Type', '合同相对方', '签订日期', '生效日期', '到期日期', '合同金额', '经办人', '不存在的列'],
      ['HT-2026-6001', '导入的服务合同', 'Service', '导入公司', new Date(Date.UTC(2026, 0, 10)), '2026/1/11', '2026-12-31', '8,000', 'lisi', 'x'],
      ['HT-2026-6002', '导入的采购合同', '火箭', '导入公司', '2026-01-10', '2026-01-11', '2026-12-31', 'abc', 'lisi'],
      ['HT-2025-0003', '重复编号的合同', '采购合同', '导入公司', '2026-01-10', '2026-01-11', '2026-12-31', 100, 'lisi'],
      ['HT-2026-6003', '', '采购合同', '导入公司', '2026-01-10', '2026-01-11', '2026-12-31', 100, 'lisi'],
    ]);
    const response = await upload(`${BASE}/tImportMain`, { templateId: 'contractLedger' }, { name: 'contracts.xlsx', bytes });
    const body = response.json();
    expect(body).toMatchObject({ state: true, message: '导入完成：成功 1 条，失败 3 条', value: { total: 4, succeeded: 1, failed: 3 } });
    expect(body.value.rows[0]).toMatchObject({ row: 2, ok: true });
    expect(body.value.rows[1].messages).toEqual(['合同类型的值“火箭”不在可选项中', '合同金额的值“abc”不是有效的数字']);
    expect(body.value.rows[2].messages).toEqual(['合同编号“HT-2025-0003”已存在']);
    expect(body.value.rows[3].messages.join()).toContain('合同名称');
    const [row] = (await everything('contractLedger', [{ property: 'contractNo', value: 'HT-2026-6001' }])).rows;
    expect(row).toMatchObject({ contractType: 'service', signDate: '2026-01-10', amount: 8000, handler: 'lisi' });
  });

  it('round-trips an export: delete the rows, import the file, and they are back', async () => {
    await post(`${BASE}/boSave/contract`, { templateKey: 'contractLedger', contract: newContract('HT-2026-7001') });
    const [row] = (await everything('contractLedger', [{ property: 'contractNo', value: 'HT-2026-7001' }])).rows;
    const file = (await post(`${BASE}/export`, { templateId: 'contractLedger', getType: 'select', ids: [row.id] })).rawPayload;
    await del(`${BASE}/boDel/contract?templateKey=contractLedger&ids=${row.id}`);
    const body = (await upload(`${BASE}/tImportMain`, { templateId: 'contractLedger' }, { name: 'export.xlsx', bytes: file })).json();
    expect(body.value).toMatchObject({ total: 1, succeeded: 1, failed: 0 });
    const [back] = (await everything('contractLedger', [{ property: 'contractNo', value: 'HT-2026-7001' }])).rows;
    expect({ ...back, id: row.id }).toEqual(row);
  });

  it('refuses files that are no workbook, have no known column or no rows, and templates without import', async () => {
    const refuse = async (bytes: Buffer, message: string, templateId = 'contractLedger') => {
      const response = await upload(`${BASE}/tImportMain`, { templateId }, { name: 'x.xlsx', bytes });
      expect(response.json().message).toBe(message);
      return response;
    };
    expect((await refuse(Buffer.from('not a zip'), '文件不是有效的 Excel（.xlsx）文件')).statusCode).toBe(400);
    await refuse(await workbookOf([['foo', 'bar'], [1, 2]]), '第一行应为表头，未找到可导入的列（请使用导入模板）');
    await refuse(await workbookOf([['合同编号']]), '文件中没有可导入的数据');
    expect((await refuse(await workbookOf([['标题'], ['x']]), '该报表未配置导入', 'leaveRequests')).statusCode).toBe(403);
    expect((await upload(`${BASE}/tImportMain`, { templateId: 'contractLedger' })).json().message).toBe('请选择要导入的 Excel 文件（.xlsx）');
  });

  it('exports and imports one record’s sub-table', async () => {
    const exported = await post(`${BASE}/exportSub`, { templateId: 'contractLedger', id: '6010005', subEntName: 'payments' });
    const sheet = await readWorkbook(exported.rawPayload);
    expect(sheet[0]).toEqual(['付款阶段', '付款比例（%）', '付款金额', '计划付款日']);
    const before = (await get(`${BASE}/getSubData?templateId=contractLedger&id=6010005&subEntName=payments`)).json() as unknown[];
    const bytes = await workbookOf([sheet[0], ['质保金', 0, 0, '2027-01-01'], ['错误行', 200, 0, '2027-01-01']]);
    const body = (await upload(`${BASE}/importSub`, { templateId: 'contractLedger', id: '6010005', subEntName: 'payments' }, { name: 'p.xlsx', bytes })).json();
    expect(body.value).toMatchObject({ total: 2, succeeded: 1, failed: 1 });
    const after = (await get(`${BASE}/getSubData?templateId=contractLedger&id=6010005&subEntName=payments`)).json() as unknown[];
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ stage: '质保金', percent: 0 });
  });
});

describe('the store', () => {
  it('every seeded record passes its form’s rules (so each can be edited and saved again)', async () => {
    const { openDatabase } = await import('../../db/database');
    const { seedIfEmpty } = await import('../../db/seed');
    const { AREAS, createAreaTables } = await import('../index');
    const db = openDatabase(':memory:');
    try {
      await seedIfEmpty(db);
      createAreaTables(db);
      AREAS.find((area) => area.name === 'dataTemplate')!.seed!(db, '');
      const store = createStore(db);
      const rows = db.prepare("SELECT id, bo_alias, data, tenant_id FROM bo_data WHERE id LIKE '6%'").all() as { id: string; bo_alias: string; data: string; tenant_id: string }[];
      const formKeys: Record<string, string> = {};
      for (const alias of ['contractLedger', 'projectLedger', 'expenseClaims', 'purchaseRequests', 'leaveRequests', 'vehicleBookings', 'archiveLedger', 'meetingBookings']) {
        const template = store.template(alias)!;
        formKeys[template.definition.boDefAlias] = template.definition.formKey!;
      }
      expect(rows.length).toBe(Object.values(RECORD_COUNTS).reduce((sum, count) => sum + count, 0));
      for (const row of rows) {
        const form = store.form(formKeys[row.bo_alias])!;
        expect(checkRecord(db, form, 'zh-CN', { tenantId: row.tenant_id, id: row.id }, JSON.parse(row.data)), `${row.bo_alias} ${row.id}`).toEqual([]);
      }
    } finally {
      db.close();
    }
  });
});

describe('previewForm', () => {
  it('answers a form’s definition like a process form, with empty data, named in the caller’s language', async () => {
    const response = await app.inject({ method: 'GET', url: '/form/form/v1/previewForm?formKey=leaveRequest', headers: { ...zhangsan, 'accept-language': 'en-US' } });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { result: boolean; form: { type: string; name: string; definition: { alias: string; boAlias: string } }; data: Record<string, object> };
    expect(answer).toMatchObject({ result: true, form: { type: 'INNER', name: 'Leave request', definition: { alias: 'leaveRequest' } } });
    expect(answer.data).toEqual({ [answer.form.definition.boAlias]: {} });
  });

  it('refuses an unknown or missing key with 4xx and a message', async () => {
    const unknown = await get('/form/form/v1/previewForm?formKey=nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('表单【nope】不存在');
    expect((await get('/form/form/v1/previewForm')).statusCode).toBe(400);
  });
});
