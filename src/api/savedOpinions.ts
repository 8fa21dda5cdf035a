// Saved opinions (暂存意见, spec 02-process §7.1 "Opinion"): a handler's own opinion texts to pick again on any
// task. Shapes: docs/flow.md "Saved opinions".
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

const TASK = '${bpmRunTime}/runtime/task/v1';

export interface SavedOpinion {
  id: string;
  opinion: string;
  /** where it was saved last */
  procInstId: string;
  taskId: string;
  createTime: string;
}

/** getBpmSaveOpinionByTeam's answer: `value` is the text saved at that task ('' for none), `rows` all of the caller's, newest first. */
export type SavedOpinionsAnswer = CommonResult<string> & { rows: SavedOpinion[] };

/** GET getBpmSaveOpinionByTeam?instId=&taskId= */
export const getSavedOpinions = (place: { instId: string; taskId: string }, options?: CallOptions): Promise<ApiResult<SavedOpinionsAnswer>> =>
  request<SavedOpinionsAnswer>({ url: `${TASK}/getBpmSaveOpinionByTeam`, params: place, ...options });

/** POST createBpmSaveOpinion {procInstId, taskId, opinion, agentLeaderId?}: keeps the text (the same text again moves up). */
export const saveOpinion = (input: { procInstId: string; taskId: string; opinion: string; agentLeaderId?: string }, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: `${TASK}/createBpmSaveOpinion`, method: 'POST', data: input, ...options });

/** DELETE removeBpmSaveOpinion?ids= (Flowdesk's call): removes the caller's own saved opinions. */
export const removeSavedOpinions = (ids: string[], options?: CallOptions): Promise<ApiResult<CommonResult<number>>> =>
  request<CommonResult<number>>({ url: `${TASK}/removeBpmSaveOpinion`, method: 'DELETE', params: { ids: ids.join(',') }, ...options });
