// /onboarding-empresas/envio-tarjeta: pick the card up at the chosen branch (retiroSucursal) or have
// it delivered to an address (domicilioEntrega) checked with the same address block, the flow's child.
// The flow starts the form (its draft, else the delivery it holds) and keeps each change as its draft.
import type { AddressInput } from '@alta/core/address/address.schema';
import { type CardDeliveryInput, cardDeliverySchema } from '@alta/core/persona-fisica/persona-fisica.schema';
import { cardDeliveryUnavailable } from '@alta/core/shell/unavailable-reasons';
import { useStore } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type * as v from 'valibot';
import { useAppForm } from '../../lib/form.tsx';
import { AddressFields, useAddressPassed } from '../address/address-block.tsx';
import type { PersonaFisicaActor } from './persona-fisica-flow.tsx';

const OPTIONS = [
  { value: true, label: 'Retirarla en la sucursal elegida' },
  { value: false, label: 'Recibirla en un domicilio' },
];

/** Both choices' fields at once; the core schema reads the address only for a delivery. */
interface CardDeliveryFormValues {
  retiroSucursal: boolean;
  domicilioEntrega: AddressInput;
}

// The core schema takes a union (the address only with a delivery); the form always holds both.
const cardDeliveryValidator = cardDeliverySchema as unknown as v.GenericSchema<CardDeliveryFormValues>;

export const CardDeliveryScreen = ({ actor }: { actor: PersonaFisicaActor }) => {
  const headingId = useId();
  const provincias = useSelector(actor, (s) => s.context.configuracion?.provincias ?? []);
  const confirming = useSelector(actor, (s) => s.hasTag('busy'));
  const addressValidated = useAddressPassed(actor);
  // Read once: what the flow starts the form from.
  const [start] = useState(() => actor.getSnapshot().context.cardDeliveryValues as CardDeliveryFormValues);

  const form = useAppForm({
    defaultValues: start,
    validators: { onChange: cardDeliveryValidator, onSubmit: cardDeliveryValidator },
    listeners: {
      onChange: ({
        formApi: {
          state: { values },
        },
      }) => actor.send({ type: 'entrega.change', values }),
    },
    onSubmit: ({ value }) => actor.send({ type: 'entrega.submit', values: value as CardDeliveryInput }),
  });
  const retiro = useStore(form.store, (s) => s.values.retiroSucursal);

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
          {!retiro && (
            <AddressFields
              form={form}
              fields="domicilioEntrega"
              title="Domicilio de entrega"
              flow={actor}
              provincias={provincias}
            />
          )}
          <form.SubmitButton
            unavailable={cardDeliveryUnavailable({ retiroSucursal: retiro, addressValidated })}
            busy={confirming}
            pressThrough
          >
            Continuar
          </form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </section>
  );
};
