// A custom chart by id or alias, ready for SchemaRenderer: the definition from GET /form/customChart/v1/get/{id}
// (SWR, per language) prepared by the app engine. Shared by the chart page and the home page's chart columns.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { normalizeLocale, type CustomChartDefinition, type CustomChartModel } from '../../../renderers';
import { unwrap } from '../../api/http';
import { getCustomChart } from '../../api/customChart';
import { appEngine } from '../../engine';

const fetchChart = ([, idOrAlias]: readonly [string, string]): Promise<CustomChartDefinition> => unwrap(getCustomChart(idOrAlias, { quiet: true }));

export function useCustomChart(idOrAlias: string) {
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const { data: definition, error, isLoading, mutate } = useSWR(idOrAlias ? (['customChart:definition', idOrAlias] as const) : null, fetchChart, { revalidateOnFocus: false });
  const result = useMemo(() => (definition ? appEngine.prepare<CustomChartModel>('customChart', definition, { locale }) : undefined), [definition, locale]);
  return { result, error, isLoading, retry: () => void mutate(), locale };
}
