import { describe, expect, it } from 'vitest';
import { createEngine } from '../../core/engine';
import { adaptLayout, decodeLayoutValue, truncateTabLabel, type LayoutModel } from './adapter';
import type { LayoutDefinition } from './definition';
import { layoutKind } from './kind';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const engine = createEngine({ kinds: [layoutKind] });

describe('decodeLayoutValue', () => {
  const layout = { list: [{ alias: 'a?>?>' }, { alias: '首页' }] };
  const standard = base64(JSON.stringify(layout));

  it('uses a sample whose Base64 has + or /, so the URL-safe case differs', () => {
    expect(standard).toMatch(/[+/]/);
  });

  it.each([
    ['empty (no layout)', '', { list: [] }],
    ['white space only', '  \n', { list: [] }],
    ['standard Base64', standard, layout],
    ['URL-safe Base64 without padding', standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), layout],
    ['Base64 wrapped over lines', standard.replace(/(.{16})/g, '$1\n'), layout],
    ['Base64 of blank text', base64('  '), { list: [] }],
  ])('decodes %s', (_, value, expected) => {
    expect(decodeLayoutValue(value)).toEqual({ ok: true, definition: expected });
  });

  it.each([
    ['not Base64 at all', 'not base64!', 'layout.badBase64'],
    ['Base64 with a dangling character', 'eyJsa', 'layout.badBase64'],
    ['Base64 of bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'), 'layout.badBase64'],
    ['Base64 of malformed JSON', base64('{"list":[{"alias":'), 'layout.badJson'],
    ['Base64 of a JavaScript literal', base64("{list: [{alias: 'x'}]}"), 'layout.badJson'],
  ])('refuses %s with a localized issue', (_, value, code) => {
    const result = decodeLayoutValue(value);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issue).toMatchObject({ code, kind: 'layout', alias: '', path: '$' });
    expect(result.issue.expected).not.toBe('');
    expect(result.issue.message).toContain('首页布局');
    const english = decodeLayoutValue(value, 'en-US');
    expect(english.ok ? '' : english.issue.message).toMatch(/^The home layout cannot be (decoded|read): at \$, expected /);
  });

  it('names what was wrong with the JSON', () => {
    const result = decodeLayoutValue(base64('{"list": ['), 'en-US');
    expect(result.ok ? '' : result.issue.message).toMatch(/expected Base64 text holding JSON \(.+\)$/);
  });

  it('feeds prepare(): a decoded value is checked against the layout schema', () => {
    const decoded = decodeLayoutValue(base64(JSON.stringify({ list: [{ type: 'grid', columns: [] }] })));
    expect(decoded.ok).toBe(true);
    const prepared = engine.prepare('layout', decoded.ok ? decoded.definition : undefined);
    expect(prepared.ok).toBe(false);
    expect(prepared.ok ? [] : prepared.errors.map((error) => error.path)).toContain('$.list[0].columns');
  });
});

describe('adaptLayout', () => {
  const cases: [string, LayoutDefinition, LayoutModel][] = [
    ['an empty layout', { list: [] }, { rows: [], aliases: [] }],
    [
      'a grid with spans and gutter',
      { list: [{ type: 'grid', options: { gutter: 16 }, columns: [{ span: 16, list: [{ alias: 'todo' }, { alias: 'news' }] }, { span: 8, list: [{ alias: 'meeting' }] }] }] },
      {
        rows: [{ type: 'grid', key: 'r0-grid', gutter: 16, columns: [{ key: 'r0-grid-c0', span: 16, aliases: ['todo', 'news'] }, { key: 'r0-grid-c1', span: 8, aliases: ['meeting'] }] }],
        aliases: ['todo', 'news', 'meeting'],
      },
    ],
    [
      'a grid without spans or options (24 / columns, gutter 0)',
      { list: [{ type: 'grid', columns: [{ list: [{ alias: 'a' }] }, { list: [{ alias: 'b' }] }, { span: 8, list: [] }] }] },
      {
        rows: [{ type: 'grid', key: 'r0-grid', gutter: 0, columns: [{ key: 'r0-grid-c0', span: 8, aliases: ['a'] }, { key: 'r0-grid-c1', span: 8, aliases: ['b'] }, { key: 'r0-grid-c2', span: 8, aliases: [] }] }],
        aliases: ['a', 'b'],
      },
    ],
    [
      'a grid of five columns (spans rounded down)',
      { list: [{ type: 'grid', columns: [1, 2, 3, 4, 5].map((n) => ({ list: [{ alias: `c${n}` }] })) }] },
      {
        rows: [{ type: 'grid', key: 'r0-grid', gutter: 0, columns: [0, 1, 2, 3, 4].map((n) => ({ key: `r0-grid-c${n}`, span: 4, aliases: [`c${n + 1}`] })) }],
        aliases: ['c1', 'c2', 'c3', 'c4', 'c5'],
      },
    ],
    [
      'bare alias rows (full width)',
      { list: [{ alias: 'carousel' }, { alias: ' notice ' }] },
      { rows: [{ type: 'none', key: 'r0-carousel', alias: 'carousel' }, { type: 'none', key: 'r1-notice', alias: 'notice' }], aliases: ['carousel', 'notice'] },
    ],
    [
      'a tab row with tabs',
      { list: [{ type: 'tab', options: {}, tabs: [{ name: '新闻', list: [{ alias: 'news' }] }, { list: [{ alias: 'notice' }, { alias: 'docs' }] }] }] },
      {
        rows: [{ type: 'tab', key: 'r0-tab', tabs: [{ key: 'r0-tab-t0', name: '新闻', aliases: ['news'] }, { key: 'r0-tab-t1', aliases: ['notice', 'docs'] }] }],
        aliases: ['news', 'notice', 'docs'],
      },
    ],
    [
      'a tab row without tabs: one tab per column list',
      { list: [{ type: 'tab', columns: [{ span: 12, list: [{ alias: 'news' }] }, { span: 12, list: [{ alias: 'notice' }] }] }] },
      { rows: [{ type: 'tab', key: 'r0-tab', tabs: [{ key: 'r0-tab-t0', aliases: ['news'] }, { key: 'r0-tab-t1', aliases: ['notice'] }] }], aliases: ['news', 'notice'] },
    ],
    ['a tab row with neither tabs nor columns', { list: [{ type: 'tab' }] }, { rows: [{ type: 'tab', key: 'r0-tab', tabs: [] }], aliases: [] }],
    [
      'an alias used twice (fetched once, in page order)',
      { list: [{ alias: 'todo' }, { type: 'grid', columns: [{ span: 12, list: [{ alias: 'news' }, { alias: 'todo' }] }, { span: 12, list: [{ alias: 'news' }] }] }] },
      {
        rows: [
          { type: 'none', key: 'r0-todo', alias: 'todo' },
          { type: 'grid', key: 'r1-grid', gutter: 0, columns: [{ key: 'r1-grid-c0', span: 12, aliases: ['news', 'todo'] }, { key: 'r1-grid-c1', span: 12, aliases: ['news'] }] },
        ],
        aliases: ['todo', 'news'],
      },
    ],
  ];

  it.each(cases)('adapts %s', (_, definition, expected) => {
    expect(adaptLayout(definition)).toEqual(expected);
  });

  it('keeps keys stable: the same definition gives the same keys, a changed bare row a new one', () => {
    const definition: LayoutDefinition = { list: [{ alias: 'a' }, { type: 'grid', columns: [{ list: [{ alias: 'b' }] }] }] };
    expect(adaptLayout(definition).rows.map((row) => row.key)).toEqual(adaptLayout(structuredClone(definition)).rows.map((row) => row.key));
    expect(adaptLayout({ list: [{ alias: 'c' }] }).rows[0].key).not.toBe(adaptLayout(definition).rows[0].key);
  });

  it('is what prepare("layout") answers for the contract\'s three row shapes', () => {
    const definition = {
      list: [
        { type: 'grid', options: { gutter: 16 }, columns: [{ span: 16, list: [{ alias: 'todo' }] }, { span: 8, list: [{ alias: 'meeting' }] }] },
        { type: 'tab', options: {}, tabs: [{ name: '通知公告', list: [{ alias: 'notice' }] }] },
        { alias: 'oftenSystem' },
      ],
    };
    const prepared = engine.prepare<LayoutModel>('layout', definition);
    expect(prepared.ok && prepared.model.aliases).toEqual(['todo', 'meeting', 'notice', 'oftenSystem']);
  });

  it('takes a row of type none (spec §3) as a bare column, and refuses one without an alias', () => {
    const prepared = engine.prepare<LayoutModel>('layout', { list: [{ type: 'none', alias: 'news' }] });
    expect(prepared.ok && prepared.model.rows).toEqual([{ type: 'none', key: 'r0-news', alias: 'news' }]);
    const refused = engine.prepare('layout', { list: [{ type: 'none' }] });
    expect(refused.ok).toBe(false);
  });
});

describe('truncateTabLabel', () => {
  it.each([
    ['', ''],
    ['新闻', '新闻'],
    ['0123456789', '0123456789'],
    ['0123456789A', '0123456789…'],
    ['集团公司通知公告与新闻动态', '集团公司通知公告与新…'],
    ['😀'.repeat(10), '😀'.repeat(10)],
    ['😀'.repeat(12), `${'😀'.repeat(10)}…`],
    ['ab😀😀😀😀😀😀😀😀😀', 'ab😀😀😀😀😀😀😀😀…'],
  ])('%j → %j', (label, expected) => {
    expect(truncateTabLabel(label)).toBe(expected);
  });

  it('never cuts an emoji in half (no lone surrogate)', () => {
    const cut = truncateTabLabel('a' + '😀'.repeat(20));
    expect(cut).toBe(`a${'😀'.repeat(9)}…`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('takes another length', () => {
    expect(truncateTabLabel('abcdef', 3)).toBe('abc…');
  });
});
