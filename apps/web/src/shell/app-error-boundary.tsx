// The last net: a render error anywhere shows what broke instead of a blank page. The way out is a
// full page load of '/', which also throws away whatever state caused the error.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main id="main" className="error-screen">
        <h1>Unexpected Application Error!</h1>
        <p className="error-screen__detail">{error.message}</p>
        <a className="button button--primary" href="/">
          Volver al inicio
        </a>
      </main>
    );
  }
}
