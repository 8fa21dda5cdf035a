// A widget's data: one typed call through SWR, in the current language (the server localizes texts). The
// widgets drawn together send their calls together, as one batch where the server has one (src/api/batch.ts).
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { unwrap, type ApiResult, type CallOptions } from '../../../api/http';

/** How widgets call: errors shown in the widget, and the data of a screen's widgets asked in one batch. */
export const WIDGET_CALL: CallOptions = { quiet: true, batch: true };

export function useWidgetData<T>(name: string, load: () => Promise<ApiResult<T>>) {
  const { i18n } = useTranslation();
  return useSWR(['home:widget', name, i18n.language] as const, () => unwrap(load()), { revalidateOnFocus: false });
}
