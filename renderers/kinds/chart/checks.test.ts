// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../core/engine';
import { checkChartReferences, chartFieldNames } from './checks';
import { customChartKind } from './kind';

const folder = resolve(import.meta.dirname, '../../../fixtures/customChart');
const read = (name: string) => JSON.parse(readFileSync(resolve(folder, name), 'utf8')) as Record<string, unknown>;
const sales = read('monthly-sales-by-region.json');
const withSort = (sort: unknown) => ({ ...sales, sortfield: JSON.stringify(sort) });

describe('checkChartReferences', () => {
  it('knows the chart’s fields: the category, then the series', () => {
    expect(chartFieldNames(sales)).toEqual(['month', 'north', 'east', 'south']);
  });

  it('accepts every fixture’s sort fields, and a field in upper case as the server answers it', () => {
    for (const name of readdirSync(folder).filter((file) => file.endsWith('.json'))) expect(checkChartReferences(read(name), 'en-US'), name).toEqual([]);
    expect(checkChartReferences(withSort([{ field: 'NORTH' }, { field: 'month', sortType: 'desc' }]), 'en-US')).toEqual([]);
  });

  it('reports a sort field that is not a field of the chart with its path, the value and the known fields', () => {
    expect(checkChartReferences(withSort([{ field: 'month' }, { field: 'amount', sortType: 'desc' }]), 'en-US')).toEqual([
      {
        code: 'chart.unknownSortField',
        kind: 'customChart',
        alias: sales.alias,
        path: '$.sortfield[1].field',
        value: 'amount',
        expected: 'one of the chart’s fields: month, north, east, south',
        message: `The sort field $.sortfield[1].field of the chart "${String(sales.alias)}" is "amount", which is not a field of the chart (its category or a displayed field)`,
      },
    ]);
    expect(checkChartReferences(withSort([{ field: 'amount' }]), 'zh-CN')[0]!.expected).toBe('本图表的字段之一：month, north, east, south');
  });

  it('leaves unreadable JSON to the adapter and reads what is there', () => {
    expect(checkChartReferences({ ...sales, sortfield: '[{' }, 'en-US')).toEqual([]);
    expect(checkChartReferences({ sortfield: '[{"field":"x"}]' }, 'en-US')[0]!.expected).toBe('one of the chart’s fields: (none)');
    expect(checkChartReferences('not an object', 'en-US')).toEqual([]);
  });

  it('runs through the engine also when the schema refuses the definition, so both arrive in one round', () => {
    const engine = createEngine({ kinds: [customChartKind] });
    const sound = engine.prepare('customChart', withSort([{ field: 'amount' }]), { locale: 'en-US' });
    expect(sound.ok && sound.issues?.map((item) => item.code)).toEqual(['chart.unknownSortField']);
    const refused = engine.prepare('customChart', { ...withSort([{ field: 'amount' }]), name: 42 }, { locale: 'en-US' });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.errors.map((item) => item.code)).toContain('chart.unknownSortField');
  });
});
