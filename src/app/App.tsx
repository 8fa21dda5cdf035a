// The application root (data providers come with the signed-in routes, see RequireAuth): the last-resort error boundary, the router under /fvue and the chunk-loading fallback.
import { Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { FullPageLoading } from './FullPageLoading';
import { APP_BASENAME } from './navigation';
import { AppRoutes, NavigatorRegistration } from './router';
// Semi's theme variables and base typography, for every page (also those that use no Semi component).
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';
import './app.css';

export default function App() {
  return (
    <AppErrorBoundary>
      <BrowserRouter basename={APP_BASENAME}>
        {/* outside the Suspense boundary: registered while the first page's chunk still loads */}
        <NavigatorRegistration />
        <Suspense fallback={<FullPageLoading />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
    </AppErrorBoundary>
  );
}
