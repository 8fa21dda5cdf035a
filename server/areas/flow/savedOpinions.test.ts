// Saved opinions (暂存意见): saved at a task, listed back newest first, the task's own text as `value`, removed;
// rights (handler or secretary with leaderId) and bad input refused in the caller's language.
import { describe, expect, it } from 'vitest';
import { flowAppForFile, leave, type Json } from './flowTesting';
import { SAVED_OPINION_LIMIT } from './savedOpinions';

const flow = flowAppForFile();

const TASK = '/runtime/task/v1';
const saved = async (account: string, query = '') => (await flow.call(account, 'GET', `${TASK}/getBpmSaveOpinionByTeam${query}`)).body;

describe('saved opinions', () => {
  it('keeps a handler’s texts, answers the task’s own one, moves a repeated text up and removes them', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    const task = await flow.taskOf('lisi', instId);
    const first = await flow.call('lisi', 'POST', `${TASK}/createBpmSaveOpinion`, { procInstId: instId, taskId: task.id, opinion: '  情况属实，同意。 ' });
    expect(first.body).toMatchObject({ state: true, message: '暂存意见成功' });
    await flow.call('lisi', 'POST', `${TASK}/createBpmSaveOpinion`, { procInstId: instId, taskId: task.id, opinion: '请补充材料' });
    let answer = await saved('lisi', `?instId=${instId}&taskId=${task.id}`);
    expect(answer.value).toBe('请补充材料');
    expect((answer.rows as Json[]).map((row) => row.opinion)).toEqual(['请补充材料', '情况属实，同意。']);
    expect(answer.rows[0]).toMatchObject({ procInstId: instId, taskId: task.id });
    // the same text again is not kept twice
    await flow.call('lisi', 'POST', `${TASK}/createBpmSaveOpinion`, { procInstId: instId, taskId: task.id, opinion: '情况属实，同意。' });
    answer = await saved('lisi');
    expect(answer.rows).toHaveLength(2);
    expect(answer.value).toBe('');
    // they are lisi's own
    expect((await saved('zhangsan')).rows).toEqual([]);
    const ids = (answer.rows as Json[]).map((row) => row.id as string);
    expect((await flow.call('zhangsan', 'DELETE', `${TASK}/removeBpmSaveOpinion?ids=${ids[0]}`)).status).toBe(404);
    const removed = await flow.call('lisi', 'DELETE', `${TASK}/removeBpmSaveOpinion?ids=${ids[0]}`);
    expect(removed.body).toEqual({ state: true, message: '删除成功', value: 1 });
    expect(((await saved('lisi')).rows as Json[]).map((row) => row.id)).toEqual([ids[1]]);
  });

  it('refuses empty texts, tasks the caller may not handle, and more than the limit', async () => {
    const instId = await flow.start('zhangsan', 'leave', leave(1));
    const task = await flow.taskOf('lisi', instId);
    const empty = await flow.call('lisi', 'POST', `${TASK}/createBpmSaveOpinion`, { taskId: task.id, opinion: '   ' }, 'en-US');
    expect(empty).toMatchObject({ status: 400, body: { message: 'Please enter the opinion text.' } });
    expect((await flow.call('wangwu', 'POST', `${TASK}/createBpmSaveOpinion`, { taskId: task.id, opinion: '不是我的' })).status).toBe(403);
    expect((await flow.call('lisi', 'POST', `${TASK}/createBpmSaveOpinion`, { taskId: '999', opinion: '无此任务' })).status).toBe(404);
    expect((await flow.call('lisi', 'POST', `${TASK}/createBpmSaveOpinion`, { taskId: task.id, opinion: 'x'.repeat(2001) })).status).toBe(400);
    expect((await saved('wangwu')).rows).toEqual([]);

    // zhaoliu (wangwu's leader) fills up to the limit at one task; one more is refused
    const other = await flow.taskOf('zhaoliu', await flow.start('wangwu', 'leave', leave(1, { applicant: '王五' })));
    for (let index = 0; index < SAVED_OPINION_LIMIT; index += 1) {
      expect((await flow.call('zhaoliu', 'POST', `${TASK}/createBpmSaveOpinion`, { taskId: other.id, opinion: `意见 ${index}` })).status).toBe(200);
    }
    const over = await flow.call('zhaoliu', 'POST', `${TASK}/createBpmSaveOpinion`, { taskId: other.id, opinion: '再多一条' });
    expect(over).toMatchObject({ status: 400, body: { message: `最多可暂存${SAVED_OPINION_LIMIT}条意见，请先删除不用的` } });
    expect((await saved('zhaoliu')).rows).toHaveLength(SAVED_OPINION_LIMIT);
  }, 60_000);

  it('lets a secretary save at the leader’s task with leaderId', async () => {
    const instId = await flow.start('wangwu', 'leave', leave(1, { applicant: '王五' }));
    const leaderTask = await flow.taskOf('zhaoliu', instId);
    expect((await flow.call('lisi', 'POST', `${TASK}/createBpmSaveOpinion`, { taskId: leaderTask.id, opinion: '代领导暂存' })).status).toBe(403);
    expect((await flow.call('zhangsan', 'POST', `${TASK}/createBpmSaveOpinion`, { taskId: leaderTask.id, opinion: '冒充秘书', agentLeaderId: '10004' })).status).toBe(403);
    const ok = await flow.call('lisi', 'POST', `${TASK}/createBpmSaveOpinion`, { taskId: leaderTask.id, opinion: '代领导暂存', agentLeaderId: '10004' });
    expect(ok.body.state).toBe(true);
    expect((await saved('lisi', `?taskId=${leaderTask.id}`)).value).toBe('代领导暂存');
    expect(((await saved('zhaoliu')).rows as Json[]).map((row) => row.opinion)).not.toContain('代领导暂存');
  });
});
