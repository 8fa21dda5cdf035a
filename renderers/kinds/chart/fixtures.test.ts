// The chart fixtures (fixtures/customChart/*.json) and their recorded answers: every fixture is a valid
// definition that adapts in both languages with every text bilingual, each drawable one has recorded rows
// whose keys are its fields, and together they cover every option of the kind. (That the answers equal the
// server's is checked in server/areas/chart/chart.test.ts.)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../core';
import { adaptChart, type ChartModel, type CustomChartModel } from './adapter';
import type { ChartConditionItem, ChartFieldItem, CustomChartDefinition } from './definition';
import { conditionQuerys } from './query';
import { ZOOM_THRESHOLD } from './plot';
import type { ChartRow } from './source';

const FIXTURE_DIR = join(__dirname, '../../../fixtures/customChart');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const files = readdirSync(FIXTURE_DIR).filter((file) => file.endsWith('.json')).sort();
const fixtures = files.map((file) => ({ file, name: file.slice(0, -5), definition: readJson(join(FIXTURE_DIR, file)) as CustomChartDefinition }));
const answersOf = (name: string) => {
  const path = join(FIXTURE_DIR, 'answers', `${name}.json`);
  return existsSync(path) ? (readJson(path) as { rows: ChartRow[] }).rows : undefined;
};
const items = <T,>(text: string | null | undefined): T[] => (text ? (JSON.parse(text) as T[]) : []);
const drawable = (model: CustomChartModel): model is ChartModel => model.kind !== 'unsupported';

describe('chart fixtures', () => {
  it('are at least eight, each listed in the README', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
    const readme = readFileSync(join(FIXTURE_DIR, 'README.md'), 'utf8');
    for (const { name } of fixtures) expect(readme, name).toContain(`\`${name}\``);
  });

  describe.each(fixtures)('$file', ({ name, definition }) => {
    it('is a valid customChart definition', () => {
      expect(validateDefinition('customChart', definition)).toEqual({ ok: true });
    });

    it('adapts in zh-CN and en-US with every text in both languages', () => {
      const zh = adaptChart(definition, 'zh-CN');
      const en = adaptChart(definition, 'en-US');
      expect(definition.nameEn, 'nameEn').toBeTruthy();
      expect(en.name).not.toBe(zh.name);
      const texts = [...items<ChartFieldItem>(definition.xaxisField), ...items<ChartFieldItem>(definition.displayfield), ...items<ChartConditionItem>(definition.conditionfield)];
      expect(texts.filter((item) => !item.comment || !item.commentEn).map((item) => item.field)).toEqual([]);
      // a unit in Chinese only would title the English chart's axis in Chinese (the hostile fixture's unit is markup)
      if (zh.kind !== 'unsupported' && en.kind !== 'unsupported' && zh.unit && !zh.unit.includes('<')) expect(en.unit, 'yaxisUnitEn').not.toBe(zh.unit);
    });

    it('has recorded rows carrying its fields, when it can be drawn', () => {
      const model = adaptChart(definition, 'zh-CN');
      const rows = answersOf(name);
      if (!drawable(model)) {
        expect(rows, 'a chart that is not drawn needs no answers').toBeUndefined();
        return;
      }
      expect(rows, `fixtures/customChart/answers/${name}.json`).toBeDefined();
      expect(rows!.length).toBeGreaterThan(0);
      const keys = [model.category.key, ...model.series.map((series) => series.key)];
      for (const row of rows!) expect(Object.keys(row).sort()).toEqual([...keys].sort());
    });
  });

  it('together cover every style, conf option and kind of condition', () => {
    const models = fixtures.map(({ name, definition }) => ({ name, definition, model: adaptChart(definition, 'zh-CN') }));
    const drawn = models.filter((entry): entry is typeof entry & { model: ChartModel } => drawable(entry.model));
    const styles = new Set(models.map(({ model }) => model.styleCode));
    const missing = [
      ...[1, 2, 3, 4, 5].filter((style) => !styles.has(style)).map((style) => `style ${style}`),
      ...(drawn.some(({ model }) => model.yFromDataMin) ? [] : ['conf yMin 2']),
      ...(drawn.some(({ model }) => model.showAllCategories) ? [] : ['conf xShowAll 2']),
      ...(drawn.some(({ model }) => model.innerRadius > 0) ? [] : ['a donut (conf series.radius)']),
      ...(drawn.some(({ model }) => model.rowLimit < 1000) ? [] : ['conf maxLength']),
      ...(drawn.some(({ model }) => model.smooth) ? [] : ['conf series.smooth']),
      ...(drawn.some(({ model }) => model.unit) ? [] : ['yaxisUnit']),
      ...(drawn.some(({ model }) => model.series.length > 1) ? [] : ['several series']),
      ...(drawn.some(({ model }) => model.conditions.length === 0) ? [] : ['a chart without conditions']),
      ...(drawn.some(({ model }) => model.conditions.some((condition) => condition.fixed)) ? [] : ['a fixed condition']),
      ...(drawn.some(({ model }) => model.conditions.some((condition) => !condition.fixed && condition.defaultValue !== undefined)) ? [] : ['a typed condition with a default']),
      ...(drawn.some(({ model }) => model.conditions.some((condition) => !condition.fixed && condition.defaultValue === undefined)) ? [] : ['a condition without a default (not sent)']),
      ...(drawn.some(({ model }) => model.conditions.some((condition) => condition.operation === 'BETWEEN' && condition.dataType === 'date')) ? [] : ['a date range']),
      ...['select', 'radio', 'text'].filter((control) => !drawn.some(({ model }) => model.conditions.some((condition) => condition.control === control))).map((control) => `a ${control} condition`),
      ...(drawn.some(({ model }) => model.conditions.some((condition) => condition.operation === 'IN')) ? [] : ['an IN condition']),
      ...(drawn.some(({ model }) => model.sorter.some((sort) => sort.direction === 'DESC')) ? [] : ['a descending sort']),
    ];
    expect(missing, `options no fixture covers: ${missing.join(', ')}`).toEqual([]);
  });

  it('have line and bar charts with more than 20 rows (the zoom slider) and ones with fewer', () => {
    const counts = fixtures.flatMap(({ name, definition }) => {
      const model = adaptChart(definition, 'zh-CN');
      return drawable(model) && model.kind !== 'pie' ? [{ kind: model.kind, rows: answersOf(name)?.length ?? 0 }] : [];
    });
    expect(counts.some(({ kind, rows }) => kind === 'line' && rows > ZOOM_THRESHOLD)).toBe(true);
    expect(counts.some(({ kind, rows }) => kind === 'bar' && rows > ZOOM_THRESHOLD)).toBe(true);
    expect(counts.some(({ rows }) => rows <= ZOOM_THRESHOLD)).toBe(true);
  });

  it('send their default conditions on the first load, without the conditions lacking a value', () => {
    const monthly = adaptChart(fixtures.find(({ name }) => name === 'monthly-sales-by-region')!.definition, 'zh-CN') as ChartModel;
    expect(conditionQuerys(monthly.conditions, {})).toEqual([{ property: 'sale_date', value: ['2025-01-01', '2026-12-31'], operation: 'BETWEEN', relation: 'AND', group: 'main' }]);
  });
});
