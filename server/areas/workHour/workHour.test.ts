import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../testing';

const server = signedInApp('zhangsan');

const calc = (query: string, lang = 'zh-CN') =>
  server.app.inject({ method: 'GET', url: `/form/workHour/v1/calcBudgetCost?${query}`, headers: { ...server.headers, 'accept-language': lang } });

describe('GET /form/workHour/v1/calcBudgetCost', () => {
  it('multiplies the budgeted hours by the rank’s hourly cost, in cents', async () => {
    expect((await calc('rank=T4&budget=12.5')).json()).toMatchObject({ state: true, value: 2000 });
    expect((await calc('rank=F3&budget=0.333')).json()).toMatchObject({ state: true, value: 46.62 });
  });

  it('answers state false for an unknown rank, and 400 for bad hours', async () => {
    expect((await calc('rank=Z9&budget=1', 'en-US')).json()).toEqual({ state: false, message: 'There is no labour cost rate for the rank "Z9".' });
    for (const budget of ['-1', 'abc', '', '1e999']) {
      const answer = await calc(`rank=T4&budget=${encodeURIComponent(budget)}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('预算工时必须是不小于 0 的数字');
    }
  });

  it('needs a signed-in user', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/form/workHour/v1/calcBudgetCost?rank=T4&budget=1' })).statusCode).toBe(401);
  });
});
