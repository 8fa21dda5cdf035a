import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DefinitionIssuesError } from '../../core/engine';
import { adaptChart, CHART_ROW_LIMIT, DEFAULT_CHART_HEIGHT, type ChartModel } from './adapter';
import type { CustomChartDefinition } from './definition';

const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, '../../../fixtures/customChart', `${name}.json`), 'utf8')) as CustomChartDefinition;
const drawable = (definition: CustomChartDefinition, locale: 'zh-CN' | 'en-US' = 'zh-CN') => adaptChart(definition, locale) as ChartModel;

const minimal: CustomChartDefinition = {
  id: 1,
  name: '测试',
  style: 2,
  xaxisField: '[{"field":"region","comment":"区域"}]',
  displayfield: '[{"field":"amount","comment":"金额"}]',
};

function issuesOf(definition: CustomChartDefinition, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  try {
    adaptChart(definition, locale);
  } catch (error) {
    if (error instanceof DefinitionIssuesError) return error.issues;
    throw error;
  }
  return [];
}

describe('adaptChart (golden: monthly-sales-by-region)', () => {
  it('gives the model of a line chart with three series, two conditions and its conf', () => {
    expect(adaptChart(fixture('monthly-sales-by-region'), 'zh-CN')).toEqual({
      id: '30000000000000001',
      alias: 'monthlySalesByRegion',
      name: '各区域月度销售额',
      styleCode: 1,
      styleName: '折线图',
      kind: 'line',
      category: { field: 'month', key: 'MONTH', label: '月份' },
      series: [
        { field: 'north', key: 'NORTH', label: '华北' },
        { field: 'east', key: 'EAST', label: '华东' },
        { field: 'south', key: 'SOUTH', label: '华南' },
      ],
      conditions: [
        {
          field: 'product',
          label: '产品',
          operation: 'EQUAL',
          dataType: 'text',
          control: 'select',
          options: [
            { value: '协同办公', label: '协同办公' },
            { value: '流程引擎', label: '流程引擎' },
            { value: '电子签章', label: '电子签章' },
            { value: '移动门户', label: '移动门户' },
            { value: '数据报表', label: '数据报表' },
          ],
          fixed: false,
        },
        { field: 'sale_date', label: '销售月份', operation: 'BETWEEN', dataType: 'date', control: 'date', defaultValue: ['2025-01-01', '2026-12-31'], fixed: false },
      ],
      sorter: [{ property: 'month', direction: 'ASC' }],
      yFromDataMin: false,
      showAllCategories: false,
      smooth: true,
      stack: false,
      innerRadius: 0,
      rowLimit: CHART_ROW_LIMIT,
      unit: '元',
      height: 420,
    });
  });

  it('takes the English names and labels in en-US', () => {
    const model = drawable(fixture('monthly-sales-by-region'), 'en-US');
    expect(model.name).toBe('Monthly sales by region');
    expect(model.styleName).toBe('line chart');
    expect(model.category.label).toBe('Month');
    expect(model.series.map((series) => series.label)).toEqual(['North China', 'East China', 'South China']);
    expect(model.conditions.map((condition) => condition.label)).toEqual(['Product', 'Sales month']);
    expect(model.conditions[0].options?.[1]).toEqual({ value: '流程引擎', label: 'Workflow engine' });
  });
});

describe('adaptChart options', () => {
  it('maps styles 1, 2, 3 to line, bar and pie (numbers or strings)', () => {
    expect(drawable({ ...minimal, style: 1 }).kind).toBe('line');
    expect(drawable({ ...minimal, style: '2' }).kind).toBe('bar');
    expect(drawable({ ...minimal, style: 3 }).kind).toBe('pie');
  });

  it('keeps radar and tree charts as an unsupported model, whatever their fields', () => {
    expect(adaptChart({ id: 9, name: '雷达', style: 4, xaxisField: 'broken' }, 'zh-CN')).toEqual({
      id: '9', alias: '9', name: '雷达', styleCode: 4, styleName: '雷达图', kind: 'unsupported',
    });
    expect(adaptChart(fixture('department-tree'), 'en-US')).toMatchObject({ kind: 'unsupported', styleCode: 5, styleName: 'tree chart', name: 'Department tree' });
  });

  it('reads conf: yMin and xShowAll (2 = on), stack, maxLength within the server limit, a donut radius', () => {
    const conf = (value: object) => drawable({ ...minimal, conf: JSON.stringify(value) });
    expect(conf({ yMin: 2, xShowAll: 2 })).toMatchObject({ yFromDataMin: true, showAllCategories: true });
    expect(conf({ yMin: 1, xShowAll: '1' })).toMatchObject({ yFromDataMin: false, showAllCategories: false });
    expect(conf({ yMin: '2', xShowAll: true })).toMatchObject({ yFromDataMin: true, showAllCategories: true });
    expect(conf({ series: { stack: true } }).stack).toBe(true);
    expect(conf({ maxLength: 200 }).rowLimit).toBe(200);
    expect(conf({ maxLength: '0' }).rowLimit).toBe(CHART_ROW_LIMIT);
    expect(conf({ maxLength: 50000 }).rowLimit).toBe(CHART_ROW_LIMIT);
    expect(drawable({ ...minimal, style: 3, conf: '{"series":{"radius":[45,75]}}' }).innerRadius).toBeCloseTo(0.6);
    expect(drawable({ ...minimal, style: 2, conf: '{"series":{"radius":[45,75]}}' }).innerRadius).toBe(0);
  });

  it('has a default height, kept within bounds', () => {
    expect(drawable(minimal).height).toBe(DEFAULT_CHART_HEIGHT);
    expect(drawable({ ...minimal, height: '' }).height).toBe(DEFAULT_CHART_HEIGHT);
    expect(drawable({ ...minimal, height: '50' }).height).toBe(200);
    expect(drawable({ ...minimal, height: 9000 }).height).toBe(1200);
  });

  it('marks fixed conditions (defaultType 2) and keeps BETWEEN defaults as [from, to]', () => {
    const model = drawable(fixture('headcount-by-department'));
    expect(model.conditions.map((condition) => [condition.field, condition.fixed, condition.defaultValue])).toEqual([
      ['status', true, '在职'],
      ['sex', false, undefined],
    ]);
    expect(model.conditions[1]).toMatchObject({ control: 'radio', operation: 'EQUAL' });
    expect(drawable(fixture('hiring-trend')).conditions[0]).toMatchObject({ operation: 'BETWEEN', dataType: 'date', defaultValue: ['2023-01-01', '2025-12-31'] });
  });

  it('uses the field name when a label is missing and the id when there is no alias', () => {
    const model = drawable({ ...minimal, xaxisField: '[{"field":"region"}]' });
    expect(model.category.label).toBe('region');
    expect(model.alias).toBe('1');
  });
});

describe('adaptChart refusals', () => {
  it('reports JSON that does not parse, in the reader’s language', () => {
    const [zh] = issuesOf({ ...minimal, displayfield: '[{"field":' });
    expect(zh).toMatchObject({ code: 'chart.badJson', kind: 'customChart', path: '$.displayfield' });
    expect(zh.message).toContain('图表“1”的 displayfield 不是有效的 JSON');
    const [en] = issuesOf({ ...minimal, conf: '{bad' }, 'en-US');
    expect(en.message).toContain('The conf of the chart "1" is not valid JSON');
  });

  it('reports lists that are not lists, objects that are not objects, items without a field', () => {
    expect(issuesOf({ ...minimal, displayfield: '{"field":"a"}' }).map((issue) => issue.code)).toEqual(['chart.notList']);
    expect(issuesOf({ ...minimal, conf: '[1]' }).map((issue) => issue.code)).toEqual(['chart.notObject']);
    expect(issuesOf({ ...minimal, displayfield: '[{"field":"a"},{"comment":"b"}]' })).toMatchObject([{ code: 'chart.fieldMissing', path: '$.displayfield[1]' }]);
  });

  it('needs a category and at least one series', () => {
    expect(issuesOf({ ...minimal, xaxisField: '[]' }).map((issue) => issue.code)).toEqual(['chart.noCategory']);
    expect(issuesOf({ ...minimal, xaxisField: null, displayfield: '' }).map((issue) => issue.code)).toEqual(['chart.noCategory', 'chart.noSeries']);
  });

  it('refuses condition operators a chart cannot send', () => {
    const issues = issuesOf({ ...minimal, conditionfield: '[{"field":"region","condition":"SOUNDS_LIKE"}]' }, 'en-US');
    expect(issues).toMatchObject([{ code: 'chart.unknownCondition', path: '$.conditionfield' }]);
    expect(issues[0].message).toBe('The condition "region" of the chart "1" uses the unsupported operator "SOUNDS_LIKE"');
  });
});
