// After a save: the server's message as a success toast for 1.5 s (spec 02-process §7.10), then back to the
// list with fresh data. A failure (HTTP error or state false) is already shown by the request layer, so nothing is added.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { Toast } from '@douyinfe/semi-ui-19';
import { TOAST_SECONDS } from '../../../components/toast';
import type { ApiResult } from '../../../api/http';
import type { CommonResult } from '../../../api/types';

export function toastSuccess(message: string): void {
  Toast.success({ content: message, duration: TOAST_SECONDS });
}

export function useSaveAndReturn(listPath: string) {
  const { t } = useTranslation('personalFlow');
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  /** The answer, for a page that shows a refusal itself (a quiet call). */
  const save = async (call: Promise<ApiResult<CommonResult<unknown>>>) => {
    setSaving(true);
    const answer = await call;
    setSaving(false);
    if (!answer.ok) return answer;
    toastSuccess(answer.data?.message || t('list.operationSuccess'));
    // The lists and records loaded a moment ago are stale now (SWR would dedupe their reload for 2 s).
    void mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('personalFlow:'));
    void navigate(listPath);
    return answer;
  };
  return { saving, save };
}
