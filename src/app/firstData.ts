// Home's first calls, started beside the session check rather than after the layout and the page have rendered
// (issue 25: home's requests went out one stage after another). Other pages ask when they render.
import { preloadHomeLayout } from '../features/home/homeLayoutData';
import { HOME_PATH } from '../session/redirect';
import { preloadTopMenus } from './layout/useTopMenus';

export function preloadFirstData(pathname: string, language: string): void {
  if (pathname !== HOME_PATH) return;
  preloadTopMenus(language);
  preloadHomeLayout(language);
}
