// /:topAlias/* — the side menu of a top menu and, beside it, the routed view of the chosen item or
// its embedded page. `/<topAlias>` alone goes to the remembered item, else the first page.
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { ResultPage } from '../../components/ResultPage';
import { MenuFrame } from './MenuFrame';
import { MENU_PAGES } from './menuPages';
import { PendingPage } from './PendingPage';
import { SideMenu } from './SideMenu';
import { useSingleRoute } from './singleRoute';
import { useTopMenus } from './useTopMenus';
import {
  activeItemAlias,
  findMenuTrail,
  hasSideMenu,
  HOME_ALIAS,
  MENU_CHILD_ROUTES,
  readRememberedPath,
  rememberPath,
  resolveLandingPath,
  type MenuNode,
} from './menuModel';
import './layout.css';

const NotFoundPage = lazy(() => import('../../features/errors/NotFoundPage'));

/** Child routes of every top alias, filled by later issues (spec §2); `href/*` carries no alias. */
const CHILD_ROUTE_PATHS = MENU_CHILD_ROUTES.map((name) => (name === 'href' ? 'href/*' : `${name}/:alias`));

function LoadingState() {
  const { t } = useTranslation('layout');
  return (
    <div className="fd-layout-state" role="status">
      <Spin />
      <span>{t('loadingMenu')}</span>
    </div>
  );
}

function findItem(tree: readonly MenuNode[], alias: string | undefined): MenuNode | undefined {
  return alias ? findMenuTrail(tree, alias)?.at(-1) : undefined;
}

function Landing({ top, tree }: { top: MenuNode; tree: readonly MenuNode[] }) {
  const { t } = useTranslation('layout');
  const target = hasSideMenu(top) ? resolveLandingPath(top.alias, tree, readRememberedPath(top.alias)) : undefined;
  if (target) return <Navigate to={target} replace />;
  return <ResultPage illustration="noContent" title={top.name} description={hasSideMenu(top) ? t('emptyMenu') : t('pageNotReady')} />;
}

function MenuItemView({ top, tree }: { top: MenuNode; tree: readonly MenuNode[] }) {
  const { itemAlias } = useParams();
  const item = findItem(tree, itemAlias);
  if (!item) {
    // Spec §2: an item that is not in the menu falls back to the first page of the menu.
    const landing = resolveLandingPath(top.alias, tree, null);
    return landing ? <Navigate to={landing} replace /> : <PendingPage title={top.name} />;
  }
  if (item.href) return <MenuFrame item={{ ...item, href: item.href }} />;
  const Page = MENU_PAGES[item.alias];
  if (Page) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page title={item.name} />
      </Suspense>
    );
  }
  return <PendingPage title={item.name} />;
}

function ChildRouteView({ top, tree }: { top: MenuNode; tree: readonly MenuNode[] }) {
  const { alias } = useParams();
  return <PendingPage title={findItem(tree, alias)?.name ?? top.name} />;
}

function TopMenuContent({ top }: { top: MenuNode }) {
  const tree = top.children ?? [];
  const single = useSingleRoute();
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const activeAlias = activeItemAlias(rest, tree);

  useEffect(() => {
    if (activeAlias) rememberPath(top.alias, pathname);
  }, [top.alias, activeAlias, pathname]);

  const showSideMenu = hasSideMenu(top) && !single && tree.length > 0;
  return (
    <div className="fd-menu-content">
      {showSideMenu ? <SideMenu top={top} tree={tree} activeAlias={activeAlias} /> : null}
      <div className="fd-menu-content__view">
        <Routes>
          <Route index element={<Landing top={top} tree={tree} />} />
          {CHILD_ROUTE_PATHS.map((path) => (
            <Route key={path} path={path} element={<ChildRouteView top={top} tree={tree} />} />
          ))}
          <Route path=":itemAlias/*" element={<MenuItemView top={top} tree={tree} />} />
        </Routes>
      </div>
    </div>
  );
}

export default function MenuContentLayout() {
  const { t } = useTranslation('layout');
  const { topAlias } = useParams();
  const { menus, error, retry } = useTopMenus();

  if (!menus) {
    if (!error) return <LoadingState />;
    return (
      <ResultPage
        illustration="failure"
        title={t('menuLoadFailed')}
        description={t('menuLoadFailedHint')}
        actions={<Button onClick={retry}>{t('retry')}</Button>}
      />
    );
  }
  const top = menus.find((menu) => menu.alias === topAlias);
  // /home is a route of its own: anything below it is as unknown as an alias outside the menu.
  if (!top || top.alias === HOME_ALIAS) {
    return (
      <Suspense fallback={<LoadingState />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <TopMenuContent key={top.alias} top={top} />;
}
