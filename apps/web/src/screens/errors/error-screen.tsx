// '/error', '/error-primary/{message}', '/error-secondary/{message}' (identity §2, screen 14). The
// layout drops the header and footer here. The way on is back to home, and 'Reintentar' when the flow
// that left here says the step can be tried again (its history entry: core's retryRouteOf, issue 24).
import { ANALYTICS_EVENTS, pushAnalytics } from '@alta/core/analytics/data-layer';
import { paths } from '@alta/core/routes';
import { decodeRouteMessage } from '@alta/core/shell/route-message';
import { type RetryRoute, retryRouteOf } from '@alta/core/shell/retry-route';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';

export interface ErrorScreenProps {
  variant: 'generic' | 'primary' | 'secondary';
  /** The route parameter, still URL-encoded. */
  message?: string;
}

const readRetry = (): RetryRoute | null =>
  typeof window === 'undefined' ? null : retryRouteOf(window.history.state);

export default function ErrorScreen({ variant, message }: ErrorScreenProps) {
  const [, navigate] = useLocation();
  // Read once after hydration (/error is prerendered): the entry this page was opened with.
  const [retry, setRetry] = useState<RetryRoute | null>(null);
  useEffect(() => setRetry(readRetry()), []);
  // One 'error' event per error screen shown; the message stays out of it (it may name the person).
  useEffect(() => {
    pushAnalytics(ANALYTICS_EVENTS.error);
  }, []);
  return (
    <section className={`status-page status-page--${variant}`}>
      <h1 className="status-page__code">Ups</h1>
      {variant === 'generic' && <h2 className="status-page__title">Error</h2>}
      <p className="status-page__message">{decodeRouteMessage(message)}</p>
      {retry && (
        <button
          type="button"
          className="button button--primary"
          onClick={() => navigate(retry.path, { state: retry.state })}
        >
          Reintentar
        </button>
      )}
      <button
        type="button"
        className={retry ? 'button button--secondary' : 'button button--primary'}
        onClick={() => navigate(paths.home)}
      >
        Volver
      </button>
    </section>
  );
}
