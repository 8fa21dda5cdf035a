// The flow area's calls for server tests: one app with the seeded users signed in, and the steps most tests take
// (start a leave, find someone's task, complete it).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { authHeader, base64, testApp } from '../../testing';

export type Json = Record<string, any>;
export type FlowCall = (account: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, lang?: string) => Promise<{ status: number; body: Json }>;

/** UTF-8 Base64 of the JSON of a BO data object, as start and complete send it. */
export const boDataOf = (value: object) => base64(JSON.stringify(value));
/** A leave from 1 December 08:00 to `lastDay` December 18:00; the server computes its days (HALFDAY). */
export const leave = (lastDay: number, extra: object = {}) => ({
  leave: { applicant: '张三', leaveType: 'annual', startTime: '2026-12-01 08:00:00', endTime: `2026-12-0${lastDay} 18:00:00`, days: 0, reason: '测试', ...extra },
});

export async function flowTestApp() {
  const app: FastifyInstance = await testApp();
  const headers: Record<string, { authorization: string }> = {};
  for (const account of ['zhangsan', 'lisi', 'wangwu', 'zhaoliu']) headers[account] = await authHeader(app, account);
  headers.admin = await authHeader(app, 'admin', 'admin123');

  const call: FlowCall = async (account, method, url, payload, lang = 'zh-CN') => {
    const response = await app.inject({ method, url, payload, headers: { ...headers[account], 'accept-language': lang } });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const start = async (account: string, defId: string, value: object): Promise<string> => {
    const { status, body } = await call(account, 'POST', '/runtime/instance/v1/start', { defId, data: boDataOf(value), formType: 'inner' });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.state).toBe(true);
    return body.value as string;
  };
  const todos = async (account: string, instId: string): Promise<Json[]> => {
    const { body } = await call(account, 'POST', '/runtime/task/v1/getTodoList', { pageBean: { page: 1, pageSize: 1000 } });
    return (body.rows as Json[]).filter((row) => row.procInstId === instId);
  };
  const taskOf = async (account: string, instId: string): Promise<Json> => {
    const [task] = await todos(account, instId);
    expect(task, `${account} should have a task`).toBeDefined();
    return task!;
  };
  const complete = (account: string, taskId: string, actionName: string, extra: object = {}) =>
    call(account, 'POST', '/runtime/task/v1/complete', { taskId, actionName, opinion: `${actionName} by ${account}`, formType: 'inner', ...extra });
  const history = async (instId: string) =>
    ((await call('zhangsan', 'GET', `/runtime/instance/v1/instanceFlowOpinions?instId=${instId}`)).body as unknown as Json[]).map((row) => `${row.taskKey}:${row.status}:${row.auditorName}`);
  return { app, call, start, todos, taskOf, complete, history };
}

/** One flow test app for the calling test file: started before its tests, closed after them. */
export function flowAppForFile(): Awaited<ReturnType<typeof flowTestApp>> {
  const flow = {} as Awaited<ReturnType<typeof flowTestApp>>;
  beforeAll(async () => {
    Object.assign(flow, await flowTestApp());
  }, 30_000);
  afterAll(() => flow.app.close());
  return flow;
}
