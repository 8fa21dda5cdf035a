import { describe, expect, it } from 'vitest';
import { answerFromRows, createRecordedChartSource, NoRecordedRowsError } from './recordedSource';
import type { ChartQueryField, ChartQueryFilter } from './source';

const rows = [
  { REGION: '华北', AMOUNT: 300, MONTH: '2025-01' },
  { REGION: '华东', AMOUNT: 500, MONTH: '2025-02' },
  { REGION: '华南', AMOUNT: 100, MONTH: '2025-03' },
  { REGION: '西北', AMOUNT: 200, MONTH: '2025-04' },
];
const filter = (querys: ChartQueryField[] = [], change: Partial<ChartQueryFilter> = {}): ChartQueryFilter => ({
  pageBean: { page: 1, pageSize: 10, showTotal: true },
  querys,
  sorter: [],
  ...change,
});
const query = (property: string, operation: ChartQueryField['operation'], value: ChartQueryField['value']): ChartQueryField => ({ property, operation, value, relation: 'AND', group: 'main' });
const regions = (querys: ChartQueryField[]) => answerFromRows(rows, filter(querys)).rows.map((row) => row.REGION);

describe('the recorded chart source', () => {
  it('filters by the columns the rows carry, like the server', () => {
    expect(regions([query('region', 'EQUAL', '华北')])).toEqual(['华北']);
    expect(regions([query('region', 'LIKE', '华')])).toEqual(['华北', '华东', '华南']);
    expect(regions([query('region', 'RIGHT_LIKE', '西')])).toEqual(['西北']);
    expect(regions([query('region', 'IN', ['华东', '西北'])])).toEqual(['华东', '西北']);
    expect(regions([query('amount', 'GREAT_EQUAL', '300')])).toEqual(['华北', '华东']);
    expect(regions([query('amount', 'BETWEEN', ['150', ''])])).toEqual(['华北', '华东', '西北']);
    expect(regions([query('month', 'BETWEEN', ['2025-02', '2025-03'])])).toEqual(['华东', '华南']);
    expect(regions([query('region', 'LIKE', "' OR 1=1 --")])).toEqual([]);
  });

  it('ignores conditions on columns it does not have (aggregated away when recorded)', () => {
    expect(regions([query('sale_date', 'BETWEEN', ['2025-01-01', '2025-01-31'])])).toHaveLength(4);
  });

  it('sorts and pages, with an exact total', () => {
    const page = answerFromRows(rows, filter([], { pageBean: { page: 2, pageSize: 3, showTotal: true }, sorter: [{ property: 'amount', direction: 'DESC' }] }));
    expect(page).toEqual({ rows: [rows[2]], total: 4, page: 2, pageSize: 3 });
  });

  it('rejects with NoRecordedRowsError when the fixture has no recorded rows', async () => {
    await expect(createRecordedChartSource(undefined).getListData('1', filter())).rejects.toBeInstanceOf(NoRecordedRowsError);
    await expect(createRecordedChartSource({ rows }).getListData('1', filter())).resolves.toMatchObject({ total: 4 });
  });
});
