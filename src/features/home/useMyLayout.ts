// The user's own layout through designMyLayout, save and remove (src/api/portal.ts): what the layout editor and
// home's tab removal share. After a change, home's layout and this answer are asked again.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { decodeLayoutValue, normalizeLocale, type LayoutDefinition } from '../../../renderers';
import { encodeBase64 } from '../../api/base64';
import { unwrap, type ApiResult } from '../../api/http';
import { getMyLayoutDesign, removeMyLayouts, saveMyLayout, type MyLayoutDesign } from '../../api/portal';
import type { CommonResult } from '../../api/types';
import { homeEngine } from './homeEngine';
import { HOME_LAYOUT_KEY } from './homeLayoutData';
import { definitionOf, draftOf, withoutSourceRow, type LayoutDraft } from './layoutDraft';

const MY_LAYOUT_KEY = 'home:myLayout';

/** alias → name of every column the user may place, in the answer's order (public ones first). */
export const visibleColumnsOf = (design: MyLayoutDesign): Map<string, string> =>
  new Map(Object.values(design.columnMap).flat().map((entry) => [entry.alias, entry.name]));

/** The draft of the layout designMyLayout hands out (empty when none, or when it cannot be read). */
export function draftOfDesign(design: MyLayoutDesign, locale: string): LayoutDraft {
  const decoded = decodeLayoutValue(design.sysIndexLayout?.designHtml ?? '', normalizeLocale(locale));
  if (!decoded.ok) return [];
  const prepared = homeEngine.prepare('layout', decoded.definition, { locale });
  return prepared.ok ? draftOf(decoded.definition as LayoutDefinition, new Set(visibleColumnsOf(design).keys())) : [];
}

/** The message of a refused change: the server's, else the given fallback. */
export const refusalText = (result: ApiResult<unknown>, fallback: string): string => (result.data as CommonResult | undefined)?.message || result.message || fallback;

export function useMyLayoutDesign() {
  const { i18n } = useTranslation();
  return useSWR([MY_LAYOUT_KEY, i18n.language] as const, () => unwrap(getMyLayoutDesign({ quiet: true })), { revalidateOnFocus: false });
}

/** Save and reset of the personal layout; each answers the call's result, home and the design are re-read after success. */
export function useMyLayoutActions() {
  const { mutate } = useSWRConfig();
  const reload = useCallback(
    () => mutate((key) => Array.isArray(key) && (key[0] === HOME_LAYOUT_KEY || key[0] === MY_LAYOUT_KEY)),
    [mutate],
  );
  const save = useCallback(
    async (draft: LayoutDraft) => {
      const result = await saveMyLayout(encodeBase64(JSON.stringify(definitionOf(draft))), { quiet: true });
      if (result.ok) await reload();
      return result;
    },
    [reload],
  );
  /** Removes the personal layout in force, so the tenant's default applies again (nothing to do without one). */
  const reset = useCallback(
    async (design: MyLayoutDesign): Promise<ApiResult<CommonResult>> => {
      const layout = design.sysIndexLayout;
      if (!layout || layout.userId === '') return { ok: true, status: 200 };
      const result = await removeMyLayouts([layout.id], { quiet: true });
      if (result.ok) await reload();
      return result;
    },
    [reload],
  );
  /** Stores the layout in force without the row at `source` of its list (home's 'remove' of a tab row). */
  const removeStoredRow = useCallback(
    async (source: number, locale: string): Promise<ApiResult<unknown>> => {
      const current = await getMyLayoutDesign({ quiet: true });
      if (!current.ok || !current.data) return current;
      return save(withoutSourceRow(draftOfDesign(current.data, locale), source));
    },
    [save],
  );
  return { save, reset, removeStoredRow };
}
