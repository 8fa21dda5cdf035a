// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultConfig, setConfig } from '../config/runtime';
import { httpClient } from './http';
import { installFakeNetwork, type SentRequest } from './testing/fakeNetwork';
import { calcBudgetCost } from './workHour';

let sent: SentRequest[];
beforeEach(() => {
  const config = defaultConfig();
  config.hosts.form = 'https://form.example.com';
  setConfig(config);
});

describe('calcBudgetCost', () => {
  it('asks the form host and answers the value', async () => {
    sent = installFakeNetwork(httpClient, () => ({ data: { state: true, value: 2000 } }));
    await expect(calcBudgetCost('T4', 12.5)).resolves.toBe(2000);
    expect(sent[0].url).toBe('https://form.example.com/form/workHour/v1/calcBudgetCost?rank=T4&budget=12.5');
  });

  it("rejects with the server's message, so the formula reports it", async () => {
    installFakeNetwork(httpClient, () => ({ data: { state: false, message: 'no rate' } }));
    await expect(calcBudgetCost('Z9', 1)).rejects.toThrow('no rate');
  });
});
