// Property: any composition of the supported controls, written as the generator writes them (either tag
// family, in grids, tabs, collapses or layout tables, closed or self-closed, in the main form or a
// sub-table), reads into a form whose fields are exactly those controls, and data for them passes the form
// (its JSON Schema, as rjsf's ajv checks it, and the compiled rules) and comes back unchanged.
import Ajv from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formToSchema } from '../form/adapter';
import { validateFormData } from '../form/customValidate';
import type { FormControl } from '../form/definition';
import { parseWithParse5 } from './parse5';
import { formHtmlToDefinition } from './toDefinition';

interface Spec {
  readonly control: FormControl;
  /** The tag and attributes that write it, per family. */
  readonly tags: readonly [eip: string, ht: string];
  readonly value: fc.Arbitrary<unknown>;
}

const OPTIONS = `[{"key":"a","value":"甲"},{"key":"b","value":"乙"},{"key":"c","value":"丙"}]`;
const pad = (n: number) => String(n).padStart(2, '0');
const dateText = fc.record({ y: fc.integer({ min: 1990, max: 2040 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) }).map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);
const timeText = fc.record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) }).map(({ h, m }) => `${pad(h)}:${pad(m)}`);
const SPECS: readonly Spec[] = [
  { control: 'text', tags: ['eip-input', 'ht-input'], value: fc.string({ maxLength: 20 }) },
  { control: 'textarea', tags: ['eip-textarea isEditor="false"', 'ht-input type="textarea"'], value: fc.string({ maxLength: 40 }) },
  { control: 'number', tags: ['eip-input type="number"', 'ht-input-number'], value: fc.double({ min: -1e6, max: 1e6, noNaN: true }) },
  { control: 'select', tags: [`eip-select :selectlist='${OPTIONS}'`, `ht-select :options='${OPTIONS}'`], value: fc.constantFrom('a', 'b', 'c') },
  { control: 'select', tags: [`eip-select :multiple="true" :selectlist='${OPTIONS}'`, `ht-select multiple :options='${OPTIONS}'`], value: fc.subarray(['a', 'b', 'c']) },
  { control: 'radio', tags: [`eip-radio rdlist='${OPTIONS}'`, `ht-radio :options='${OPTIONS}'`], value: fc.constantFrom('a', 'b', 'c') },
  { control: 'checkbox', tags: [`eip-checkbox cklist='${OPTIONS}'`, `ht-checkbox :options='${OPTIONS}'`], value: fc.subarray(['a', 'b', 'c']) },
  { control: 'switch', tags: ['eip-switch', 'ht-switch'], value: fc.boolean() },
  { control: 'date', tags: ['eip-date selectType="date" format="yyyy-MM-dd"', 'ht-date type="date"'], value: dateText },
  { control: 'datetime', tags: ['eip-date selectType="datetime" format="yyyy-MM-dd HH:mm:ss"', 'ht-date type="datetime"'], value: fc.tuple(dateText, timeText).map(([d, t]) => `${d} ${t}:00`) },
  { control: 'time', tags: ['eip-date selectType="time" format="HH:mm"', 'ht-time'], value: timeText },
  { control: 'upload', tags: ['eip-attachment', 'ht-file'], value: fc.constant('[{"id":"f1","name":"a.pdf","size":12}]') },
  { control: 'user', tags: ['eip-user-selector', 'ht-user-selector'], value: fc.string({ maxLength: 10 }) },
  { control: 'org', tags: ['eip-org-selector', 'ht-org-selector'], value: fc.string({ maxLength: 10 }) },
  { control: 'dialog', tags: ['eip-post-selector', 'ht-custom-dialog'], value: fc.string({ maxLength: 10 }) },
  { control: 'richtext', tags: ['eip-textarea isEditor="true"', 'ht-editor'], value: fc.string({ maxLength: 40 }).map((text) => `<p>${text}</p>`) },
];

const field = fc.record({ spec: fc.constantFrom(...SPECS), family: fc.constantFrom(0 as const, 1 as const), selfClosed: fc.boolean(), inItem: fc.boolean(), sub: fc.boolean() });
const layout = fc.constantFrom('grid', 'tabs', 'collapse', 'table');

function write(tag: string, model: string, selfClosed: boolean, label: string): string {
  const name = tag.split(' ')[0];
  return selfClosed ? `<${tag} v-model="${model}" />` : `<${tag} v-model="${model}"><span slot="labeldesc">${label}</span></${name}>`;
}

function wrap(kind: string, body: string): string {
  if (kind === 'tabs') return `<el-tabs value="t0"><el-tab-pane label="页"><template slot="label"><span>页</span></template>${body}</el-tab-pane></el-tabs>`;
  if (kind === 'collapse') return `<eip-collapse><template><el-collapse-item title="组">${body}</el-collapse-item></template></eip-collapse>`;
  if (kind === 'table') return `<table class="form-table"><tbody><tr><td class="table-label">表</td><td>${body}</td></tr></tbody></table>`;
  return `<el-row><el-col :span="24">${body}</el-col></el-row>`;
}

const ajv = new Ajv({ allErrors: true, strict: false });

describe('formHtml round trip', () => {
  it('keeps every control and its values through formHtml → definition → form → submitted data', () => {
    fc.assert(
      fc.property(fc.array(field, { minLength: 1, maxLength: 12 }), layout, (fields, kind) => {
        const main = fields.filter((item) => !item.sub);
        const rows = fields.filter((item) => item.sub);
        const control = (item: (typeof fields)[number], index: number, sub: boolean) => {
          const html = write(item.spec.tags[item.family], sub ? `item.f${index}` : `data.bo.f${index}`, item.selfClosed, `字段${index}`);
          return item.inItem && !sub ? `<ht-form-item v-if="permission.fields.ent.f${index}!='n' && data.bo"><template slot="label"><span>字段${index}</span></template>${html}</ht-form-item>` : html;
        };
        const mainHtml = main.map((item) => control(item, fields.indexOf(item), false)).join('\n');
        const subHtml = rows.length
          ? `<el-container v-if="!permission.table.line.hidden"><el-header>行</el-header><table><tbody v-for="(item, index) in data.bo.sub_line"><tr>${rows.map((item) => `<td>${control(item, fields.indexOf(item), true)}</td>`).join('')}</tr></tbody></table></el-container>`
          : '';
        const html = `<el-form>${wrap(kind, mainHtml || write('eip-input', 'data.bo.anchor', false, 'anchor'))}${subHtml}</el-form>`;
        const read = formHtmlToDefinition(html, parseWithParse5);
        expect(read.issues).toEqual([]);
        const model = formToSchema(read.definition!);
        expect(model.definitionErrors).toEqual([]);
        for (const item of fields) {
          const index = fields.indexOf(item);
          const path = item.sub ? `data.bo.sub_line.f${index}` : `data.bo.f${index}`;
          expect(model.fieldsByPath.get(path)?.control, path).toBe(item.spec.control);
        }
        expect(model.fields).toHaveLength(fields.length + (main.length === 0 ? 1 : 0));
      }),
      { numRuns: 60 },
    );
  });

  it('submits data for those controls unchanged', () => {
    const composition = fc.array(field, { minLength: 1, maxLength: 10 }).chain((fields) =>
      fc.tuple(fc.constant(fields), fc.tuple(...fields.map((item) => item.spec.value)), fc.integer({ min: 0, max: 3 })),
    );
    fc.assert(
      fc.property(composition, layout, ([fields, values, rowCount], kind) => {
        const html = `<el-form>${wrap(kind, fields.map((item, index) => write(item.spec.tags[item.family], item.sub ? `item.f${index}` : `data.bo.f${index}`, item.selfClosed, `f${index}`)).filter((_, index) => !fields[index].sub).join('') || '<eip-input v-model="data.bo.anchor" />')}${
          fields.some((item) => item.sub) ? `<div v-for="(item, index) in data.bo.sub_line">${fields.map((item, index) => (item.sub ? write(item.spec.tags[item.family], `item.f${index}`, item.selfClosed, `f${index}`) : '')).join('')}</div>` : ''
        }</el-form>`;
        const model = formToSchema(formHtmlToDefinition(html, parseWithParse5).definition!);
        const row: Record<string, unknown> = {};
        const bo: Record<string, unknown> = {};
        fields.forEach((item, index) => {
          const schema = model.fieldsByPath.get(item.sub ? `data.bo.sub_line.f${index}` : `data.bo.f${index}`)!;
          // Several keys (checkbox, multiple select) take the native kind's shape: an array, or the family's comma-joined keys.
          const value = Array.isArray(values[index]) && isStringField(model, schema.path) ? (values[index] as string[]).join(',') : values[index];
          (item.sub ? row : bo)[`f${index}`] = value;
        });
        if (fields.some((item) => item.sub)) bo.sub_line = Array.from({ length: rowCount }, () => ({ ...row }));
        const data = { bo };
        const submitted = structuredClone(data);
        const validate = ajv.compile(model.schema);
        expect(validate(submitted), JSON.stringify(validate.errors)).toBe(true);
        expect(validateFormData(model, submitted).errors).toEqual([]);
        expect(submitted).toEqual(data);
      }),
      { numRuns: 60 },
    );
  });
});

/** Whether the native kind stores this field as a string (several keys comma-joined: the family's shape). */
function isStringField(model: ReturnType<typeof formToSchema>, path: string): boolean {
  let node = model.schema as { properties?: Record<string, unknown>; items?: unknown; type?: unknown };
  for (const segment of path.split('.').slice(1)) {
    const next = (node.properties?.[segment] ?? undefined) as typeof node | undefined;
    if (!next) return false;
    node = next.type === 'array' && next.items && segment.startsWith('sub_') ? (next.items as typeof node) : next;
  }
  return node.type === 'string';
}
