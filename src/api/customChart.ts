// Custom chart calls (spec 03-portal §7, contract notes §2.10) and the portal's CustomChartSource built from
// them (APP_SOURCES.customChart). The data calls are quiet — the chart shows its own errors in place — and
// may run side by side (the chart's load and a data-tab page ask the same address; the renderer drops stale answers).
import type { ChartPage, ChartQueryFilter, CustomChartDefinition, CustomChartSource } from '../../renderers';
import { request, unwrap, type ApiResult, type CallOptions } from './http';

/** GET ${form}/form/customChart/v1/get/{id} → the bare definition (Flowdesk's server also accepts the alias). */
export function getCustomChart(idOrAlias: string, options?: CallOptions): Promise<ApiResult<CustomChartDefinition>> {
  return request<CustomChartDefinition>({ url: `\${form}/form/customChart/v1/get/${encodeURIComponent(idOrAlias)}`, ...options });
}

/** POST ${form}/form/customChart/v1/getListData?alias=<id> — the parameter is named alias but holds the id. */
export function getChartListData(chartId: string, filter: ChartQueryFilter, options?: CallOptions): Promise<ApiResult<ChartPage>> {
  return request<ChartPage>({ url: '${form}/form/customChart/v1/getListData', method: 'POST', params: { alias: chartId }, data: filter, ...options });
}

/** The answer of getEchartsData: a chart's default view as ECharts-style series (docs/customChart.md). */
export interface EchartsData {
  id: string;
  alias: string;
  title: string;
  style: number;
  unit: string;
  legend: string[];
  xAxis: string[];
  series: { field: string; name: string; type: string; data: unknown[] }[];
  total: number;
}

/** GET ${bpmRunTime}/runtime/report/v1/getEchartsData?id=<id or alias> */
export function getEchartsData(idOrAlias: string, options?: CallOptions): Promise<ApiResult<EchartsData>> {
  return request<EchartsData>({ url: '${bpmRunTime}/runtime/report/v1/getEchartsData', params: { id: idOrAlias }, ...options });
}

const DATA_CALL: CallOptions = { quiet: true, allowDuplicate: true };

export function createAppChartSource(): CustomChartSource {
  return { getListData: (chartId, filter) => unwrap(getChartListData(chartId, filter, DATA_CALL)) };
}
