// The adapter over parse5 (the browser's DOMParser gives the same tree: parsers.test.ts): each mapping row
// of docs/formHtml.md, and hostile templates staying inert.
import { describe, expect, it } from 'vitest';
import validateForm from '../../core/validators/form';
import { formToSchema } from '../form/adapter';
import type { FormAttribute, FormDefinition } from '../form/definition';
import { MAX_TREE_DEPTH } from './html';
import { parseWithParse5 } from './parse5';
import { formHtmlToDefinition, MAX_FORM_HTML_LENGTH } from './toDefinition';

const read = (html: string, options = {}) => formHtmlToDefinition(html, parseWithParse5, options);
const item = (field: string, control: string, label = field, entity = 'ent') =>
  `<ht-form-item v-if="permission.fields.${entity}.${field}!='n' && data.bo"><template slot="label"><span>${label}</span></template>${control}</ht-form-item>`;
const form = (...parts: string[]) => `<el-form data-vv-scope="custom-form"><el-row><el-col :span="24">${parts.join('\n')}</el-col></el-row></el-form>`;
const attributesOf = (definition: FormDefinition | undefined, entity = 0): FormAttribute[] => definition?.entities[entity].attributes ?? [];
const only = (html: string): FormAttribute => {
  const result = read(form(html));
  expect(result.issues).toEqual([]);
  return attributesOf(result.definition)[0];
};

describe('formHtmlToDefinition: controls', () => {
  it.each([
    ['<eip-input v-model="data.bo.a"></eip-input>', 'text', 'varchar'],
    ['<ht-input v-model="data.bo.a"></ht-input>', 'text', 'varchar'],
    ['<eip-input type="number" v-model="data.bo.a"></eip-input>', 'number', 'number'],
    ['<ht-input-number v-model="data.bo.a"></ht-input-number>', 'number', 'number'],
    ['<eip-textarea v-model="data.bo.a" isEditor="false"></eip-textarea>', 'textarea', 'varchar'],
    ['<ht-input type="textarea" v-model="data.bo.a"></ht-input>', 'textarea', 'varchar'],
    ['<eip-textarea v-model="data.bo.a" isEditor="true"></eip-textarea>', 'richtext', 'clob'],
    ['<ht-editor v-model="data.bo.a"></ht-editor>', 'richtext', 'clob'],
    ['<eip-switch v-model="data.bo.a" />', 'switch', 'boolean'],
    ['<ht-switch v-model="data.bo.a" active-value="true" inactive-value="false"></ht-switch>', 'switch', 'boolean'],
    ['<eip-date v-model="data.bo.a" selectType="date" format="yyyy-MM-dd"></eip-date>', 'date', 'date'],
    ['<eip-date v-model="data.bo.a" selectType="datetime"></eip-date>', 'datetime', 'datetime'],
    ['<ht-date v-model="data.bo.a" format="yyyy-MM-dd HH:mm"></ht-date>', 'datetime', 'datetime'],
    ['<eip-date v-model="data.bo.a" selectType="time" format="HH:mm"></eip-date>', 'time', 'time'],
    ['<ht-time v-model="data.bo.a"></ht-time>', 'time', 'time'],
    ['<eip-attachment v-model="data.bo.a"></eip-attachment>', 'upload', 'clob'],
    ['<ht-file v-model="data.bo.a"></ht-file>', 'upload', 'clob'],
    ['<eip-user-selector v-model="data.bo.a"></eip-user-selector>', 'user', 'varchar'],
    ['<ht-user-selector-input v-model="data.bo.a"></ht-user-selector-input>', 'user', 'varchar'],
    ['<ht-org-selector v-model="data.bo.a"></ht-org-selector>', 'org', 'varchar'],
    ['<eip-dialog v-model="data.bo.a"></eip-dialog>', 'dialog', 'varchar'],
    ['<ht-custom-dialog v-model="data.bo.a"></ht-custom-dialog>', 'dialog', 'varchar'],
    ['<ht-read-text v-model="data.bo.a"></ht-read-text>', 'text', 'varchar'],
  ])('%s → %s', (html, control, dataType) => {
    expect(only(item('a', html))).toMatchObject({ name: 'a', control, dataType });
  });

  it('reads choices from the generator\'s option lists, and a Y/N switch as a two-choice radio', () => {
    const list = '[{"key":"1","value":"是"},{"key":"0","value":"否"}]';
    for (const html of [`<eip-select v-model="data.bo.a" :selectlist='${list}'></eip-select>`, `<eip-radio v-model="data.bo.a" rdlist='${list}'></eip-radio>`, `<ht-checkbox v-model="data.bo.a" :options="[{key:'1',value:'是'},{key:'0',value:'否'}]"></ht-checkbox>`]) {
      expect(only(item('a', html)).options).toEqual([{ value: '1', label: '是' }, { value: '0', label: '否' }]);
    }
    expect(only(item('a', '<eip-switch v-model="data.bo.a" active-value="Y" inactive-value="N" active-text="是" inactive-text="否" />'))).toMatchObject({
      control: 'radio',
      options: [{ value: 'Y', label: '是' }, { value: 'N', label: '否' }],
    });
  });

  it('maps post, role and dimension selectors to dialogs named after them, single or multiple', () => {
    expect(only(item('a', '<ht-post-selector v-model="data.bo.a" :single="true"></ht-post-selector>')).selector).toEqual({ multiple: false, dialogAlias: 'post' });
    expect(only(item('a', '<eip-role-selector v-model="data.bo.a"></eip-role-selector>')).selector).toEqual({ multiple: true, dialogAlias: 'role' });
    expect(only(item('a', '<eip-dimension-selector v-model="data.bo.a"></eip-dimension-selector>')).selector).toEqual({ multiple: true, dialogAlias: 'dimension' });
    expect(only(item('a', `<eip-dialog v-model="data.bo.a" :custdialog='{"alias":"roomDialog","selectNum":1}'></eip-dialog>`)).selector).toEqual({ multiple: false, dialogAlias: 'roomDialog' });
  });

  it('takes the label slot, $t with its text, the labeldesc for a bare $t key, and the field name last', () => {
    expect(only(item('a', '<eip-input v-model="data.bo.a"></eip-input>', '申请人')).label).toBe('申请人');
    expect(only(item('a', '<eip-input v-model="data.bo.a"></eip-input>', "{{$t('form.a', '名称')}}")).label).toBe('名称');
    expect(only(item('a', '<eip-input v-model="data.bo.a"><span slot="labeldesc">描述</span></eip-input>', "{{$t('form.a')}}")).label).toBe('描述');
    expect(only('<eip-input v-model="data.bo.a"></eip-input>').label).toBe('a');
  });

  it('reads rules as pipe strings or objects, number bounds and precision, display options and upload limits', () => {
    expect(only(item('a', `<eip-input v-model="data.bo.a" :validate="'required:true|max:50'"></eip-input>`)).rules).toBe('required:true|max:50');
    expect(only(item('a', '<eip-input v-model="data.bo.a" :validate="{required:true,max:50}"></eip-input>')).rules).toEqual({ required: true, max: 50 });
    expect(only(item('a', '<ht-input v-model="data.bo.a" validate="required:true"></ht-input>')).rules).toBe('required:true');
    expect(only(item('a', '<eip-input type="number" v-model="data.bo.a" :min="1" :max="9" :precision="2" filtercurrency="true" filterthousandBit="true"></eip-input>'))).toMatchObject({
      rules: 'min_value:1|max_value:9',
      decimalLen: 2,
      display: { currency: true, thousands: true },
    });
    expect(only(item('a', '<eip-attachment v-model="data.bo.a" accept=".pdf,.png" limit="3"></eip-attachment>')).upload).toEqual({ accept: ['.pdf', '.png'], limit: 3 });
  });

  it('translates v-formula and :date-calc-exp into the engine\'s formulas, row fields as item.<field>', () => {
    const result = read(
      form(
        item('total', `<eip-input type="number" v-model="data.bo.total" v-formula="{value:$Formulas.SUMSUB({data:data.bo.sub_line,path:'amount'}),bindPath:'data.bo.total'}"></eip-input>`),
        item('days', `<eip-input v-model="data.bo.days" :date-calc-exp="{start:'bo.from',end:'bo.to',diffType:'hour'}"></eip-input>`),
        item('first', `<eip-input v-model="data.bo.first" v-formula="{value:$Formulas.SUM(data.bo.total, 1),bindPath:'data.bo.first',type:'default'}"></eip-input>`),
        `<el-container v-if="!permission.table.line.hidden"><el-header>明细</el-header><table><tr v-for="(item, index) in data.bo.sub_line">`,
        `<td><eip-input v-model="item.amount" v-formula="{value:$Formulas.PRODUCT(data.bo.sub_line[index].price, item.qty),bindPath:'data.bo.sub_line['+index+'].amount'}"></eip-input></td>`,
        '<td><eip-input v-model="item.price"></eip-input><eip-input v-model="item.qty"></eip-input></td></tr></table></el-container>',
      ),
    );
    expect(result.issues).toEqual([]);
    const [main, line] = result.definition!.entities;
    expect(main.attributes.map((attribute) => [attribute.name, attribute.formula, attribute.formulaMode])).toEqual([
      ['total', "$Formulas.SUMSUB({data:data.bo.sub_line,path:'amount'})", undefined],
      ['days', "$Formulas.DATEDIFF(data.bo.from, data.bo.to, 'hour')", undefined],
      ['first', '$Formulas.SUM(data.bo.total, 1)', 'default'],
    ]);
    expect(line).toMatchObject({ name: 'line', label: '明细', type: 'sub' });
    expect(line.attributes[0].formula).toBe('$Formulas.PRODUCT(item.price, item.qty)');
    const model = formToSchema(result.definition!);
    expect(model.definitionErrors).toEqual([]);
    expect(model.formulaGraph.order).toBeDefined();
  });

  it('reads sub-tables and grandchild tables (sun loops) with their entities from permission bindings', () => {
    const result = read(
      form(
        item('no', '<eip-input v-model="data.bo.no" :permission="permission.fields.order.no"></eip-input>', '单号', 'order'),
        '<el-container v-if="!permission.table.line.hidden"><el-header>行 <el-button @click="add()">{{$t(\'common.add\')}}</el-button></el-header>',
        '<table><tbody v-for="(item, index) in data.bo.sub_line"><tr><td><eip-input v-model="item.goods" v-permission-line="\'sub_line_goods_\'+index"></eip-input></td></tr>',
        '<tr><td><el-container v-if="!permission.table.part.hidden"><el-header>配件</el-header>',
        '<table v-for="(item, sunIndex) in data.bo.sub_line[index].sub_part"><tr><td><eip-input v-model="item.partNo"></eip-input></td></tr>',
        '<tfoot @click="transitionIndex = -1"><tr><td><el-button @click="deleteSunRow(item)">x</el-button></td></tr></tfoot></table></el-container></td></tr></tbody></table></el-container>',
      ),
    );
    expect(result.issues).toEqual([]);
    expect(result.definition!.entities.map(({ name, label, type, parent, attributes }) => ({ name, label, type, parent, fields: attributes.map((a) => a.name) }))).toEqual([
      { name: 'order', label: 'bo', type: 'main', parent: undefined, fields: ['no'] },
      { name: 'line', label: '行', type: 'sub', parent: undefined, fields: ['goods'] },
      { name: 'part', label: '配件', type: 'sub', parent: 'line', fields: ['partNo'] },
    ]);
    expect(validateForm(result.definition)).toBe(true);
    expect(formToSchema(result.definition!).tables.map((table) => table.path).sort()).toEqual(['data.bo.sub_line', 'data.bo.sub_line.sub_part']);
  });

  it('names the main entity from the form item\'s v-if when the control has no :permission', () => {
    const result = read(form(item('a', '<ht-input v-model="data.bo.a"></ht-input>', 'A', 'person')));
    expect(result.definition?.entities[0].name).toBe('person');
  });

  it('reads every field of nested tabs, collapses and tables in template order; a block inside a block is an issue, not layout', () => {
    const result = read(
      form(
        '<el-tabs value="t0"><el-tab-pane label="一"><template slot="label"><span>一</span></template><eip-input v-model="data.bo.a"></eip-input></el-tab-pane>',
        '<el-tab-pane label="二"><eip-collapse><template><el-collapse-item title="三"><table class="form-table"><tr><td>b</td><td><eip-input v-model="data.bo.b"></eip-input></td></tr></table></el-collapse-item></template></eip-collapse></el-tab-pane></el-tabs>',
        '<eip-input v-model="data.bo.c" />',
        '<eip-input v-model="data.bo.d" />',
      ),
    );
    expect(result.issues.map((issue) => [issue.code, issue.message])).toEqual([['formHtml.nestedLayout', '<eip-collapse> 嵌套在另一个布局块中，只读取了其中的控件，未保留为布局']]);
    expect(attributesOf(result.definition).map((attribute) => attribute.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(result.definition?.layout).toEqual([{ type: 'tabs', panels: [{ title: '一', fields: ['a'] }, { title: '二', fields: ['b'] }] }]);
  });

  it('keeps tabs with their titles (label, slot, $t with text, bare $t key), collapse panels and a sub-table inside a pane as layout', () => {
    const result = read(
      form(
        '<el-tabs><el-tab-pane label="基本"><eip-input v-model="data.bo.a"></eip-input></el-tab-pane>',
        `<el-tab-pane :label="$t('form.cost', '费用')"><eip-input v-model="data.bo.b"></eip-input>`,
        '<div v-if="!permission.table.line || !permission.table.line.hidden"><div v-for="(item, index) in data.bo.sub_line"><eip-input v-model="item.goods"></eip-input></div></div></el-tab-pane>',
        `<el-tab-pane :label="$t('form.other')"><eip-input v-model="data.bo.c"></eip-input></el-tab-pane>`,
        `<el-tab-pane><span slot="label">{{$t('form.more', '更多')}}</span><eip-input v-model="data.bo.d"></eip-input></el-tab-pane></el-tabs>`,
        '<eip-input v-model="data.bo.e"></eip-input>',
        `<el-collapse><el-collapse-item :title="$t('form.p', '人员')"><eip-input v-model="data.bo.f"></eip-input></el-collapse-item>`,
        '<el-collapse-item title="空"></el-collapse-item><el-collapse-item><template slot="title">组织</template><eip-input v-model="data.bo.g"></eip-input></el-collapse-item></el-collapse>',
      ),
    );
    expect(result.issues).toEqual([]);
    expect(result.definition?.layout).toEqual([
      {
        type: 'tabs',
        panels: [
          { title: '基本', fields: ['a'] },
          { title: '费用', fields: ['b', 'sub_line'] },
          { title: 'form.other', fields: ['c'] },
          { title: '更多', fields: ['d'] },
        ],
      },
      { type: 'collapse', panels: [{ title: '人员', fields: ['f'] }, { title: '组织', fields: ['g'] }] },
    ]);
    expect(validateForm(result.definition)).toBe(true);
    const model = formToSchema(result.definition!);
    expect(model.definitionErrors).toEqual([]);
    expect((model.uiSchema.bo as { 'ui:options': unknown })['ui:options']).toEqual({
      layout: [
        { type: 'tabs', panels: [{ title: '基本', fields: ['a'] }, { title: '费用', fields: ['b', 'sub_line'] }, { title: 'form.other', fields: ['c'] }, { title: '更多', fields: ['d'] }] },
        { type: 'collapse', panels: [{ title: '人员', fields: ['f'] }, { title: '组织', fields: ['g'] }] },
      ],
    });
  });

  it('keeps a layout table as a grid of its widest row; a one-column table and a sub-table\'s own table are not layout', () => {
    const row = (...cells: string[]) => `<tr>${cells.map((cell) => `<td class="table-label">${cell}</td><td><eip-input v-model="data.bo.${cell}"></eip-input></td>`).join('')}</tr>`;
    const result = read(
      form(
        `<table class="form-table"><tbody>${row('a', 'b', 'c')}${row('d')}</tbody></table>`,
        `<table class="form-table"><tbody>${row('e')}${row('f')}</tbody></table>`,
        '<table><tbody><tr v-for="(item, index) in data.bo.sub_line"><td><eip-input v-model="item.goods"></eip-input></td><td><eip-input v-model="item.qty"></eip-input></td></tr></tbody></table>',
      ),
    );
    expect(result.issues).toEqual([]);
    expect(result.definition?.layout).toEqual([{ type: 'grid', columns: 3, fields: ['a', 'b', 'c', 'd'] }]);
  });

  it('reports a pane title bound to an expression it does not read, and names the pane by its name', () => {
    const result = read(form('<el-tabs><el-tab-pane name="first" :label="titleOf(1)"><eip-input v-model="data.bo.a"></eip-input></el-tab-pane></el-tabs>'));
    expect(result.issues.map((issue) => issue.code)).toEqual(['formHtml.expression']);
    expect(result.definition?.layout).toEqual([{ type: 'tabs', panels: [{ title: 'first', fields: ['a'] }] }]);
  });

  it('lists an unknown control or directive by name and still reads everything else', () => {
    const result = read(form(item('a', '<eip-input v-model="data.bo.a"></eip-input>'), '<eip-map v-model="data.bo.where"></eip-map>', '<eip-input v-model="data.bo.b" v-mapping="data.bo.c"></eip-input>', '<eip-sunDialog :custdialog="{}" />'), { locale: 'en-US' });
    expect(result.issues.map((issue) => issue.message)).toEqual([
      'The control <eip-map> (bound to data.bo.where) is not supported; it was left out',
      'The directive v-mapping (on <eip-input>) is not supported and was ignored',
      'The element <eip-sundialog> is unknown; only the controls inside it were read',
    ]);
    expect(result.issues.every((issue) => issue.kind === 'formHtml' && issue.alias === 'bo' && issue.path === '$.formHtml')).toBe(true);
    expect(attributesOf(result.definition).map((attribute) => attribute.name)).toEqual(['a', 'b']);
  });

  it('lists the bound props and the effectful plain props it does not carry, and not those it reads or that only style', () => {
    const result = read(
      form(
        `<eip-select v-model="data.bo.a" :selectlist="[{key:'x',value:'X'}]" :multiple="true" filterable :ganged="{alias:'q'}" :style="{width:'100%'}" :permission="permission.fields.bo.a" :validate="'required'"></eip-select>`,
        '<eip-input v-model="data.bo.b" math-exp="a+1" bindPreAndSufFixjson="{}" :size="\'small\'" class="wide" model-name="data.bo.b"></eip-input>',
        '<eip-attachment v-model="data.bo.c" :multiple="true" :limit="3" accept=".pdf"></eip-attachment>',
      ),
    );
    expect(result.issues.map((issue) => issue.message)).toEqual([
      '<eip-select> 的属性 filterable 不受支持，已忽略',
      '<eip-select> 的属性 :ganged 不受支持，已忽略',
      '<eip-input> 的属性 math-exp 不受支持，已忽略',
      '<eip-input> 的属性 bindpreandsuffixjson 不受支持，已忽略',
      '<eip-input> 的属性 :size 不受支持，已忽略',
    ]);
    expect(attributesOf(result.definition).map((attribute) => attribute.name)).toEqual(['a', 'b', 'c']);
    expect(attributesOf(result.definition)[0]).toMatchObject({ control: 'select', multiple: true });
  });

  it('reports an unknown formula function and drops only that formula', () => {
    const result = read(form(item('a', `<eip-input v-model="data.bo.a" v-formula="{value:$Formulas.NOPE(data.bo.b),bindPath:'data.bo.a'}"></eip-input>`, '金额')));
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ code: 'formHtml.formula' });
    expect(result.issues[0].message).toContain('金额');
    expect(attributesOf(result.definition)[0]).toEqual({ name: 'a', label: '金额', dataType: 'varchar', control: 'text' });
  });

  it('refuses a template without fields, and uses the BO alias and name the page gives', () => {
    const empty = read('<el-form><div>说明</div></el-form>');
    expect(empty.definition).toBeUndefined();
    expect(empty.issues.map((issue) => issue.code)).toEqual(['formHtml.noForm']);
    const result = read(form('<eip-input v-model="data.other.a"></eip-input>', '<eip-input v-model="data.bo.b"></eip-input>'), { boAlias: 'bo', name: '表单' });
    expect(result.definition).toMatchObject({ alias: 'bo', boAlias: 'bo', name: '表单', entities: [{ name: 'bo', label: '表单', attributes: [{ name: 'b' }] }] });
    expect(result.issues.map((issue) => issue.code)).toEqual(['formHtml.otherBo']);
  });
});

describe('formHtmlToDefinition: hostile templates stay inert', () => {
  const probe = globalThis as { __formHtmlRan?: boolean };
  const run = 'globalThis.__formHtmlRan = true';
  const hostile = (html: string) => {
    probe.__formHtmlRan = false;
    const result = read(form(item('safe', '<eip-input v-model="data.bo.safe"></eip-input>'), html));
    expect(probe.__formHtmlRan).toBe(false);
    expect(attributesOf(result.definition).map((attribute) => attribute.name)).toContain('safe');
    expect(result.issues.length).toBeGreaterThan(0);
    return result;
  };

  it.each([
    ['<script>', `<script>${run}</script>`, 'formHtml.forbiddenElement'],
    ['an iframe', '<iframe src="https://example.com"></iframe>', 'formHtml.forbiddenElement'],
    ['an HTML event handler', `<div onclick="${run}"><eip-input v-model="data.bo.x"></eip-input></div>`, 'formHtml.eventHandler'],
    ['a Vue handler outside buttons', `<eip-input v-model="data.bo.x" @change="${run}"></eip-input>`, 'formHtml.eventHandler'],
    ['a javascript: URL', `<a href="javascript:${run}">x</a>`, 'formHtml.scriptUrl'],
    ['v-html', '<div v-html="data.bo.safe"></div>', 'formHtml.forbiddenElement'],
    ['a mustache calling a function', `<span>{{ (function(){ ${run} })() }}</span>`, 'formHtml.expression'],
    ['a label mustache calling a function', item('x', '<eip-input v-model="data.bo.x"></eip-input>', `{{ alert(1) }}`), 'formHtml.expression'],
    ['a __proto__ binding', '<eip-input v-model="data.__proto__.polluted"></eip-input>', 'formHtml.forbiddenPath'],
    ['a constructor binding', '<eip-input v-model="data.bo.constructor"></eip-input>', 'formHtml.forbiddenPath'],
    ['a prototype loop', '<div v-for="item in data.bo.__proto__.sub_x"><eip-input v-model="item.a"></eip-input></div>', 'formHtml.badLoop'],
    ['a prototype rule object', `<eip-input v-model="data.bo.y" :validate="{__proto__:{required:true}}"></eip-input>`, 'formHtml.expression'],
    ['a formula reaching a constructor', `<eip-input v-model="data.bo.z" v-formula="{value:data.bo.safe.constructor('${run}')(),bindPath:'data.bo.z'}"></eip-input>`, 'formHtml.expression'],
  ])('%s', (_, html, code) => {
    const result = hostile(html);
    expect(result.issues.map((issue) => issue.code)).toContain(code);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a 5 MB template quickly, and bounds a deeply nested one', () => {
    const big = form(item('a', '<eip-input v-model="data.bo.a"></eip-input>'.repeat(1))) + '<div>x</div>'.repeat(Math.ceil(5_000_000 / 12));
    const started = performance.now();
    const result = read(big);
    expect(performance.now() - started).toBeLessThan(200);
    expect(big.length).toBeGreaterThan(MAX_FORM_HTML_LENGTH);
    expect(result.definition).toBeUndefined();
    expect(result.issues.map((issue) => issue.code)).toEqual(['formHtml.tooLarge']);

    const deep = form(item('a', '<eip-input v-model="data.bo.a"></eip-input>'), '<div>'.repeat(20_000) + '<eip-input v-model="data.bo.b"></eip-input>' + '</div>'.repeat(20_000));
    const nested = read(deep);
    expect(nested.issues.map((issue) => issue.message)).toContain(`表单模板嵌套超过 ${MAX_TREE_DEPTH} 层，更深的内容未读取`);
    expect(attributesOf(nested.definition).map((attribute) => attribute.name)).toEqual(['a']);
  });
});
