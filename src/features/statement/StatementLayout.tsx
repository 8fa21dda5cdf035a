// /statement/* — the statement area (spec 03-portal §2): the "custom menu" side panel with the statement top
// menu's items, and beside it every route of the area. Single pages (a 'true' single segment, ?single=true, a
// form opened as a new page) show without the panel.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Spin } from '@douyinfe/semi-ui-19';
import { useTopMenus } from '../../app/layout/useTopMenus';
import { lazyPage } from '../../app/lazyChunk';
import { ResultPage } from '../../components/ResultPage';
import { DraftListPage } from './DraftListPage';
import { HrefTemplatePage } from './HrefTemplatePage';
import { firstPage, isSingleStatementPath, menuTarget, RESIDUAL_RESET_MS, STATEMENT_ALIAS } from './paths';
import { StatementMenu } from './StatementMenu';
import { TemplateFormPage } from './TemplateFormPage';
import { ResidualContext } from './TemplatePage';
import { TemplatePreviewPage } from './TemplatePreviewPage';
import '../../app/layout/layout.css';
import './statement.css';

const NotFoundPage = lazy(() => import('../errors/NotFoundPage'));
const ChartPage = lazyPage(() => import('./ChartPage'));
const QueryViewPage = lazyPage(() => import('./QueryViewPage'));

function Loading() {
  const { t } = useTranslation('statement');
  return (
    <div className="fd-statement-state" role="status">
      <Spin />
      <span>{t('loading')}</span>
    </div>
  );
}

export default function StatementLayout() {
  const { t } = useTranslation('statement');
  const { menus, error, retry } = useTopMenus();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const [residual, setResidual] = useState(false);
  const residualTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(residualTimer.current), []);
  const choose = useCallback(() => {
    setResidual(true);
    clearTimeout(residualTimer.current);
    residualTimer.current = setTimeout(() => setResidual(false), RESIDUAL_RESET_MS);
  }, []);

  if (!menus) {
    if (!error) return <Loading />;
    return <ResultPage illustration="failure" title={t('menuLoadFailed')} description={t('menuLoadFailedHint')} headingLevel={1} actions={<Button onClick={retry}>{t('retry')}</Button>} />;
  }
  const items = menus.find((menu) => menu.alias === STATEMENT_ALIAS)?.children ?? [];
  const single = isSingleStatementPath(pathname, search);
  const landing = firstPage(items);

  return (
    <ResidualContext.Provider value={residual}>
      <div className="fd-menu-content fd-statement">
        {single || items.length === 0 ? null : <StatementMenu items={items} onChoose={choose} />}
        <div className="fd-menu-content__view fd-statement__view">
          <Suspense fallback={<Loading />}>
            <Routes>
              <Route
                index
                element={landing ? <Navigate to={menuTarget(landing)} replace /> : <ResultPage illustration="noContent" title={t('statements')} description={t('emptyMenu')} headingLevel={1} />}
              />
              <Route path="draftList/:tempAlias/:dataViewFlag" element={<DraftListPage />} />
              <Route path="href/template/:alias" element={<HrefTemplatePage items={items} />} />
              <Route path="template/preview/:templateKey" element={<TemplatePreviewPage />} />
              <Route path="template/preview/:templateKey/:single" element={<TemplatePreviewPage />} />
              <Route path="template/preview/:templateKey/:single/:parameterqQuerys" element={<TemplatePreviewPage />} />
              <Route path="template/preview/:templateKey/:taskType/:defKey/:isJoinFlow" element={<TemplatePreviewPage flow />} />
              <Route path="template/form/:templateKey/:action" element={<TemplateFormPage />} />
              <Route path="template/form/:templateKey/:action/:single" element={<TemplateFormPage />} />
              <Route path="template/form/:templateKey/:action/:single/:openTypeOrShare" element={<TemplateFormPage />} />
              <Route path="querySql/queryView/:sqlAlias/:alias" element={<QueryViewPage />} />
              <Route path="querySql/queryView/:sqlAlias/:alias/:single" element={<QueryViewPage />} />
              <Route path="chart/:chartId" element={<ChartPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </div>
      </div>
    </ResidualContext.Provider>
  );
}
