// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, Toast } from '@douyinfe/semi-ui-19';
import { createEngine } from '../../core/engine';
import { SchemaRenderer } from '../../core/SchemaRenderer';
import type { FormDefinition } from '../form/definition';
import { preloadForms } from '../form/FormRenderer';
import { dataTemplateToModel } from './adapter';
import { DataTemplateView } from './DataTemplateView';
import type { DataTemplateDefinition } from './definition';
import { dataTemplateKind } from './kind';
import type { DataTemplateSource, DraftDetail, ListRowsRequest, RecordData } from './source';

// The record form's rjsf code loads on demand (kinds/form/FirstScreen.tsx); these tests are about the list and
// the record flow, so it is in first.
beforeAll(preloadForms);

afterEach(() => {
  cleanup();
  Toast.destroyAll();
  Modal.destroyAll();
});

const definition: DataTemplateDefinition = {
  id: '1001',
  alias: 'contractLedger',
  name: '合同台账',
  nameEn: 'Contract ledger',
  boDefAlias: 'contract',
  formKey: 'contractForm',
  pageSize: 10,
  displayField: JSON.stringify([
    { name: 'contractNo', desc: { 'zh-CN': '合同编号', 'en-US': 'Number' } },
    { name: 'contractType', desc: '合同类型', options: [{ value: 'sales', label: { 'zh-CN': '销售合同', 'en-US': 'Sales' } }, { value: 'service', label: '服务合同' }] },
    { name: 'amount', desc: '金额', type: 'number' },
  ]),
  conditionField: JSON.stringify([{ name: 'contractNo', desc: '合同编号', qt: 'LK' }]),
  sortField: JSON.stringify([{ name: 'amount', sort: 'DESC' }]),
  manageField: JSON.stringify([
    { name: 'add' },
    { name: 'edit' },
    { name: 'detail' },
    { name: 'del' },
    { name: 'import' },
    { name: 'batchUpdate', fields: [{ name: 'contractType', desc: '合同类型', ctrlType: 'select', options: [{ value: 'sales', label: '销售合同' }] }] },
    { name: 'print' },
  ]),
};

const form: FormDefinition = {
  kind: 'form',
  alias: 'contractForm',
  name: '合同',
  boAlias: 'contract',
  entities: [
    {
      name: 'contract',
      label: '合同',
      type: 'main',
      attributes: [
        { name: 'contractNo', label: '合同编号', dataType: 'varchar', control: 'text', rules: 'required' },
        { name: 'amount', label: '金额', dataType: 'number', control: 'number' },
      ],
    },
  ],
};

const rows = Array.from({ length: 25 }, (_, index) => ({ id: `r${index + 1}`, contractNo: `HT-${index + 1}`, contractType: index % 2 ? 'sales' : 'service', amount: 1000 - index }));

type Source = DataTemplateSource;

function fakeSource(overrides: Partial<ReturnType<typeof baseSource>> = {}) {
  return { ...baseSource(), ...overrides };
}

function baseSource() {
  const drafts: DraftDetail[] = [];
  return {
    listRows: vi.fn<Source['listRows']>(async ({ queryFilter }: ListRowsRequest) => {
      const { page, pageSize } = queryFilter.pageBean;
      const keyword = queryFilter.querys.find((query) => query.property === 'contractNo')?.value;
      const found = rows.filter((row) => !keyword || row.contractNo.includes(String(keyword)));
      return { rows: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
    }),
    getForm: vi.fn<Source['getForm']>(async ({ id, action }) => ({
      definition: form,
      permission: action === 'get' ? { fields: { contract: { contractNo: 'r', amount: 'r' } } } : { fields: { contract: { contractNo: 'b', amount: 'w' } } },
      data: { contract: id ? { id, contractNo: rows.find((row) => row.id === id)?.contractNo, amount: 5 } : {} },
    })),
    saveRecord: vi.fn<Source['saveRecord']>(async () => ({ id: 'new-1', message: '保存成功' })),
    removeRecords: vi.fn<Source['removeRecords']>(async () => ({ message: '删除成功' })),
    batchUpdate: vi.fn<Source['batchUpdate']>(async () => ({ message: '已更新 2 条记录' })),
    saveDraft: vi.fn<Source['saveDraft']>(async ({ data }: { data: RecordData }) => {
      drafts.push({ id: 'd1', templateKey: 'contractLedger', templateName: '合同台账', subject: 'HT-9', createTime: '', updateTime: '2026-01-01 10:00:00', data: data as DraftDetail['data'] });
      return { id: 'd1', message: '草稿保存成功' };
    }),
    listDrafts: vi.fn<Source['listDrafts']>(async () => ({ rows: drafts.map(({ data: _data, ...draft }) => draft), total: drafts.length, page: 1, pageSize: 10 })),
    getDraft: vi.fn<Source['getDraft']>(async (id: string) => drafts.find((draft) => draft.id === id)!),
    removeDrafts: vi.fn<Source['removeDrafts']>(async () => ({ message: '删除成功' })),
    subEntities: vi.fn<Source['subEntities']>(async () => [{ name: 'payments', desc: '付款计划', attributes: [{ name: 'stage', desc: '阶段' }] }]),
    subRows: vi.fn<Source['subRows']>(async ({ page, pageSize }) => ({ rows: [{ stage: `第${page}期` }], total: 7, page, pageSize })),
    exportRows: vi.fn<Source['exportRows']>(async () => undefined),
    downloadImportTemplate: vi.fn<Source['downloadImportTemplate']>(async () => undefined),
    importRows: vi.fn<Source['importRows']>(async () => ({
      report: { total: 2, succeeded: 1, failed: 1, rows: [{ row: 2, ok: true, id: 'x' }, { row: 3, ok: false, messages: ['合同编号不能为空'] }] },
      message: '导入完成',
    })),
  };
}

const model = (locale: 'zh-CN' | 'en-US' = 'zh-CN') => dataTemplateToModel(definition, { locale });
const renderView = (source: DataTemplateSource = fakeSource(), props: Partial<Parameters<typeof DataTemplateView>[0]> = {}) =>
  render(<DataTemplateView model={model()} locale="zh-CN" source={source} {...props} />);
const select = (row: number) => fireEvent.click(screen.getByRole('checkbox', { name: `选择第 ${row} 行` }));

beforeEach(() => {
  vi.spyOn(window, 'print').mockImplementation(() => undefined);
});

describe('the list', () => {
  it('shows the rows with option labels, sorted by the template, paged by the server', async () => {
    const source = fakeSource();
    renderView(source);
    await screen.findByText('HT-1');
    expect(screen.getAllByText('服务合同').length).toBeGreaterThan(0);
    expect(source.listRows).toHaveBeenLastCalledWith({
      templateId: '1001',
      secret: false,
      queryFilter: { pageBean: { page: 1, pageSize: 10, showTotal: true }, querys: [], sorter: [{ property: 'amount', direction: 'DESC' }] },
      flow: undefined,
    });
    fireEvent.change(screen.getByLabelText('合同编号'), { target: { value: 'HT-2' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(source.listRows.mock.lastCall?.[0].queryFilter.querys).toEqual([{ property: 'contractNo', value: 'HT-2', operation: 'LIKE', relation: 'AND', group: 'main' }]));
    await screen.findByText('HT-20');
  });

  it('asks to select at least one record before deleting, then confirms and reloads', async () => {
    const source = fakeSource();
    renderView(source);
    await screen.findByText('HT-1');
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('请至少选择一条记录')).toBeTruthy();
    expect(source.removeRecords).not.toHaveBeenCalled();
    select(1);
    select(2);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(source.removeRecords).toHaveBeenCalledWith({ templateKey: 'contractLedger', boAlias: 'contract', ids: ['r1', 'r2'] }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    await waitFor(() => expect(source.listRows).toHaveBeenCalledTimes(2));
  });

  it('edits and views exactly one selected record through the host’s navigation', async () => {
    const onNavigate = vi.fn();
    renderView(fakeSource(), { onNavigate });
    await screen.findByText('HT-1');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('请至少选择一条记录')).toBeTruthy();
    select(3);
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ kind: 'form', action: 'edit', id: 'r3' }, { newTab: false });
    select(4);
    fireEvent.click(screen.getByRole('button', { name: '查看' }));
    expect(await screen.findByText('请只选择一条记录')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(onNavigate).toHaveBeenLastCalledWith({ kind: 'form', action: 'add' }, { newTab: false });
  });

  it('shows the sub-tables of the one selected record, paged', async () => {
    const source = fakeSource();
    renderView(source);
    await screen.findByText('HT-1');
    select(1);
    expect(await screen.findByRole('heading', { name: '子表数据：HT-1' })).toBeTruthy();
    await screen.findByText('第1期');
    expect(source.subRows).toHaveBeenLastCalledWith({ templateId: '1001', id: 'r1', subEntName: 'payments', page: 1, pageSize: 5 });
  });

  it('batch-updates the selected records with the template’s fields', async () => {
    const source = fakeSource();
    renderView(source);
    await screen.findByText('HT-1');
    fireEvent.click(screen.getByRole('button', { name: '批量修改' }));
    expect(await screen.findByText('请至少选择一条记录')).toBeTruthy();
    select(1);
    select(2);
    fireEvent.click(screen.getByRole('button', { name: '批量修改' }));
    const dialog = (await screen.findByText('批量修改（已选 2 条）')).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请填写要修改的字段')).toBeTruthy();
    expect(source.batchUpdate).not.toHaveBeenCalled();
  });

  it('imports a file and shows the per-row report', async () => {
    const source = fakeSource();
    renderView(source);
    await screen.findByText('HT-1');
    fireEvent.click(screen.getByRole('button', { name: '导入' }));
    const dialog = (await screen.findByText('导入数据 — 合同台账')).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText('请先选择要导入的文件')).toBeTruthy();
    const file = new File(['x'], 'rows.xlsx');
    fireEvent.change(dialog.querySelector('input[type=file]')!, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText('共 2 行：成功 1 行，失败 1 行')).toBeTruthy();
    expect(within(dialog).getByText('合同编号不能为空')).toBeTruthy();
    expect(source.importRows).toHaveBeenCalledWith({ templateId: '1001', file });
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(source.listRows).toHaveBeenCalledTimes(2));
  });

  it('prints the page in a print-friendly view and asks the browser to print', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderView();
      await screen.findByText('HT-1');
      fireEvent.click(screen.getByRole('button', { name: '打印' }));
      const table = await screen.findByRole('table', { name: '合同台账' });
      expect(within(table).getAllByRole('row')).toHaveLength(11);
      await act(async () => vi.advanceTimersByTime(150));
      expect(window.print).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no serious accessibility violations', async () => {
    renderView();
    await screen.findByText('HT-1');
    // The pager belongs to the shared list table (renderers/list), checked by its own tests.
    const results = await axe.run({ include: [document.body], exclude: [['.fd-list-table__pager']] }, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`)).toEqual([]);
  });
});

describe('the form (no host navigation: the view switches screens itself)', () => {
  it('adds a record: submit saves it and goes back to the list', async () => {
    const source = fakeSource();
    renderView(source);
    await screen.findByText('HT-1');
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    expect(await screen.findByRole('heading', { name: '新增 — 合同台账' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/合同编号/), 'HT-99');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(source.saveRecord).toHaveBeenCalledWith({ templateKey: 'contractLedger', boAlias: 'contract', data: { contract: expect.objectContaining({ contractNo: 'HT-99' }) }, delDraftId: undefined }));
    await screen.findByText('HT-1');
  });

  it('keeps a draft, lists it, and continues it', async () => {
    const source = fakeSource();
    renderView(source, { screen: { kind: 'form', action: 'add' } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/合同编号/), 'HT-9');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(source.saveDraft).toHaveBeenCalledWith({ templateKey: 'contractLedger', boAlias: 'contract', data: { contract: expect.objectContaining({ contractNo: 'HT-9' }) }, draftId: undefined }));
    expect(source.saveRecord).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '返回列表' }));
    fireEvent.click(await screen.findByRole('button', { name: '我的草稿' }));
    await screen.findByText('HT-9');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    fireEvent.click(screen.getByRole('button', { name: '载入' }));
    expect(await screen.findByText('已载入草稿“HT-9”')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(source.saveRecord).toHaveBeenCalledWith(expect.objectContaining({ delDraftId: 'd1' })));
  });

  it('draws a form that came as a generated template (formHtml) and saves what it holds', async () => {
    const formHtml = `<el-form :model="data">
      <ht-form-item v-if="permission.fields.contract.contractNo != 'n' && data.contract"><template slot="label">合同编号</template>
        <eip-input v-model="data.contract.contractNo" :validate="'required:true'" :permission="permission.fields.contract.contractNo"></eip-input></ht-form-item>
      <ht-form-item v-if="permission.fields.contract.amount != 'n' && data.contract"><template slot="label">金额</template>
        <eip-input v-model="data.contract.amount" :permission="permission.fields.contract.amount"></eip-input></ht-form-item>
    </el-form>`;
    const source = fakeSource({
      getForm: vi.fn<Source['getForm']>(async () => ({ formHtml, permission: { fields: { contract: { contractNo: 'b', amount: 'r' } } }, data: { contract: { id: 'r1', contractNo: 'HT-1', amount: '5' } } })),
    });
    renderView(source, { screen: { kind: 'form', action: 'edit', id: 'r1' } });
    const contractNo = (await screen.findByLabelText(/合同编号/)) as HTMLInputElement;
    expect(contractNo.value).toBe('HT-1');
    expect((screen.getByLabelText(/金额/) as HTMLInputElement).readOnly).toBe(true);
    const user = userEvent.setup();
    await user.type(contractNo, '0');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(source.saveRecord).toHaveBeenCalledWith(expect.objectContaining({ data: { contract: expect.objectContaining({ id: 'r1', contractNo: 'HT-10', amount: '5' }) } })));
  });

  it('hands its unsaved edits to the host’s keeper, and a new form given them back shows them and saves them', async () => {
    const parts = new Map<string, { snapshot(): unknown; restore(value: unknown): void }>();
    const kept = new Map<string, unknown>();
    // The portal's registry in small: a value kept for an id is given back when a part registers with it.
    const keepInput = {
      register: (id: string, part: { snapshot(): unknown; restore(value: unknown): void }) => {
        parts.set(id, part);
        if (kept.has(id)) part.restore(kept.get(id));
        return () => parts.delete(id);
      },
    };
    const first = renderView(fakeSource(), { screen: { kind: 'form', action: 'edit', id: 'r3' }, keepInput });
    const contractNo = (await screen.findByDisplayValue('HT-3', {}, { timeout: 5000 })) as HTMLInputElement;
    const id = 'dataTemplate:contractLedger:edit:r3:';
    expect(parts.get(id)?.snapshot()).toBeUndefined(); // nothing typed, nothing to keep
    const user = userEvent.setup();
    await user.clear(contractNo);
    await user.type(contractNo, 'HT-300');
    await waitFor(() => expect(parts.get(id)?.snapshot()).toEqual({ contract: expect.objectContaining({ id: 'r3', contractNo: 'HT-300' }) }), { timeout: 5000 });
    kept.set(id, parts.get(id)!.snapshot());
    first.unmount();

    // The reload: a new form of the same record opens with the kept values, not the stored record's.
    const source = fakeSource();
    renderView(source, { screen: { kind: 'form', action: 'edit', id: 'r3' }, keepInput });
    expect(await screen.findByDisplayValue('HT-300', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(source.saveRecord).toHaveBeenCalledWith(expect.objectContaining({ data: { contract: expect.objectContaining({ id: 'r3', contractNo: 'HT-300' }) } })), { timeout: 5000 });
  });

  it('shows a record read-only for action get, without a draft button', async () => {
    renderView(fakeSource(), { screen: { kind: 'form', action: 'get', id: 'r2' } });
    expect(await screen.findByRole('heading', { name: '查看 — 合同台账' })).toBeTruthy();
    await screen.findByDisplayValue('HT-2');
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('says so when the template has no form, and when the form cannot be loaded', async () => {
    renderView(fakeSource({ getForm: vi.fn<Source['getForm']>(async () => null) }), { screen: { kind: 'form', action: 'add' } });
    expect(await screen.findByText('该报表还没有设置表单')).toBeTruthy();
    cleanup();
    renderView(fakeSource({ getForm: vi.fn<Source['getForm']>(async () => Promise.reject(new Error('网络错误'))) }), { screen: { kind: 'form', action: 'add' } });
    expect(await screen.findByText('加载失败：网络错误')).toBeTruthy();
  });
});

describe('through the engine', () => {
  const engine = createEngine({ kinds: [dataTemplateKind] });

  it('renders a prepared template with the view’s source, in English too', async () => {
    const result = engine.prepare('dataTemplate', definition, { locale: 'en-US' });
    render(<SchemaRenderer engine={engine} result={result} path="test" locale="en-US" view={{ source: fakeSource() }} />);
    await screen.findByText('HT-1');
    expect(screen.getByText('Number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Batch update' })).toBeTruthy();
    expect(screen.getAllByText('Sales').length).toBeGreaterThan(0);
  });

  it('reports definition problems and a missing source', async () => {
    const broken = engine.prepare('dataTemplate', { ...definition, manageField: '[{"name":"launch"}]' }, { locale: 'zh-CN' });
    expect(!broken.ok && broken.errors[0]).toMatchObject({ kind: 'dataTemplate', alias: 'contractLedger', path: '$.manageField[0].name' });
    render(<SchemaRenderer engine={engine} result={engine.prepare('dataTemplate', definition)} path="test" locale="zh-CN" view={{}} />);
    expect(await screen.findByText('数据报表“合同台账”没有可用的数据源')).toBeTruthy();
  });
});
