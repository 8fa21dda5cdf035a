// A new definition's starting text per kind: the smallest definition the engine accepts, with the fields an
// author fills first. templates.test.ts prepares each with the portal's engine.

const TEMPLATES: Record<string, unknown> = {
  form: {
    kind: 'form',
    alias: 'newForm',
    name: { 'zh-CN': '新表单', 'en-US': 'New form' },
    boAlias: 'newBo',
    entities: [
      {
        name: 'newBo',
        label: { 'zh-CN': '主表', 'en-US': 'Main' },
        type: 'main',
        attributes: [
          { name: 'title', label: { 'zh-CN': '标题', 'en-US': 'Title' }, dataType: 'varchar', control: 'text', rules: 'required:true|max:50' },
          { name: 'amount', label: { 'zh-CN': '金额', 'en-US': 'Amount' }, dataType: 'number', control: 'number' },
        ],
      },
    ],
  },
  column: { kind: 'column', alias: 'newColumn', name: '新栏目', colType: 0, dataMode: 0, colHeight: 300, templateHtml: btoa('<div><p>Write the column HTML here.</p></div>') },
  layout: { kind: 'layout', list: [{ type: 'grid', options: { gutter: 16 }, columns: [{ span: 16, list: [{ alias: 'homeTodo' }] }, { span: 8, list: [{ alias: 'userInfo' }] }] }] },
  customQuery: {
    kind: 'customQuery',
    alias: 'newQuery',
    name: '新查询',
    objName: 'biz_document',
    dsType: 'dataSource',
    needPage: 1,
    pageSize: 10,
    conditionfield: JSON.stringify([{ field: 'title', comment: '标题', condition: 'LK', dbType: 'varchar', defaultType: '4' }]),
    resultfield: JSON.stringify([{ field: 'title', comment: '标题', width: 240 }]),
    sortfield: '[]',
  },
  queryView: {
    kind: 'queryView',
    sqlAlias: 'newSql',
    alias: 'list',
    name: '新视图',
    needPage: 1,
    pageSize: 20,
    initQuery: 1,
    shows: JSON.stringify([{ name: 'name', fieldName: 'name', fieldDesc: '名称', hidden: '0', defaultSort: '0', width: 160 }]),
    conditions: JSON.stringify([{ name: 'name', fieldDesc: '名称', condition: 'LK', dbType: 'varchar' }]),
    buttons: JSON.stringify([{ name: 'search', desc: '查询', inRow: '0' }]),
  },
  customDialog: {
    kind: 'customDialog',
    alias: 'newDialog',
    name: '新对话框',
    style: 0,
    objName: 'biz_project',
    needPage: 1,
    pageSize: 10,
    dsType: 'dataSource',
    displayfield: JSON.stringify([{ field: 'name', comment: '名称' }]),
    conditionfield: '[]',
    resultfield: JSON.stringify([{ field: 'id', comment: '主键', AliasName: 'id' }, { field: 'name', comment: '名称', AliasName: 'name' }]),
    sortfield: '[]',
    selectNum: 1,
  },
  customChart: {
    kind: 'customChart',
    id: 'newChart',
    alias: 'newChart',
    name: '新图表',
    style: 2,
    objName: 'biz_project',
    xaxisField: JSON.stringify([{ field: 'status', comment: '状态', dbType: 'varchar' }]),
    displayfield: JSON.stringify([{ field: 'projects', comment: '项目数', aggregate: 'count', column: 'id' }]),
    conditionfield: '[]',
    sortfield: '[]',
  },
  dataTemplate: {
    kind: 'dataTemplate',
    alias: 'newTemplate',
    name: '新数据模板',
    boDefAlias: 'newBo',
    style: 0,
    needPage: 1,
    pageSize: 10,
    displayField: JSON.stringify([{ name: 'title', desc: { 'zh-CN': '标题', 'en-US': 'Title' }, width: 200 }]),
    conditionField: '[]',
  },
};

/** A formHtml template: the generated Vue template of one main-table text field, as a real backend sends it. */
const FORM_HTML = `<div>
<el-form data-vv-scope="custom-form" :model="data" label-position="right">
<el-row :gutter="0" justify="start" align="top" type="flex">
  <el-col :span="24">
    <ht-form-item v-if="permission.fields.newBo.title!='n' && data.newBo" label-width="120px">
      <template slot="label"><span>标题</span></template>
      <eip-input v-model="data.newBo.title" model-name="data.newBo.title" placeholder="请输入标题" :validate="'required:true|max:50'" :permission="permission.fields.newBo.title" style="width: 100%">
        <span slot="labeldesc">标题</span>
      </eip-input>
    </ht-form-item>
  </el-col>
</el-row>
</el-form>
</div>
`;

TEMPLATES.formHtml = { kind: 'formHtml', name: '新表单', boAlias: 'newBo', formHtml: FORM_HTML };

/** The kinds that have a template, in the order the studio offers them. */
export const TEMPLATE_KINDS: readonly string[] = Object.keys(TEMPLATES);

/** The template's text (pretty JSON), or null for a kind without one. */
export function templateText(kind: string): string | null {
  return Object.hasOwn(TEMPLATES, kind) ? `${JSON.stringify(TEMPLATES[kind], null, 2)}\n` : null;
}
