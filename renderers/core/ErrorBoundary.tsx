// The one error boundary of the application: the engine's views, the app's last resort and every part of a
// page (src/components/PartBoundary.tsx) catch rendering errors through it, each with its own fallback.
import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows in place of the children; `retry` renders them again. */
  fallback: (error: unknown, retry: () => void) => ReactNode;
  /** A new value clears a caught error, so the children render again (e.g. the route's key). */
  resetKey?: unknown;
  /** Developers need the cause; the user sees the fallback. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  error: unknown;
  failed: boolean;
  resetKey?: unknown;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    (this.props.onError ?? ((caught: unknown, { componentStack }: ErrorInfo) => console.error('Rendering error', caught, componentStack)))(error, info);
  }

  private readonly retry = (): void => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
