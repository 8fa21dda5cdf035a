// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Toast } from '@douyinfe/semi-ui-19';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../core/engine';
import { SchemaRenderer } from '../../core/SchemaRenderer';
import { dialogToModel } from './adapter';
import { CustomDialogView } from './CustomDialogView';
import type { CustomDialogDefinition } from './definition';
import { customDialogKind } from './kind';
import type { DialogPage, DialogParams, DialogQueryFilter, DialogRestRequest, DialogRow, DialogSource } from './source';

afterEach(() => {
  cleanup();
  Toast.destroyAll();
});

/** The text of the error toasts on screen. */
const toastText = () => [...document.querySelectorAll('.semi-toast')].map((toast) => toast.textContent).join('\n');

const employees: DialogRow[] = Array.from({ length: 45 }, (_, index) => ({ ID: `e${index + 1}`, CODE: `E${String(index + 1).padStart(3, '0')}`, NAME: `员工${index + 1}` }));

const listDefinition: CustomDialogDefinition = {
  alias: 'employeeDialog',
  name: { 'zh-CN': '选择员工', 'en-US': 'Choose employees' },
  displayfield: JSON.stringify([{ field: 'code', comment: '工号', commentEn: 'Number' }, { field: 'name', comment: '姓名', commentEn: 'Name' }]),
  conditionfield: JSON.stringify([{ field: 'name', comment: '姓名', commentEn: 'Name', condition: 'LK', defaultType: '1', controllerType: '1' }]),
  resultfield: JSON.stringify([{ field: 'id' }, { field: 'name' }]),
  selectNum: -1,
};

function baseSource() {
  return {
    getListData: vi.fn(async (_alias: string, filter: DialogQueryFilter, _params?: DialogParams): Promise<DialogPage> => {
      const { page, pageSize } = filter.pageBean;
      const keyword = filter.querys.find((query) => query.property === 'name')?.value;
      const found = employees.filter((row) => !keyword || String(row.NAME).includes(String(keyword)));
      return { rows: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
    }),
    getTreeData: vi.fn(async (): Promise<DialogRow[]> => [
      { ID: 'hq', PID: null, NAME: '总部' },
      { ID: 'rd', PID: 'hq', NAME: '研发中心' },
      { ID: 'rd1', PID: 'rd', NAME: '平台研发部' },
      { ID: 'fn', PID: 'hq', NAME: '财务部' },
    ]),
    callRestful: vi.fn(async (_request: DialogRestRequest): Promise<unknown> => ({ data: { list: [{ code: 'P1', name: '门户项目' }], total: 1 } })),
    queryOptions: vi.fn(async (_alias: string): Promise<DialogRow[]> => []),
  } satisfies DialogSource;
}

function fakeSource(overrides: Partial<ReturnType<typeof baseSource>> = {}) {
  return { ...baseSource(), ...overrides };
}

const model = (definition: CustomDialogDefinition, locale: 'zh-CN' | 'en-US' = 'zh-CN') => dialogToModel(definition, { locale });
/** Small pages keep the jsdom tables quick. */
const smallPages: CustomDialogDefinition = { ...listDefinition, pageSize: 5 };
const SLOW = 60_000;

describe('CustomDialogView as a list', () => {
  it('loads the first page of 20, searches with the declared operation and pages', async () => {
    const source = fakeSource();
    render(<CustomDialogView model={model(listDefinition)} locale="zh-CN" source={source} />);
    await screen.findByText('员工1');
    expect(source.getListData).toHaveBeenLastCalledWith('employeeDialog', { pageBean: { page: 1, pageSize: 20, showTotal: true }, querys: [], sorter: [] }, {});
    expect(screen.getByText('共 45 条')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '员工4' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await screen.findByText('员工40');
    expect(source.getListData.mock.lastCall?.[1].querys).toEqual([{ property: 'name', value: '员工4', operation: 'LIKE', relation: 'AND', group: 'main' }]);
    expect(screen.queryByText('员工1')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await screen.findByText('员工1');
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByText('员工21');
    expect(source.getListData.mock.lastCall?.[1].pageBean).toEqual({ page: 2, pageSize: 20, showTotal: true });
  }, SLOW);

  it('keeps rows chosen on other pages, shows them as removable tags and reports every change', async () => {
    const onSelectionChange = vi.fn();
    render(<CustomDialogView model={model(smallPages)} locale="zh-CN" source={fakeSource()} onSelectionChange={onSelectionChange} />);
    await screen.findByText('员工1');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await screen.findByText('员工6');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([employees[0], employees[5]]);
    const chosen = screen.getByRole('region', { name: '已选择（2）' });
    expect(within(chosen).getByText('员工1')).toBeTruthy();
    fireEvent.click(within(chosen).getByRole('button', { name: '移除 员工1' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([employees[5]]);
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  }, SLOW);

  it('keeps one row in single mode, and refuses more than selectNum rows', async () => {
    const onSelectionChange = vi.fn();
    const { unmount } = render(<CustomDialogView model={model({ ...smallPages, selectNum: 1 })} locale="zh-CN" source={fakeSource()} onSelectionChange={onSelectionChange} />);
    await screen.findByText('员工1');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 1 行' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择第 2 行' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([employees[1]]);
    unmount();

    onSelectionChange.mockClear();
    render(<CustomDialogView model={model({ ...smallPages, selectNum: 2 })} locale="en-US" source={fakeSource()} onSelectionChange={onSelectionChange} />);
    await screen.findByText('员工1');
    for (const row of [1, 2, 3]) fireEvent.click(screen.getByRole('checkbox', { name: `Select row ${row}` }));
    expect(onSelectionChange).toHaveBeenCalledTimes(2);
    expect(screen.getByText('You can select at most 2')).toBeTruthy();
  }, SLOW);

  it('starts from the rows chosen before', async () => {
    render(<CustomDialogView model={model(smallPages)} locale="zh-CN" source={fakeSource()} initialSelection={[employees[2]]} />);
    await screen.findByText('员工1');
    expect((screen.getByRole('checkbox', { name: '选择第 3 行' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('region', { name: '已选择（1）' })).toBeTruthy();
  });

  it('is a plain list in browse mode', async () => {
    render(<CustomDialogView model={model(listDefinition)} locale="zh-CN" source={fakeSource()} mode="browse" />);
    await screen.findByText('员工1');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('region', { name: /已选择/ })).toBeNull();
  });

  it('passes the caller’s parameters and loads custom-query options of a select', async () => {
    const source = fakeSource({ queryOptions: vi.fn(async (): Promise<DialogRow[]> => [{ ID: 'd1', NAME: '财务部' }]) });
    const definition = {
      ...listDefinition,
      conditionfield: JSON.stringify([
        { field: 'dept', comment: '部门', condition: 'EQ', controllerType: '3', config: { customQuery: { alias: 'deptQuery', valueBind: 'ID', labelBind: 'NAME' } } },
        { field: 'orgId', condition: 'EQ', defaultType: '3' },
      ]),
    };
    render(<CustomDialogView model={model(definition)} locale="zh-CN" source={source} params={{ orgId: '42' }} />);
    await screen.findByText('员工1');
    expect(source.queryOptions).toHaveBeenCalledWith('deptQuery');
    expect(source.getListData.mock.lastCall?.[2]).toEqual({ orgId: '42' });
  });
});

describe('CustomDialogView errors', () => {
  it('shows invalid POST parameters as a toast and an alert, and requests nothing', async () => {
    const source = fakeSource();
    const definition = { ...listDefinition, dsType: 'restful' as const, url: '/api/list', requestType: 'POST' as const, dataParam: '{"scope": all}' };
    render(<CustomDialogView model={model(definition)} locale="zh-CN" source={source} />);
    await waitFor(() => expect(toastText()).toContain('POST参数不是有效的JSON格式'));
    const results = await screen.findByRole('region', { name: '选择员工：查询结果' });
    expect(within(results).getByRole('alert').textContent).toContain('POST参数不是有效的JSON格式');
    expect(source.callRestful).not.toHaveBeenCalled();
    expect(source.getListData).not.toHaveBeenCalled();
  });

  it('reads a RESTful answer, and reports an unusable one with the catalogue’s text', async () => {
    const definition = { ...listDefinition, dsType: 'restful' as const, url: '${form}/api/list', requestType: 'GET' as const, listKey: 'data.list', totalKey: 'data.total', pageKey: 'pageNo', pageSizeKey: 'limit' };
    const source = fakeSource();
    const { unmount } = render(<CustomDialogView model={model(definition)} locale="zh-CN" source={source} />);
    await screen.findByText('门户项目');
    expect(source.callRestful).toHaveBeenCalledWith({ url: '${form}/api/list', method: 'GET', headers: {}, params: { pageNo: 1, limit: 20 } });
    unmount();

    render(<CustomDialogView model={model(definition, 'en-US')} locale="en-US" source={fakeSource({ callRestful: vi.fn(async (): Promise<unknown> => '{"data":{"rows":[]}}') })} />);
    const results = await screen.findByRole('region', { name: 'Choose employees: results' });
    await waitFor(() => expect(within(results).getByRole('alert').textContent).toContain('No list could be taken from the answer'));
    expect(toastText()).toContain('No list could be taken from the answer');
  });

  it('shows a failed load in place with a retry button', async () => {
    let fail = true;
    const source = fakeSource();
    const working = source.getListData.getMockImplementation()!;
    source.getListData.mockImplementation(async (alias, filter, params) => {
      if (fail) throw new Error('服务器错误');
      return working(alias, filter, params);
    });
    render(<CustomDialogView model={model(listDefinition)} locale="zh-CN" source={source} />);
    const results = await screen.findByRole('region', { name: '选择员工：查询结果' });
    const alert = await within(results).findByRole('alert');
    expect(alert.textContent).toContain('服务器错误');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await screen.findByText('员工1');
  });
});

describe('CustomDialogView as a tree', () => {
  const treeDefinition: CustomDialogDefinition = {
    alias: 'deptTree',
    name: '选择部门',
    style: 1,
    displayfield: JSON.stringify({ id: 'id', pid: 'pid', displayName: 'name' }),
    selectNum: -1,
    childrenCheck: 1,
  };

  it('chooses a node with its descendants when childrenCheck is on, and filters', async () => {
    const onSelectionChange = vi.fn();
    render(<CustomDialogView model={model(treeDefinition)} locale="zh-CN" source={fakeSource()} onSelectionChange={onSelectionChange} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: '研发中心' }));
    expect(onSelectionChange.mock.lastCall?.[0].map((row: DialogRow) => row.ID)).toEqual(['rd', 'rd1']);
    fireEvent.click(screen.getByRole('checkbox', { name: '研发中心' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);

    fireEvent.click(screen.getByRole('button', { name: '收起 总部' }));
    expect(screen.queryByRole('checkbox', { name: '财务部' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '展开 总部' }));
    fireEvent.change(screen.getByLabelText('筛选 选择部门'), { target: { value: '平台' } });
    expect(screen.getByRole('checkbox', { name: '平台研发部' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '财务部' })).toBeNull();
  });

  it('offers only leaves when parentCheck is off, one at a time', async () => {
    const onSelectionChange = vi.fn();
    render(<CustomDialogView model={model({ ...treeDefinition, selectNum: 1, parentCheck: 0 })} locale="zh-CN" source={fakeSource()} onSelectionChange={onSelectionChange} />);
    const leaf = await screen.findByRole('radio', { name: '平台研发部' });
    expect(screen.queryByRole('radio', { name: '研发中心' })).toBeNull();
    fireEvent.click(leaf);
    fireEvent.click(screen.getByRole('radio', { name: '财务部' }));
    expect(onSelectionChange.mock.lastCall?.[0].map((row: DialogRow) => row.ID)).toEqual(['fn']);
  });
});

describe('customDialogKind', () => {
  it('renders through the engine with the page’s source', async () => {
    const engine = createEngine({ kinds: [customDialogKind] });
    const result = engine.prepare('customDialog', listDefinition, { locale: 'en-US' });
    expect(result.ok).toBe(true);
    await act(async () => {
      render(<SchemaRenderer engine={engine} result={result} path="replay" locale="en-US" view={{ source: fakeSource(), mode: 'browse' }} />);
    });
    expect(await screen.findByRole('region', { name: 'Choose employees: results' })).toBeTruthy();
    expect(await screen.findByText('员工1')).toBeTruthy();
  });
});
