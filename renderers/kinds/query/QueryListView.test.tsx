// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adaptCustomQuery } from './adapter';
import { CustomQueryByAlias } from './CustomQueryByAlias';
import type { CustomQueryDefinition } from './definition';
import { QueryListView } from './QueryListView';
import type { CustomQuerySource } from './source';

afterEach(cleanup);

const definition: CustomQueryDefinition = {
  alias: 'employeeSearch',
  name: '员工查询',
  nameEn: 'Employee search',
  dsType: 'dataSource',
  needPage: 1,
  pageSize: 2,
  conditionfield: JSON.stringify([
    { field: 'name', comment: '姓名', commentEn: 'Name', condition: 'LK', defaultType: '4' },
    { field: 'owner', comment: '负责人', condition: 'EQ', defaultType: '1' },
    { field: 'region', condition: 'EQ', defaultType: '2', defaultValue: '华东' },
  ]),
  resultfield: JSON.stringify([
    { field: 'code', comment: '工号', commentEn: 'Code' },
    { field: 'name', comment: '姓名', commentEn: 'Name' },
  ]),
};

function fakeSource(answer: (page: number) => unknown) {
  return {
    getByAlias: vi.fn<CustomQuerySource['getByAlias']>(async () => definition),
    doQuery: vi.fn<CustomQuerySource['doQuery']>(async (_alias, _params, page) => ({ ok: true, data: answer(page) })),
    callRest: vi.fn<CustomQuerySource['callRest']>(),
    notifyError: vi.fn<CustomQuerySource['notifyError']>(),
  };
}

const page = (n: number) => ({ rows: [{ id: `e${n}a`, code: `E${n}1`, name: `王${n}` }, { id: `e${n}b`, code: `E${n}2`, name: `李${n}` }], total: 5, page: n, pageSize: 2 });

describe('QueryListView', () => {
  it('queries on opening with the defaults and the page’s parameters, then pages on the server', async () => {
    const source = fakeSource(page);
    render(<QueryListView model={adaptCustomQuery(definition, 'zh-CN')} locale="zh-CN" source={source} params={{ owner: 'u1' }} />);
    expect(screen.getByRole('heading', { name: '员工查询' })).toBeTruthy();
    await screen.findByText('王1', undefined, { timeout: 5000 });
    expect(source.doQuery).toHaveBeenLastCalledWith('employeeSearch', [{ key: 'name', value: '' }, { key: 'owner', value: 'u1' }, { key: 'region', value: '华东' }], 1, 'POST');
    expect(screen.getByLabelText<HTMLInputElement>('负责人').value).toBe('u1');
    expect(screen.getByText('共 5 条')).toBeTruthy();
    fireEvent.click(screen.getByText('2'));
    await screen.findByText('王2', undefined, { timeout: 5000 });
    expect(source.doQuery).toHaveBeenLastCalledWith('employeeSearch', expect.any(Array), 2, 'POST');
  });

  it('searches with what was typed, from page 1', async () => {
    const source = fakeSource(page);
    render(<QueryListView model={adaptCustomQuery(definition, 'en-US')} locale="en-US" source={source} />);
    await screen.findByText('王1', undefined, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: "O'Brien %_" } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(source.doQuery).toHaveBeenLastCalledWith('employeeSearch', [{ key: 'name', value: "O'Brien %_" }, { key: 'owner', value: '' }, { key: 'region', value: '华东' }], 1, 'POST'));
  });

  it('shows an unreadable answer as an error toast and in place', async () => {
    const source = fakeSource(() => '');
    render(<QueryListView model={adaptCustomQuery(definition, 'zh-CN')} locale="zh-CN" source={source} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('返回的数据为空');
    expect(source.notifyError).toHaveBeenCalledWith('返回的数据为空');
  });

  it('does not query a broken definition: its error is toasted once and shown', async () => {
    const source = fakeSource(page);
    render(<QueryListView model={adaptCustomQuery({ ...definition, conditionfield: '[{]' }, 'zh-CN')} locale="zh-CN" source={source} />);
    expect((await screen.findByRole('alert')).textContent).toContain('条件字段的JSON格式错误');
    expect(source.notifyError).toHaveBeenCalledTimes(1);
    expect(source.doQuery).not.toHaveBeenCalled();
  });

  it('sorts an unpaged list locally, starting from the stored order', async () => {
    const model = adaptCustomQuery({ ...definition, needPage: 0, sortfield: '[{"field":"code","sortType":"DESC"}]' }, 'zh-CN');
    const source = fakeSource(() => ({ rows: [{ code: 'A', name: '甲' }, { code: 'C', name: '丙' }, { code: 'B', name: '乙' }], total: 3, page: 1, pageSize: 3 }));
    render(<QueryListView model={model} locale="zh-CN" source={source} />);
    await screen.findByText('丙', undefined, { timeout: 5000 });
    const region = screen.getByRole('region', { name: '员工查询：查询结果' });
    const names = () => within(region).getAllByRole('gridcell').filter((cell) => ['甲', '乙', '丙'].includes(cell.textContent ?? '')).map((cell) => cell.textContent);
    expect(names()).toEqual(['丙', '乙', '甲']);
    // descending → no order (as answered) → ascending
    fireEvent.click(within(region).getByText('工号'));
    await waitFor(() => expect(names()).toEqual(['甲', '丙', '乙']));
    fireEvent.click(within(region).getByText('工号'));
    await waitFor(() => expect(names()).toEqual(['甲', '乙', '丙']));
  });
});

describe('CustomQueryByAlias', () => {
  it('loads the definition by alias and shows it', async () => {
    const source = fakeSource(page);
    render(<CustomQueryByAlias alias="employeeSearch" locale="zh-CN" source={source} />);
    expect(screen.getByRole('status').textContent).toBe('正在加载关联查询定义...');
    await screen.findByText('王1', undefined, { timeout: 5000 });
    expect(source.getByAlias).toHaveBeenCalledWith('employeeSearch');
  });

  it('reports an alias without a definition as unfound: toast and in place', async () => {
    const source = { ...fakeSource(page), getByAlias: vi.fn<CustomQuerySource['getByAlias']>(() => new Promise<never>(() => undefined)) };
    render(<CustomQueryByAlias alias="lostQuery" locale="zh-CN" source={source} timeoutMs={20} />);
    expect((await screen.findByRole('alert')).textContent).toBe('未找到别名为lostQuery的关联查询');
    expect(source.notifyError).toHaveBeenCalledWith('未找到别名为lostQuery的关联查询');
  });
});
