// A REST column's data (data mode 3): the call its adapter built, with the user's account and id filled in, cached
// by SWR per column and language. Home's first load asks for it with the column definitions (askColumnsEarly in
// ./useColumnDefinition.ts), so the column's body finds it in the cache when it is drawn.
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { buildColumnRequest, DEFAULT_COLUMN_PAGE, normalizeLocale, type ColumnModel } from '../../../renderers';
import { unwrap } from '../../api/http';
import { getColumnData } from '../../api/portal';
import { getCurrentUser } from '../../session/store';
import { preloadAnswer, stillLoading } from './preloadAnswer';

export type RestColumnData = Extract<ColumnModel['data'], { mode: 'rest' }>;

function restCall(data: RestColumnData, language: string) {
  const user = getCurrentUser();
  return buildColumnRequest(data, { account: user?.account ?? '', userId: user?.userId ?? '' }, data.needPage ? DEFAULT_COLUMN_PAGE : undefined, normalizeLocale(language));
}

const columnDataKey = (alias: string, language: string) => ['home:columnData', alias, language] as const;

/** The column's call as built (an error for a parameter that is not JSON) and its answer. */
export function useRestColumnData(alias: string, data: RestColumnData) {
  const { i18n } = useTranslation();
  const call = restCall(data, i18n.language);
  const answer = useSWR(call.ok ? columnDataKey(alias, i18n.language) : null, () => (call.ok ? unwrap(getColumnData(call)) : undefined), {
    revalidateOnFocus: false,
  });
  return { call, data: answer.data, error: answer.error, isLoading: stillLoading(answer) };
}

/** Asks for a REST column's data before its body is drawn, into the cache useRestColumnData reads. */
export function preloadRestColumnData(model: ColumnModel, language: string): void {
  if (model.chart || model.data.mode !== 'rest') return;
  const call = restCall(model.data, language);
  if (call.ok) preloadAnswer(columnDataKey(model.alias, language), () => unwrap(getColumnData(call)));
}
