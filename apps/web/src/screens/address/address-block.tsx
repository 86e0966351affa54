// The address block (journey §2, §5): province, locality, street, number, floor, apartment, postal
// code and 'Validar domicilio'. Its address machine decides everything, a child the data flow spawns
// for the step (address/address.machine.ts, restored as passed by the flow): this block sends it
// address.validate with the values, and address.edit on any change so a passed check is undone.
import { type AddressEvent, isAddressValidated } from '@alta/core/address/address.machine';
import { type AddressInput, EMPTY_ADDRESS } from '@alta/core/address/address.schema';
import type { AddressActor } from '@alta/core/data-flow/data-flow.types';
import { ADDRESS_ROUTES } from '@alta/core/flow-routes';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { ActionButton } from '../../lib/action-button.tsx';
import { withFieldGroup } from '../../lib/form.tsx';
import { useMachineToasts } from '../../shell/toaster.tsx';
import './address-block.css';

/**
 * The open step's address block, as its flow spawned it on entering the step (when its screen shows).
 * The last one is kept for the render in which the flow leaves the step and stops it.
 */
const useAddressChild = (flow: AnyActorRef): AddressActor => {
  const child = useSelector(flow, (s) => s.context.address as AddressActor | null);
  const last = useRef(child);
  if (child) last.current = child;
  return last.current as AddressActor;
};

/** Whether the open step's address block has passed: Continuar waits for it. */
export const useAddressPassed = (flow: AnyActorRef): boolean =>
  useSelector(useAddressChild(flow), isAddressValidated);

const FIELDS = [
  ['localidad', 'Localidad', 'address-level2'],
  ['calle', 'Calle', 'address-line1'],
  ['numero', 'Número', undefined],
  ['piso', 'Piso', undefined],
  ['departamento', 'Departamento', undefined],
  ['codigoPostal', 'Código postal', 'postal-code'],
] as const;

interface AddressBlockProps {
  title: string;
  /** The data flow whose open step this block belongs to (its child, its address.required). */
  flow: AnyActorRef;
  provincias: readonly string[];
}

const AddressFields = withFieldGroup({
  defaultValues: EMPTY_ADDRESS as AddressInput,
  props: {} as AddressBlockProps,
  render: function Render({ group, title, flow, provincias }) {
    const actor = useAddressChild(flow);
    // Its toasts, and its way out on a catalogue error that leaves.
    useFlowRoute(actor, ADDRESS_ROUTES);
    useMachineToasts(actor);
    const { anchor, prompt } = useAddressPrompt(flow);
    const headingId = useId();
    const promptId = useId();
    const validated = useSelector(actor, (s) => s.hasTag('validated'));
    const validating = useSelector(actor, (s) => s.hasTag('busy'));
    const edit = { onChange: () => actor.send({ type: 'address.edit' } satisfies AddressEvent) };
    return (
      // The anchor the view scrolls to and focuses when the flow asks for a validation.
      <div ref={anchor} className="address-anchor" tabIndex={-1}>
        <section className="address-block" aria-labelledby={headingId}>
          <h2 id={headingId} className="address-block__title">
            {title}
          </h2>
          <div className="address-block__grid">
            <group.AppField name="provincia" listeners={edit}>
              {(field) => (
                <field.SelectField
                  label="Provincia"
                  options={provincias.map((provincia) => ({ value: provincia, label: provincia }))}
                />
              )}
            </group.AppField>
            {FIELDS.map(([name, label, autoComplete]) => (
              <group.AppField key={name} name={name} listeners={edit}>
                {(field) => (
                  <field.TextField
                    label={label}
                    autoComplete={autoComplete}
                    inputMode={name === 'numero' || name === 'piso' ? 'numeric' : undefined}
                  />
                )}
              </group.AppField>
            ))}
          </div>
          <div className="address-block__actions">
            <ActionButton
              variant="secondary"
              busy={validating}
              busyLabel="Validando…"
              aria-describedby={prompt && !validated ? promptId : undefined}
              onClick={() => {
                const { values } = group.state;
                actor.send({ type: 'address.validate', values });
              }}
            >
              Validar domicilio
            </ActionButton>
            {validated && (
              <p className="address-block__status" role="status">
                Domicilio validado
              </p>
            )}
          </div>
          {prompt && !validated && (
            <p id={promptId} className="address-block__prompt" role="alert">
              {prompt}
            </p>
          )}
        </section>
      </div>
    );
  },
});

export { AddressFields };

/**
 * What a flow says when its form is sent with this block unvalidated (its `address.required`
 * event): the message to show by the block, after scrolling to it and moving the focus there.
 */
const useAddressPrompt = (flow: {
  on: (
    type: 'address.required',
    handler: (event: { message: string }) => void,
  ) => { unsubscribe: () => void };
}) => {
  const anchor = useRef<HTMLDivElement>(null);
  const [prompt, setPrompt] = useState<string | null>(null);
  useEffect(() => {
    const subscription = flow.on('address.required', (event) => {
      setPrompt(event.message);
      anchor.current?.scrollIntoView({ block: 'start' });
      anchor.current?.focus();
    });
    return () => subscription.unsubscribe();
  }, [flow]);
  return { anchor, prompt };
};
