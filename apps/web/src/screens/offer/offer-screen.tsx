// /onboarding-empresas/oferta-producto: the offer summary shown after the e-mail code of a fresh
// start. The path has no id: the request is the one the code screen kept in the session.
import { OFFER_ROUTES } from '@alta/core/flow-routes';
import { offerMachine } from '@alta/core/offer/offer.machine';
import { summaryTheme } from '@alta/core/offer/offer-theme';
import { sessionFlowEntry } from '@alta/core/request/flow-entry';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { Redirect } from 'wouter';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { useTheme } from '../../shell/theme.ts';
import { useMachineToasts } from '../../shell/toaster.tsx';
import './offer-screen.css';

const Offer = ({ idSolicitud }: { idSolicitud: string }) => {
  const headingId = useId();
  const actor = useActorRef(offerMachine, { input: { idSolicitud } });
  useFlowRoute(actor, OFFER_ROUTES);
  useMachineToasts(actor);
  const resumen = useSelector(actor, (s) => s.context.resumen);
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const unavailable = useSelector(actor, (s) => s.hasTag('unavailable'));
  const ready = !loading && !unavailable;

  useTheme(summaryTheme(resumen));

  return (
    <section className="offer" aria-labelledby={headingId} aria-busy={loading}>
      <h1 id={headingId} className="offer__title">
        Esta es tu oferta
      </h1>
      <p className="offer__status" role="status">
        {loading ? 'Cargando tu oferta…' : ''}
      </p>
      {unavailable && (
        <div className="offer__unavailable">
          <p>No pudimos cargar tu oferta en este momento.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'offer.retry' })}
          >
            Reintentar
          </button>
        </div>
      )}
      {ready && resumen && (
        <>
          <div className="card offer__card">
            <h2 className="offer__subtitle">Con tu cuenta empresa vas a tener</h2>
            <ul className="offer__products">
              {resumen.productos.map((producto) => (
                <li key={producto}>{producto}</li>
              ))}
            </ul>
            <p className="offer__benefit">
              <strong>{`${resumen.bonificacion}% de bonificación`}</strong> en el paquete durante{' '}
              <strong>{`${resumen.plazo} meses`}</strong>
            </p>
          </div>
          <button
            type="button"
            className="button button--primary offer__accept"
            onClick={() => actor.send({ type: 'offer.accept' })}
          >
            Continuar
          </button>
        </>
      )}
    </section>
  );
};

const OfferScreen = () => {
  // Read once: the request this visit is about does not change under the screen.
  const [entry] = useState(sessionFlowEntry);
  if (entry.kind === 'noRequest') return <Redirect to={entry.redirect} />;
  return <Offer idSolicitud={entry.idSolicitud} />;
};

export default OfferScreen;
