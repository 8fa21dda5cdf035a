// adapter(generator(definition)) gives back an equivalent definition for every fixtures/form definition:
// the same entities, fields, controls, data types, options, rules, formulas and display options (labels in
// zh-CN; the parts the template cannot carry, UNSUPPORTED_ATTRIBUTE_PARTS, and the column type behind a text
// control or a choice are left out of the comparison).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formHtmlToDefinition } from '../../renderers/kinds/form-html/toDefinition';
import { parseWithParse5 } from '../../renderers/kinds/form-html/node';
import type { FormAttribute, FormDefinition, LocalizedText } from '../../renderers/kinds/form/definition';
import { definitionToFormHtml } from './formHtml';

const dir = join(__dirname, '../../fixtures/form');
const fixtures = readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'formula-cycle.json');

const zh = (text: LocalizedText | undefined) => (text === undefined ? '' : typeof text === 'string' ? text : (text['zh-CN'] ?? ''));

function projection(definition: FormDefinition) {
  return definition.entities.map((entity) => ({
    name: entity.name,
    type: entity.type,
    parent: entity.type === 'sub' ? (entity.parent ?? definition.entities.find((other) => other.type === 'main')?.name) : undefined,
    attributes: entity.attributes.map((attribute: FormAttribute) => ({
      name: attribute.name,
      label: zh(attribute.label),
      // A system type and a serial number have no control of the family's templates: they read back as texts.
      control: attribute.control === 'sysType' || attribute.control === 'serialNumber' ? 'text' : attribute.control,
      serviceKey: attribute.control === 'dictionary' || attribute.control === 'tag' ? attribute.serviceKey : undefined,
      // The template names no column type: varchar and clob (text, textarea, attachment) read back alike, and a
      // choice's values keep their own type (compared with the options).
      dataType: ['select', 'radio', 'checkbox'].includes(attribute.control) ? 'choice' : attribute.dataType === 'clob' ? 'varchar' : attribute.dataType,
      options: attribute.options?.map((option) => ({ value: option.value, label: zh(option.label) })),
      rules: attribute.rules,
      formula: attribute.formula?.replace(/\s+/g, ''),
      formulaMode: attribute.formulaMode === 'default' ? 'default' : undefined,
      display: attribute.display?.currency || attribute.display?.thousands ? attribute.display : undefined,
      placeholder: zh(attribute.placeholder) || undefined,
      upload: attribute.upload?.accept || attribute.upload?.limit ? { accept: attribute.upload.accept?.map((ext) => ext.replace(/^\./, '')), limit: attribute.upload.limit } : undefined,
    })),
  }));
}

describe('the formHtml generator', () => {
  it.each(fixtures)('%s: the adapter reads its template back as the same form', (file) => {
    const definition = JSON.parse(readFileSync(join(dir, file), 'utf8')) as FormDefinition;
    const html = definitionToFormHtml(definition);
    const read = formHtmlToDefinition(html, parseWithParse5, { boAlias: definition.boAlias, name: zh(definition.name) });
    expect(read.issues.map((issue) => issue.message)).toEqual([]);
    expect(read.definition?.boAlias).toBe(definition.boAlias);
    expect(projection(read.definition as FormDefinition)).toEqual(projection(definition));
  });

  it('escapes text and attribute values: markup in a label stays text', () => {
    const definition: FormDefinition = {
      kind: 'form', alias: 'x', name: 'x', boAlias: 'x',
      entities: [{ name: 'x', label: 'x', type: 'main', attributes: [{ name: 'a', label: '<script>alert(1)</script> & "q"', dataType: 'varchar', control: 'text', placeholder: `it's "quoted"` }] }],
    };
    const html = definitionToFormHtml(definition);
    expect(html).not.toContain('<script>');
    const read = formHtmlToDefinition(html, parseWithParse5, {});
    expect(read.definition?.entities[0].attributes[0]).toMatchObject({ label: '<script>alert(1)</script> & "q"', placeholder: `it's "quoted"` });
  });
});
