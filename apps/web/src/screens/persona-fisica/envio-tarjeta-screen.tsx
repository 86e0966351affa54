// /onboarding-empresas/envio-tarjeta: pick the card up at the chosen branch (retiroSucursal) or have
// it delivered to an address (domicilioEntrega) checked with the same address block.
import { isAddressValidated } from '@alta/core/address/address.machine';
import { type AddressInput, EMPTY_ADDRESS } from '@alta/core/address/address.schema';
import { type EntregaInput, entregaSchema } from '@alta/core/persona-fisica/persona-fisica.schema';
import { entregaStart, readDraft, saveDraft } from '@alta/core/session/drafts';
import { useStore } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import type * as v from 'valibot';
import { useAppForm } from '../../lib/form.tsx';
import { useDraft } from '../../lib/use-draft.ts';
import { useConfiguracion } from '../../lib/use-configuracion.ts';
import { CONFIGURACION_UNAVAILABLE, FlowLoading, FlowUnavailable } from '../../shell/flow-status.tsx';
import {
  AddressAnchor,
  AddressFields,
  useAddressActor,
  useAddressPrompt,
} from '../address/address-block.tsx';
import type { PersonaFisicaActor } from './persona-fisica-flow.tsx';

const OPTIONS = [
  { value: true, label: 'Retirarla en la sucursal elegida' },
  { value: false, label: 'Recibirla en un domicilio' },
];

/** Both choices' fields at once; the core schema reads the address only for a delivery. */
interface EntregaFormValues {
  retiroSucursal: boolean;
  domicilioEntrega: AddressInput;
}

// The core schema takes a union (the address only with a delivery); the form always holds both.
const entregaValidator = entregaSchema as unknown as v.GenericSchema<EntregaFormValues>;

export const EnvioTarjetaScreen = ({ actor }: { actor: PersonaFisicaActor }) => {
  const headingId = useId();
  const configuracion = useConfiguracion();
  const confirming = useSelector(actor, (s) => s.hasTag('busy'));
  const address = useAddressActor();
  const addressValidated = useSelector(address, isAddressValidated);
  const { anchor, prompt } = useAddressPrompt(actor);

  // Read once: this step's draft, else the delivery the flow holds (a reload keeps the choice).
  const [start] = useState(() => {
    const { context } = actor.getSnapshot();
    return entregaStart(context.entrega, readDraft('envioTarjeta', context.idSolicitud), EMPTY_ADDRESS);
  });

  const form = useAppForm({
    defaultValues: start.values as EntregaFormValues,
    validators: { onChange: entregaValidator, onSubmit: entregaValidator },
    onSubmit: ({ value }) =>
      actor.send({
        type: 'entrega.submit',
        values: value as EntregaInput,
        addressValidated: isAddressValidated(address.getSnapshot()),
      }),
  });
  const values = useStore(form.store, (s) => s.values);
  const retiro = values.retiroSucursal;
  useDraft({ ...values, addressValidated }, (draft) =>
    saveDraft('envioTarjeta', actor.getSnapshot().context.idSolicitud, draft),
  );

  useEffect(() => {
    if (start.addressValidated)
      address.send({ type: 'address.restore', values: start.values.domicilioEntrega });
  }, [start, address]);

  return (
    <section className="data-form" aria-labelledby={headingId}>
      <h1 id={headingId} className="data-form__title">
        ¿Cómo querés recibir tu tarjeta?
      </h1>
      <form.AppForm>
        <form.Form className="data-form__form card">
          <form.AppField name="retiroSucursal">
            {(field) => <field.RadioGroupField legend="Entrega de la tarjeta" options={OPTIONS} />}
          </form.AppField>
          {!retiro &&
            (configuracion.status === 'ready' ? (
              <AddressAnchor ref={anchor}>
                <AddressFields
                  form={form}
                  fields="domicilioEntrega"
                  title="Domicilio de entrega"
                  actor={address}
                  provincias={configuracion.configuracion.provincias}
                  prompt={prompt}
                />
              </AddressAnchor>
            ) : configuracion.status === 'unavailable' ? (
              <FlowUnavailable message={CONFIGURACION_UNAVAILABLE} onRetry={configuracion.retry} />
            ) : (
              <FlowLoading />
            ))}
          <form.SubmitButton
            blocked={!retiro && !addressValidated}
            busy={confirming}
            onBlockedPress={() => void form.handleSubmit()}
          >
            Continuar
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  );
};
