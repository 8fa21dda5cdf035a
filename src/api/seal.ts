// Electronic seal of the current user (spec §3, §5).
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

export interface Seal {
  id?: string;
  fileId?: string;
  picUrl?: string;
  userId?: string;
}

export interface SaveSealInput {
  /** uploaded png of the seal image */
  fileId: string;
  /** the login password, proving who saves */
  oldPassWord: string;
  /** the new seal password and its confirmation */
  password: string;
  confirmPwd: string;
}

/** GET ${uc}/uc/electronicSeal/v1/getSealByCurrentUserId — null/empty when the user has none. */
export function getMySeal(options?: CallOptions): Promise<ApiResult<Seal | null>> {
  return request<Seal | null>({ url: '${uc}/uc/electronicSeal/v1/getSealByCurrentUserId', ...options });
}

/** POST ${uc}/uc/electronicSeal/v1/userSave */
export function saveSeal(input: SaveSealInput, options?: CallOptions): Promise<ApiResult<CommonResult>> {
  return request<CommonResult>({ url: '${uc}/uc/electronicSeal/v1/userSave', method: 'POST', data: input, ...options });
}
