// Which lazy pages a route table renders for a path: what preloadRoute starts loading before the first render.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isPreloadablePage } from './lazyChunk';

/** The lazy pages of every route `table` matches for `pathname`, outermost first. */
export function pagesAt(table: RouteObject[], pathname: string): { preload(): Promise<unknown> }[] {
  return (matchRoutes(table, pathname) ?? []).flatMap(({ route }) => {
    const type: unknown = route.element && typeof route.element === 'object' && 'type' in route.element ? route.element.type : undefined;
    return isPreloadablePage(type) ? [type] : [];
  });
}
