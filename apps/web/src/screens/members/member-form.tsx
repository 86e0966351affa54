// The member form of /integrantes (journey §5): one member to add or edit, checked field by field
// with core's schema (the spec's messages, tied to each input). The members machine decides whether
// a checked member goes in (a duplicate tax number or one member too many is refused: `notice`).
import type { SelectOption, TextFieldProps } from '../../lib/form.tsx';
import { type MemberFormInput, memberFormSchema, PORCENTAJE_HINT } from '@alta/core/members/members.schema';
import { FIELD_MAX_LENGTH } from '@alta/core/shared/fields';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useAppForm } from '../../lib/form.tsx';

/** The typed fields, in the order the form shows them. */
const TEXT_FIELDS = {
  nombres: { label: 'Nombres', autoComplete: 'off' },
  apellidos: { label: 'Apellidos', autoComplete: 'off' },
  nroTributario: {
    label: 'CUIT / CUIL',
    hint: 'Con o sin guiones',
    inputMode: 'numeric',
    maxLength: FIELD_MAX_LENGTH.cuit,
  },
  porcentajeParticipacion: {
    label: 'Porcentaje de participación',
    hint: PORCENTAJE_HINT,
    inputMode: 'decimal',
  },
  email: { label: 'Correo electrónico', type: 'email', autoComplete: 'off' },
  codigoPais: { label: 'Código de país', inputMode: 'numeric' },
  codigoArea: { label: 'Código de área', hint: 'Sin 0', inputMode: 'numeric' },
  telefono: { label: 'Teléfono', hint: 'Sin 15', inputMode: 'numeric' },
  'contactoComercial.sucursalCodigo': { label: 'Código de sucursal', autoComplete: 'off' },
  'contactoComercial.oficialCodigo': { label: 'Código de oficial', autoComplete: 'off' },
} as const satisfies Record<string, TextFieldProps>;
type TextName = keyof typeof TEXT_FIELDS;

export interface MemberFormProps {
  /** Editing an existing member, or adding a new one. */
  mode: 'add' | 'edit';
  initial: MemberFormInput;
  dominioBanco: string;
  actividades: readonly SelectOption[];
  /** The machine's refusal for this form (duplicate, too many), shown under it. */
  notice: string | null;
  onSave: (values: MemberFormInput) => void;
  onCancel: () => void;
}

/** The roles a member may hold, one checkbox each. */
const ROLES = [
  ['firmante', 'Firmante'],
  ['representanteLegal', 'Representante legal'],
] as const;

const RoleCheckbox = ({
  label,
  checked,
  onChange,
  onBlur,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  name: string;
}) => {
  const id = useId();
  return (
    <div className="member-form__role">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={onBlur}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
};

export const MemberForm = ({
  mode,
  initial,
  dominioBanco,
  actividades,
  notice,
  onSave,
  onCancel,
}: MemberFormProps) => {
  const headingId = useId();
  const noticeId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const schema = useMemo(() => memberFormSchema(dominioBanco), [dominioBanco]);
  const form = useAppForm({
    defaultValues: initial,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: ({ value }) => onSave(value),
  });

  // Opening the form takes the keyboard user to it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const text = (name: TextName) => (
    <form.AppField name={name}>{(field) => <field.TextField {...TEXT_FIELDS[name]} />}</form.AppField>
  );

  const title = mode === 'add' ? 'Nuevo integrante' : 'Editar integrante';
  return (
    <form.AppForm>
      <form.Form className="member-form card" aria-labelledby={headingId}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className="member-form__title">
          {title}
        </h2>
        <div className="data-form__grid">
          {text('nombres')}
          {text('apellidos')}
          {text('nroTributario')}
          {text('porcentajeParticipacion')}
          <form.AppField name="actividad">
            {(field) => <field.SelectField label="Actividad del integrante" options={actividades} />}
          </form.AppField>
          {text('email')}
          {text('codigoPais')}
          {text('codigoArea')}
          {text('telefono')}
        </div>

        <fieldset className="field-group member-form__roles">
          <legend>Rol en la empresa</legend>
          {ROLES.map(([name, label]) => (
            <form.Field key={name} name={name}>
              {(field) => (
                <RoleCheckbox
                  label={label}
                  name={field.name}
                  checked={Boolean(field.getValue())}
                  onChange={field.handleChange}
                  onBlur={field.handleBlur}
                />
              )}
            </form.Field>
          ))}
        </fieldset>

        <fieldset className="field-group">
          <legend>Contacto comercial (opcional)</legend>
          <div className="data-form__grid">
            {text('contactoComercial.sucursalCodigo')}
            {text('contactoComercial.oficialCodigo')}
          </div>
        </fieldset>

        {notice && (
          <p id={noticeId} className="member-form__notice" role="alert">
            {notice}
          </p>
        )}

        <div className="member-form__actions">
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancelar
          </button>
          <button
            type="submit"
            className="button button--primary"
            aria-describedby={notice ? noticeId : undefined}
          >
            {mode === 'add' ? 'Agregar' : 'Guardar cambios'}
          </button>
        </div>
      </form.Form>
    </form.AppForm>
  );
};
