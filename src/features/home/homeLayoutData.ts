// Home's layout answer (vueFrontHome) under one SWR key: read by HomePage, asked again after a layout change
// (useMyLayout), and asked for early beside the session check (src/app/firstData.ts).
import { preload } from 'swr';
import { unwrap, type CallOptions } from '../../api/http';
import { getHomeLayout } from '../../api/portal';
import type { CommonResult } from '../../api/types';

/** vueFrontHome's answer: the layout as Base64 JSON in `value`. */
export type HomeLayoutAnswer = CommonResult<string>;

export const HOME_LAYOUT_KEY = 'home:layout';

export const homeLayoutKey = (language: string) => [HOME_LAYOUT_KEY, language] as const;

export const fetchHomeLayout = (options: CallOptions = {}) => unwrap(getHomeLayout({ quiet: true, batch: true, ...options }));

/** Starts the layout call now; HomePage's useSWR takes its answer. Quiet on 401: an invalid session is the guard's to report. */
export function preloadHomeLayout(language: string): Promise<HomeLayoutAnswer> {
  const answer = preload(homeLayoutKey(language), () => fetchHomeLayout({ noLoginRedirect: true }));
  answer.catch(() => undefined);
  return answer;
}
