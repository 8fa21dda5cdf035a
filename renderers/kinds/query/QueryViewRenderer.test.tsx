// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adaptQueryView } from './queryViewAdapter';
import type { QueryViewDefinition } from './queryViewDefinition';
import { QueryViewRenderer } from './QueryViewRenderer';
import type { QueryViewSource } from './queryViewSource';
import { createRecordedQueryViewSource } from './recorded';

afterEach(cleanup);

const definition: QueryViewDefinition = {
  sqlAlias: 'employeeSql',
  alias: 'roster',
  name: '员工花名册',
  nameEn: 'Employee roster',
  pageSize: 2,
  shows: JSON.stringify([
    { name: 'code', fieldName: 'code', fieldDesc: '工号', fieldDescEn: 'Code', hidden: '0', defaultSort: '1', sortSeq: 'asc' },
    { name: 'name', fieldName: 'name', fieldDesc: '姓名', fieldDescEn: 'Name', hidden: '0' },
    { name: 'salary', fieldName: 'salary', fieldDesc: '月薪', hidden: '1' },
  ]),
  conditions: JSON.stringify([
    { name: 'name', fieldDesc: '姓名', fieldDescEn: 'Name', condition: 'LK' },
    { name: 'entry_date', fieldDesc: '入职日期', fieldDescEn: 'Entry date', condition: 'BETWEEN', dbType: 'date' },
  ]),
  buttons: JSON.stringify([{ name: 'export', desc: '导出', inRow: '0' }]),
};

const rows = { rows: [{ id: '1', code: 'E1', name: '王伟' }, { id: '2', code: 'E2', name: '李娜' }], total: 3, page: 1, pageSize: 2 };

function fakeSource() {
  return {
    getJson: vi.fn<QueryViewSource['getJson']>(),
    getData: vi.fn<QueryViewSource['getData']>(async () => ({ ok: true, data: rows })),
    exportRows: vi.fn<QueryViewSource['exportRows']>(async () => ({ ok: true, data: new Blob() })),
    notifyError: vi.fn<QueryViewSource['notifyError']>(),
  };
}

describe('query view adapter', () => {
  it('leaves hidden shows out, sorts by the default field and offers export when a button says so', () => {
    const model = adaptQueryView(definition, 'en-US');
    expect(model.columns.map((column) => column.title)).toEqual(['Code', 'Name']);
    expect(model.initialSort).toEqual({ field: 'code', direction: 'ASC' });
    expect(model).toMatchObject({ name: 'Employee roster', needPage: true, pageSize: 2, initQuery: true, exportable: true, exportFields: ['code', 'name'] });
    expect(adaptQueryView({ ...definition, shows: '[x]' }, 'zh-CN').errors.map((error) => error.message)).toEqual(['查询视图的显示字段JSON格式错误']);
  });
});

describe('QueryViewRenderer', () => {
  it('searches with a QueryFilter, sorts on the server and exports what it shows', async () => {
    const source = fakeSource();
    render(<QueryViewRenderer model={adaptQueryView(definition, 'zh-CN')} locale="zh-CN" source={source} />);
    await screen.findByText('王伟', undefined, { timeout: 5000 });
    expect(source.getData).toHaveBeenLastCalledWith('employeeSql', 'roster', { pageBean: { page: 1, pageSize: 2, showTotal: true }, querys: [], sorter: [{ property: 'code', direction: 'ASC' }] });

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '王' } });
    // The date control loads on demand; until it is in, a disabled input of the same label stands in.
    await waitFor(() => expect(screen.getByLabelText('入职日期（起）')).toHaveProperty('disabled', false), { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('入职日期（起）'), { target: { value: '2020-01-01' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() =>
      expect(source.getData).toHaveBeenLastCalledWith('employeeSql', 'roster', {
        pageBean: { page: 1, pageSize: 2, showTotal: true },
        querys: [
          { property: 'name', value: '王', operation: 'LIKE', relation: 'AND', group: 'main' },
          { property: 'entry_date', value: ['2020-01-01', ''], operation: 'BETWEEN', relation: 'AND', group: 'main' },
        ],
        sorter: [{ property: 'code', direction: 'ASC' }],
      }),
    );

    fireEvent.click(screen.getByText('姓名', { selector: '.semi-table-row-head *' }));
    await waitFor(() => expect(source.getData.mock.lastCall?.[2].sorter).toEqual([{ property: 'name', direction: 'ASC' }]));

    fireEvent.click(screen.getByRole('button', { name: '导出全部数据' }));
    await waitFor(() => expect(source.exportRows).toHaveBeenCalledWith('employeeSql', 'roster', 'all', ['code', 'name'], expect.objectContaining({ sorter: [{ property: 'name', direction: 'ASC' }] })));
  });

  it('waits for a search when the view does not search on opening; replay offers no export', async () => {
    const source = createRecordedQueryViewSource({ pages: [rows] }, vi.fn());
    render(<QueryViewRenderer model={adaptQueryView({ ...definition, initQuery: 0 }, 'en-US')} locale="en-US" source={source} />);
    expect(screen.getByText('No data')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('王伟', undefined, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Export all rows' })).toBeNull();
  });
});
