// /onboarding-empresas/detalle/pj, 'Datos de la empresa' (journey §2, §5): the company's data, the
// legal address with 'Validar domicilio', and the FATCA and Sujeto Obligado declarations. The flow
// machine decides what a submit does; this screen renders and sends.
import { isAddressValidated } from '@alta/core/address/address.machine';
import { EMPTY_ADDRESS } from '@alta/core/address/address.schema';
import {
  allowedVatOptions,
  type PersonaJuridicaFormInput,
  personaJuridicaFormSchema,
} from '@alta/core/persona-juridica/persona-juridica.schema';
import { useStore } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import * as v from 'valibot';
import { useAppForm } from '../../lib/form.tsx';
import {
  AddressAnchor,
  AddressFields,
  useAddressActor,
  useAddressPrompt,
} from '../address/address-block.tsx';
import { DataFormPage, useFormDraft, useFormStart } from '../onboarding/data-form-page.tsx';
import { TOOLTIPS } from '../persona-fisica/datos-pf-screen.tsx';
import type { PersonaJuridicaActor } from './persona-juridica-flow.tsx';

const STEP = { step: 'datosPj', persona: 'juridica' } as const;

const EMPTY_FORM: PersonaJuridicaFormInput = {
  nroTributario: '',
  razonSocial: '',
  nombreFantasia: '',
  actividad: '',
  tipoSociedad: '',
  condicionIVA: '',
  condicionGanancias: '',
  facturacion: '',
  domicilio: EMPTY_ADDRESS,
  fatca: false,
  sujetoObligado: false,
  franquicia: false,
};

export const DatosPjScreen = ({ actor }: { actor: PersonaJuridicaActor }) => {
  const actividadLocked = useSelector(actor, (s) => s.context.actividadLocked);
  const confirming = useSelector(actor, (s) => s.hasTag('busy'));
  const address = useAddressActor();
  const { anchor, prompt } = useAddressPrompt(actor);
  const start = useFormStart(actor, STEP, EMPTY_FORM);

  const form = useAppForm({
    defaultValues: start.values,
    validators: { onChange: personaJuridicaFormSchema, onSubmit: personaJuridicaFormSchema },
    onSubmit: ({ value }) =>
      actor.send({
        type: 'step.submit',
        values: value,
        addressValidated: isAddressValidated(address.getSnapshot()),
      }),
  });
  const values = useStore(form.store, (s) => s.values);
  const valid = v.is(personaJuridicaFormSchema, values);
  const tipoSociedad = values.tipoSociedad;
  const addressValidated = useFormDraft(actor, STEP, values, address, start);

  return (
    <DataFormPage title="Datos de la empresa">
      {(configuracion) => {
        const opciones = configuracion.personaJuridica;
        const actividades = opciones.actividad;
        return (
          <form.AppForm>
            <form.Form className="data-form__form card">
              <div className="data-form__grid">
                <form.AppField name="nroTributario">
                  {(field) => <field.TextField label="CUIT" readOnly />}
                </form.AppField>
                <form.AppField name="razonSocial">
                  {(field) => <field.TextField label="Razón social" readOnly />}
                </form.AppField>
                <form.AppField name="nombreFantasia">
                  {(field) => <field.TextField label="Nombre de fantasía" autoComplete="organization" />}
                </form.AppField>
                <form.AppField name="facturacion">
                  {(field) => <field.TextField label="Facturación anual" inputMode="decimal" />}
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
                <form.AppField name="tipoSociedad">
                  {(field) => (
                    <field.SelectField label="Tipo de sociedad" options={opciones.tipoSocietario} />
                  )}
                </form.AppField>
                <form.AppField name="condicionIVA">
                  {(field) => (
                    <field.SelectField
                      label="Condición frente al IVA"
                      options={allowedVatOptions(tipoSociedad, opciones.situacionIVA)}
                    />
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
