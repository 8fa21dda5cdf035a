// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appEngine } from '../../engine';
import { parseJsonDocument } from './jsonDocument';
import { definitionProblems } from './problems';
import { templateWarnings, type WarningText } from './templateWarnings';

const text: WarningText = (key, values) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;
const base64 = (html: string) => Buffer.from(html, 'utf8').toString('base64');

function column(html: string, rest = false) {
  return {
    kind: 'column',
    alias: 'c',
    name: 'C',
    colType: 0,
    dataMode: rest ? 3 : 0,
    dataFrom: rest ? '/portal/x' : '',
    templateHtml: base64(html),
  };
}

const prepared = (definition: unknown) => appEngine.prepare('column', definition, { locale: 'en-US' });

describe('templateWarnings', () => {
  const html = '<p onclick="go()">{{ data.total }} {{ data.title }}<script>x()</script></p><p>{{ data.title }}</p>';

  it('lists the removed element and attribute and each unresolved path of a REST column once, against the preview data', () => {
    const warnings = templateWarnings(prepared(column(html, true)), { total: 3 }, false, text);
    expect(warnings.map(({ code, value, path }) => ({ code, value, path }))).toEqual([
      { code: 'template.removedElement', value: '<script>', path: '$.templateHtml' },
      { code: 'template.removedAttribute', value: '<p onclick>', path: '$.templateHtml' },
      { code: 'template.unresolvedPath', value: '{{ data.title }}', path: '$.templateHtml' },
    ]);
    expect(warnings[2]!.message).toBe('warning.unresolvedPath {"path":"data.title"}');
  });

  it('reads a static column’s paths against no data, and does not check paths against live data', () => {
    const staticPaths = templateWarnings(prepared(column(html)), { total: 3 }, false, text).filter((item) => item.code === 'template.unresolvedPath');
    expect(staticPaths.map((item) => item.value)).toEqual(['{{ data.total }}', '{{ data.title }}']);
    expect(staticPaths[0]!.message).toContain('warning.unresolvedStatic');
    expect(templateWarnings(prepared(column(html, true)), undefined, true, text).map((item) => item.code)).toEqual(['template.removedElement', 'template.removedAttribute']);
  });

  it('has none for a clean template, a definition with errors, or another kind', () => {
    expect(templateWarnings(prepared(column('<b>{{ data.a }}</b>', true)), { a: 1 }, false, text)).toEqual([]);
    expect(templateWarnings(prepared({ ...column(html), templateHtml: '%%%' }), undefined, false, text)).toEqual([]);
    expect(templateWarnings(appEngine.prepare('form', {}, { locale: 'en-US' }), undefined, false, text)).toEqual([]);
  });

  it('become warnings of the problems panel, with their own value, pointing at templateHtml', () => {
    const definitionText = JSON.stringify(column('<iframe src="a"></iframe>'), null, 2);
    const document = parseJsonDocument(definitionText);
    if (!document.ok) throw new Error('test text must parse');
    const result = prepared(document.value);
    const problems = definitionProblems(document, result, templateWarnings(result, undefined, false, text));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'warning', code: 'template.removedElement', value: '<iframe>' });
    expect(definitionText.slice(problems[0]!.from, problems[0]!.to)).toMatch(/^"templateHtml": "/);
  });
});
