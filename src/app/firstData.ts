// Home's first calls, started beside the session check rather than after the layout and the page have rendered
// (issue 25: home's requests went out one stage after another), and its columns' definitions as soon as the
// layout names them. Other pages ask when they render.
import { preloadHomeLayout } from '../features/home/homeLayoutData';
import { HOME_PATH } from '../session/redirect';
import { getCurrentUser } from '../session/store';
import { preloadTopMenus } from './layout/useTopMenus';
import { HomePage } from './shellPages';

/** The session whose first calls are made (once per session: started early by main.tsx or by the guard). */
let startedFor: string | undefined;

export function preloadFirstData(pathname: string, language: string): void {
  const token = getCurrentUser()?.token;
  if (pathname !== HOME_PATH || !token || token === startedFor) return;
  startedFor = token;
  preloadTopMenus(language);
  const layout = preloadHomeLayout(language);
  void Promise.all([layout, HomePage.preload()]).then(([answer, page]) => page.askColumnsOfLayout(answer, language), () => undefined);
}
