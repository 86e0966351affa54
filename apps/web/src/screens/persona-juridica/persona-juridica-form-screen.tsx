// /onboarding-empresas/detalle/pj, 'Datos de la empresa' (journey §2, §5): the company's data, the
// legal address with 'Validar domicilio', and the FATCA and Sujeto Obligado declarations. The flow
// machine decides what a change or a submit does; this screen renders and sends.
import {
  allowedVatOptions,
  personaJuridicaFormSchema,
} from '@alta/core/persona-juridica/persona-juridica.schema';
import { useStore } from '@tanstack/react-form';
import { useSelector } from '@xstate/react';
import { ActividadSelect, DataFormPage, useDataForm } from '../onboarding/data-form-page.tsx';
import type { PersonaJuridicaActor } from './persona-juridica-flow.tsx';

export const PersonaJuridicaFormScreen = ({ actor }: { actor: PersonaJuridicaActor }) => {
  const actividadLocked = useSelector(actor, (s) => s.context.actividadLocked);
  const configuracion = useSelector(actor, (s) => s.context.configuracion);
  const { form, valid } = useDataForm(actor, personaJuridicaFormSchema);
  // The simplified VAT regime is offered to an SH only.
  const tipoSociedad = useStore(form.store, (s) => s.values.tipoSociedad);
  // The flow opens the form once it holds the option lists.
  if (!configuracion) return null;
  const opciones = configuracion.personaJuridica;
  const vat = allowedVatOptions(tipoSociedad, opciones.situacionIVA);

  return (
    <DataFormPage
      title="Datos de la empresa"
      form={form}
      valid={valid}
      flow={actor}
      options={{ provincias: configuracion.provincias, vat, ganancias: opciones.situacionGanancias }}
    >
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
        {() => <ActividadSelect options={opciones.actividad} locked={actividadLocked} />}
      </form.AppField>
      <form.AppField name="tipoSociedad">
        {(field) => <field.SelectField label="Tipo de sociedad" options={opciones.tipoSocietario} />}
      </form.AppField>
    </DataFormPage>
  );
};
