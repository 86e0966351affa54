// /onboarding-empresas/detalle/pf, 'Registrá los datos de tu empresa' (journey §2, §5): the persona
// física's data, the legal address with 'Validar domicilio', and the PEP, FATCA and Sujeto Obligado
// declarations. The flow machine decides what a submit does; this screen renders and sends.
import { isAddressValidated } from '@alta/core/address/address.machine';
import { EMPTY_ADDRESS } from '@alta/core/address/address.schema';
import { GENDER_EMPTY_MESSAGE, GENDER_OPTIONS } from '@alta/core/application/gender';
import {
  type PersonaFisicaFormInput,
  personaFisicaFormSchema,
} from '@alta/core/persona-fisica/persona-fisica.schema';
import { type FormDraft, formStart, lockedFields, readDraft, saveDraft } from '@alta/core/session/drafts';
import { useStore } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { useAppForm } from '../../lib/form.tsx';
import { useDraft } from '../../lib/use-draft.ts';
import { useConfiguracion } from '../../lib/use-configuracion.ts';
import {
  AddressAnchor,
  AddressFields,
  useAddressActor,
  useAddressPrompt,
} from '../address/address-block.tsx';
import type { PersonaFisicaActor } from './persona-fisica-flow.tsx';

export const TOOLTIPS = {
  pep: 'Persona Expuesta Políticamente: quien ejerce o ejerció en los últimos años una función pública relevante, o es familiar o allegado de quien la ejerce.',
  fatca:
    'FATCA: marcá esta opción si sos ciudadano o residente fiscal de los Estados Unidos y debés tributar allí.',
  sujetoObligado:
    'Sujeto Obligado ante la UIF: quien por su actividad debe informar operaciones sospechosas a la Unidad de Información Financiera (Ley 25.246).',
} as const;

const EMPTY_FORM: PersonaFisicaFormInput = {
  nroTributario: '',
  nombre: '',
  apellido: '',
  genero: '',
  estadoCivil: '',
  fechaNacimiento: '',
  actividad: '',
  condicionIVA: '',
  condicionGanancias: '',
  domicilio: EMPTY_ADDRESS,
  pep: false,
  fatca: false,
  sujetoObligado: false,
};

const GENDERS = GENDER_OPTIONS.map(({ label, value }) => ({ label, value }));

export const DatosPfScreen = ({ actor }: { actor: PersonaFisicaActor }) => {
  const headingId = useId();
  const configuracion = useConfiguracion();
  const today = useSelector(actor, (s) => s.context.today);
  const actividadLocked = useSelector(actor, (s) => s.context.actividadLocked);
  const confirming = useSelector(actor, (s) => s.matches({ datos: 'confirming' }));
  const schema = useMemo(() => personaFisicaFormSchema(today), [today]);
  const address = useAddressActor();
  const addressValidated = useSelector(address, isAddressValidated);
  const { anchor, prompt } = useAddressPrompt(actor);

  // Read once: what the flow holds, with this step's draft over it (a reload keeps the typing).
  const [start] = useState(() => {
    const { context } = actor.getSnapshot();
    return formStart({
      values: { ...EMPTY_FORM, ...context.formValues } as PersonaFisicaFormInput,
      draft: readDraft('datosPf', context.idSolicitud) as FormDraft<PersonaFisicaFormInput> | null,
      locked: lockedFields('fisica', context.actividadLocked),
      checked: context.datos !== null,
    });
  });

  const form = useAppForm({
    defaultValues: start.values,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) =>
      actor.send({
        type: 'step.submit',
        values: value,
        addressValidated: isAddressValidated(address.getSnapshot()),
      }),
  });
  const values = useStore(form.store, (s) => s.values);
  const valid = v.is(schema, values);
  useDraft({ values, addressValidated }, (draft) =>
    saveDraft('datosPf', actor.getSnapshot().context.idSolicitud, draft),
  );

  // An address that had passed (confirmed, or validated before a reload) stays validated.
  useEffect(() => {
    if (start.addressValidated) address.send({ type: 'address.restore', values: start.values.domicilio });
  }, [start, address]);

  if (configuracion.status !== 'ready')
    return (
      <section className="data-form" aria-labelledby={headingId}>
        <h1 id={headingId} className="data-form__title">
          Registrá los datos de tu empresa
        </h1>
        {configuracion.status === 'loading' ? (
          <p role="status">Cargando…</p>
        ) : (
          <div className="flow-status">
            <p>No pudimos cargar las opciones del formulario.</p>
            <button type="button" className="button button--secondary" onClick={configuracion.retry}>
              Reintentar
            </button>
          </div>
        )}
      </section>
    );

  const opciones = configuracion.configuracion.personaFisica;
  const actividades = opciones.actividad;

  return (
    <section className="data-form" aria-labelledby={headingId}>
      <h1 id={headingId} className="data-form__title">
        Registrá los datos de tu empresa
      </h1>
      <form
        className="data-form__form card"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.AppForm>
          <h2 className="data-form__subtitle">Datos personales</h2>
          <div className="data-form__grid">
            <form.AppField name="nroTributario">
              {(field) => <field.TextField label="CUIT" readOnly />}
            </form.AppField>
            <form.AppField name="nombre">
              {(field) => <field.TextField label="Nombre" autoComplete="given-name" />}
            </form.AppField>
            <form.AppField name="apellido">
              {(field) => <field.TextField label="Apellido" autoComplete="family-name" />}
            </form.AppField>
            <form.AppField name="genero">
              {(field) => (
                <field.SelectField label="Género" options={GENDERS} placeholder={GENDER_EMPTY_MESSAGE} />
              )}
            </form.AppField>
            <form.AppField name="estadoCivil">
              {(field) => <field.SelectField label="Estado civil" options={opciones.estadoCivil} />}
            </form.AppField>
            <form.AppField name="fechaNacimiento">
              {(field) => (
                <field.TextField label="Fecha de nacimiento" type="date" max={today} autoComplete="bday" />
              )}
            </form.AppField>
            <form.AppField name="actividad">
              {(field) => (
                <field.SelectField
                  label="Actividad"
                  options={actividades}
                  disabled={actividadLocked}
                  hint={actividades.find((a) => a.value === field.state.value)?.message}
                />
              )}
            </form.AppField>
            <form.AppField name="condicionIVA">
              {(field) => (
                <field.SelectField label="Condición frente al IVA" options={opciones.situacionIVA} />
              )}
            </form.AppField>
            <form.AppField name="condicionGanancias">
              {(field) => (
                <field.SelectField
                  label="Condición frente a Ganancias"
                  options={opciones.situacionGanancias}
                />
              )}
            </form.AppField>
          </div>

          <AddressAnchor ref={anchor}>
            <AddressFields
              form={form}
              fields="domicilio"
              title="Domicilio legal"
              actor={address}
              provincias={configuracion.configuracion.provincias}
              prompt={prompt}
            />
          </AddressAnchor>

          <fieldset className="field-group data-form__toggles">
            <legend>Declaraciones</legend>
            <form.AppField name="pep">
              {(field) => <field.ToggleField label="PEP" tooltip={TOOLTIPS.pep} />}
            </form.AppField>
            <form.AppField name="fatca">
              {(field) => <field.ToggleField label="FATCA" tooltip={TOOLTIPS.fatca} />}
            </form.AppField>
            <form.AppField name="sujetoObligado">
              {(field) => <field.ToggleField label="Sujeto Obligado" tooltip={TOOLTIPS.sujetoObligado} />}
            </form.AppField>
          </fieldset>

          <form.SubmitButton blocked={!valid || !addressValidated} busy={confirming}>
            Continuar
          </form.SubmitButton>
        </form.AppForm>
      </form>
    </section>
  );
};
