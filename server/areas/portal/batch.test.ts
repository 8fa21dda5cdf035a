// POST /portal/main/v1/batch: several calls of one caller in one request, each answered as if sent alone.
import { describe, expect, it } from 'vitest';
import { BATCH_PATH, MAX_BATCH_CALLS } from './batch';
import { EN, okJson, portalTestServer, refused } from './testing';

const { users, get, post } = portalTestServer();
type Batched = { responses: { status: number; body: unknown }[] };

describe('batch', () => {
  it('answers each call as the call alone answers it, in order, with the caller’s rights and language', async () => {
    const todoFilter = { pageBean: { page: 1, pageSize: 8, showTotal: true } };
    const batch = await okJson<Batched>(
      post(
        BATCH_PATH,
        {
          requests: [
            { method: 'GET', url: '/runtime/task/v1/counts' },
            { method: 'POST', url: '/runtime/task/v1/getTodoList', body: todoFilter },
            { method: 'GET', url: '/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias?alias=homeTodo' },
            { method: 'GET', url: '/portal/main/v1/failingColumnData' },
          ],
        },
        { ...users.zhangsan, ...EN },
      ),
    );
    expect(batch.responses.map((response) => response.status)).toEqual([200, 200, 200, 500]);
    expect(batch.responses[0].body).toEqual(await okJson(get('/runtime/task/v1/counts', users.zhangsan)));
    type Todos = { rows: { id: string }[]; total: number };
    const alone = await okJson<Todos>(post('/runtime/task/v1/getTodoList', todoFilter, users.zhangsan));
    const batched = batch.responses[1].body as Todos;
    expect([batched.total, batched.rows.map((row) => row.id)]).toEqual([alone.total, alone.rows.map((row) => row.id)]);
    expect(alone.total).toBeGreaterThan(0);
    expect((batch.responses[2].body as { name: string }).name).toBe((await okJson<{ name: string }>(get('/portal/sysIndexColumn/sysIndexColumn/v1/getByAlias?alias=homeTodo', { ...users.zhangsan, ...EN }))).name);
    expect(batch.responses[3].body).toMatchObject({ state: false, message: 'Column data failed to load (demo).' });
    // Another user's batch answers that user's data.
    const lisi = await okJson<Batched>(post(BATCH_PATH, { requests: [{ method: 'GET', url: '/runtime/task/v1/counts' }] }, users.lisi));
    expect(lisi.responses[0].body).toEqual(await okJson(get('/runtime/task/v1/counts', users.lisi)));
  });

  it('needs a session, as every call in it does', async () => {
    await refused(post(BATCH_PATH, { requests: [{ method: 'GET', url: '/runtime/task/v1/counts' }] }), 401);
  });

  it('refuses bodies that are not a list of calls of this server', async () => {
    const many = Array.from({ length: MAX_BATCH_CALLS + 1 }, () => ({ method: 'GET', url: '/runtime/task/v1/counts' }));
    expect(await refused(post(BATCH_PATH, { calls: [] }, { ...users.zhangsan, ...EN }), 400)).toBe('The body must be {requests: [...]}.');
    expect(await refused(post(BATCH_PATH, { requests: [] }, users.zhangsan), 400)).toBe('批量请求中没有调用');
    expect(await refused(post(BATCH_PATH, { requests: many }, users.zhangsan), 400)).toBe(`一次批量请求最多 ${MAX_BATCH_CALLS} 个调用`);
    for (const call of [
      { method: 'DELETE', url: '/runtime/task/v1/counts' },
      { method: 'GET', url: 'http://evil.example/x' },
      { method: 'GET', url: '//evil.example/x' },
      { method: 'GET', url: `${BATCH_PATH}?again=1` },
      { method: 'GET' },
      null,
    ]) {
      expect(await refused(post(BATCH_PATH, { requests: [{ method: 'GET', url: '/runtime/task/v1/counts' }, call] }, { ...users.zhangsan, ...EN }), 400)).toMatch(/^Call 1 is not valid/);
    }
  });
});
