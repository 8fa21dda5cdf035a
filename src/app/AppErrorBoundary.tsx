// Rendering errors: RouteErrorBoundary inside the router shows AppErrorView in place of the routes
// and tries again on the next navigation; AppErrorBoundary outside the router is the last resort.
import type { ErrorInfo, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
// The module itself, not the engine's index: this boundary is in the entry chunk (the /login budget).
import { ErrorBoundary } from '../../renderers/core/ErrorBoundary';
import { AppErrorView } from './AppErrorView';

const logUnhandled = (error: unknown, { componentStack }: ErrorInfo) => console.error('Unhandled application error', error, componentStack);

/**
 * Errors thrown while rendering a route, or by a page chunk that did not load. Keyed by the location's
 * key rather than remounted per path: the layouts keep their state across navigations, and any
 * navigation — even to the same path, like the error page's link home from /home — renders the
 * routes again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} onError={logUnhandled} fallback={(error) => <AppErrorView error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

/** Last resort outside the router. ResultPage uses router hooks, so the fallback gets a memory router of its own. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      onError={logUnhandled}
      fallback={(error) => (
        <MemoryRouter>
          <AppErrorView error={error} homeLink={false} />
        </MemoryRouter>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
