// One save of an administration dialog: the call (quiet: the dialog shows the refusal itself), the server's
// message as a success toast, or its refusal kept for the dialog's announced error.
import { useState } from 'react';
import { Toast } from '@douyinfe/semi-ui-19';
import type { ApiResult } from '../../api/http';
import { TOAST_SECONDS } from '../../components/toast';

export function useSave() {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const save = async (call: () => Promise<ApiResult<{ message?: string } | unknown>>, fallback: string): Promise<boolean> => {
    setSaving(true);
    setError(undefined);
    try {
      const answer = await call();
      if (!answer.ok) {
        setError(answer.message ?? fallback);
        return false;
      }
      const message = (answer.data as { message?: string } | undefined)?.message;
      Toast.success({ content: message || fallback, duration: TOAST_SECONDS });
      return true;
    } finally {
      setSaving(false);
    }
  };
  return { saving, error, setError, save };
}
