// Short links /surl/… (spec §2, §8).
import { request, type ApiResult, type CallOptions } from './http';
import type { CommonResult } from './types';

export interface LongUrl {
  /** a token that lets an anonymous visitor open the target */
  guestToken?: string;
  url: string;
}

/** GET ${portal}/portal/shorturlManage/v1/getLongUrlByShortUrl?shortUrl */
export function getLongUrl(shortUrl: string, options: CallOptions = { quiet: true }): Promise<ApiResult<CommonResult<LongUrl>>> {
  return request<CommonResult<LongUrl>>({
    url: '${portal}/portal/shorturlManage/v1/getLongUrlByShortUrl',
    params: { shortUrl },
    ...options,
  });
}
