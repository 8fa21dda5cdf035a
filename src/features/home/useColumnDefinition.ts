// A column's definition on the home page: asked through the page's batcher (one getDatasByAlias call for
// every column that mounts within 50 ms, or the call made as soon as the layout arrived), cached by SWR per language.
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { normalizeLocale, type ColumnDefinition, type ColumnModel, type PrepareResult } from '../../../renderers';
import { sendBatchedCalls } from '../../api/http';
import { getColumnsByAliases } from '../../api/portal';
import { preloadRestColumnData } from './columnData';
import { homeEngine } from './homeEngine';
import { createColumnBatcher, type ColumnBatchAnswer, type ColumnBatcher } from './columnBatch';
import { preloadWidgetDataOf } from './widgets/registry';

async function fetchColumns(aliases: readonly string[]): Promise<ColumnBatchAnswer<ColumnDefinition>> {
  const answer = await getColumnsByAliases(aliases, { quiet: true });
  return { ok: answer.ok && Array.isArray(answer.data), columns: answer.data ?? [], message: answer.message };
}

export function createHomeColumnBatcher(): ColumnBatcher<ColumnDefinition> {
  return createColumnBatcher<ColumnDefinition>(fetchColumns);
}

/** Column calls made as soon as a layout answer arrived, by that answer (the object SWR hands the page). */
const earlyCalls = new WeakMap<object, { aliases: readonly string[]; call: Promise<ColumnBatchAnswer<ColumnDefinition>> }>();

/**
 * Asks for the columns of a layout now, before the page renders it (src/app/firstData.ts: the first load of
 * /home). Issue 25: the call used to wait for the route's code to draw the layout and then for the batcher's
 * window; the page's batcher adopts this call instead of making its own (adoptEarlyColumns). As the definitions
 * arrive, the first data of every drawn column is asked for too (the widgets its template names, a REST column's
 * own call) and sent at once, in one batch, before the page is handed the definitions: drawing the columns then
 * holds the main thread for some 200 ms, and with it the batch window's timer.
 */
export function askColumnsEarly(layoutAnswer: object, aliases: readonly string[], language: string): void {
  if (aliases.length === 0) return;
  const call = fetchColumns(aliases).then(async (answer) => {
    askFirstDataOf(answer.columns ?? [], language);
    await sendBatchedCalls();
    return answer;
  });
  earlyCalls.set(layoutAnswer, { aliases, call });
}

function askFirstDataOf(columns: readonly ColumnDefinition[], language: string): void {
  for (const column of columns) {
    if (!isDrawn(column)) continue;
    const prepared = homeEngine.prepare<ColumnModel>('column', column, { locale: normalizeLocale(language) });
    if (!prepared.ok) continue;
    preloadRestColumnData(prepared.model, language);
    if (prepared.model.template.kind === 'html') preloadWidgetDataOf(prepared.model.template.html, language);
  }
}

/** Hands `batcher` the early call made for this layout answer, once: a page drawn later from it asks anew. */
export function adoptEarlyColumns(batcher: ColumnBatcher<ColumnDefinition>, layoutAnswer: object | undefined): void {
  const early = layoutAnswer && earlyCalls.get(layoutAnswer);
  if (!early) return;
  earlyCalls.delete(layoutAnswer);
  batcher.adopt(early.aliases, early.call);
}

export const ColumnBatcherContext = createContext<ColumnBatcher<ColumnDefinition> | null>(null);

/**
 * What a column the batcher does not answer draws instead. Home: nothing (the user may not see it). The layout
 * preview (./LayoutPreview.tsx): a notice saying why the column cannot be previewed.
 */
export const AbsentColumnContext = createContext<((alias: string) => ReactNode) | null>(null);

function useBatcher(): ColumnBatcher<ColumnDefinition> {
  const batcher = useContext(ColumnBatcherContext);
  if (!batcher) throw new Error('home columns need a ColumnBatcherContext');
  return batcher;
}

/**
 * Asks for every column of a layout at once, also those drawn later (tab rows near the window, a tab opened
 * later): the page keeps one getDatasByAlias call. A failure shows in each column.
 */
export function usePrimedColumns(batcher: ColumnBatcher<ColumnDefinition>, aliases: readonly string[] | undefined): void {
  useEffect(() => {
    for (const alias of aliases ?? []) batcher.load(alias).catch(() => undefined);
  }, [aliases, batcher]);
}

/** undefined data with no error = the user may not see the column (or it does not exist): it is hidden. */
export function useColumnDefinition(alias: string) {
  const { i18n } = useTranslation();
  const batcher = useBatcher();
  return useSWR(['home:column', alias, i18n.language] as const, () => batcher.load(alias), { revalidateOnFocus: false });
}

/** A column is drawn when the user may see it, or when loading it failed (the failure shows in its place). */
export function isDrawn(column: ColumnDefinition | undefined | 'failed'): boolean {
  return column === 'failed' || (column !== undefined && column.displayRights !== false);
}

/**
 * Which of `groups` (the tabs of a tab row) hold at least one column the user will see. The definitions come
 * through the same batcher, so this adds no call of its own.
 */
export function useDrawnGroups(key: string, groups: readonly (readonly string[])[]) {
  const { i18n } = useTranslation();
  const batcher = useBatcher();
  // Where absent columns draw a notice, a tab of them is drawn too.
  const absentDrawn = useContext(AbsentColumnContext) !== null;
  const drawn = (column: ColumnDefinition | undefined | 'failed') => isDrawn(column) || (absentDrawn && column === undefined);
  return useSWR(['home:drawnGroups', key, i18n.language] as const, () =>
    Promise.all(groups.map((aliases) => Promise.all(aliases.map((alias) => batcher.load(alias).catch(() => 'failed' as const))).then((columns) => columns.some(drawn)))),
  { revalidateOnFocus: false });
}

/** A column definition prepared by the engine (validated, adapted) in the current language; undefined without one. */
export function useColumnModel(definition: ColumnDefinition): PrepareResult<ColumnModel>;
export function useColumnModel(definition: ColumnDefinition | undefined): PrepareResult<ColumnModel> | undefined;
export function useColumnModel(definition: ColumnDefinition | undefined): PrepareResult<ColumnModel> | undefined {
  const { i18n } = useTranslation();
  return useMemo(
    () => (definition ? homeEngine.prepare<ColumnModel>('column', definition, { locale: normalizeLocale(i18n.language) }) : undefined),
    [definition, i18n.language],
  );
}
