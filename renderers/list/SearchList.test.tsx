// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListColumn, ListPage } from './columns';
import type { ListCondition } from './conditions';
import { SearchList, type FetchPage, type PageRequest } from './SearchList';

afterEach(cleanup);

const conditions: ListCondition[] = [{ field: 'name', label: '姓名', operation: 'LIKE', dataType: 'text', control: 'text', defaultValue: '王' }];
const columns: ListColumn[] = [{ field: 'name', title: '姓名' }];
const pageOf = (names: string[], page = 1): ListPage => ({ rows: names.map((name) => ({ id: name, name })), total: 30, page, pageSize: 10 });

describe('SearchList', () => {
  it('searches on opening with the defaults, shows a placeholder until the first answer, and pages', async () => {
    const fetchPage = vi.fn<FetchPage>(async ({ page }) => pageOf([`第${page}页`], page));
    render(<SearchList conditions={conditions} columns={columns} fetchPage={fetchPage} label="结果" locale="zh-CN" paging="server" pageSize={10} />);
    expect(screen.getByRole('status').textContent).toBe('正在加载...');
    await screen.findByText('第1页');
    expect(fetchPage).toHaveBeenCalledWith({ values: { name: '王' }, page: 1, pageSize: 10, sort: undefined });
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    await screen.findByText('第3页');
  });

  it('drops an answer that a newer search superseded', async () => {
    const pending: ((page: ListPage) => void)[] = [];
    const fetchPage = vi.fn<FetchPage>((request: PageRequest) => new Promise((resolve) => pending.push((page) => resolve({ ...page, rows: [{ id: String(request.values.name), name: String(request.values.name) }] }))));
    render(<SearchList conditions={conditions} columns={columns} fetchPage={fetchPage} label="结果" locale="zh-CN" paging="none" searchOnMount={false} />);
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '旧' } });
    fireEvent.submit(screen.getByRole('search'));
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '新' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(pending).toHaveLength(2));
    pending[1](pageOf([]));
    await screen.findByText('新');
    pending[0](pageOf([]));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('旧')).toBeNull();
  });

  it('reports a failed search in place and to onError; a blocked list never searches and reports once', async () => {
    const onError = vi.fn();
    const failing = vi.fn<FetchPage>(async () => Promise.reject(new Error('返回的数据为空')));
    const { unmount } = render(<SearchList conditions={[]} columns={columns} fetchPage={failing} label="结果" locale="zh-CN" paging="none" onError={onError} />);
    expect((await screen.findByRole('alert')).textContent).toContain('返回的数据为空');
    expect(onError).toHaveBeenCalledWith('返回的数据为空');
    unmount();
    const never = vi.fn<FetchPage>();
    const blockedError = vi.fn();
    render(<SearchList conditions={[]} columns={columns} fetchPage={never} label="结果" locale="zh-CN" paging="none" onError={blockedError} blockedBy="条件字段的JSON格式错误" />);
    expect((await screen.findByRole('alert')).textContent).toContain('条件字段的JSON格式错误');
    expect(blockedError).toHaveBeenCalledTimes(1);
    expect(never).not.toHaveBeenCalled();
  });
});
