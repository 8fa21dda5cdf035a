import { describe, expect, it } from 'vitest';
import { adaptChart, type ChartModel } from './adapter';
import type { CustomChartDefinition } from './definition';
import { chartFilter, conditionQuerys, DEFAULT_PAGE_SIZE, effectiveValues, PAGE_SIZES, shownConditions, tableFilter } from './query';

const conditions = [
  { field: 'status', comment: '状态', condition: 'EQ', defaultType: '2', defaultValue: '在职' },
  { field: 'dept', comment: '部门', condition: 'LK', defaultType: '1', defaultValue: '研发' },
  { field: 'sex', comment: '性别', condition: 'EQ', defaultType: '1', defaultValue: '' },
  { field: 'entry', comment: '入职日期', condition: 'BETWEEN', dbType: 'date', defaultType: '1', defaultValue: ['2024-01-01', '2024-12-31'] },
  { field: 'region', comment: '区域', condition: 'IN', defaultType: '1', controllerType: '3', config: { multiple: true, options: [{ value: '华北', label: '华北' }, { value: '华东', label: '华东' }] } },
];
const definition: CustomChartDefinition = {
  id: 7,
  name: '人员',
  style: 2,
  xaxisField: '[{"field":"dept"}]',
  displayfield: '[{"field":"total"}]',
  conditionfield: JSON.stringify(conditions),
  sortfield: '[{"field":"total","sortType":"desc"},{"field":"dept"}]',
  conf: '{"maxLength":300}',
};
const model = adaptChart(definition, 'zh-CN') as ChartModel;
const query = (property: string, operation: string, value: unknown) => ({ property, operation, value, relation: 'AND', group: 'main' });

describe('the conditions a chart sends', () => {
  it('shows every condition but the fixed ones', () => {
    expect(shownConditions(model).map((condition) => condition.field)).toEqual(['dept', 'sex', 'entry', 'region']);
  });

  it('sends only conditions with a value: the defaults before anything is typed', () => {
    expect(conditionQuerys(model.conditions, {})).toEqual([
      query('status', 'EQUAL', '在职'),
      query('dept', 'LIKE', '研发'),
      query('entry', 'BETWEEN', ['2024-01-01', '2024-12-31']),
    ]);
  });

  it('sends what was typed, else the default; a fixed condition keeps its default', () => {
    const typed = { status: '离职', dept: '  ', sex: '女', entry: ['2025-03-01', ''], region: ['华北', '华东'] };
    expect(effectiveValues(model.conditions, typed)).toEqual({ status: '在职', dept: '研发', sex: '女', entry: ['2025-03-01', ''], region: ['华北', '华东'] });
    expect(conditionQuerys(model.conditions, typed)).toEqual([
      query('status', 'EQUAL', '在职'),
      query('dept', 'LIKE', '研发'),
      query('sex', 'EQUAL', '女'),
      query('entry', 'BETWEEN', ['2025-03-01', '']),
      query('region', 'IN', ['华北', '华东']),
    ]);
  });

  it('falls back to the default range when both ends are cleared', () => {
    expect(conditionQuerys(model.conditions, { entry: ['', ''] })).toContainEqual(query('entry', 'BETWEEN', ['2024-01-01', '2024-12-31']));
  });
});

describe('chart and table filters', () => {
  const querys = conditionQuerys(model.conditions, {});

  it('loads the chart as one page of rowLimit rows, sorted as the definition says', () => {
    expect(chartFilter(model, querys)).toEqual({
      pageBean: { page: 1, pageSize: 300, showTotal: true },
      querys,
      sorter: [
        { property: 'total', direction: 'DESC' },
        { property: 'dept', direction: 'ASC' },
      ],
    });
  });

  it('pages the data tab by 10, 20, 50 or 100 rows, 10 by default', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(tableFilter(model, querys, 3, 20).pageBean).toEqual({ page: 3, pageSize: 20, showTotal: true });
    expect(tableFilter(model, querys, 0, 10).pageBean.page).toBe(1);
  });

  it('hands out copies, so a source cannot change the chart’s own state', () => {
    const filter = chartFilter(model, querys);
    (filter.querys[0] as { value: unknown }).value = 'changed';
    expect(querys[0].value).toBe('在职');
  });
});
