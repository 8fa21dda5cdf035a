// /sysModulePreview/statement/template/preview/:templateKey/:single/:isJoinFlow — a data template's list as a
// system module previews it: the page alone, without the statement menu. /sysModulePreview/:id/:appName is the
// short form an application links to: the template of that id (or alias); appName only says who linked it.
import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TemplatePreviewPage } from './TemplatePreviewPage';
import './statement.css';

const NotFoundPage = lazy(() => import('../errors/NotFoundPage'));

export default function SysModulePreviewPage() {
  return (
    <div className="fd-statement__view fd-statement__view--alone">
      <Routes>
        <Route path="statement/template/preview/:templateKey/:single/:isJoinFlow" element={<TemplatePreviewPage flow />} />
        <Route path=":templateKey/:appName" element={<TemplatePreviewPage />} />
        <Route
          path="*"
          element={
            <Suspense fallback={null}>
              <NotFoundPage />
            </Suspense>
          }
        />
      </Routes>
    </div>
  );
}
