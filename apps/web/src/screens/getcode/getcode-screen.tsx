// /getcode/{idSolicitud}: the e-mail code (identity §2 screen 1). The code machine owns every
// rule (resend countdown, rejection, where to go next); this screen renders its state.
import { type CodeScreenState, OTP_ROUTES } from '@alta/core/flow-routes';
import { otpMachine } from '@alta/core/otp/otp.machine';
import { paths } from '@alta/core/routes';
import { setNroTramite } from '@alta/core/session/session-data';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useLazyStartFlow } from '../../app/start-flow.tsx';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { useMachineToasts } from '../../shell/toaster.tsx';
import { OtpCodeForm } from './otp-code-form.tsx';
import { ResendArea, type ResendState } from './resend-area.tsx';
import './getcode-screen.css';

const RESEND_STATES: readonly ResendState[] = ['requesting', 'counting', 'ready', 'failed'];

/**
 * The address the code went to, as the start or the resume passed it (core's CodeScreenState, in the
 * history entry: a reload keeps it). Read once: the entry does not change under the screen.
 */
const useRouteEmail = (): string | null =>
  useState(() => {
    const state = (globalThis.history?.state ?? null) as Partial<CodeScreenState> | null;
    return typeof state?.email === 'string' && state.email !== '' ? state.email : null;
  })[0];

const CodeEntry = ({ idSolicitud }: { idSolicitud: string }) => {
  const headingId = useId();
  const actor = useActorRef(otpMachine, { input: { idSolicitud } });
  useFlowRoute(actor, OTP_ROUTES);
  useMachineToasts(actor);
  const { actor: start } = useLazyStartFlow();
  const [, navigate] = useLocation();
  const email = useRouteEmail();

  const resend = useSelector(
    actor,
    (s) => RESEND_STATES.find((state) => s.matches({ resend: state })) ?? 'requesting',
  );
  const remainingMs = useSelector(actor, (s) => s.context.remainingMs);
  const shakes = useSelector(actor, (s) => s.context.shakes);
  const validating = useSelector(actor, (s) => s.matches({ code: 'validating' }));
  const validated = useSelector(
    actor,
    (s) => s.matches({ code: 'validated' }) || s.matches({ code: 'done' }),
  );

  useEffect(() => {
    if (!validated) return;
    // The offer screen has no id in its path: it reads the request from the session (journey §3).
    setNroTramite(idSolicitud);
    // The data layer loads with the event it sends, not with the screen (issue 7).
    void import('@alta/core/analytics/data-layer').then(({ ANALYTICS_EVENTS, pushAnalytics }) =>
      pushAnalytics(ANALYTICS_EVENTS.emailValidated),
    );
  }, [validated, idSolicitud]);

  const goBack = () => {
    // A start actor still holding this request goes back to its form, and its route table takes
    // the user home; otherwise (e.g. after resume) there is nothing to reset.
    if (start?.getSnapshot().can({ type: 'start.reset' })) start.send({ type: 'start.reset' });
    else navigate(paths.home);
  };

  return (
    <section className="card getcode" aria-labelledby={headingId}>
      <h1 id={headingId} className="getcode__title">
        Validá tu correo electrónico
      </h1>
      <p className="getcode__lead">
        Ingresá el código de 4 dígitos que enviamos a{' '}
        {email ? <strong className="getcode__email">{email}</strong> : 'tu correo electrónico'}.
      </p>
      <OtpCodeForm
        busy={validating}
        locked={validated}
        shakes={shakes}
        onSubmit={(values) => actor.send({ type: 'otp.submit', values })}
      />
      <p className="getcode__status" role="status">
        {validated ? 'Validación correcta' : ''}
      </p>
      <p className="getcode__hint">Si no lo encontrás, revisá tu carpeta de correo no deseado (spam).</p>
      <ResendArea
        state={resend}
        remainingMs={remainingMs}
        onResend={() => actor.send({ type: 'otp.resend' })}
      />
      <button type="button" className="button button--secondary getcode__back" onClick={goBack}>
        Volver
      </button>
    </section>
  );
};

const GetCodeScreen = () => {
  const { idSolicitud = '' } = useParams<{ idSolicitud: string }>();
  // A new id in the path is a new request: a fresh machine, not the previous one's countdown.
  return <CodeEntry key={idSolicitud} idSolicitud={idSolicitud} />;
};

export default GetCodeScreen;
