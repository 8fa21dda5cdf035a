// The application root: providers, the last-resort error boundary, the chunk-loading fallback and the router.
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { FullPageLoading } from './FullPageLoading';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import './app.css';

export default function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <AppErrorBoundary>
        <Suspense fallback={<FullPageLoading />}>
          <RouterProvider router={router} />
        </Suspense>
      </AppErrorBoundary>
    </AppProviders>
  );
}
