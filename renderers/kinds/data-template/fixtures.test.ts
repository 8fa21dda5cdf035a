// The dataTemplate fixtures (fixtures/dataTemplate/*.json), their recorded answers and the forms they use:
// every fixture is a valid definition that adapts in both languages to its golden model (__golden__/<name>.json),
// its form exists and adapts, and together they cover every option of the kind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateDefinition } from '../../core';
import { formToSchema } from '../form/adapter';
import type { FormDefinition } from '../form/definition';
import { dataTemplateToModel } from './adapter';
import { MANAGE_ACTIONS, QUERY_TYPES, SECRET_TEMPLATE_IDS, type DataTemplateDefinition } from './definition';
import { parseTemplateFields } from './fields';
import { createRecordedDataTemplateSource } from './recordedSource';
import { buildQueryFilter } from './query';

const FIXTURES = join(__dirname, '../../../fixtures');
const TEMPLATE_DIR = join(FIXTURES, 'dataTemplate');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const jsonFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.json')).sort();
const fixtures = jsonFiles(TEMPLATE_DIR).map((file) => ({ file, name: file.replace(/\.json$/, ''), definition: readJson(join(TEMPLATE_DIR, file)) as DataTemplateDefinition }));
const forms = new Map(
  [...jsonFiles(join(FIXTURES, 'form')).map((file) => join(FIXTURES, 'form', file)), ...jsonFiles(join(TEMPLATE_DIR, 'forms')).map((file) => join(TEMPLATE_DIR, 'forms', file))]
    .map((path) => readJson(path) as FormDefinition)
    .map((form) => [form.alias, form]),
);
const han = /[\u4e00-\u9fff]/;

describe('dataTemplate fixtures', () => {
  it('are at least eight', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(8);
  });

  describe.each(fixtures)('$file', ({ file, name, definition }) => {
    it('is a valid dataTemplate definition', () => {
      expect(validateDefinition('dataTemplate', definition)).toEqual({ ok: true });
      expect(parseTemplateFields(definition).problems).toEqual([]);
    });

    it('adapts to its golden model, with every text in both languages', async () => {
      const zh = dataTemplateToModel(definition, { locale: 'zh-CN' });
      await expect(`${JSON.stringify(zh, null, 2)}\n`).toMatchFileSnapshot(`./__golden__/${name}.json`);
      const en = dataTemplateToModel(definition, { locale: 'en-US' });
      const texts = [
        en.name,
        ...en.columns.map((column) => column.title),
        ...en.conditions.flatMap((condition) => [condition.label, ...(condition.options ?? []).map((option) => option.label)]),
        ...en.actions.map((action) => action.label),
        ...en.batchFields.flatMap((field) => [field.label, ...(field.options ?? []).map((option) => option.label)]),
        ...en.exportColumns.map((column) => column.label),
        ...en.printColumns.map((column) => column.label),
        ...Object.values(en.valueLabels).flatMap((labels) => Object.values(labels)),
        ...(en.tree ? [en.tree.label] : []),
      ];
      expect(texts.filter((text) => han.test(text))).toEqual([]);
    });

    it('names a form whose business object and fields it uses', () => {
      const form = forms.get(definition.formKey ?? '');
      expect(form, `form ${definition.formKey}`).toBeDefined();
      expect(form!.boAlias).toBe(definition.boDefAlias);
      const main = new Set(form!.entities.find((entity) => entity.type === 'main')!.attributes.map((attribute) => attribute.name));
      const fields = parseTemplateFields(definition);
      const used = [...fields.display, ...fields.conditions, ...fields.exports, ...fields.prints].map((item) => item.name);
      expect(used.filter((field) => !main.has(field))).toEqual([]);
    });

    it('replays from its recorded answers: a page of rows and the form of a row', async () => {
      const answersPath = join(TEMPLATE_DIR, 'answers', file);
      expect(existsSync(answersPath), `fixtures/dataTemplate/answers/${file} is missing`).toBe(true);
      const model = dataTemplateToModel(definition, { locale: 'zh-CN' });
      const source = createRecordedDataTemplateSource(readJson(answersPath));
      const page = await source.listRows({ templateId: model.id, secret: model.secret, queryFilter: buildQueryFilter(model, { values: {}, page: 1, pageSize: 10 }) });
      expect(page.rows.length).toBeGreaterThan(0);
      const form = await source.getForm({ templateKey: model.alias, formKey: model.formKey, boAlias: model.boAlias, action: 'edit', id: String(page.rows[0].id) });
      expect(form?.definition?.alias).toBe(model.formKey);
      expect(form?.data[model.boAlias]).toMatchObject({ id: page.rows[0].id });
    });
  });

  it('use forms that adapt without definition errors, this area’s own forms included', () => {
    for (const file of jsonFiles(join(TEMPLATE_DIR, 'forms'))) {
      const form = readJson(join(TEMPLATE_DIR, 'forms', file)) as FormDefinition;
      expect(validateDefinition('form', form), file).toEqual({ ok: true });
      expect(formToSchema(form, { locale: 'zh-CN' }).definitionErrors, file).toEqual([]);
    }
  });

  it('together cover every query type, manage button and option of the kind', () => {
    const all = fixtures.map(({ definition }) => ({ definition, fields: parseTemplateFields(definition), model: dataTemplateToModel(definition, { locale: 'zh-CN' }) }));
    expect(new Set(all.flatMap(({ fields }) => fields.conditions.map((condition) => condition.qt)))).toEqual(new Set(QUERY_TYPES));
    expect(new Set(all.flatMap(({ fields }) => fields.manage.map((action) => action.name)))).toEqual(new Set(MANAGE_ACTIONS));
    expect(new Set(all.flatMap(({ model }) => model.conditions.map((condition) => condition.control)))).toEqual(new Set(['text', 'number', 'date', 'select', 'radio']));
    expect(all.some(({ definition }) => SECRET_TEMPLATE_IDS.includes(String(definition.id)))).toBe(true);
    expect(all.some(({ model }) => model.tree)).toBe(true);
    expect(all.some(({ model }) => !model.paging.enabled)).toBe(true);
    expect(all.some(({ model }) => model.summaryHtml)).toBe(true);
    expect(all.some(({ model }) => model.batchFields.length > 0)).toBe(true);
    expect(all.some(({ model }) => model.actions.some((action) => action.newTab))).toBe(true);
    expect(all.some(({ model }) => model.conditions.some((condition) => condition.defaultValue !== undefined))).toBe(true);
    expect(all.every(({ model }) => model.sorter.length > 0)).toBe(true);
    expect(all.some(({ fields }) => fields.exports.length > 0 && fields.prints.length > 0)).toBe(true);
    // Templates over forms with sub-tables (sub-table data and paging).
    expect(all.filter(({ definition }) => forms.get(definition.formKey ?? '')!.entities.some((entity) => entity.type === 'sub')).length).toBeGreaterThanOrEqual(3);
  });
});
