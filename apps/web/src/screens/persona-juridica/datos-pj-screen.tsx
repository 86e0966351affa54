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
import { type FormDraft, formStart, lockedFields, readDraft, saveDraft } from '@alta/core/session/drafts';
import { useStore } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
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
import { TOOLTIPS } from '../persona-fisica/datos-pf-screen.tsx';
import type { PersonaJuridicaActor } from './persona-juridica-flow.tsx';

const TITLE = 'Datos de la empresa';

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
  const headingId = useId();
  const configuracion = useConfiguracion();
  const actividadLocked = useSelector(actor, (s) => s.context.actividadLocked);
  const confirming = useSelector(actor, (s) => s.matches({ datos: 'confirming' }));
  const address = useAddressActor();
  const addressValidated = useSelector(address, isAddressValidated);
  const { anchor, prompt } = useAddressPrompt(actor);

  // Read once: what the flow holds, with this step's draft over it (a reload keeps the typing).
  const [start] = useState(() => {
    const { context } = actor.getSnapshot();
    return formStart({
      values: { ...EMPTY_FORM, ...context.formValues } as PersonaJuridicaFormInput,
      draft: readDraft('datosPj', context.idSolicitud) as FormDraft<PersonaJuridicaFormInput> | null,
      locked: lockedFields('juridica', context.actividadLocked),
      checked: context.datos !== null,
    });
  });

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
  useDraft({ values, addressValidated }, (draft) =>
    saveDraft('datosPj', actor.getSnapshot().context.idSolicitud, draft),
  );

  // An address that had passed (confirmed, or validated before a reload) stays validated.
  useEffect(() => {
    if (start.addressValidated) address.send({ type: 'address.restore', values: start.values.domicilio });
  }, [start, address]);

  if (configuracion.status !== 'ready')
    return (
      <section className="data-form" aria-labelledby={headingId}>
        <h1 id={headingId} className="data-form__title">
          {TITLE}
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

  const opciones = configuracion.configuracion.personaJuridica;
  const actividades = opciones.actividad;

  return (
    <section className="data-form" aria-labelledby={headingId}>
      <h1 id={headingId} className="data-form__title">
        {TITLE}
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
              {(field) => <field.SelectField label="Tipo de sociedad" options={opciones.tipoSocietario} />}
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
              provincias={configuracion.configuracion.provincias}
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

          <form.SubmitButton blocked={!valid || !addressValidated} busy={confirming}>
            Continuar
          </form.SubmitButton>
        </form.AppForm>
      </form>
    </section>
  );
};
