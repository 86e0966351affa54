// /onboarding-empresas/detalle/pf, 'Registrá los datos de tu empresa' (journey §2, §5): the persona
// física's data, the legal address with 'Validar domicilio', and the PEP, FATCA and Sujeto Obligado
// declarations. The flow machine decides what a change or a submit does; this screen renders and sends.
import { GENDER_EMPTY_MESSAGE, GENDER_OPTIONS } from '@alta/core/request/gender';
import { personaFisicaFormSchema } from '@alta/core/persona-fisica/persona-fisica.schema';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { ActividadSelect, DataFormPage, TOOLTIPS, useDataForm } from '../onboarding/data-form-page.tsx';
import type { PersonaFisicaActor } from './persona-fisica-flow.tsx';

const GENDERS = GENDER_OPTIONS.map(({ label, value }) => ({ label, value }));

export const PersonaFisicaFormScreen = ({ actor }: { actor: PersonaFisicaActor }) => {
  const today = useSelector(actor, (s) => s.context.today);
  const actividadLocked = useSelector(actor, (s) => s.context.actividadLocked);
  const configuracion = useSelector(actor, (s) => s.context.configuracion);
  const schema = useMemo(() => personaFisicaFormSchema(today), [today]);
  const { form, valid } = useDataForm(actor, schema);
  // The flow opens the form once it holds the option lists.
  if (!configuracion) return null;
  const opciones = configuracion.personaFisica;

  return (
    <DataFormPage
      title="Registrá los datos de tu empresa"
      subtitle="Datos personales"
      form={form}
      valid={valid}
      flow={actor}
      options={{
        provincias: configuracion.provincias,
        vat: opciones.situacionIVA,
        ganancias: opciones.situacionGanancias,
      }}
      declarations={
        <form.AppField name="pep">
          {(field) => <field.ToggleField label="PEP" tooltip={TOOLTIPS.pep} />}
        </form.AppField>
      }
    >
      <form.AppField name="nombre">
        {(field) => <field.TextField label="Nombre" autoComplete="given-name" />}
      </form.AppField>
      <form.AppField name="apellido">
        {(field) => <field.TextField label="Apellido" autoComplete="family-name" />}
      </form.AppField>
      <form.AppField name="genero">
        {(field) => <field.SelectField label="Género" options={GENDERS} placeholder={GENDER_EMPTY_MESSAGE} />}
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
        {() => <ActividadSelect options={opciones.actividad} locked={actividadLocked} />}
      </form.AppField>
    </DataFormPage>
  );
};
