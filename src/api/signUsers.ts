// Adding people to a round under way (spec 02-process §7.1; docs/flow.md "Adding voters and signers"). Both take
// the original's AssignParamObject: `userId` is a comma list of user ids.
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

const TASK = '${bpmRunTime}/runtime/task/v1';

export interface AddPeopleBody {
  taskId: string;
  /** comma-separated user ids */
  userId: string;
  opinion: string;
}

/** POST taskSignUsers (会签任务加签): the users become voters of the countersign the caller votes in; value = how many. */
export const addCountersignVoters = (body: AddPeopleBody, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: `${TASK}/taskSignUsers`, method: 'POST', data: { messageType: 'inner', ...body }, ...options });

/** POST taskCustomSignUsers (添加签署人员): the users join the sign line or sequence the caller signs in. */
export const addRoundSigners = (body: AddPeopleBody, options?: CallOptions): Promise<ApiResult<CommonResult<string>>> =>
  request<CommonResult<string>>({ url: `${TASK}/taskCustomSignUsers`, method: 'POST', data: { messageType: 'inner', ...body }, ...options });
