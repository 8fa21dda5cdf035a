// The user's top menu, fetched once and shared (SWR) by the header and the menu-content layout.
import { useMemo } from 'react';
import useSWR, { preload } from 'swr';
import { useTranslation } from 'react-i18next';
import { unwrap, type CallOptions } from '../../api/http';
import { FRONT_MENU_ALIAS, getCurrentUserMenu } from '../../api/menu';
import { buildTopMenus, type MenuNode } from './menuModel';

async function fetchFrontMenu(options?: CallOptions): Promise<MenuNode[]> {
  const answer = await unwrap(getCurrentUserMenu(FRONT_MENU_ALIAS, options));
  return Array.isArray(answer?.value) ? answer.value : [];
}

// Names are localized by the server (Accept-Language), so the language is part of the key.
const frontMenuKey = (language: string) => ['layout:frontMenu', language] as const;

/** Starts the menu call now (src/app/firstData.ts); the header's useSWR takes its answer. Quiet on 401: the guard reports an invalid session. */
export function preloadTopMenus(language: string): void {
  void preload(frontMenuKey(language), () => fetchFrontMenu({ noLoginRedirect: true, batch: true })).catch(() => undefined);
}

export interface TopMenusState {
  /** home first, then the server's items ordered by id; undefined until loaded */
  menus?: MenuNode[];
  error?: unknown;
  retry(): void;
}

export function useTopMenus(): TopMenusState {
  const { t, i18n } = useTranslation('layout');
  const { data, error, mutate } = useSWR(frontMenuKey(i18n.language), () => fetchFrontMenu(), {
    revalidateOnFocus: false,
  });
  const homeName = t('home');
  const menus = useMemo(() => (data ? buildTopMenus(data, homeName) : undefined), [data, homeName]);
  return { menus, error, retry: () => void mutate() };
}
