import { describe, expect, it } from 'vitest';
import { compileRules } from './compile';
import { decodeBase64, parseObjectLiteral } from './encoding';
import { checkRegex, MAX_REGEX_LENGTH } from './regexSafety';
import { PATTERNS, readRegexArg, splitRegexLiteral } from './validators';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('checkRegex', () => {
  it.each([
    // nested quantifiers
    '(a+)+',
    '(a*)*',
    '(.*)*',
    '(.+)+$',
    '^(\\d+)*$',
    '(x+x+)+y',
    '^(\\w+\\s?)*$',
    '^([a-zA-Z0-9]+[_.-]?)*$',
    '([a-z]+\\d*)*',
    '(?:a{1,5}){2,}',
    '((ab)+)+',
    '(a+){10}',
    '^(\\d+|\\d+\\.\\d+)*$',
    '(\\1a+)*',
    // overlapping alternations under a repetition
    '(a|a)*',
    '(a|aa)+',
    '(\\w|\\d)+',
    '( |\\s)*',
    '(\\\\.|[^"])*',
    '^(a|ab)*c$',
    '(?:x|[a-z])+',
  ])('flags %s as unsafe', (pattern) => {
    expect(checkRegex(pattern)).toBe('unsafe');
  });

  it('sees case-insensitive overlaps', () => {
    expect(checkRegex('(A|a)+', 'i')).toBe('unsafe');
    expect(checkRegex('(A|b)+', 'i')).toBeUndefined();
  });

  it.each([
    '^\\d+$',
    '^[A-Z]{2}\\d{6}$',
    '(\\d+\\.)*\\d+',
    '^\\d{1,3}(,\\d{3})*(\\.\\d{1,2})?$',
    '^[\\u4e00-\\u9fa5]+(·[\\u4e00-\\u9fa5]+)*$',
    '^(com|cn|net)+$',
    '^([a-z]+-)+[a-z]+$',
    '^(\\w+@)*$',
    '^(?:\\+86)?1[3-9]\\d{9}$',
    '^(([1-9]\\d*)|0)(\\.\\d{1,2})?$',
    '^(a+b+)*$',
    '^(a|b)*$',
    '(\\.|[^.])*',
    '^(?=.*\\d)(?=.*[a-z]).{8,20}$',
    '^[^\\s@]+@[^\\s@]+$',
    '(ab){3}',
    '(a+)?',
    '\\(a+\\)+',
    '[(a+)+]',
    'a{',
    'x{1,}y',
    '^(?<year>\\d{4})-(?<month>\\d{2})$',
  ])('accepts %s', (pattern) => {
    expect(checkRegex(pattern)).toBeUndefined();
  });

  it.each(['[', '(a', 'a)', '*a', '(?<n>a)\\k<m>', 'a{2,1}'])('reports %s as invalid', (pattern) => {
    expect(checkRegex(pattern)).toBe('invalid');
  });

  it('limits the length', () => {
    expect(checkRegex('a'.repeat(MAX_REGEX_LENGTH))).toBeUndefined();
    expect(checkRegex('a'.repeat(MAX_REGEX_LENGTH + 1))).toBe('tooLong');
  });

  it('every pattern the validators use passes its own check', () => {
    for (const pattern of Object.values(PATTERNS)) expect(checkRegex(pattern.source, pattern.flags), pattern.source).toBeUndefined();
  });

  it('the patterns it accepts finish quickly on hostile input', () => {
    const hostile = `${'a'.repeat(30000)}!`;
    for (const pattern of Object.values(PATTERNS)) {
      const started = performance.now();
      pattern.test(hostile);
      pattern.test(`${'a@'.repeat(10000)}`);
      pattern.test(`http://${'a.'.repeat(10000)}`);
      expect(performance.now() - started, pattern.source).toBeLessThan(1000);
    }
  });
});

describe('regex rules in definitions', () => {
  it('skips an unsafe regex, reports it and keeps the field usable', () => {
    const compiled = compileRules('required|regex:^(a+)+$|max:5', { label: '编码' });
    expect(compiled.definitionErrors).toEqual([
      { rule: 'regex', code: 'rules.regexUnsafe', message: '编码：正则表达式可能导致灾难性回溯（^(a+)+$），已忽略' },
    ]);
    expect(compiled.rules.map((rule) => rule.name)).toEqual(['required', 'max']);
    expect(compiled.validateSync(`${'a'.repeat(40)}!`)).toEqual(['编码文本长度不能超过5']);
    expect(compiled.validateSync('')).toEqual(['编码不能为空']);
  });

  it('reports an invalid and an over-long regex', () => {
    expect(compileRules('regex:[a-', { locale: 'en-US', label: 'Code' }).definitionErrors).toEqual([
      { rule: 'regex', code: 'rules.regexInvalid', message: 'Code: invalid regular expression ([a-) was ignored' },
    ]);
    expect(compileRules(`regex:${'a'.repeat(501)}`, { label: '编码' }).definitionErrors[0]).toMatchObject({
      code: 'rules.regexTooLong',
      message: '编码：正则表达式超过 500 个字符，已忽略',
    });
  });

  it('reports an unsafe regex given as an object or as Base64 JSON', () => {
    expect(compileRules({ regex: { exp: '(.*)*' } }).definitionErrors[0].code).toBe('rules.regexUnsafe');
    expect(compileRules(`regex:${base64(JSON.stringify({ regex: { exp: '(\\w|\\d)+', message: 'x' } }))}`).definitionErrors[0].code).toBe(
      'rules.regexUnsafe',
    );
  });

  it('reads a Base64 JSON argument with its message', () => {
    const argument = base64(JSON.stringify({ regex: { exp: '^[\\u4e00-\\u9fa5]{2,4}$', message: '请输入2到4个汉字' } }));
    const compiled = compileRules(`required|regex:${argument}|max:10`, { label: '姓名' });
    expect(compiled.definitionErrors).toEqual([]);
    expect(compiled.validateSync('张三')).toEqual([]);
    expect(compiled.validateSync('Zhang')).toEqual(['姓名：请输入2到4个汉字']);
    expect(compileRules(`regex:${argument}`, { label: 'Name', locale: 'en-US' }).validateSync('Z')).toEqual(['Name: 请输入2到4个汉字']);
  });

  it('reads the JavaScript object literal Hotent stored (it used eval)', () => {
    const argument = base64("{regex:{exp:'^\\\\d{6}$', message:'邮编为6位数字',}}");
    const compiled = compileRules(`regex:${argument}`, { label: '邮编' });
    expect(compiled.validateSync('100080')).toEqual([]);
    expect(compiled.validateSync('10008')).toEqual(['邮编：邮编为6位数字']);
  });

  it('takes a Base64 spec without a message as a plain format check', () => {
    const compiled = compileRules(`regex:${base64(JSON.stringify({ regex: { exp: '/^\\d+$/' } }))}`, { label: '数量' });
    expect(compiled.validateSync('x')).toEqual(['数量格式不正确']);
  });

  it('treats a pattern that merely looks like Base64 as a pattern', () => {
    const compiled = compileRules('regex:abcd', { label: 'X' });
    expect(compiled.validateSync('xxabcdxx')).toEqual([]);
    expect(compiled.validateSync('abc')).toEqual(['X格式不正确']);
  });
});

describe('regex argument helpers', () => {
  it.each([
    ['^\\d+$', '^\\d+$', ''],
    ['/^\\d+$/', '^\\d+$', ''],
    ['/^abc$/gi', '^abc$', 'i'],
    ['/^abc$/imsuyg', '^abc$', 'imsu'],
    ['/^abc$', '^abc$', ''],
    ['^abc$/', '^abc$', ''],
    ['^a\\/', '^a\\/', ''],
  ])('splits %s', (exp, source, flags) => {
    expect(splitRegexLiteral(exp)).toEqual({ source, flags });
  });

  it('reads every argument form', () => {
    expect(readRegexArg({ exp: '^a$', message: 'm' })).toEqual({ exp: '^a$', message: 'm' });
    expect(readRegexArg(base64('{"exp":"^b$","message":"n"}'))).toEqual({ exp: '^b$', message: 'n' });
    expect(readRegexArg(base64('{"regex":{"exp":"^c$"}}'))).toEqual({ exp: '^c$', message: undefined });
    expect(readRegexArg(base64('{"regex":{"nope":1}}'))).toEqual({ exp: base64('{"regex":{"nope":1}}') });
    expect(readRegexArg('^plain$')).toEqual({ exp: '^plain$' });
  });
});

describe('encoding', () => {
  it('decodes UTF-8 Base64, standard and URL-safe', () => {
    expect(decodeBase64(base64('校验 ok'))).toBe('校验 ok');
    expect(decodeBase64(base64('??>>').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''))).toBe('??>>');
    expect(decodeBase64('not base64!')).toBeUndefined();
    expect(decodeBase64('')).toBeUndefined();
    expect(decodeBase64('/w==')).toBeUndefined(); // byte 0xFF is not UTF-8
  });

  it('parses JSON and JavaScript object literals without evaluating them', () => {
    expect(parseObjectLiteral('{"a":[1,true,null]}')).toEqual({ a: [1, true, null] });
    expect(parseObjectLiteral("{a:'x\\'y', b:{c:-1.5e2}, d:[],}")).toEqual({ a: "x'y", b: { c: -150 }, d: [] });
    expect(parseObjectLiteral("{s:'\\u4e2d\\x41\\n'}")).toEqual({ s: '中A\n' });
    for (const hostile of ['alert(1)', '{a: b}', "{a: 'x' + 'y'}", '{a: (() => 1)()}', "{a:'open", '{a:1} extra', '['.repeat(50)]) {
      expect(() => parseObjectLiteral(hostile), hostile).toThrow(SyntaxError);
    }
  });

  it('does not let a literal set a prototype', () => {
    const parsed = parseObjectLiteral("{__proto__: {polluted: 'yes'}, a: 1}") as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
