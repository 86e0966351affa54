// A screen that cannot be drawn (its code failed to download on a flaky network, or it broke while
// rendering) shows a Spanish page with 'Reintentar' inside the layout, instead of the English crash
// text (issue 24). 'Reintentar' reloads the page: React.lazy keeps a failed import's rejection, so
// only a new load fetches the code again; drafts live in sessionStorage, so nothing typed is lost.
// Moving to another path (Back, a link) clears the error.
import { ROUTE_ERROR_TEXTS, routeErrorTexts } from '@alta/core/shell/route-error';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';

interface Props {
  location: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  at: string | null;
}

class Boundary extends Component<Props, State> {
  override state: State = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null;
    if (state.at === null) return { at: props.location };
    return state.at === props.location ? null : { error: null, at: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return <RouteErrorPage error={this.state.error} />;
  }
}

export const RouteErrorPage = ({ error }: { error: unknown }) => {
  const { title, body } = routeErrorTexts(error);
  return (
    <section className="error-screen" role="alert">
      <h1>{title}</h1>
      <p className="error-screen__detail">{body}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {ROUTE_ERROR_TEXTS.retry}
      </button>
      <a className="button button--secondary" href="/">
        {ROUTE_ERROR_TEXTS.home}
      </a>
    </section>
  );
};

export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => {
  const [location] = useLocation();
  return <Boundary location={location}>{children}</Boundary>;
};
