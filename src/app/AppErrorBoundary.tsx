// Rendering errors: RouteErrorBoundary inside the router shows AppErrorView in place of the routes
// and tries again on the next navigation; AppErrorBoundary outside the router is the last resort.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppErrorView } from './AppErrorView';

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: (error: unknown) => ReactNode;
  /** a new value clears a caught error, so the children render again */
  resetKey?: string;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey?: string;
}

class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/**
 * Errors thrown while rendering a route, or by a page chunk that did not load. Keyed by the location's
 * key rather than remounted per path: the layouts keep their state across navigations, and any
 * navigation — even to the same path, like the error page's link home from /home — renders the
 * routes again.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key} fallback={(error) => <AppErrorView error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

/** Last resort outside the router. ResultPage uses router hooks, so the fallback gets a memory router of its own. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
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
