// A widget's data: one typed call through SWR, in the current language (the server localizes texts).
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { unwrap, type ApiResult } from '../../../api/http';

export function useWidgetData<T>(name: string, load: () => Promise<ApiResult<T>>) {
  const { i18n } = useTranslation();
  return useSWR(['home:widget', name, i18n.language] as const, () => unwrap(load()), { revalidateOnFocus: false });
}
