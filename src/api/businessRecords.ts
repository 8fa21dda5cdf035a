// Processes of business records (spec 02-process §7.2; docs/flow.md "Processes of business records"): a data
// template's row starts its process (startForm), and the template asks which instance each row has.
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

const INSTANCE = '${bpmRunTime}/runtime/instance/v1';

/** POST startForm?defKey|defId=&businessKey=&boAlias=&templateAlias= (empty body): the record starts the process; value = instance id. */
export const startProcessOfRecord = (
  query: { defKey: string; businessKey: string; boAlias: string; templateAlias?: string } | { defId: string; businessKey: string; boAlias: string; templateAlias?: string },
  options?: CallOptions,
): Promise<ApiResult<CommonResult<string>>> => request<CommonResult<string>>({ url: `${INSTANCE}/startForm`, method: 'POST', params: query, data: {}, ...options });

/** The flow columns of a record's instance ({} when it has none the caller may see). */
export interface RecordInstance {
  bpm_proc_inst_id_?: string;
  bpm_subject_?: string;
  bpm_proc_def_name_?: string;
  bpm_status_?: string;
  bpm_create_time_?: string;
  bpm_end_time_?: string;
  bpm_is_forbidden_?: number;
  bpm_creator_?: string;
}

/** POST getInstanceByPks?boDefAlias= with the records' ids: value maps every id to its instance's columns. */
export const getInstancesOfRecords = (boDefAlias: string, ids: string[], options?: CallOptions): Promise<ApiResult<CommonResult<Record<string, RecordInstance>>>> =>
  request<CommonResult<Record<string, RecordInstance>>>({ url: `${INSTANCE}/getInstanceByPks`, method: 'POST', params: { boDefAlias }, data: ids, ...options });
