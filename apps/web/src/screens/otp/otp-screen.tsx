// /getcode/{idSolicitud}: the e-mail code (identity §2 screen 1). The code machine owns every rule
// (resend countdown, rejection, what an accepted code stores, where to go next, 'Volver'); this
// screen renders its state. It is prerendered (issue 15): the frame paints from HTML as the machine's
// first state, then hydrates, and the machine starts beside it (use-otp-actor.ts).
import type { CodeScreenState } from '@alta/core/flow-routes';
import { routeStateTheme } from '@alta/core/shell/theme';
import { Suspense, useId } from 'react';
import { useParams } from 'wouter';
import { lazyWithPreload } from '../../lib/lazy-preload.ts';
import { useClientValue } from '../../lib/use-client-value.ts';
import { useTheme } from '../../shell/theme.ts';
import { OtpCodeForm } from './otp-code-form.tsx';
import { ResendArea } from './resend-area.tsx';
import { useOtpActor } from './use-otp-actor.ts';
import './otp-screen.css';

// XState, the client and the machine: not needed to paint or hydrate the frame.
const OtpActorHost = lazyWithPreload(() => import('./otp-actor-host.tsx'));
/** The machine's code, for router.tsx to fetch beside this screen's rather than one round trip later. */
export const preloadOtpActor = OtpActorHost.preload;

const routeEmail = (): string | null => {
  const state = (history.state ?? null) as Partial<CodeScreenState> | null;
  return typeof state?.email === 'string' && state.email !== '' ? state.email : null;
};

/**
 * The address the code went to, as the start or the resume passed it (core's CodeScreenState, in the
 * history entry: a reload keeps it). The prerender cannot know it, so the hydrating render says 'tu
 * correo electrónico' as the HTML does, and the address follows at once.
 */
const useRouteEmail = (): string | null => useClientValue(routeEmail, null);

/** The start form's theme, from the same history entry, after hydration (the HTML has the default). */
const routeTheme = () => routeStateTheme(history.state);

const CodeEntry = ({ idSolicitud }: { idSolicitud: string }) => {
  const headingId = useId();
  const { view, send, runHost, onReady } = useOtpActor();
  const email = useRouteEmail();
  useTheme(useClientValue(routeTheme, null));

  return (
    <section className="card otp" aria-labelledby={headingId}>
      <h1 id={headingId} className="otp__title">
        Validá tu correo electrónico
      </h1>
      <p className="otp__lead">
        Ingresá el código de 4 dígitos que enviamos a{' '}
        {/* A line of its own, so the address arriving after the paint moves nothing. */}
        <span className="otp__address">
          {email ? <strong className="otp__email">{email}</strong> : 'tu correo electrónico'}.
        </span>
      </p>
      <OtpCodeForm
        busy={view.validating}
        locked={view.validated}
        shakes={view.shakes}
        onSubmit={(values) => send({ type: 'otp.submit', values })}
      />
      <p className="otp__status" role="status">
        {view.validated ? 'Validación correcta' : ''}
      </p>
      <p className="otp__hint">Si no lo encontrás, revisá tu carpeta de correo no deseado (spam).</p>
      {/* Ours (issue 24): a mistyped address is corrected from the home form, which keeps the rest. */}
      <p className="otp__hint">¿No es tu correo? Tocá Volver, corregilo y abrí la cuenta de nuevo.</p>
      <ResendArea
        state={view.resend}
        remainingMs={view.remainingMs}
        onResend={() => send({ type: 'otp.resend' })}
      />
      <button
        type="button"
        className="button button--secondary otp__back"
        onClick={() => send({ type: 'otp.back' })}
      >
        Volver
      </button>
      {runHost && (
        <Suspense fallback={null}>
          <OtpActorHost idSolicitud={idSolicitud} onReady={onReady} />
        </Suspense>
      )}
    </section>
  );
};

const OtpScreen = () => {
  const { idSolicitud = '' } = useParams<{ idSolicitud: string }>();
  // A new id in the path is a new request: a fresh machine, not the previous one's countdown.
  return <CodeEntry key={idSolicitud} idSolicitud={idSolicitud} />;
};

export default OtpScreen;
