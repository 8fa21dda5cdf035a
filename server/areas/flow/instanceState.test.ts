// isEnd and nodeOpinion: an instance's state and the opinions at its nodes, read for whoever may see it.
import { describe, expect, it } from 'vitest';
import { flowAppForFile, leave, type Json } from './flowTesting';

const flow = flowAppForFile();

const TASK = '/runtime/task/v1';

describe('isEnd', () => {
  it('says state true while the instance runs and false once it ended', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    expect((await flow.call('zhangsan', 'POST', `${TASK}/isEnd?procInstId=${instId}`)).body).toEqual({ state: true, message: '', value: 'running' });
    expect((await flow.call('wangwu', 'POST', `${TASK}/isEnd?procInstId=${instId}`)).status).toBe(403);
    expect((await flow.call('zhangsan', 'POST', `${TASK}/isEnd?procInstId=999`, undefined, 'en-US')).body.message).toBe('The process instance does not exist.');
    await flow.complete('lisi', (await flow.taskOf('lisi', instId)).id, 'agree');
    const ended = await flow.call('zhangsan', 'POST', `${TASK}/isEnd?procInstId=${instId}`, undefined, 'en-US');
    expect(ended.body).toEqual({ state: false, message: 'The process instance has ended.', value: 'end' });
  });
});

describe('nodeOpinion', () => {
  it('answers one node’s rows as an array and several as a map by node', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    await flow.complete('lisi', (await flow.taskOf('lisi', instId)).id, 'agree');
    const one = (await flow.call('zhangsan', 'GET', `${TASK}/nodeOpinion?instId=${instId}&nodeId=deptApprove&defId=20000000000000001`)).body as unknown as Json[];
    expect(one.map((row) => `${row.taskKey}:${row.status}:${row.auditorName}:${row.opinion}`)).toEqual(['deptApprove:agree:李四:agree by lisi']);
    const both = (await flow.call('lisi', 'GET', `${TASK}/nodeOpinion?instId=${instId}&nodeId=apply,deptApprove,gmApprove`, undefined, 'en-US')).body;
    expect(Object.keys(both)).toEqual(['apply', 'deptApprove', 'gmApprove']);
    expect((both.apply as Json[]).map((row) => row.status)).toEqual(['start']);
    expect((both.deptApprove as Json[])[0]!.taskName).toBe('Department manager approval');
    expect(both.gmApprove).toEqual([]);
    const unknown = await flow.call('zhangsan', 'GET', `${TASK}/nodeOpinion?instId=${instId}&nodeId=nowhere`);
    expect(unknown).toMatchObject({ status: 400, body: { message: '节点【nowhere】不是该流程的节点' } });
    expect((await flow.call('wangwu', 'GET', `${TASK}/nodeOpinion?instId=${instId}&nodeId=apply`)).status).toBe(403);
  });
});
