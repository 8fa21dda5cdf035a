// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListTable } from './ListTable';
import type { ListColumn } from './columns';

afterEach(cleanup);

const columns: ListColumn[] = [
  { field: 'code', title: '工号', sortable: true },
  { field: 'name', title: '姓名' },
];
const rows = [
  { ID: 'e1', code: 'E00001', name: '王伟' },
  { ID: 'e2', code: 'E00002', name: '<img src=x onerror=alert(1)>' },
];

describe('ListTable', () => {
  it('shows rows as text, with the total and a pager', () => {
    const onPageChange = vi.fn();
    render(<ListTable columns={columns} rows={rows} label="员工" locale="zh-CN" paging={{ page: 1, pageSize: 10, total: 25 }} onPageChange={onPageChange} />);
    const region = screen.getByRole('region', { name: '员工' });
    expect(within(region).getByText('王伟')).toBeTruthy();
    expect(within(region).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(region.querySelector('img')).toBeNull();
    expect(screen.getByText('共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByText('2'));
    expect(onPageChange).toHaveBeenCalledWith(2, 10);
  });

  it('marks a negative amount with its minus sign and the negative class', () => {
    const amounts: ListColumn[] = [{ field: 'name', title: '项目' }, { field: 'balance', title: '余额', number: { decimals: 2 } }];
    render(<ListTable columns={amounts} rows={[{ ID: 'a', name: '甲', balance: -1500 }, { ID: 'b', name: '乙', balance: 2500000 }]} label="余额" locale="zh-CN" />);
    const negative = screen.getByText('-1,500.00');
    expect(negative.className).toBe('fd-list-number fd-list-negative');
    expect(screen.getByText('2,500,000.00').className).toBe('fd-list-number');
  });

  it('replaces the rows when a new page arrives, with or without ids', () => {
    const rowsOf = (container: HTMLElement) => [...container.querySelectorAll('.semi-table-tbody .semi-table-row')].map((row) => row.textContent);
    const next = [{ ID: 'e5', code: 'E00005', name: '赵敏' }, { ID: 'e6', code: 'E00006', name: '孙浩' }];
    const { container, rerender } = render(<ListTable columns={columns} rows={rows} label="员工" locale="zh-CN" />);
    rerender(<ListTable columns={columns} rows={next} label="员工" locale="zh-CN" />);
    expect(rowsOf(container)).toEqual(['E00005赵敏', 'E00006孙浩']);
    const withoutIds = next.map(({ code, name }) => ({ code, name }));
    rerender(<ListTable columns={columns} rows={withoutIds.slice(0, 1)} label="员工" locale="zh-CN" />);
    rerender(<ListTable columns={columns} rows={withoutIds.slice(1)} label="员工" locale="zh-CN" />);
    expect(rowsOf(container)).toEqual(['E00006孙浩']);
  });

  it('reports sorting of sortable columns: ascending, descending, none', () => {
    const onSortChange = vi.fn();
    const { rerender } = render(<ListTable columns={columns} rows={rows} label="员工" locale="zh-CN" onSortChange={onSortChange} />);
    fireEvent.click(screen.getByText('工号'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', direction: 'ASC' });
    rerender(<ListTable columns={columns} rows={rows} label="员工" locale="zh-CN" onSortChange={onSortChange} sort={{ field: 'code', direction: 'ASC' }} />);
    fireEvent.click(screen.getByText('工号'));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', direction: 'DESC' });
  });

  it('shows the empty, loading and error states in the language asked for', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<ListTable columns={columns} rows={[]} label="Staff" locale="en-US" />);
    expect(screen.getByText('No data')).toBeTruthy();
    rerender(<ListTable columns={columns} rows={[]} label="Staff" locale="en-US" loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    rerender(<ListTable columns={columns} rows={[]} label="Staff" locale="en-US" error="The server failed" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The server failed');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('selects one row at a time in single mode, with labelled checkboxes', () => {
    const onChange = vi.fn();
    render(<ListTable columns={columns} rows={rows} label="员工" locale="zh-CN" selection={{ mode: 'single', selectedKeys: ['e1'], onChange }} />);
    const second = screen.getByRole('checkbox', { name: '选择第 2 行' });
    fireEvent.click(second);
    expect(onChange).toHaveBeenLastCalledWith(['e2'], [rows[1]]);
  });

  it('virtualizes long pages: only the rows in view are rendered, inside a focusable grid', async () => {
    const many = Array.from({ length: 2000 }, (_, index) => ({ ID: `e${index}`, code: `E${index}`, name: `员工${index}` }));
    const { container } = render(<ListTable columns={columns} rows={many} label="员工" locale="zh-CN" height={400} rowHeight={40} />);
    expect(screen.getByText('员工0')).toBeTruthy();
    expect(screen.queryByText('员工1999')).toBeNull();
    await waitFor(() => expect(container.querySelector('.semi-table-body')?.getAttribute('role')).toBe('grid'));
    const body = container.querySelector('.semi-table-body')!;
    expect([body.getAttribute('tabindex'), body.getAttribute('aria-label'), body.getAttribute('aria-rowcount')]).toEqual(['0', '员工', '2000']);
  });

  it('formats cells, shows tags and links, and offers per-row actions named for their row', () => {
    const onRemove = vi.fn();
    const onRowClick = vi.fn();
    const RouterLink = ({ href, children, ...rest }: { href: string; children: React.ReactNode; 'aria-label'?: string }) => (
      <a href={`/app${href}`} data-router="yes" {...rest}>
        {children}
      </a>
    );
    const shaped: ListColumn[] = [
      { field: 'code', title: '工号', href: (row) => (row.ID === 'e1' ? `/staff/${String(row.ID)}` : undefined) },
      { field: 'name', title: '姓名', format: (value) => `【${String(value)}】` },
      { field: 'state', title: '状态', tag: (row) => (row.state === '在职' ? 'green' : 'grey') },
    ];
    render(
      <ListTable
        columns={shaped}
        rows={rows.map((row, index) => ({ ...row, state: index === 0 ? '在职' : '离职' }))}
        label="员工"
        locale="zh-CN"
        linkComponent={RouterLink}
        onRowClick={onRowClick}
        actions={{
          title: '操作',
          items: [
            { key: 'view', label: '查看', href: (row) => `/staff/${String(row.ID)}/view`, ariaLabel: (row) => `查看 ${String(row.code)}` },
            { key: 'remove', label: '删除', onClick: onRemove, visible: (row) => row.ID === 'e2', ariaLabel: (row) => `删除 ${String(row.code)}` },
          ],
        }}
      />,
    );
    const grid = screen.getByRole('grid', { name: '员工' });
    expect(within(grid).getByRole('link', { name: 'E00001' }).getAttribute('href')).toBe('/app/staff/e1');
    expect(within(grid).queryByRole('link', { name: 'E00002' })).toBeNull();
    expect(within(grid).getByText('【王伟】')).toBeTruthy();
    expect(within(grid).getByText('在职').closest('.semi-tag-green-light, .semi-tag')).toBeTruthy();
    expect(within(grid).getByRole('link', { name: '查看 E00002' }).getAttribute('href')).toBe('/app/staff/e2/view');
    expect(within(grid).queryByRole('button', { name: '删除 E00001' })).toBeNull();
    fireEvent.click(within(grid).getByRole('button', { name: '删除 E00002' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ ID: 'e2' }));
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('shows its own empty text and names what failed', () => {
    const { rerender } = render(<ListTable columns={columns} rows={[]} label="员工" locale="zh-CN" emptyText="还没有员工" />);
    expect(screen.getByText('还没有员工')).toBeTruthy();
    rerender(<ListTable columns={columns} rows={[]} label="员工" locale="zh-CN" error="服务器内部错误" errorTitle="员工加载失败" />);
    expect(screen.getByRole('alert').textContent).toContain('员工加载失败');
    expect(screen.getByRole('alert').textContent).toContain('服务器内部错误');
  });
});
