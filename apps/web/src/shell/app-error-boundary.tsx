// The last net, around the shell itself: a render error outside a screen (the screens have
// RouteErrorBoundary) shows the same Spanish page with 'Reintentar' instead of a blank one.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteErrorPage } from './route-error-boundary.tsx';

interface State {
  error: unknown;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <main id="main" className="main">
        <RouteErrorPage error={this.state.error} />
      </main>
    );
  }
}
