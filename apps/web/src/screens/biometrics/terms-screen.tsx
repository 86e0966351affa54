// Terms and conditions (identity §2 screen 2, §5, §8): the offer summary card (products, '% de
// bonificación', 'meses'), the benefit cards, one 'Leí y acepto los' box per document with a link that
// opens its PDF in a new tab (a blob: URL, never a data: one), and Continuar, which only goes on with
// every box ticked (else the machine's toast 'Debe aceptar los Términos y Condiciones').
import type { ResumenProductos } from '@alta/core/api/resumen';
import type { Tyc } from '@alta/core/biometrics/biometrics.schema';
import { allTermsAccepted, type termsMachine } from '@alta/core/biometrics/terms.machine';
import { termsUnavailable } from '@alta/core/shell/unavailable-reasons';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ActionButton } from '../../lib/action-button.tsx';
import { useMachineToasts } from '../../shell/toaster.tsx';
import { FlowLoading } from '../../shell/flow-status.tsx';

export type TermsActor = ActorRefFrom<typeof termsMachine>;

// Ours (docs/decisions.md): the spec lists the benefits, not their words.
export const BENEFITS = [
  { title: 'Movimientos ilimitados', text: 'Operá sin límite en cajeros automáticos.' },
  { title: 'Oficial especializado', text: 'Un oficial que conoce tu negocio te acompaña.' },
  { title: 'Cobros y pagos 100% digitales', text: 'Cobrá y pagá desde donde estés.' },
  { title: 'Inversiones', text: 'Hacé crecer el dinero de tu empresa.' },
] as const;

const pdfUrl = (archivo: string): string => {
  const bytes = Uint8Array.from(atob(archivo), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
};

/** One object URL per document, revoked when the documents change or the screen goes. */
const usePdfUrls = (tycs: readonly Tyc[]): string[] => {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const next = tycs.map((tyc) => pdfUrl(tyc.Archivo));
    setUrls(next);
    return () => {
      for (const url of next) URL.revokeObjectURL(url);
    };
  }, [tycs]);
  return urls;
};

const Summary = ({ resumen }: { resumen: ResumenProductos }) => (
  <section className="terms__summary" aria-label="Resumen de tu oferta">
    <h2 className="terms__subtitle">Tu oferta</h2>
    <ul className="terms__products">
      {resumen.productos.map((producto) => (
        <li key={producto}>{producto}</li>
      ))}
    </ul>
    <p className="terms__figures">
      <span>
        <strong>{resumen.bonificacion}</strong>% de bonificación
      </span>
      <span>
        <strong>{resumen.plazo}</strong> meses
      </span>
    </p>
  </section>
);

export const TermsScreen = ({ actor }: { actor: TermsActor }) => {
  useMachineToasts(actor);
  const id = useId();
  const view = useSelector(actor, (s) =>
    s.hasTag('loading') ? 'loading' : s.hasTag('unavailable') ? 'unavailable' : 'ready',
  );
  const accepting = useSelector(actor, (s) => s.hasTag('busy'));
  const tycs = useSelector(actor, (s) => s.context.tycs);
  const resumen = useSelector(actor, (s) => s.context.resumen);
  const accepted = useSelector(actor, (s) => s.context.accepted);
  const refused = useSelector(actor, (s) => s.context.refused);
  const urls = usePdfUrls(tycs);
  const all = allTermsAccepted(accepted);

  return (
    <section className="terms">
      <h1 className="bio__title">Aceptá los términos y condiciones</h1>
      {view === 'loading' && <FlowLoading />}
      {view === 'unavailable' && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => actor.send({ type: 'flow.retry' })}
        >
          Reintentar
        </button>
      )}
      {view === 'ready' && (
        <>
          {resumen && <Summary resumen={resumen} />}
          <ul className="terms__benefits" aria-label="Beneficios">
            {BENEFITS.map((b) => (
              <li key={b.title} className="terms__benefit">
                <strong>{b.title}</strong>
                <span>{b.text}</span>
              </li>
            ))}
          </ul>
          <ul className="terms__list">
            {tycs.map((tyc, index) => {
              const boxId = `${id}-tyc-${index}`;
              const unticked = refused && !accepted[index];
              return (
                <li key={tyc.Nombre} className={`terms__item${unticked ? ' terms__item--refused' : ''}`}>
                  <input
                    id={boxId}
                    type="checkbox"
                    checked={accepted[index] ?? false}
                    aria-labelledby={`${boxId}-label ${boxId}-doc`}
                    aria-invalid={unticked || undefined}
                    onChange={(e) =>
                      actor.send({ type: 'terms.toggle', index, checked: e.currentTarget.checked })
                    }
                  />
                  <label id={`${boxId}-label`} htmlFor={boxId}>
                    Leí y acepto los
                  </label>{' '}
                  <a id={`${boxId}-doc`} href={urls[index]} target="_blank" rel="noopener noreferrer">
                    {tyc.Nombre}
                  </a>
                </li>
              );
            })}
          </ul>
          {/* Unticked boxes: the press still reaches the machine, whose toast names what is missing
              and marks the boxes; the same words sit under the button (issue 24). */}
          <ActionButton
            className="terms__continue"
            unavailable={termsUnavailable(all)}
            pressThrough
            busy={accepting}
            onClick={() => actor.send({ type: 'terms.accept' })}
          >
            Continuar
          </ActionButton>
        </>
      )}
    </section>
  );
};
