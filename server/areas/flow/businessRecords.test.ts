// startForm (a stored record starts its process) and getInstanceByPks (the instance of each record), read back
// through the instance, the history and the template's rows.
import { describe, expect, it } from 'vitest';
import { flowAppForFile, type Json } from './flowTesting';
import { MAX_PKS } from './businessRecords';

const flow = flowAppForFile();
const INSTANCE = '/runtime/instance/v1';

/** Leave records of the seeded leave template, as zhangsan sees them. */
async function leaveRecords(count: number): Promise<Json[]> {
  const page = await flow.call('zhangsan', 'POST', '/form/dataTemplate/v1/listJson', { templateId: 'leaveRequests', queryFilter: { pageBean: { page: 1, pageSize: 50 } } });
  expect(page.status).toBe(200);
  return (page.body.rows as Json[]).slice(0, count);
}
const startForm = (account: string, query: string, lang?: string) => flow.call(account, 'POST', `${INSTANCE}/startForm?${query}`, {}, lang);
const instancesOf = (account: string, ids: string[], boDefAlias = 'leave') => flow.call(account, 'POST', `${INSTANCE}/getInstanceByPks?boDefAlias=${boDefAlias}`, ids);

describe('startForm', () => {
  it('starts the leave process with a stored leave record as its form data; the record now names its instance', async () => {
    const [record, other] = await leaveRecords(2);
    const started = await startForm('zhangsan', `defKey=leave&businessKey=${record!.id}&boAlias=leave&templateAlias=leaveRequests`);
    expect(started.body).toMatchObject({ state: true, message: '流程启动成功' });
    const instId = started.body.value as string;
    const form = (await flow.call('zhangsan', 'GET', `${INSTANCE}/getInstFormAndBO?proInstId=${instId}`)).body;
    expect(form.data.leave).toMatchObject({ applicant: record!.applicant, reason: record!.reason, leaveType: record!.leaveType });
    expect((await flow.history(instId))[0]).toMatch(/:start:张三$/);

    const answer = await instancesOf('zhangsan', [record!.id, other!.id]);
    expect(answer.body.state).toBe(true);
    expect(answer.body.value[record!.id]).toMatchObject({ bpm_proc_inst_id_: instId, bpm_status_: 'running', bpm_proc_def_name_: '请假申请', bpm_creator_: '张三', bpm_is_forbidden_: 0, bpm_end_time_: '' });
    expect(answer.body.value[record!.id].bpm_subject_).toContain('张三');
    expect(answer.body.value[other!.id]).toEqual({});
    // wangwu may not see zhangsan's request: the record's entry stays empty for him
    expect((await instancesOf('wangwu', [record!.id])).body.value).toEqual({ [record!.id]: {} });
    // the same record cannot start a second process while the first is under way
    expect(await startForm('zhangsan', `defId=20000000000000001&businessKey=${record!.id}&boAlias=leave`, 'en-US')).toMatchObject({
      status: 400,
      body: { state: false, message: 'A process has already been started for this record.' },
    });
  });

  it('refuses a record that does not exist, another process’s business object, no definition and no start right', async () => {
    const record = (await leaveRecords(3))[2];
    expect((await startForm('zhangsan', `defKey=leave&businessKey=404404404&boAlias=leave`)).body.message).toBe('业务数据不存在');
    expect(await startForm('zhangsan', `defKey=expense&businessKey=${record!.id}&boAlias=leave`)).toMatchObject({ status: 400, body: { message: '业务对象【leave】不是该流程的表单数据' } });
    expect((await startForm('zhangsan', `businessKey=${record!.id}&boAlias=leave`)).status).toBe(400);
    expect((await startForm('zhangsan', `defKey=nothing&businessKey=${record!.id}&boAlias=leave`)).status).toBe(404);
    expect((await startForm('zhangsan', `defKey=leave&businessKey=1;drop&boAlias=leave`)).status).toBe(400);
    // contract sign is for department managers and finance: zhangsan may not start it
    expect((await startForm('zhangsan', `defKey=contractSign&businessKey=${record!.id}&boAlias=contractReview`)).status).toBe(403);
    expect((await instancesOf('zhangsan', [record!.id])).body.value[record!.id]).toEqual({});
  });
});

describe('getInstanceByPks', () => {
  it('answers an entry for every id, and refuses a body that is not a list of ids or too long', async () => {
    expect((await instancesOf('zhangsan', [])).body).toEqual({ state: true, message: '', value: {} });
    expect((await instancesOf('zhangsan', ['1', '2'])).body.value).toEqual({ 1: {}, 2: {} });
    expect((await flow.call('zhangsan', 'POST', `${INSTANCE}/getInstanceByPks?boDefAlias=leave`, { ids: ['1'] })).status).toBe(400);
    expect((await instancesOf('zhangsan', Array.from({ length: MAX_PKS + 1 }, (_value, index) => String(index)))).status).toBe(400);
    expect((await flow.call('zhangsan', 'POST', `${INSTANCE}/getInstanceByPks`, ['1'])).status).toBe(400);
  });
});
