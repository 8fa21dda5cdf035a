import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileRules, DEFAULT_DEBOUNCE_MS } from './compile';
import type { RuleServices, RuleSet } from './types';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('compileRules: definitions', () => {
  it('uses a default label in both locales', () => {
    expect(compileRules('required').validateSync('')).toEqual(['该字段不能为空']);
    expect(compileRules('required', { locale: 'en-US' }).validateSync('')).toEqual(['This field is required']);
    expect(compileRules('required', { locale: 'fr-FR', label: '  ' }).validateSync('')).toEqual(['该字段不能为空']);
  });

  it('reports each broken rule once, skips it and keeps the rest', () => {
    const compiled = compileRules('required|foo|max:abc|min|between:1|length:5,2|confirmed:|isBefore:|regex:', { label: '名称' });
    expect(compiled.definitionErrors.map(({ rule, code }) => [rule, code])).toEqual([
      ['foo', 'rules.unknownRule'],
      ['max', 'rules.badArgument'],
      ['min', 'rules.missingArgument'],
      ['between', 'rules.missingArgument'],
      ['length', 'rules.badArgument'],
      ['confirmed', 'rules.missingArgument'],
      ['isBefore', 'rules.missingArgument'],
      ['regex', 'rules.missingArgument'],
    ]);
    expect(compiled.definitionErrors[0].message).toBe('名称：未知的校验规则“foo”，已忽略');
    expect(compiled.definitionErrors[1].message).toBe('名称：校验规则“max”的参数“abc”无效，已忽略');
    expect(compiled.rules).toEqual([{ name: 'required', args: [] }]);
    expect(compiled.validateSync('anything')).toEqual([]);
  });

  it('reports a rule set of the wrong type instead of throwing', () => {
    const compiled = compileRules(42 as unknown as RuleSet, { label: 'Amount', locale: 'en-US', permission: 'b' });
    expect(compiled.definitionErrors).toEqual([
      { rule: '', code: 'rules.invalidRuleSet', message: 'Amount: validation rules must be text or an object, not number' },
    ]);
    expect(compiled.validateSync('')).toEqual([]);
  });

  it('rejects negative or fractional counts', () => {
    expect(compileRules('max:-1').definitionErrors[0].code).toBe('rules.badArgument');
    expect(compileRules('digits:2.5').definitionErrors[0].code).toBe('rules.badArgument');
    expect(compileRules('decimal:x').definitionErrors[0].code).toBe('rules.badArgument');
    expect(compileRules('decimal:*').definitionErrors).toEqual([]);
  });

  it('shares the compiled plan between fields with the same rules but binds each label', () => {
    const a = compileRules('required|max:2', { label: 'A' });
    const b = compileRules('required|max:2', { label: 'B', locale: 'en-US' });
    expect(a.validateSync('abc')).toEqual(['A文本长度不能超过2']);
    expect(b.validateSync('abc')).toEqual(['B may be at most 2 characters long']);
  });

  it('inserts the label literally', () => {
    expect(compileRules('required', { label: '{{label}} $& {{n}}' }).validateSync('')).toEqual(['{{label}} $& {{n}}不能为空']);
  });

  it('validate() answers like validateSync() when no async rule is involved', async () => {
    const compiled = compileRules('required|email', { label: '邮箱' });
    expect(compiled.hasAsyncRules).toBe(false);
    await expect(compiled.validate('x')).resolves.toEqual(['邮箱不是有效的邮箱地址']);
    await expect(compiled.validate('a@b.cn')).resolves.toEqual([]);
    const answer = await compiled.validate('a@b.cn');
    answer.push('callers may keep their own list');
    expect(compiled.validateSync('a@b.cn')).toEqual([]);
  });

  it('validateSync answers a shared read-only empty list for valid values', () => {
    const compiled = compileRules('max:3');
    expect(compiled.validateSync('ab')).toBe(compiled.validateSync('a'));
    expect(Object.isFrozen(compiled.validateSync('ab'))).toBe(true);
  });
});

describe('compileRules: server checks (backendValidate, isExist)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function backendService(answer: (value: unknown) => Promise<boolean | { valid: boolean; message?: string }>) {
    const calls: Array<{ url: string; value: unknown; values: unknown; submitFormData: boolean; signal: AbortSignal }> = [];
    const services: RuleServices = {
      backendValidate: (url, value, values, submitFormData, signal) => {
        calls.push({ url, value, values, submitFormData, signal });
        return answer(value);
      },
    };
    return { calls, services };
  }

  it('debounces: only the last value within the delay reaches the server, and every caller gets its answer', async () => {
    const { calls, services } = backendService(async (value) => value !== 'taken');
    const compiled = compileRules('required|backendValidate:${form}/form/check,false', { label: '账号', services });
    expect(compiled.hasAsyncRules).toBe(true);
    const first = compiled.validate('t');
    const second = compiled.validate('ta');
    await vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(0);
    const third = compiled.validate('taken');
    await vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS);
    expect(calls.map((call) => call.value)).toEqual(['taken']);
    expect(calls[0]).toMatchObject({ url: '${form}/form/check', submitFormData: false, values: undefined });
    const expected = ['账号未通过服务端校验'];
    await expect(Promise.all([first, second, third])).resolves.toEqual([expected, expected, expected]);
  });

  it('cancels the request in flight when a newer value arrives', async () => {
    const resolvers: Array<(valid: boolean) => void> = [];
    const { calls, services } = backendService(() => new Promise((resolve) => resolvers.push(resolve)));
    const compiled = compileRules('backendValidate:/check', { label: '编码', services, debounceMs: 100 });
    const first = compiled.validate('old');
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);
    const second = compiled.validate('new');
    expect(calls[0].signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(2);
    resolvers[0](false); // the stale answer must not win
    resolvers[1](true);
    await expect(first).resolves.toEqual([]);
    await expect(second).resolves.toEqual([]);
  });

  it('a synchronous failure supersedes a pending server check', async () => {
    const { calls, services } = backendService(async () => true);
    const compiled = compileRules('max:5|backendValidate:/check', { label: '编码', services });
    const pending = compiled.validate('abc');
    await expect(compiled.validate('abcdefgh')).resolves.toEqual(['编码文本长度不能超过5']);
    await expect(pending).resolves.toEqual(['编码文本长度不能超过5']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
  });

  it('skips the server for empty values and for invalid ones', async () => {
    const { calls, services } = backendService(async () => false);
    const compiled = compileRules('email|backendValidate:/check', { services });
    await expect(compiled.validate('')).resolves.toEqual([]);
    await expect(compiled.validate('x')).resolves.toEqual(['该字段不是有效的邮箱地址']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
  });

  it('immediate skips the debounce (before submit)', async () => {
    const { calls, services } = backendService(async () => ({ valid: false, message: '该编码已被停用' }));
    const compiled = compileRules('backendValidate:/check,true', { label: '编码', services });
    const values = { bo: { code: 'A1' } };
    const answer = compiled.validate('A1', { values, immediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[0]).toMatchObject({ submitFormData: true, values });
    await expect(answer).resolves.toEqual(['编码：该编码已被停用']);
  });

  it('reports a failing service as a retryable message, not as valid', async () => {
    const { services } = backendService(async () => {
      throw new Error('network down');
    });
    const compiled = compileRules('backendValidate:/check', { label: '编码', services, locale: 'en-US' });
    const answer = compiled.validate('x');
    await vi.advanceTimersByTimeAsync(DEFAULT_DEBOUNCE_MS);
    await expect(answer).resolves.toEqual(['编码 cannot be checked right now; please try again later']);
  });

  it('cancel() aborts and resolves the waiting callers', async () => {
    const { calls, services } = backendService(async () => false);
    const compiled = compileRules('backendValidate:/check', { services });
    const answer = compiled.validate('x');
    compiled.cancel();
    await expect(answer).resolves.toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
  });

  it.each(['http://evil.example/check', '//evil.example/check', 'javascript:alert(1)', 'check', '/\\evil.example'])(
    'refuses the backend address %s (the token must not leave this system)',
    (url) => {
      const compiled = compileRules(`backendValidate:${url}`, { label: '编码', services: { backendValidate: async () => true } });
      expect(compiled.definitionErrors.map((error) => error.code)).toEqual(['rules.backendUrlInvalid']);
      expect(compiled.hasAsyncRules).toBe(false);
    },
  );

  it('reports backendValidate and isExist without a service and keeps the field usable', () => {
    const compiled = compileRules('required|backendValidate:/check|isExist', { label: '编码' });
    expect(compiled.definitionErrors.map(({ rule, code }) => [rule, code])).toEqual([
      ['backendValidate', 'rules.serviceUnavailable'],
      ['isExist', 'rules.serviceUnavailable'],
    ]);
    expect(compiled.rules).toEqual([{ name: 'required', args: [] }]);
    expect(compiled.hasAsyncRules).toBe(false);
  });

  it('isExist fails when the value is taken, with the form data for context', async () => {
    const isExist = vi.fn(async (_target: string, value: unknown) => value === 'zhangsan');
    const compiled = compileRules('isExist:user.account', { label: '账号', services: { isExist } });
    const values = { user: { id: '7' } };
    const taken = compiled.validate('zhangsan', { values, immediate: true });
    await expect(taken).resolves.toEqual(['账号已存在']);
    expect(isExist).toHaveBeenCalledWith('user.account', 'zhangsan', values, expect.any(AbortSignal));
    await expect(compiled.validate('lisi', { immediate: true })).resolves.toEqual([]);
  });

  it('runs all async rules and lists their messages in rule order', async () => {
    const services: RuleServices = {
      backendValidate: async () => false,
      isExist: async () => true,
      runScript: async () => '不允许',
    };
    const compiled = compileRules(`isExist|frontJSValidate:${base64('return false')}|backendValidate:/a`, { label: 'X', services });
    await expect(compiled.validate('v', { immediate: true })).resolves.toEqual(['X已存在', 'X：不允许', 'X未通过服务端校验']);
  });
});

describe('compileRules: frontJSValidate', () => {
  const script = 'return value.length > 2 || "至少3个字符";';
  const rules = `frontJSValidate:${base64(script)}`;

  it('never runs the script here: it hands the decoded body to runScript', async () => {
    const runScript = vi.fn<NonNullable<RuleServices['runScript']>>(async (_script, value) => (String(value).length > 2 ? true : '至少3个字符'));
    const compiled = compileRules(rules, { label: '备注', services: { runScript }, scriptTimeoutMs: 500 });
    const values = { bo: { remark: 'ab' } };
    await expect(compiled.validate('ab', { values, immediate: true })).resolves.toEqual(['备注：至少3个字符']);
    expect(runScript).toHaveBeenCalledWith(script, 'ab', values, { timeoutMs: 500, signal: expect.any(AbortSignal) });
    await expect(compiled.validate('abc', { immediate: true })).resolves.toEqual([]);
  });

  it.each<[string, unknown, string[]]>([
    ['true', true, []],
    ['undefined', undefined, []],
    ['null', null, []],
    ['false', false, ['备注未通过自定义校验']],
    ['a message', '不合规', ['备注：不合规']],
    ['an empty message', '', ['备注未通过自定义校验']],
    ['{valid: true}', { valid: true }, []],
    ['{valid: false, message}', { valid: false, message: '超出额度' }, ['备注：超出额度']],
    ['HUI error shape', { valid: false, data: { message: '脚本异常' } }, ['备注：脚本异常']],
    ['0', 0, ['备注未通过自定义校验']],
  ])('reads the answer %s', async (_, answer, expected) => {
    const compiled = compileRules(rules, { label: '备注', services: { runScript: async () => answer } });
    await expect(compiled.validate('x', { immediate: true })).resolves.toEqual(expected);
  });

  it('reports a throwing script', async () => {
    const compiled = compileRules(rules, { label: '备注', services: { runScript: () => Promise.reject(new Error('boom')) } });
    await expect(compiled.validate('x', { immediate: true })).resolves.toEqual(['备注的自定义校验脚本运行出错']);
  });

  it('gives up on a script that does not answer within the limit, and aborts it', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const compiled = compileRules(rules, {
        label: '备注',
        scriptTimeoutMs: 200,
        services: {
          runScript: (_script, _value, _values, options) => {
            signal = options.signal;
            return new Promise(() => {});
          },
        },
      });
      const answer = compiled.validate('x', { immediate: true });
      await vi.advanceTimersByTimeAsync(200);
      await expect(answer).resolves.toEqual(['备注的自定义校验超时（200 毫秒）']);
      expect(signal?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without runScript the rule is a definition error and is skipped', async () => {
    const compiled = compileRules(`required|${rules}`, { label: '备注', locale: 'en-US' });
    expect(compiled.definitionErrors).toEqual([
      {
        rule: 'frontJSValidate',
        code: 'rules.scriptUnavailable',
        message: '备注: custom check scripts cannot run here; rule "frontJSValidate" was ignored',
      },
    ]);
    await expect(compiled.validate('x')).resolves.toEqual([]);
  });

  it('an argument that is not Base64 is a bad argument', () => {
    const compiled = compileRules('frontJSValidate:return true;', { services: { runScript: async () => true } });
    expect(compiled.definitionErrors.map((error) => error.code)).toEqual(['rules.badArgument']);
  });
});
