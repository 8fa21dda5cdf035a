// A column's definition on the home page: asked through the page's batcher (one getDatasByAlias call for
// every column that mounts within 50 ms), cached by SWR per language.
import { createContext, useContext } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { ColumnDefinition } from '../../../renderers';
import { getColumnsByAliases } from '../../api/portal';
import { createColumnBatcher, type ColumnBatcher } from './columnBatch';

export function createHomeColumnBatcher(): ColumnBatcher<ColumnDefinition> {
  return createColumnBatcher<ColumnDefinition>(async (aliases) => {
    const answer = await getColumnsByAliases(aliases, { quiet: true });
    return { ok: answer.ok && Array.isArray(answer.data), columns: answer.data ?? [], message: answer.message };
  });
}

export const ColumnBatcherContext = createContext<ColumnBatcher<ColumnDefinition> | null>(null);

/** undefined data with no error = the user may not see the column (or it does not exist): it is hidden. */
export function useColumnDefinition(alias: string) {
  const { i18n } = useTranslation();
  const batcher = useContext(ColumnBatcherContext);
  if (!batcher) throw new Error('useColumnDefinition needs a ColumnBatcherContext');
  return useSWR(['home:column', alias, i18n.language] as const, () => batcher.load(alias), { revalidateOnFocus: false });
}
