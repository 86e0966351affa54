// '/error', '/error-primary/{message}', '/error-secondary/{message}' (identity §2, screen 14). The
// layout drops the header and footer here; the only way on is back to home.
import { ANALYTICS_EVENTS, pushAnalytics } from '@alta/core/analytics/data-layer';
import { paths } from '@alta/core/routes';
import { decodeRouteMessage } from '@alta/core/shell/route-message';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

export interface ErrorScreenProps {
  variant: 'generic' | 'primary' | 'secondary';
  /** The route parameter, still URL-encoded. */
  message?: string;
}

export default function ErrorScreen({ variant, message }: ErrorScreenProps) {
  const [, navigate] = useLocation();
  // One 'error' event per error screen shown; the message stays out of it (it may name the person).
  useEffect(() => {
    pushAnalytics(ANALYTICS_EVENTS.error);
  }, []);
  return (
    <section className={`status-page status-page--${variant}`}>
      <h1 className="status-page__code">Ups</h1>
      {variant === 'generic' && <h2 className="status-page__title">Error</h2>}
      <p className="status-page__message">{decodeRouteMessage(message)}</p>
      <button type="button" className="button button--primary" onClick={() => navigate(paths.home)}>
        Volver
      </button>
    </section>
  );
}
