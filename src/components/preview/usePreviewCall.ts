// One call of the preview (the answer, or a file's bytes) per key, with a retry. Not SWR: a PDF's bytes must not
// stay in a global cache after the dialog closes.
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../api/http';

export interface PreviewCall<T> {
  /** undefined while loading */
  result?: ApiResult<T>;
  retry: () => void;
}

export function usePreviewCall<T>(key: string, load: (key: string) => Promise<ApiResult<T>>): PreviewCall<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; result: ApiResult<T> }>();
  useEffect(() => {
    let current = true;
    void load(key).then((result) => {
      if (current) setAnswer({ key, attempt, result });
    });
    return () => {
      current = false;
    };
    // `load` is a plain function of the key: a new closure each render must not reload.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const fresh = answer && answer.key === key && answer.attempt === attempt;
  return { result: fresh ? answer.result : undefined, retry };
}
