// A custom dialog's list in a home column (dataMode 1): the definition by alias, rendered by the customDialog
// kind in browse mode (a table with its search panel).
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { normalizeLocale, SchemaRenderer, type DialogModel, type PrepareResult } from '../../../renderers';
import { unwrap } from '../../api/http';
import { getCustomDialogByAlias } from '../../api/customDialog';
import { appEngine, appSourceOf } from '../../engine';
import { ColumnError, ColumnLoading } from './ColumnStates';

export default function DialogBody({ alias, height }: { alias: string; height?: number }) {
  const { t, i18n } = useTranslation('home');
  const locale = normalizeLocale(i18n.language);
  const { data, error, isLoading } = useSWR(['home:dialog', alias, locale], async (): Promise<PrepareResult<DialogModel> | undefined> => {
    const definition = await unwrap(getCustomDialogByAlias(alias, { quiet: true }));
    return definition && 'alias' in definition ? appEngine.prepare<DialogModel>('customDialog', definition, { locale }) : undefined;
  }, { revalidateOnFocus: false });
  if (error) return <ColumnError>{t('dataFailed', { message: error instanceof Error ? error.message : String(error) })}</ColumnError>;
  if (isLoading) return <ColumnLoading />;
  if (!data) return <ColumnError>{t('dialogMissing', { alias })}</ColumnError>;
  return <SchemaRenderer engine={appEngine} result={data} path={`home/dialog/${alias}`} locale={locale} view={{ source: appSourceOf('customDialog'), mode: 'browse', height }} />;
}
