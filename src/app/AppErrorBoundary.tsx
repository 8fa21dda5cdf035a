// Last-resort boundary outside the router (route errors are handled by RouteErrorView). ResultPage
// uses router hooks, so the fallback gets a memory router of its own.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppErrorView } from './AppErrorView';

interface State {
  error: unknown;
  failed: boolean;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled application error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <MemoryRouter>
        <AppErrorView error={this.state.error} homeLink={false} />
      </MemoryRouter>
    );
  }
}
