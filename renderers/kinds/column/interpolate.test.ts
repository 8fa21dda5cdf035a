import { describe, expect, it } from 'vitest';
import { interpolateText, unresolvedPaths } from './interpolate';

const data = {
  title: '通知',
  total: 0,
  done: false,
  missing: null,
  user: { name: '张三', org: { name: '总部' } },
  rows: [{ title: 'A' }, { title: 'B', tags: ['x', 'y'] }],
  grid: [[1, 2], [3, [4, 5]]],
  html: '<img src=x onerror=alert(1)> R&D "team"',
  template: '{{ title }}',
};

describe('interpolateText', () => {
  it.each([
    ['plain path', '{{title}}', '通知'],
    ['spaces inside the braces', '共 {{  total  }} 条', '共 0 条'],
    ['nested objects', '{{ user.org.name }}', '总部'],
    ['array index then property', '{{ rows[1].title }}', 'B'],
    ['nested arrays', '{{ grid[1][1][0] }} {{ grid[0][1] }}', '4 2'],
    ['array inside an array item', '{{ rows[1].tags[1] }}', 'y'],
    ['a boolean', '{{ done }}', 'false'],
    ['a missing path', '[{{ nothing.here }}]', '[]'],
    ['an index out of range', '[{{ rows[5].title }}]', '[]'],
    ['a property of a string', '[{{ title.length }}]', '[]'],
    ['null', '[{{ missing }}]', '[]'],
    ['an object', '[{{ user }}]', '[]'],
    ['an array', '[{{ rows }}]', '[]'],
    ['the length of an array (an own property)', '{{ rows.length }}', '2'],
    ['a prototype property', '[{{ constructor }}][{{ user.__proto__ }}][{{ rows.map }}]', '[][][]'],
    ['several in one text', '{{ title }}：{{ user.name }} / {{ rows[0].title }}', '通知：张三 / A'],
    ['a value holding braces (not read again)', '{{ template }}', '{{ title }}'],
    ['hostile text as a value (inserted as text)', '{{ html }}', '<img src=x onerror=alert(1)> R&D "team"'],
  ])('%s', (_, text, expected) => {
    expect(interpolateText(text, data)).toBe(expected);
  });

  it.each([
    ['an operator', '{{ total + 1 }}'],
    ['a comparison', '{{ total > 0 }}'],
    ['a call', "{{ alert('x') }}"],
    ['a constructor escape', "{{ constructor.constructor('return process')() }}"],
    ['a quoted string', "{{ 'literal' }}"],
    ['a bracket with a name', "{{ user['name'] }}"],
    ['a filter', '{{ title | upper }}'],
    ['a ternary', "{{ done ? 'a' : 'b' }}"],
    ['an empty mustache', '{{}} {{ }}'],
    ['a path with inner spaces', '{{ user . name }}'],
    ['a leading dot', '{{ .title }}'],
    ['a trailing dot', '{{ title. }}'],
    ['a negative index', '{{ rows[-1] }}'],
    ['nested braces', '{{ {a:1} }}'],
    ['a single brace', '{ title }'],
    ['an unclosed mustache', '{{ title'],
  ])('leaves %s as literal text', (_, text) => {
    expect(interpolateText(text, data)).toBe(text);
  });

  it('reads a root array and non-object data', () => {
    expect(interpolateText('{{ [1].title }}', data.rows)).toBe('B');
    expect(interpolateText('[{{ a }}]', undefined)).toBe('[]');
    expect(interpolateText('[{{ a }}]', 'text')).toBe('[]');
  });
});

describe('unresolvedPaths', () => {
  it('lists the plain paths that show nothing because the data has no value there, each once, as written', () => {
    const text = '{{ title }} {{ nothing.here }} {{missing}} {{ rows[5].title }} {{ nothing.here }} {{ total }} {{ done }}';
    expect(unresolvedPaths(text, data)).toEqual(['nothing.here', 'missing', 'rows[5].title']);
  });

  it('does not list literal braces, objects or lists (a value is there), nor paths through the prototype', () => {
    expect(unresolvedPaths('{{ a + b }} {{ }} {{ user }} {{ rows }} {{ user.name }}', data)).toEqual([]);
    expect(unresolvedPaths('{{ constructor }} {{ title.length }}', data)).toEqual(['constructor', 'title.length']);
  });

  it('lists every path of data that is not an object', () => {
    expect(unresolvedPaths('{{ a }}{{ b.c }}', undefined)).toEqual(['a', 'b.c']);
    expect(unresolvedPaths('no braces', undefined)).toEqual([]);
  });
});
