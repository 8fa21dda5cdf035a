// What the chart renderer needs from its host: the chart's rows for a QueryFilter. The portal answers it
// with POST /form/customChart/v1/getListData?alias=<id> (src/engine/sources.ts); replay answers it from
// recorded rows (./recordedSource.ts). The renderer gets it as `view.source`.
import type { ListOperation } from '../../list/conditions';

export interface ChartQueryField {
  property: string;
  /** A value; for BETWEEN the pair [from, to] ('' = open side), for IN the values. */
  value: string | string[];
  operation: ListOperation;
  relation: 'AND';
  group: 'main';
}

export interface ChartQueryFilter {
  pageBean: { page: number; pageSize: number; showTotal: boolean };
  querys: ChartQueryField[];
  sorter: { property: string; direction: 'ASC' | 'DESC' }[];
}

/** A row as the server sends it: UPPER-CASE column names. */
export type ChartRow = Readonly<Record<string, unknown>>;

export interface ChartPage {
  rows: ChartRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CustomChartSource {
  /** Rejects with an Error whose message the renderer shows. */
  getListData(chartId: string, filter: ChartQueryFilter): Promise<ChartPage>;
}

export function isCustomChartSource(value: unknown): value is CustomChartSource {
  return typeof value === 'object' && value !== null && typeof (value as { getListData?: unknown }).getListData === 'function';
}
