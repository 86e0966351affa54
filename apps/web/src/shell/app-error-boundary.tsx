// The last net, around the whole app: a screen that cannot be drawn (its code failed to download on a
// flaky network, or it broke while rendering) shows a Spanish page with 'Reintentar' instead of a
// blank page or the English crash text (issue 24). 'Reintentar' reloads the page: React.lazy keeps a
// failed import's rejection, so only a new load fetches the code again; drafts live in
// sessionStorage, so nothing typed is lost. Moving to another path (Back, a link) clears the error.
import { ROUTE_ERROR_TEXTS as T } from '@alta/core/shell/route-error';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';

interface Props {
  location: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  at: string | null;
}

class Boundary extends Component<Props, State> {
  override state: State = { failed: false, at: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    if (state.at === null) return { at: props.location };
    return state.at === props.location ? null : { failed: false, at: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="main">
        <section className="error-screen" role="alert">
          <h1>{T.title}</h1>
          <p className="error-screen__detail">{T.body}</p>
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            {T.retry}
          </button>
          <a className="button button--secondary" href="/">
            {T.home}
          </a>
        </section>
      </main>
    );
  }
}

export const AppErrorBoundary = ({ children }: { children: ReactNode }) => (
  <Boundary location={useLocation()[0]}>{children}</Boundary>
);
