// The user's top menu, fetched once and shared (SWR) by the header and the menu-content layout.
import { useMemo } from 'react';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../api/http';
import { FRONT_MENU_ALIAS, getCurrentUserMenu } from '../../api/menu';
import { buildTopMenus, type MenuNode } from './menuModel';

async function fetchFrontMenu(): Promise<MenuNode[]> {
  const answer = await unwrap(getCurrentUserMenu(FRONT_MENU_ALIAS));
  return Array.isArray(answer?.value) ? answer.value : [];
}

export interface TopMenusState {
  /** home first, then the server's items ordered by id; undefined until loaded */
  menus?: MenuNode[];
  error?: unknown;
  retry(): void;
}

export function useTopMenus(): TopMenusState {
  const { t, i18n } = useTranslation('layout');
  // Names are localized by the server (Accept-Language), so the language is part of the key.
  const { data, error, mutate } = useSWR(['layout:frontMenu', i18n.language], fetchFrontMenu, {
    revalidateOnFocus: false,
  });
  const homeName = t('home');
  const menus = useMemo(() => (data ? buildTopMenus(data, homeName) : undefined), [data, homeName]);
  return { menus, error, retry: () => void mutate() };
}
