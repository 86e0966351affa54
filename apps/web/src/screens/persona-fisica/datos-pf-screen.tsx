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
import { useStore } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import * as v from 'valibot';
import { useAppForm } from '../../lib/form.tsx';
import {
  AddressAnchor,
  AddressFields,
  useAddressActor,
  useAddressPrompt,
} from '../address/address-block.tsx';
import { DataFormPage, useFormDraft, useFormStart } from '../onboarding/data-form-page.tsx';
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

const STEP = { step: 'datosPf', persona: 'fisica' } as const;

const GENDERS = GENDER_OPTIONS.map(({ label, value }) => ({ label, value }));

export const DatosPfScreen = ({ actor }: { actor: PersonaFisicaActor }) => {
  const today = useSelector(actor, (s) => s.context.today);
  const actividadLocked = useSelector(actor, (s) => s.context.actividadLocked);
  const confirming = useSelector(actor, (s) => s.hasTag('busy'));
  const schema = useMemo(() => personaFisicaFormSchema(today), [today]);
  const address = useAddressActor();
  const { anchor, prompt } = useAddressPrompt(actor);
  const start = useFormStart(actor, STEP, EMPTY_FORM);

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
  const addressValidated = useFormDraft(actor, STEP, values, address, start);

  return (
    <DataFormPage title="Registrá los datos de tu empresa">
      {(configuracion) => {
        const opciones = configuracion.personaFisica;
        const actividades = opciones.actividad;
        return (
          <form.AppForm>
            <form.Form className="data-form__form card">
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
                    <field.TextField
                      label="Fecha de nacimiento"
                      type="date"
                      max={today}
                      autoComplete="bday"
                    />
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
                  provincias={configuracion.provincias}
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

              <form.SubmitButton
                blocked={!valid || !addressValidated}
                busy={confirming}
                onBlockedPress={() => void form.handleSubmit()}
              >
                Continuar
              </form.SubmitButton>
            </form.Form>
          </form.AppForm>
        );
      }}
    </DataFormPage>
  );
};
