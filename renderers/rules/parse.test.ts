import { describe, expect, it } from 'vitest';
import { addRequired, mergeRules, parseRules } from './parse';
import type { RuleSet } from './types';

describe('parseRules', () => {
  it.each<[string, RuleSet, ReturnType<typeof parseRules>]>([
    ['nothing', undefined, []],
    ['null', null, []],
    ['an empty string', '', []],
    ['a single rule', 'required', [{ name: 'required', args: [] }]],
    ['the designer form name:true', 'required:true|max:50', [{ name: 'required', args: [] }, { name: 'max', args: ['50'] }]],
    ['several arguments', 'between:1,10', [{ name: 'between', args: ['1', '10'] }]],
    ['blanks around names and arguments', ' required | max : 5 ', [{ name: 'required', args: [] }, { name: 'max', args: ['5'] }]],
    ['empty segments', 'required||max:5|', [{ name: 'required', args: [] }, { name: 'max', args: ['5'] }]],
    ['a rule switched off', 'required:false|max:5', [{ name: 'max', args: ['5'] }]],
    ['a later rule replacing an earlier one', 'max:5|email|max:9', [{ name: 'max', args: ['9'] }, { name: 'email', args: [] }]],
    ['a regex with pipes and commas', 'regex:^(a|b){1,3}$|required', [{ name: 'regex', args: ['^(a|b){1,3}$'] }, { name: 'required', args: [] }]],
    ['a regex with slashes and a colon', 'regex:/^https?:\\/\\//i', [{ name: 'regex', args: ['/^https?:\\/\\//i'] }]],
    ['a regex whose alternative looks like a rule name', 'regex:^(email|phone)$', [{ name: 'regex', args: ['^(email|phone)$'] }]],
    ['backendValidate with a url and submitFormData', 'backendValidate:${form}/check?a=1,true', [{ name: 'backendValidate', args: ['${form}/check?a=1', 'true'] }]],
    ['confirmed with its target', 'required|confirmed:data.user.password', [{ name: 'required', args: [] }, { name: 'confirmed', args: ['data.user.password'] }]],
    ['a date comparison with a literal date-time', 'isBefore:2024-01-01 12:00:00', [{ name: 'isBefore', args: ['2024-01-01 12:00:00'] }]],
    ['is keeps its literal text', 'is:a,b', [{ name: 'is', args: ['a,b'] }]],
    ['an unknown rule (reported later by compileRules)', 'foo:1', [{ name: 'foo', args: ['1'] }]],
  ])('parses %s', (_, rules, expected) => {
    expect(parseRules(rules)).toEqual(expected);
  });

  it.each<[string, RuleSet, ReturnType<typeof parseRules>]>([
    ['booleans', { required: true, email: false }, [{ name: 'required', args: [] }]],
    ['numbers and arrays', { max: 50, between: [1, 10] }, [{ name: 'max', args: ['50'] }, { name: 'between', args: ['1', '10'] }]],
    ['text arguments', { max: '50', between: '1,10' }, [{ name: 'max', args: ['50'] }, { name: 'between', args: ['1', '10'] }]],
    ['a regex object', { regex: { exp: '^\\d+$', message: '只能是数字' } }, [{ name: 'regex', args: [{ exp: '^\\d+$', message: '只能是数字' }] }]],
    ['a regex object in a list', { regex: [{ exp: '^\\d+$' }] }, [{ name: 'regex', args: [{ exp: '^\\d+$' }] }]],
    ['a backendValidate object', { backendValidate: { url: '/check', submitFormData: true } }, [{ name: 'backendValidate', args: ['/check', 'true'] }]],
    ['null meaning off', { required: null, max: undefined, min: 2 }, [{ name: 'min', args: ['2'] }]],
  ])('parses objects with %s', (_, rules, expected) => {
    expect(parseRules(rules)).toEqual(expected);
  });

  it.each([[42], [true], [['required']], [new Date()], [() => 'required']])('throws a TypeError for %j', (rules) => {
    expect(() => parseRules(rules as unknown as RuleSet)).toThrow(TypeError);
  });
});

describe('addRequired', () => {
  it.each<[string, RuleSet, RuleSet]>([
    ['no rules → required', undefined, 'required'],
    ['null → required', null, 'required'],
    ['an empty string → required', '', 'required'],
    ['a string without required gets it prepended', 'max:50', 'required|max:50'],
    ['a string with required stays as it is', 'max:50|required', 'max:50|required'],
    ['required:true counts as present', 'required:true|max:50', 'required:true|max:50'],
    ['required:false is replaced', 'required:false|max:50', 'required|max:50'],
    ['a regex keeps its pipes', 'regex:^(a|b)$', 'required|regex:^(a|b)$'],
    ['an object gets required: true', { max: 50 }, { max: 50, required: true }],
    ['an object with required: false is overridden', { required: false }, { required: true }],
  ])('%s', (_, rules, expected) => {
    expect(addRequired(rules)).toEqual(expected);
  });

  it('does not mutate an object', () => {
    const rules = { max: 5 };
    addRequired(rules);
    expect(rules).toEqual({ max: 5 });
  });

  it.each([[42], [true], [['max:5']], [new Map()]])('throws for %j', (rules) => {
    expect(() => addRequired(rules as unknown as RuleSet)).toThrow(/addRequired: rules must be a string, an object or empty/);
  });
});

describe('mergeRules', () => {
  it.each<[string, RuleSet, RuleSet, RuleSet]>([
    ['two strings stay a string', 'required|max:5', 'email', 'required|max:5|email'],
    ['b replaces a rule of the same name in place', 'max:5|required', 'max:9', 'max:9|required'],
    ['b switches a rule off', 'required|max:5', 'required:false', 'required:false|max:5'],
    ['regex segments survive verbatim', 'regex:^(a|b)$', 'max:3', 'regex:^(a|b)$|max:3'],
    ['string + object → object', 'required|max:5', { max: 9 }, { required: true, max: 9 }],
    ['object + string → object', { required: true }, 'between:1,5', { required: true, between: ['1', '5'] }],
    ['object + object → object', { max: 5, email: true }, { max: 9 }, { max: 9, email: true }],
    ['nothing + b → b', undefined, 'max:5', 'max:5'],
    ['a + nothing → a', { max: 5 }, null, { max: 5 }],
    ['a disabled rule becomes false in the object', 'email:false', { max: 1 }, { email: false, max: 1 }],
  ])('%s', (_, a, b, expected) => {
    expect(mergeRules(a, b)).toEqual(expected);
  });

  it('a merged string parses like b applied over a', () => {
    expect(parseRules(mergeRules('required|max:5|email', 'max:9|required:false') as string)).toEqual([
      { name: 'max', args: ['9'] },
      { name: 'email', args: [] },
    ]);
  });

  it('throws for rule sets of another type', () => {
    expect(() => mergeRules('required', 5 as unknown as RuleSet)).toThrow(TypeError);
    expect(() => mergeRules([] as unknown as RuleSet, 'required')).toThrow(TypeError);
  });
});
