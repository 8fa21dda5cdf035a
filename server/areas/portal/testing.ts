// Helpers of the portal area's tests (not a test itself): an app with the administrators, three signed-in users
// (zhangsan and lisi of the platform tenant, chenyi of acme), and short request helpers.
import { beforeAll, expect } from 'vitest';
import { administratorsApp, authHeader } from '../../testing';

export type Headers = Record<string, string>;
export type Answer = { statusCode: number; body: string; json: () => unknown };

export const EN: Headers = { 'accept-language': 'en-US' };

export function portalTestServer() {
  const server = administratorsApp();
  const users = {} as { zhangsan: Headers; lisi: Headers; chenyi: Headers };
  beforeAll(async () => {
    users.zhangsan = await authHeader(server.app, 'zhangsan');
    users.lisi = await authHeader(server.app, 'lisi');
    users.chenyi = await authHeader(server.app, 'chenyi', '123456', '1001');
  });
  return {
    server,
    users,
    get: (url: string, headers: Headers = {}) => server.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload: unknown, headers: Headers = {}) => server.app.inject({ method: 'POST', url, payload: payload as string | object, headers }),
    remove: (url: string, headers: Headers = {}) => server.app.inject({ method: 'DELETE', url, headers }),
  };
}

/** The answer's JSON, after checking it is a 200. */
export async function okJson<T>(response: Promise<Answer>): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as T;
}

/** A refusal: the status, `state: false`, and the message it answers. */
export async function refused(response: Promise<Answer>, statusCode: number): Promise<string> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(statusCode);
  const body = answer.json() as { state: boolean; message: string };
  expect(body.state).toBe(false);
  return body.message;
}
