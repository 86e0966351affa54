// '/' and '/{maybeParam}' (journey §2): the start form, the way to resume, and what to have at hand.
// A parameter that is not a valid branch-and-officer link is a 404 'Ruta no válida'.
import { rememberHomeLink } from '@alta/core/home/home-link';
import { homeRoute } from '@alta/core/home/home-route';
import { paths } from '@alta/core/routes';
import { Suspense, useEffect } from 'react';
import { Link, Redirect, useParams, useSearch } from 'wouter';
import { useLazyStartFlow } from '../../app/start-flow.tsx';
import { lazyUntilInteraction } from '../../lib/defer-until-interaction.ts';
import { NotFound } from '../not-found/not-found-screen.tsx';
import { DocumentsDrawer } from './documents-drawer.tsx';
import './home.css';

// The form (TanStack Form, the schemas, the captcha) paints from the prerendered HTML and hydrates on
// the first interaction, keeping its code off the first load of '/' (issue 15).
const StartForm = lazyUntilInteraction<object>(() =>
  import('./start-form.tsx').then((module) => ({ default: module.StartForm })),
);
/** The form's code, for a client render of '/' (router.tsx); nothing while it is held back. */
export const preloadStartForm = StartForm.preload;

export const HomeScreen = () => {
  const { maybeParam } = useParams<{ maybeParam?: string }>();
  const search = useSearch();
  const { actor } = useLazyStartFlow();

  // Back on home after an error, a finished start or the back button: the machine takes a new start
  // where it has one to take (its states decide). Before the machine has loaded there is nothing to reset.
  useEffect(() => {
    actor?.send({ type: 'start.reset' });
  }, [actor]);

  // The link's branch and officer wait in the session for /sucursal; a home without one forgets them.
  useEffect(() => {
    rememberHomeLink(maybeParam);
  }, [maybeParam]);

  const route = homeRoute(maybeParam, search);
  if (route.kind === 'redirect') return <Redirect to={route.to} replace />;
  if (route.kind === 'notFound') return <NotFound message={route.message} />;

  return (
    <div className="home">
      <div className="home__banner" aria-hidden="true">
        <svg
          className="home__banner-art"
          viewBox="0 0 320 120"
          preserveAspectRatio="xMidYMid slice"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="270" cy="30" r="60" className="home__banner-shape" />
          <circle cx="40" cy="120" r="70" className="home__banner-shape" />
          <path d="M0 100 Q80 60 160 90 T320 70 V120 H0 Z" className="home__banner-wave" />
        </svg>
      </div>
      <div className="home__content">
        <section className="card home__form">
          <Suspense fallback={null}>
            <StartForm />
          </Suspense>
        </section>
        <aside className="home__aside">
          <p className="home__aside-text">¿Ya empezaste el trámite?</p>
          <Link href={paths.resume} className="button button--secondary">
            Continuar trámite
          </Link>
          <DocumentsDrawer />
        </aside>
      </div>
    </div>
  );
};
