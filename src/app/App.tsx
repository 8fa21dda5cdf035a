// The application root (data providers come with the signed-in routes, see RequireAuth): the last-resort error boundary, the chunk-loading fallback and the router.
import { Suspense, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './AppErrorBoundary';
import { FullPageLoading } from './FullPageLoading';
import { createAppRouter } from './router';
import './app.css';

export default function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppErrorBoundary>
      <Suspense fallback={<FullPageLoading />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppErrorBoundary>
  );
}
