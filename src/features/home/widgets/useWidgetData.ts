// A widget's data: one typed call through SWR, in the current language (the server localizes texts). The
// widgets drawn together send their calls together, as one batch where the server has one (src/api/batch.ts).
// A widget module names its first calls (`dataCalls`), so that home asks for them as soon as the column
// definitions arrive (preloadWidgetDataOf in registry.tsx) rather than once each column's body has rendered.
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { unwrap, type ApiResult, type CallOptions } from '../../../api/http';
import { preloadAnswer, stillLoading } from '../preloadAnswer';

/** How widgets call: errors shown in the widget, and the data of a screen's widgets asked in one batch. */
export const WIDGET_CALL: CallOptions = { quiet: true, batch: true };

/** One call of a widget: its name in the cache (beside the language) and how it is made. */
export interface WidgetCall<T> {
  name: string;
  load: () => Promise<ApiResult<T>>;
}

/** A widget call, its data's type taken from the API function's. */
export const widgetCall = <T,>(name: string, load: () => Promise<ApiResult<T>>): WidgetCall<T> => ({ name, load });

const widgetKey = (name: string, language: string) => ['home:widget', name, language] as const;

export function useWidgetData<T>({ name, load }: WidgetCall<T>) {
  const { i18n } = useTranslation();
  const answer = useSWR(widgetKey(name, i18n.language), () => unwrap(load()), { revalidateOnFocus: false });
  return { data: answer.data, error: answer.error, isLoading: stillLoading(answer), mutate: answer.mutate };
}

/** Asks for widgets' data before they are drawn, into the cache their hooks read (once per key until read). */
export function preloadWidgetData(calls: readonly WidgetCall<unknown>[], language: string): void {
  for (const { name, load } of calls) preloadAnswer(widgetKey(name, language), () => unwrap(load()));
}
