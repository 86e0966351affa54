// What the two data forms (/detalle/pf and /detalle/pj) share: the form as the flow gives it (its start,
// its draft already laid over it by the flow; its changes and submit, sent to the flow, which keeps the
// draft and reads the address block itself), and the page around the person type's own fields: the
// tax conditions, the legal-address block the flow spawned, the declarations and Continuar.
import { type AddressInput, EMPTY_ADDRESS } from '@alta/core/address/address.schema';
import type { Option } from '@alta/core/api/configuracion';
import { dataFormUnavailable } from '@alta/core/shell/unavailable-reasons';
import type { personaFisicaMachine } from '@alta/core/persona-fisica/persona-fisica.machine';
import type { personaJuridicaMachine } from '@alta/core/persona-juridica/persona-juridica.machine';
import { useStore } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { type ReactNode, useId, useState } from 'react';
import * as v from 'valibot';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { useFieldContext } from '../../lib/form-context.ts';
import { Form } from '../../lib/form-element.tsx';
import { SelectField, SubmitButton, useAppForm, withFieldGroup } from '../../lib/form.tsx';
import { AddressFields, useAddressPassed } from '../address/address-block.tsx';

export type DataFlowActor =
  | ActorRefFrom<typeof personaFisicaMachine>
  | ActorRefFrom<typeof personaJuridicaMachine>;

/** What both data forms hold besides their own fields. */
interface DataFormValues {
  nroTributario: string;
  condicionIVA: string;
  condicionGanancias: string;
  domicilio: AddressInput;
  fatca?: boolean;
  sujetoObligado?: boolean;
}

export const TOOLTIPS = {
  pep: 'Persona Expuesta Políticamente: quien ejerce o ejerció en los últimos años una función pública relevante, o es familiar o allegado de quien la ejerce.',
  fatca:
    'FATCA: marcá esta opción si sos ciudadano o residente fiscal de los Estados Unidos y debés tributar allí.',
  sujetoObligado:
    'Sujeto Obligado ante la UIF: quien por su actividad debe informar operaciones sospechosas a la Unidad de Información Financiera (Ley 25.246).',
} as const;

/**
 * The form as its flow gives it: the values it starts from (read once: the flow laid the step's draft
 * over them), every change the user makes (step.change: the flow keeps it as the draft; opening the
 * form sends none) and the submit (step.submit with the values alone: the flow reads its address
 * block itself). `valid`: whether the values pass the schema, as Continuar needs.
 */
export const useDataForm = <T extends DataFormValues>(
  actor: DataFlowActor,
  schema: v.GenericSchema<T, unknown>,
) => {
  const [defaultValues] = useState(() => actor.getSnapshot().context.formValues as unknown as T);
  // Both flows take these two events, each with its own form's values.
  const flow = actor as AnyActorRef;
  const form = useAppForm({
    defaultValues,
    validators: { onChange: schema, onSubmit: schema },
    listeners: {
      onChange: ({
        formApi: {
          state: { values },
        },
      }) => flow.send({ type: 'step.change', values }),
    },
    onSubmit: ({ value }) => flow.send({ type: 'step.submit', values: value }),
  });
  const valid = useStore(form.store, (s) => v.is(schema, s.values));
  return { form, valid };
};

/** The activity, locked when the record has one, with its option's note as a hint (inside its AppField). */
export const ActividadSelect = ({ options, locked }: { options: readonly Option[]; locked: boolean }) => {
  const field = useFieldContext<string>();
  return (
    <SelectField
      label="Actividad"
      options={options}
      disabled={locked}
      hint={options.find((a) => a.value === field.getValue())?.message}
    />
  );
};

// The session's tax number, read-only: the first field of both forms.
const TaxNumber = withFieldGroup({
  defaultValues: { nroTributario: '' },
  render: ({ group }) => (
    <group.AppField name="nroTributario">
      {(field) => <field.TextField label="CUIT" readOnly />}
    </group.AppField>
  ),
});
const TAX_NUMBER = { nroTributario: 'nroTributario' } as const;

const TaxFields = withFieldGroup({
  defaultValues: { condicionIVA: '', condicionGanancias: '' },
  props: {} as { vat: readonly Option[]; ganancias: readonly Option[] },
  render: ({ group, vat, ganancias }) => (
    <>
      <group.AppField name="condicionIVA">
        {(field) => <field.SelectField label="Condición frente al IVA" options={vat} />}
      </group.AppField>
      <group.AppField name="condicionGanancias">
        {(field) => <field.SelectField label="Condición frente a Ganancias" options={ganancias} />}
      </group.AppField>
    </>
  ),
});

interface DataFormPageProps<T extends DataFormValues> {
  title: string;
  subtitle?: string;
  form: ReturnType<typeof useDataForm<T>>['form'];
  valid: boolean;
  flow: DataFlowActor;
  /** The lists the shared fields take: the provinces, and the person type's tax options. */
  options: { provincias: readonly string[]; vat: readonly Option[]; ganancias: readonly Option[] };
  /** The person type's own declarations, before FATCA and Sujeto Obligado. */
  declarations?: ReactNode;
  /** The person type's own fields, between the CUIT and the tax conditions. */
  children: ReactNode;
}

/**
 * The page and its form: the person type's fields, then what both forms hold (the tax conditions,
 * the legal address, the declarations) and Continuar.
 */
export const DataFormPage = <T extends DataFormValues>({
  title,
  subtitle,
  form,
  valid,
  flow,
  options,
  declarations,
  children,
}: DataFormPageProps<T>) => {
  const headingId = useId();
  return (
    <section className="data-form" aria-labelledby={headingId}>
      <h1 id={headingId} className="data-form__title">
        {title}
      </h1>
      <form.AppForm>
        <Form className="data-form__form card">
          {subtitle && <h2 className="data-form__subtitle">{subtitle}</h2>}
          <div className="data-form__grid">
            <TaxNumber form={form} fields={TAX_NUMBER as never} />
            {children}
            {/* The groups' fields are named alike in both forms (DataFormValues); T is only known there. */}
            <TaxFields
              form={form}
              fields={TAX_FIELDS as never}
              vat={options.vat}
              ganancias={options.ganancias}
            />
          </div>
          <DataFormTail
            form={form}
            fields={TAIL_FIELDS as never}
            flow={flow}
            provincias={options.provincias}
            valid={valid}
            declarations={declarations}
          />
        </Form>
      </form.AppForm>
    </section>
  );
};

const TAX_FIELDS = { condicionIVA: 'condicionIVA', condicionGanancias: 'condicionGanancias' } as const;

interface TailValues {
  domicilio: AddressInput;
  fatca?: boolean;
  sujetoObligado?: boolean;
}

interface TailProps {
  flow: AnyActorRef;
  provincias: readonly string[];
  /** Whether the form's own fields are valid: Continuar waits for them and for the address block. */
  valid: boolean;
  /** The person type's own declarations, before FATCA and Sujeto Obligado. */
  declarations?: ReactNode;
}

/** The legal address (its block is the flow's child), the declarations, and Continuar. */
const DataFormTail = withFieldGroup({
  defaultValues: { domicilio: EMPTY_ADDRESS, fatca: false, sujetoObligado: false } as TailValues,
  props: {} as TailProps,
  render: function Render({ group, flow, provincias, valid, declarations }) {
    const addressValidated = useAddressPassed(flow);
    const confirming = useSelector(flow, (s) => s.hasTag('busy'));
    return (
      <>
        <AddressFields
          form={group}
          fields="domicilio"
          title="Domicilio legal"
          flow={flow}
          provincias={provincias}
        />

        <fieldset className="field-group data-form__toggles">
          <legend>Declaraciones</legend>
          {declarations}
          <group.AppField name="fatca">
            {(field) => <field.ToggleField label="FATCA" tooltip={TOOLTIPS.fatca} />}
          </group.AppField>
          <group.AppField name="sujetoObligado">
            {(field) => <field.ToggleField label="Sujeto Obligado" tooltip={TOOLTIPS.sujetoObligado} />}
          </group.AppField>
        </fieldset>

        {/* Blocked, it still submits (a press or Enter): the form shows its field messages, and the flow
            the address prompt (issue 24). */}
        <SubmitButton
          unavailable={dataFormUnavailable({ valid, addressValidated })}
          busy={confirming}
          pressThrough
        >
          Continuar
        </SubmitButton>
      </>
    );
  },
});

const TAIL_FIELDS = { domicilio: 'domicilio', fatca: 'fatca', sujetoObligado: 'sujetoObligado' } as const;
