// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine, customChartKind, formAdapterKind, type PrepareResult } from '../../../renderers';
import { parseJsonDocument } from './jsonDocument';
import { definitionProblems, parseProblem, shownValue } from './problems';

const engine = createEngine({ kinds: [formAdapterKind] });
const leaveRequest = readFileSync(resolve(import.meta.dirname, '../../../fixtures/form/leave-request.json'), 'utf8');
const formulaCycle = readFileSync(resolve(import.meta.dirname, '../../../fixtures/form/formula-cycle.json'), 'utf8');

function analyse(text: string) {
  const document = parseJsonDocument(text);
  if (!document.ok) throw new Error('test text must parse');
  return { document, problems: definitionProblems(document, engine.prepare('form', document.value, { locale: 'en-US' })) };
}

describe('definitionProblems', () => {
  it('gives each schema issue its path, the offending value and the text it points at', () => {
    const text = leaveRequest.replace('"dataType": "clob"', '"dataType": "blob"');
    const { problems } = analyse(text);
    const problem = problems.find((item) => item.path === '$.entities[0].attributes[7].dataType');
    expect(problem).toMatchObject({ code: 'definition.invalid', value: '"blob"' });
    expect(problem!.expected).not.toBe('');
    expect(text.slice(problem!.from, problem!.to)).toBe('"dataType": "blob"');
  });

  it('has no value for a missing property and points at the object that lacks it', () => {
    const text = leaveRequest.replace('"boAlias": "leave",', '');
    const { problems } = analyse(text);
    const problem = problems.find((item) => item.path.startsWith('$') && item.message.includes('boAlias'));
    expect(problem).toBeDefined();
    expect(problem!.value).toBe('');
    expect(problem!.from).toBe(0);
  });

  it('lists a prepared form’s definition errors (a formula cycle) and none for a sound form', () => {
    expect(analyse(leaveRequest).problems).toEqual([]);
    const cycle = analyse(formulaCycle).problems;
    expect(cycle.some((item) => item.code === 'formula.cycle')).toBe(true);
  });

  it('lists each issue once', () => {
    const result: PrepareResult = {
      ok: false,
      kind: 'form',
      errors: [
        { code: 'x', kind: 'form', alias: 'a', path: '$.alias', expected: 'e', message: 'm' },
        { code: 'x', kind: 'form', alias: 'a', path: '$.alias', expected: 'e', message: 'm' },
      ],
    };
    const document = parseJsonDocument('{"alias": 1}');
    if (!document.ok) throw new Error('must parse');
    expect(definitionProblems(document, result)).toHaveLength(1);
  });
});

describe('parseProblem and shownValue', () => {
  it('points a parse error at the character found', () => {
    const document = parseJsonDocument('{"a": }');
    if (document.ok) throw new Error('must fail');
    expect(parseProblem(document.error, 'msg')).toMatchObject({ code: 'json.unexpectedCharacter', from: 6, to: 7, value: '"}"', message: 'msg' });
  });

  it('cuts long values', () => {
    expect(shownValue(undefined)).toBe('');
    expect(shownValue('x'.repeat(500)).length).toBe(120);
  });

  it('shows the engine’s value for a path inside a JSON string property (a chart’s sort field)', () => {
    const chart = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../fixtures/customChart/monthly-sales-by-region.json'), 'utf8')) as Record<string, unknown>;
    const text = JSON.stringify({ ...chart, sortfield: JSON.stringify([{ field: 'amount' }]) }, null, 2);
    const document = parseJsonDocument(text);
    if (!document.ok) throw new Error('test text must parse');
    const chartEngine = createEngine({ kinds: [customChartKind] });
    const [problem] = definitionProblems(document, chartEngine.prepare('customChart', document.value, { locale: 'en-US' }));
    expect(problem).toMatchObject({ code: 'chart.unknownSortField', path: '$.sortfield[0].field', value: '"amount"', severity: 'error' });
    expect(problem!.expected).toBe('one of the chart’s fields: month, north, east, south');
    expect(text.slice(problem!.from, problem!.to)).toMatch(/^"sortfield": "/);
  });
});
