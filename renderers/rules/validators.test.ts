import { describe, expect, it } from 'vitest';
import { compileRules } from './compile';
import type { Locale, ValidationContext } from './types';

const LABEL = '字段';

function messages(rules: string, value: unknown, context?: ValidationContext, locale: Locale = 'zh-CN'): readonly string[] {
  const compiled = compileRules(rules, { label: LABEL, locale });
  expect(compiled.definitionErrors).toEqual([]);
  return compiled.validateSync(value, context);
}

interface ValidatorCase {
  rules: string;
  valid: unknown[];
  invalid: unknown[];
  /** The zh-CN message of the invalid values. */
  message: string;
  /** The en-US message of the invalid values. */
  english: string;
  context?: ValidationContext;
}

const CASES: ValidatorCase[] = [
  {
    rules: 'numeric',
    valid: ['0', '7', '-5', '123', '-120', 42, -3],
    invalid: ['01', '1.5', 'abc', '+1', '1e3', '12 ', '-', 1.5],
    message: '字段只能输入整数',
    english: '字段 must be a whole number',
  },
  {
    rules: 'number',
    valid: ['1.5', '-2', '.5', '+3', '7.', ' 7 ', 3.14, 0, -0.001],
    invalid: ['abc', '1,000', '1e3', '.', '-', '0x10', Number.NaN, Number.POSITIVE_INFINITY, true],
    message: '字段必须是数字',
    english: '字段 must be a number',
  },
  {
    rules: 'decimal',
    valid: ['1.23456', '-1', '0', 5, 2.5],
    invalid: ['x', '1.2.3', '1,5'],
    message: '字段只能输入数字',
    english: '字段 must be a number',
  },
  {
    rules: 'decimal:2',
    valid: ['1.23', '-1', '10', '0.1', 2.5],
    invalid: ['1.234', 'abc', 0.125],
    message: '字段只能输入数字，且小数不能超过2位',
    english: '字段 must be a number with at most 2 decimal places',
  },
  {
    rules: 'email',
    valid: ['a@b.cn', 'zhang.san+tag@mail.example.com', 'li_si@corp-mail.com.cn', 'X@Y.ORG'],
    invalid: ['a@b', 'a b@c.cn', '@c.cn', 'a@.cn', 'a@b..cn', 'a@@b.cn', 'a@b.cn.', 'plain'],
    message: '字段不是有效的邮箱地址',
    english: '字段 is not a valid email address',
  },
  {
    rules: 'url',
    valid: ['http://example.com', 'https://a.b.cn/x?y=1#z', 'ftp://files.example.com:21/p', 'http://localhost:8080/fvue/', 'HTTPS://EXAMPLE.COM', 'http://user:pw@host.cn', 'http://[::1]/', 'https://例子.中国/路径'],
    invalid: ['example.com', 'javascript:alert(1)', 'http://', 'http:// a.com', 'mailto:a@b.cn', '//example.com'],
    message: '字段不是有效的网址（以 http://、https:// 或 ftp:// 开头）',
    english: '字段 is not a valid web address (starting with http://, https:// or ftp://)',
  },
  {
    rules: 'maxIntLen:3',
    valid: ['123.456', '-999', '0.5', '000123', 12.5, '.5'],
    invalid: ['1234', 1234.5, '-1000'],
    message: '字段的整数部分不能超过3位',
    english: '字段 may have at most 3 digits before the decimal point',
  },
  {
    rules: 'maxDecimalLen:2',
    valid: ['1.23', '5', 0.1, '100.', '-0.99'],
    invalid: ['1.234', 0.125, '-0.001'],
    message: '字段的小数部分不能超过2位',
    english: '字段 may have at most 2 decimal places',
  },
  {
    rules: 'max:5',
    valid: ['abcde', '张三李四王', '😀😀😀😀😀', 12345, 'a'],
    invalid: ['abcdef', '张三李四王五', 123456],
    message: '字段文本长度不能超过5',
    english: '字段 may be at most 5 characters long',
  },
  {
    rules: 'maxLength:5',
    valid: ['abcde', '😀😀😀😀😀'],
    invalid: ['abcdef'],
    message: '字段文本长度不能超过5',
    english: '字段 may be at most 5 characters long',
  },
  {
    rules: 'min:2',
    valid: ['ab', '张三', 'abcdef', 10],
    invalid: ['a', '😀', 7],
    message: '字段文本长度至少需要2',
    english: '字段 must be at least 2 characters long',
  },
  {
    rules: 'length:3',
    valid: ['abc', '张三丰', 123, ['a', 'b', 'c']],
    invalid: ['ab', 'abcd', ['a']],
    message: '字段的长度必须是3',
    english: '字段 must be exactly 3 characters long',
  },
  {
    rules: 'length:2,4',
    valid: ['ab', 'abcd', 'abc'],
    invalid: ['a', 'abcde'],
    message: '字段的长度必须在2到4之间',
    english: '字段 must be between 2 and 4 characters long',
  },
  {
    rules: 'min_value:0',
    valid: ['0', 5, '0.0', '1'],
    invalid: ['-1', -0.01],
    message: '字段不能小于0',
    english: '字段 may not be less than 0',
  },
  {
    rules: 'max_value:100',
    valid: ['100', 99.99, '-5'],
    invalid: ['100.01', 101],
    message: '字段不能大于100',
    english: '字段 may not be greater than 100',
  },
  {
    rules: 'between:1,10',
    valid: ['1', '10', '5.5', 3],
    invalid: ['0', '10.5', -1],
    message: '字段必须大于等于1且小于等于10',
    english: '字段 must be between 1 and 10',
  },
  {
    rules: 'digits:4',
    valid: ['1234', '0000', 1234],
    invalid: ['123', '12345', '12a4', '-123', '12.4'],
    message: '字段必须是4位数字',
    english: '字段 must be exactly 4 digits',
  },
  {
    rules: 'alpha',
    valid: ['abc', 'Zhāng', 'Müller', '张三'],
    invalid: ['abc1', 'a b', 'a-b', 'a_b'],
    message: '字段只能是字母',
    english: '字段 may contain letters only',
  },
  {
    rules: 'alpha_num',
    valid: ['abc123', 'ABC', '123'],
    invalid: ['abc-1', 'a b', 'a.b'],
    message: '字段只能是字母或数字',
    english: '字段 may contain letters and digits only',
  },
  {
    rules: 'alpha_dash',
    valid: ['a_b-1', 'order-no_2', 'abc'],
    invalid: ['a b', 'a.b', 'a/b'],
    message: '字段只能是字母、数字、横线或下划线',
    english: '字段 may contain letters, digits, dashes and underscores only',
  },
  {
    rules: 'alpha_spaces',
    valid: ['a b c', 'Zhang San'],
    invalid: ['a1', 'a-b'],
    message: '字段只能是字母或空格',
    english: '字段 may contain letters and spaces only',
  },
  {
    rules: 'is:yes',
    valid: ['yes'],
    invalid: ['no', 'YES', 'yes '],
    message: '字段必须是“yes”',
    english: '字段 must be "yes"',
  },
  {
    rules: 'regex:^\\d{3}$',
    valid: ['123', '000'],
    invalid: ['12', '1234', 'abc'],
    message: '字段格式不正确',
    english: '字段 has an invalid format',
  },
  {
    rules: 'regex:/^abc$/i',
    valid: ['abc', 'ABC', 'aBc'],
    invalid: ['abcd', 'ab'],
    message: '字段格式不正确',
    english: '字段 has an invalid format',
  },
  {
    rules: 'date',
    valid: ['2024-02-29', '2024-01-31 12:30:00', '2024-01-31 08:15', '1999-12-31', new Date(2024, 0, 1)],
    invalid: ['2023-02-29', '2024-13-01', '2024-04-31', '2024-1-1', '2024/01/01', 'abc', '0000-01-01', '2024-01-01 25:00:00', new Date('x')],
    message: '字段不是有效的日期（格式 yyyy-mm-dd）',
    english: '字段 is not a valid date (yyyy-mm-dd)',
  },
  {
    rules: 'time',
    valid: ['00:00:00', '23:59:59', '08:30:15'],
    invalid: ['24:00:00', '12:60:00', '12:00', '1:00:00', '12:00:00 ', 'noon'],
    message: '字段不是有效的时间（格式 hh:mm:ss）',
    english: '字段 is not a valid time (hh:mm:ss)',
  },
  {
    rules: 'confirmed:data.bo.password',
    context: { values: { bo: { password: 'Secret-1' } } },
    valid: ['Secret-1'],
    invalid: ['secret-1', 'Secret-12'],
    message: '字段：两次输入的值必须相同',
    english: '字段: the two values must be the same',
  },
  {
    rules: 'phonenumber',
    valid: ['13800138000', '010-12345678', '0755-1234567', '01012345678', '+86 13800138000', '008613800138000', '400-123-4567', '8001234567', '12345678', '021-87654321-123'],
    invalid: ['123', 'abc', '010-1234', '1380013800a', '+1 2025550123'],
    message: '字段不是有效的电话号码',
    english: '字段 is not a valid phone number',
  },
  {
    rules: 'mobile',
    valid: ['13800138000', '19912345678', 13800138000],
    invalid: ['23800138000', '1380013800', '138001380001', '1380013800a', '+8613800138000'],
    message: '字段不是有效的手机号码（1 开头的 11 位数字）',
    english: '字段 is not a valid mobile number (11 digits starting with 1)',
  },
  {
    rules: 'id_card',
    valid: ['11010519491231002X', '11010519491231002x', '44030419900307123X', '320102200002291235', '110105491231002'],
    invalid: ['110105194912310021', '320102190002291239', '11010519491331002X', '01010519491231002X', '1101051949123100', '110105491331002', 'abcdefghijklmnopqr'],
    message: '字段不是有效的身份证号',
    english: '字段 is not a valid ID card number',
  },
];

describe('validators', () => {
  describe.each(CASES)('$rules', ({ rules, valid, invalid, message, english, context }) => {
    it.each(valid.map((value) => [value]))('accepts %j', (value) => {
      expect(messages(rules, value, context)).toEqual([]);
    });
    it.each(invalid.map((value) => [value]))('rejects %j with a labelled message', (value) => {
      expect(messages(rules, value, context)).toEqual([message]);
      expect(messages(rules, value, context, 'en-US')).toEqual([english]);
    });
    it.each([[''], ['   '], [null], [undefined], [[]]])('lets the empty value %j pass (only required rejects it)', (value) => {
      expect(messages(rules, value, context)).toEqual([]);
    });
  });

  it('required rejects empty values and accepts false and 0', () => {
    for (const empty of ['', '   ', '\u3000', '\t\n', null, undefined, []]) {
      expect(messages('required', empty)).toEqual(['字段不能为空']);
      expect(messages('required', empty, undefined, 'en-US')).toEqual(['字段 is required']);
    }
    for (const value of ['a', ' a ', 0, false, ['x'], {}, new Date()]) expect(messages('required', value)).toEqual([]);
  });

  it('reports only the required message for an empty required field', () => {
    expect(messages('required|email|min:3', '')).toEqual(['字段不能为空']);
  });

  it('reports every failing rule, in rule order', () => {
    expect(messages('max:3|email', 'abcdef')).toEqual(['字段文本长度不能超过3', '字段不是有效的邮箱地址']);
  });

  it('numeric range rules report the number message for non-numbers', () => {
    expect(messages('min_value:1|max_value:9', 'abc')).toEqual(['字段必须是数字', '字段必须是数字']);
    expect(messages('maxIntLen:2', 'x')).toEqual(['字段必须是数字']);
    expect(messages('between:1,2', [1, 'abc'])).toEqual(['字段必须是数字']);
  });

  it('digit rules count very large and very small numbers as written out', () => {
    expect(messages('maxIntLen:22', 1e21)).toEqual([]);
    expect(messages('maxIntLen:21', 1e21)).toEqual(['字段的整数部分不能超过21位']);
    expect(messages('maxDecimalLen:7', 1e-7)).toEqual([]);
    expect(messages('maxDecimalLen:6', 1e-7)).toEqual(['字段的小数部分不能超过6位']);
  });

  it('checks every item of a list value, ignoring empty items', () => {
    expect(messages('email', ['a@b.cn', 'c@d.cn'])).toEqual([]);
    expect(messages('email', ['a@b.cn', 'x'])).toEqual(['字段不是有效的邮箱地址']);
    expect(messages('max:3', ['abc', '', 'abcd'])).toEqual(['字段文本长度不能超过3']);
    expect(messages('maxDecimalLen:1', ['1.5', '1.55'])).toEqual(['字段的小数部分不能超过1位']);
  });

  it('regex with a custom message from the object form', () => {
    const compiled = compileRules({ regex: { exp: '^[A-Z]{2}\\d{4}$', message: '请输入两位大写字母加四位数字' } }, { label: '合同编号' });
    expect(compiled.validateSync('HT2024')).toEqual([]);
    expect(compiled.validateSync('ht2024')).toEqual(['合同编号：请输入两位大写字母加四位数字']);
  });

  it('regex patterns may contain pipes and commas in the string form', () => {
    expect(messages('regex:^(yes|no)$|max:3', 'yes')).toEqual([]);
    expect(messages('regex:^(yes|no)$|max:3', 'maybe')).toEqual(['字段格式不正确', '字段文本长度不能超过3']);
    expect(messages('regex:^\\d{1,3}(,\\d{3})*$', '1,234,567')).toEqual([]);
  });

  describe('confirmed', () => {
    it('compares with a sub-table row field written as item.<field>', () => {
      const context = { values: {}, row: { pwd: 'abc' } };
      expect(messages('confirmed:item.pwd', 'abc', context)).toEqual([]);
      expect(messages('confirmed:item.pwd', 'abd', context)).toEqual(['字段：两次输入的值必须相同']);
    });

    it('compares numbers and text alike and fails against a missing target', () => {
      expect(messages('confirmed:data.bo.n', '12', { values: { bo: { n: 12 } } })).toEqual([]);
      expect(messages('confirmed:data.bo.n', 'x', { values: {} })).toEqual(['字段：两次输入的值必须相同']);
    });

    it('never reads through prototypes', () => {
      expect(messages('confirmed:data.bo.constructor', 'function Object() { [native code] }', { values: { bo: {} } })).toEqual([
        '字段：两次输入的值必须相同',
      ]);
      expect(messages('confirmed:__proto__', '[object Object]', { values: {} })).toEqual(['字段：两次输入的值必须相同']);
    });
  });

  describe('date comparisons', () => {
    const context = { values: { bo: { end: '2024-03-10', endTime: '2024-03-10 18:00:00', blank: '', clock: '12:00:00' } } };
    it.each([
      ['isBefore', '2024-03-09', '2024-03-10', '2024-03-11', '字段必须早于2024-03-10', '字段 must be before 2024-03-10'],
      ['isAfter', '2024-03-11', '2024-03-10', '2024-03-09', '字段必须晚于2024-03-10', '字段 must be after 2024-03-10'],
    ])('%s is strict', (rule, passing, equal, failing, message, english) => {
      expect(messages(`${rule}:data.bo.end`, passing, context)).toEqual([]);
      expect(messages(`${rule}:data.bo.end`, equal, context)).toEqual([message]);
      expect(messages(`${rule}:data.bo.end`, failing, context)).toEqual([message]);
      expect(messages(`${rule}:data.bo.end`, failing, context, 'en-US')).toEqual([english]);
    });

    it.each([
      ['isEnd', '2024-03-09', '2024-03-11', '字段不能晚于2024-03-10', '字段 must be on or before 2024-03-10'],
      ['isStart', '2024-03-11', '2024-03-09', '字段不能早于2024-03-10', '字段 must be on or after 2024-03-10'],
    ])('%s includes the same day', (rule, passing, failing, message, english) => {
      expect(messages(`${rule}:data.bo.end`, passing, context)).toEqual([]);
      expect(messages(`${rule}:data.bo.end`, '2024-03-10', context)).toEqual([]);
      expect(messages(`${rule}:data.bo.end`, failing, context)).toEqual([message]);
      expect(messages(`${rule}:data.bo.end`, failing, context, 'en-US')).toEqual([english]);
    });

    it('compares times of day within a date-time', () => {
      expect(messages('isBefore:data.bo.endTime', '2024-03-10 17:59:59', context)).toEqual([]);
      expect(messages('isBefore:data.bo.endTime', '2024-03-10 18:00:01', context)).toEqual(['字段必须早于2024-03-10 18:00:00']);
      expect(messages('isBefore:data.bo.endTime', new Date(2024, 2, 10, 17, 0, 0), context)).toEqual([]);
      expect(messages('isAfter:data.bo.endTime', Date.UTC(2030, 0, 1), context)).toEqual([]);
    });

    it('compares a time of day with another time of day only', () => {
      expect(messages('isBefore:data.bo.clock', '11:59:59', context)).toEqual([]);
      expect(messages('isBefore:data.bo.clock', '12:30', context)).toEqual(['字段必须早于12:00:00']);
      expect(messages('isBefore:data.bo.clock', '2024-03-10', context)).toEqual([]);
    });

    it('passes while the other field is empty, missing or not a date', () => {
      expect(messages('isBefore:data.bo.blank', '2024-03-11', context)).toEqual([]);
      expect(messages('isBefore:data.bo.missing', '2024-03-11', context)).toEqual([]);
      expect(messages('isBefore:data.bo.end', '2024-03-11', { values: { bo: { end: 'soon' } } })).toEqual([]);
      expect(messages('isBefore:data.bo.end', 'not a date', context)).toEqual([]);
    });

    it('accepts a literal date and slashes', () => {
      expect(messages('isStart:2024-01-01', '2024/01/01')).toEqual([]);
      expect(messages('isStart:2024-01-01', '2023/12/31')).toEqual(['字段不能早于2024-01-01']);
    });

    it('sees a change of the other field', () => {
      const compiled = compileRules('isBefore:data.bo.end', { label: LABEL });
      expect(compiled.validateSync('2024-03-09', context)).toEqual([]);
      expect(compiled.validateSync('2024-03-09', { values: { bo: { end: '2024-03-01' } } })).toEqual(['字段必须早于2024-03-01']);
      const end = new Date(2024, 2, 5);
      expect(compiled.validateSync('2024-03-09', { values: { bo: { end } } })).toEqual(['字段必须早于2024-03-05']);
      end.setDate(20);
      expect(compiled.validateSync('2024-03-09', { values: { bo: { end } } })).toEqual([]);
    });
  });
});

describe('remembered readings', () => {
  it('answers a changed value afresh, for the date rule and both sides of a date comparison', () => {
    const date = compileRules('date', { locale: 'en-US' });
    const sequence = ['2024-02-30', '2024-02-29', '2024-02-30', '2024-02-29'].map((value) => date.validateSync(value).length);
    expect(sequence).toEqual([1, 0, 1, 0]);
    const before = compileRules('isBefore:data.bo.end', { locale: 'en-US' });
    const context = (end: string): ValidationContext => ({ values: { bo: { end } } });
    expect(before.validateSync('2024-03-01', context('2024-12-31'))).toEqual([]);
    expect(before.validateSync('2025-03-01', context('2024-12-31'))).toHaveLength(1);
    expect(before.validateSync('2025-03-01', context('2025-12-31'))).toEqual([]);
    expect(before.validateSync('2024-03-01', context('2024-01-01'))).toHaveLength(1);
  });
});
