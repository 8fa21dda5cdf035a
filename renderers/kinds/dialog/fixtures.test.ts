// The customDialog fixtures (fixtures/customDialog/*.json) and their recorded answers: every fixture is a
// valid definition that adapts in both languages to its golden model (__golden__/<name>.json), has recorded
// answers, and together they cover every option of the kind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../core';
import { dialogToModel } from './adapter';
import type { CustomDialogDefinition } from './definition';

const FIXTURE_DIR = join(__dirname, '../../../fixtures/customDialog');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const fixtures = readdirSync(FIXTURE_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, name: file.replace(/\.json$/, ''), definition: readJson(join(FIXTURE_DIR, file)) as CustomDialogDefinition }));

const models = fixtures.map(({ definition }) => ({ definition, model: dialogToModel(definition, { locale: 'zh-CN' }) }));
const conditionItems = fixtures.flatMap(({ definition }) => JSON.parse(definition.conditionfield || '[]') as Record<string, unknown>[]);

describe('customDialog fixtures', () => {
  it('are at least eight', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  describe.each(fixtures)('$file', ({ file, name, definition }) => {
    it('is a valid customDialog definition', () => {
      expect(validateDefinition('customDialog', definition)).toEqual({ ok: true });
    });

    it('adapts to its golden model, with every text in both languages', async () => {
      const zh = dialogToModel(definition, { locale: 'zh-CN' });
      await expect(`${JSON.stringify(zh, null, 2)}\n`).toMatchFileSnapshot(`./__golden__/${name}.json`);
      const en = dialogToModel(definition, { locale: 'en-US' });
      expect(typeof definition.name === 'object' && definition.name['zh-CN'] && definition.name['en-US']).toBeTruthy();
      const han = /[\u4e00-\u9fff]/;
      const englishTexts = [en.title, ...en.columns.map((column) => column.title), ...en.conditions.flatMap((condition) => [condition.label, ...(condition.options ?? []).map((option) => option.label)]), ...en.results.map((result) => result.label)];
      expect(englishTexts.filter((text) => han.test(text))).toEqual([]);
    });

    it('has recorded answers for replay', () => {
      expect(existsSync(join(FIXTURE_DIR, 'answers', file)), `fixtures/customDialog/answers/${file} is missing`).toBe(true);
    });
  });

  it('together cover list and tree, single, multiple and limited choice, paging on and off', () => {
    const all = models.map(({ model }) => model);
    expect(new Set(all.map((model) => model.style))).toEqual(new Set(['list', 'tree']));
    expect(all.some((model) => !model.selection.multiple)).toBe(true);
    expect(all.some((model) => model.selection.multiple && model.selection.max === undefined)).toBe(true);
    expect(all.some((model) => model.selection.multiple && (model.selection.max ?? 0) > 1)).toBe(true);
    expect(all.some((model) => model.style === 'list' && model.paged)).toBe(true);
    expect(all.some((model) => model.style === 'list' && !model.paged)).toBe(true);
    expect(all.some((model) => model.pageSize === 20)).toBe(true);
    expect(all.some((model) => model.tree?.cascade)).toBe(true);
    expect(all.some((model) => model.tree && !model.tree.parentSelectable)).toBe(true);
  });

  it('together use every condition control, fixed and caller values, sort and result fields', () => {
    const controllerTypes = new Set(conditionItems.filter((item) => String(item.defaultType) === '1').map((item) => String(item.controllerType)));
    expect([...controllerTypes].sort()).toEqual(['1', '2', '3', '4']);
    const all = models.map(({ model }) => model);
    const conditions = all.flatMap((model) => model.conditions);
    expect(new Set(conditions.map((condition) => condition.control))).toEqual(new Set(['text', 'date', 'radio', 'select', 'tag', 'number']));
    expect(conditions.some((condition) => condition.operation === 'BETWEEN')).toBe(true);
    expect(all.some((model) => model.optionsQueries.length > 0), 'a select bound to a custom query').toBe(true);
    expect(conditionItems.some((item) => (item.config as { choiceType?: string } | undefined)?.choiceType === 'static'), 'a static select').toBe(true);
    expect(all.some((model) => model.fixedConditions.length > 0)).toBe(true);
    expect(all.some((model) => model.paramConditions.length > 0)).toBe(true);
    expect(all.some((model) => model.sorts.some((sort) => sort.direction === 'DESC'))).toBe(true);
    expect(all.some((model) => model.results.some((result) => result.name !== result.key)), 'an AliasName').toBe(true);
  });

  it('together call a data source and RESTful urls (POST and GET, ${host} and relative), one with invalid POST parameters', () => {
    const rest = models.flatMap(({ model }) => (model.data.type === 'restful' ? [model.data] : []));
    expect(models.some(({ model }) => model.data.type === 'dataSource')).toBe(true);
    expect(new Set(rest.map((config) => config.method))).toEqual(new Set(['GET', 'POST']));
    expect(rest.some((config) => config.url.startsWith('${'))).toBe(true);
    expect(rest.some((config) => config.url.startsWith('/'))).toBe(true);
    expect(rest.some((config) => Object.keys(config.headers).length > 0)).toBe(true);
    const broken = models.filter(({ model }) => model.problems.length > 0).map(({ model }) => model.problems.map((problem) => problem.message));
    expect(broken).toEqual([['POST参数不是有效的JSON格式']]);
  });

  it('include the dialogs the form fixtures open', () => {
    const aliases = new Set(fixtures.map(({ definition }) => definition.alias));
    const formDir = join(__dirname, '../../../fixtures/form');
    const wanted = readdirSync(formDir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => [...readFileSync(join(formDir, file), 'utf8').matchAll(/"dialogAlias":\s*"([^"]+)"/g)].map((match) => match[1]));
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.filter((alias) => !aliases.has(alias))).toEqual([]);
  });
});
