// @vitest-environment jsdom
// The app's rule services: the API calls as they are, one lazily created sandbox runner for the whole app,
// and the compiler's reading of what they answer. (What a failed request shows: src/api/formRules.test.ts.)
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { compileRules } from '../../renderers/rules';

const mocks = vi.hoisted(() => {
  const runner = Object.assign(vi.fn(async (): Promise<unknown> => true), { dispose: vi.fn() });
  return {
    runner,
    createSandboxScriptRunner: vi.fn(() => runner),
    backendValidate: vi.fn(async (): Promise<{ valid: boolean; message?: string }> => ({ valid: true })),
    isExist: vi.fn(async (): Promise<boolean> => false),
  };
});
vi.mock('../../renderers/sandbox', () => ({ createSandboxScriptRunner: mocks.createSandboxScriptRunner }));
vi.mock('../api/formRules', () => ({ backendValidate: mocks.backendValidate, isExist: mocks.isExist }));

// The shared runner is module state: each test starts with a fresh module.
let services: typeof import('./ruleServices');

beforeEach(async () => {
  vi.resetModules();
  vi.clearAllMocks();
  services = await import('./ruleServices');
}, 60_000); // a fresh import of the renderers' public surface each time

const limits = () => ({ timeoutMs: 1000, signal: new AbortController().signal });

describe('createAppRuleServices', () => {
  it('checks through the form-rule API', async () => {
    const { backendValidate, isExist } = services.createAppRuleServices();
    const signal = new AbortController().signal;
    await backendValidate!('/check', 1, { bo: {} }, true, signal);
    await isExist!('bo.no', 'x', { bo: { id: '1' } }, signal);
    expect(mocks.backendValidate).toHaveBeenCalledWith('/check', 1, { bo: {} }, true, signal);
    expect(mocks.isExist).toHaveBeenCalledWith('bo.no', 'x', { bo: { id: '1' } }, signal);
  });

  it('starts one sandbox for the whole app, on the first script', async () => {
    const first = services.createAppRuleServices();
    const second = services.createAppRuleServices();
    expect(mocks.createSandboxScriptRunner).not.toHaveBeenCalled();
    mocks.runner.mockResolvedValueOnce('message');
    const options = limits();
    await expect(first.runScript!('return 1', 2, { bo: {} }, options)).resolves.toBe('message');
    await second.runScript!('return 2', 3, undefined, limits());
    expect(mocks.createSandboxScriptRunner).toHaveBeenCalledTimes(1);
    expect(mocks.runner).toHaveBeenNthCalledWith(1, 'return 1', 2, { bo: {} }, options);
  });
});

describe('what a field shows', () => {
  const compile = (rules: string, label: string) => compileRules(rules, { label, debounceMs: 0, services: services.createAppRuleServices() });
  const values = { contract: { id: '5001', contractNo: 'HT-2026-0001' } };

  it('a duplicate, the server’s reason, a script’s message', async () => {
    mocks.isExist.mockResolvedValueOnce(true);
    await expect(compile('isExist:contract.contractNo', '合同编号').validate('HT-2026-0001', { values })).resolves.toEqual(['合同编号已存在']);
    mocks.backendValidate.mockResolvedValueOnce({ valid: false, message: '合同金额必须大于 0' });
    await expect(compile('backendValidate:${form}/form/contract/v1/checkAmount,true', '合同金额').validate(-1, { values })).resolves.toEqual([
      '合同金额：合同金额必须大于 0',
    ]);
    mocks.runner.mockResolvedValueOnce('超出预算');
    await expect(compile(`frontJSValidate:${btoa('return false;')}`, '金额').validate(5)).resolves.toEqual(['金额：超出预算']);
  });

  it('“cannot be checked” or “failed to run” when a service rejects — never a pass', async () => {
    mocks.isExist.mockRejectedValueOnce(new Error('network'));
    await expect(compile('isExist:contract.contractNo', '合同编号').validate('HT-2026-0009', { values })).resolves.toEqual([
      '合同编号暂时无法校验，请稍后重试',
    ]);
    mocks.runner.mockRejectedValueOnce(new Error('script failed'));
    await expect(compile(`frontJSValidate:${btoa('return false;')}`, '金额').validate(5)).resolves.toEqual(['金额的自定义校验脚本运行出错']);
  });
});
