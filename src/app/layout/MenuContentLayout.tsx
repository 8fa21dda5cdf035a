// /:topAlias/* — the side menu of a top menu and, beside it, the routed view of the chosen item or
// its embedded page. `/<topAlias>` alone goes to the remembered item, else the first page.
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { ResultPage } from '../../components/ResultPage';
import { menuTemplateArea } from '../../features/statement/paths';
import { TemplateAreaContext } from '../../features/statement/templateArea';
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
  readRememberedPath,
  rememberPath,
  resolveLandingPath,
  type MenuNode,
} from './menuModel';
import './layout.css';

const NotFoundPage = lazy(() => import('../../features/errors/NotFoundPage'));

// The statement area's pages, reused by the child routes every top menu has (01-foundation §2).
const TemplatePreviewPage = lazy(() => import('../../features/statement/TemplatePreviewPage').then((m) => ({ default: m.TemplatePreviewPage })));
const TemplateFormPage = lazy(() => import('../../features/statement/TemplateFormPage').then((m) => ({ default: m.TemplateFormPage })));
const DraftListPage = lazy(() => import('../../features/statement/DraftListPage').then((m) => ({ default: m.DraftListPage })));
const HrefTemplatePage = lazy(() => import('../../features/statement/HrefTemplatePage').then((m) => ({ default: m.HrefTemplatePage })));
const QueryViewPage = lazy(() => import('../../features/statement/QueryViewPage'));

/** The child routes of a top menu (spec §2: preview, href, query-sql, form, draft-list), shaped like the statement area's. */
function childRoutes(tree: readonly MenuNode[]) {
  const preview = <TemplatePreviewPage />;
  const form = <TemplateFormPage />;
  const queryView = <QueryViewPage />;
  const href = <HrefTemplatePage items={tree} />;
  return [
    ['preview/:templateKey', preview],
    ['preview/:templateKey/:single', preview],
    ['preview/:templateKey/:single/:parameterqQuerys', preview],
    ['form/:templateKey/:action', form],
    ['form/:templateKey/:action/:single', form],
    ['form/:templateKey/:action/:single/:openTypeOrShare', form],
    ['query-sql/:sqlAlias/:alias', queryView],
    ['query-sql/:sqlAlias/:alias/:single', queryView],
    ['draft-list/:tempAlias/:dataViewFlag', <DraftListPage />],
    ['href/:alias', href],
    ['href/template/:alias', href],
  ] as const;
}

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

function TopMenuContent({ top }: { top: MenuNode }) {
  const tree = top.children ?? [];
  const single = useSingleRoute();
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const activeAlias = activeItemAlias(rest, tree);
  const area = useMemo(() => menuTemplateArea(top.alias), [top.alias]);

  useEffect(() => {
    if (activeAlias) rememberPath(top.alias, pathname);
  }, [top.alias, activeAlias, pathname]);

  const showSideMenu = hasSideMenu(top) && !single && tree.length > 0;
  return (
    <div className="fd-menu-content">
      {showSideMenu ? <SideMenu top={top} tree={tree} activeAlias={activeAlias} /> : null}
      <div className="fd-menu-content__view">
        <TemplateAreaContext.Provider value={area}>
          <Suspense fallback={<LoadingState />}>
            <Routes>
              <Route index element={<Landing top={top} tree={tree} />} />
              {childRoutes(tree).map(([path, element]) => (
                <Route key={path} path={path} element={element} />
              ))}
              <Route path=":itemAlias/*" element={<MenuItemView top={top} tree={tree} />} />
            </Routes>
          </Suspense>
        </TemplateAreaContext.Provider>
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
