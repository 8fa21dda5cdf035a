// The end of a work-hour action (spec 03-portal §8): a refusal with state false shows the server's message as an
// error, a success its message (or ours); a failed request has been shown by the request layer.
import { Toast } from '@douyinfe/semi-ui-19';
import type { ApiResult } from '../../api/http';
import type { CommonResult } from '../../api/types';
import { TOAST_SECONDS } from '../../components/toast';

/** True when the action happened. */
export function announce(answer: ApiResult<CommonResult<unknown>>, fallback: string): boolean {
  if (!answer.ok) return false;
  if (answer.data?.state === false) {
    Toast.error({ content: answer.data.message || fallback, duration: TOAST_SECONDS });
    return false;
  }
  Toast.success({ content: answer.data?.message || fallback, duration: TOAST_SECONDS });
  return true;
}
