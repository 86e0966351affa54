// What the two data forms (/detalle/pf and /detalle/pj) share: the page with its heading while the
// option lists load (a failure the catalogue keeps here offers a retry; the others leave), and the form's start and draft: the flow's values with the
// step's draft over them, kept as the user types, and an address that had passed restored as passed.
import { isAddressValidated } from '@alta/core/address/address.machine';
import type { AddressInput } from '@alta/core/address/address.schema';
import type { Configuracion } from '@alta/core/api/configuracion';
import { type FormDraft, formStart, lockedFields, readDraft, saveDraft } from '@alta/core/session/drafts';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useConfiguracion } from '../../lib/use-configuracion.ts';
import { CONFIGURACION_UNAVAILABLE, FlowLoading, FlowUnavailable } from '../../shell/flow-status.tsx';
import { useDraft } from '../../lib/use-draft.ts';
import type { AddressActor } from '../address/address-block.tsx';

export const DataFormPage = ({
  title,
  children,
}: {
  title: string;
  children: (configuracion: Configuracion) => ReactNode;
}) => {
  const headingId = useId();
  const configuracion = useConfiguracion();
  return (
    <section className="data-form" aria-labelledby={headingId}>
      <h1 id={headingId} className="data-form__title">
        {title}
      </h1>
      {configuracion.status === 'ready' ? (
        children(configuracion.configuracion)
      ) : configuracion.status === 'unavailable' ? (
        <FlowUnavailable message={CONFIGURACION_UNAVAILABLE} onRetry={configuracion.retry} />
      ) : (
        <FlowLoading />
      )}
    </section>
  );
};

/** Both data forms' drafts have one shape (session/drafts.ts): the values, whether the address passed. */
type FormDraftInput = Parameters<typeof saveDraft<'datosPf'>>[2];

/** The part of a data flow's context its form reads. */
interface DataFlowActor {
  getSnapshot: () => {
    context: { idSolicitud: string; formValues: object | null; actividadLocked: boolean; datos: unknown };
  };
}

type DataStep = { step: 'datosPf'; persona: 'fisica' } | { step: 'datosPj'; persona: 'juridica' };

/** Read once: what the flow holds, with this step's draft over it (a reload keeps the typing). */
export const useFormStart = <T extends { domicilio: AddressInput }>(
  actor: DataFlowActor,
  { step, persona }: DataStep,
  empty: T,
) =>
  useState(() => {
    const { context } = actor.getSnapshot();
    return formStart({
      values: { ...empty, ...context.formValues } as T,
      draft: readDraft(step, context.idSolicitud) as FormDraft<T> | null,
      locked: lockedFields(persona, context.actividadLocked),
      checked: context.datos !== null,
    });
  })[0];

/**
 * Keeps the step's draft as the user types; an address that had passed (confirmed, or validated before
 * a reload) stays validated. Returns whether the address block has passed.
 */
export const useFormDraft = <T,>(
  actor: DataFlowActor,
  { step }: DataStep,
  values: T,
  address: AddressActor,
  start: { values: { domicilio: AddressInput }; addressValidated: boolean },
): boolean => {
  const addressValidated = useSelector(address, isAddressValidated);
  useDraft({ values, addressValidated }, (draft) =>
    saveDraft(step, actor.getSnapshot().context.idSolicitud, draft as FormDraftInput),
  );
  useEffect(() => {
    if (start.addressValidated) address.send({ type: 'address.restore', values: start.values.domicilio });
  }, [start, address]);
  return addressValidated;
};
