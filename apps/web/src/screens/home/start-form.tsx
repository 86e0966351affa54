// 'Abrí tu cuenta empresa': the start form. Rules and messages come from core's schema; this file
// only lays the fields out and hands the values to the start machine.
import { isLocalHost } from '@alta/core/env/hosts';
import { FIELD_MAX_LENGTH } from '@alta/core/shared/fields';
import { activityTheme } from '@alta/core/shell/theme';
import { startUnavailable } from '@alta/core/shell/unavailable-reasons';
import { START_ACTIVITIES } from '@alta/core/start/start-activities';
import {
  EMPTY_START_FORM,
  phoneLimits,
  type StartFormInput,
  startFormSchema,
} from '@alta/core/start/start.schema';
import { useStore } from '@tanstack/react-form';
import { useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { useLazyStartFlow } from '../../app/start-flow.tsx';
import { type TextFieldProps, useAppForm } from '../../lib/form.tsx';
import { useEarlyPress } from '../../lib/early-press.ts';
import { useClientValue } from '../../lib/use-client-value.ts';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration.ts';
import { CaptchaBox } from '../../shell/captcha-box.tsx';
import { useTheme } from '../../shell/theme.ts';

type TextName = Exclude<keyof StartFormInput, 'actividad' | 'codigoPais'>;

/** The typed fields, with core's limits. */
const TEXT_FIELDS: Record<TextName, TextFieldProps> = {
  nroTributario: {
    label: 'CUIT',
    hint: 'Solo el titular puede dar de alta la empresa',
    inputMode: 'numeric',
    maxLength: FIELD_MAX_LENGTH.cuit,
    autoComplete: 'off',
  },
  email: {
    label: 'Correo Electrónico',
    type: 'email',
    autoComplete: 'email',
    maxLength: FIELD_MAX_LENGTH.email,
  },
  nombres: { label: 'Nombre/s', autoComplete: 'given-name', maxLength: FIELD_MAX_LENGTH.personName },
  apellidos: { label: 'Apellido/s', autoComplete: 'family-name', maxLength: FIELD_MAX_LENGTH.personName },
  codigoArea: {
    label: 'Código de área',
    hint: 'Sin 0',
    inputMode: 'numeric',
    maxLength: FIELD_MAX_LENGTH.areaCode,
    autoComplete: 'tel-area-code',
  },
  // Its maximum before an area code is typed; `text` gives the one the area code leaves.
  telefono: {
    label: 'Número',
    hint: 'Sin 15',
    inputMode: 'numeric',
    maxLength: phoneLimits('').max,
    autoComplete: 'tel-local',
  },
};

// The prerendered HTML cannot know the host it will be served from: it says 'not local'.
const localHost = () => isLocalHost(window.location.hostname);

// Fields read the form through context (errors show after a submit), so the whole form sits in AppForm.
export const StartForm = () => {
  const { actor, load } = useLazyStartFlow();
  const preload = () => {
    void load();
    void import('../loading/loading-screen.tsx');
  };
  const headingId = useId();
  // Read once: what was typed before an error or a trip back comes back into the fields.
  const [defaultValues] = useState<StartFormInput>(() => ({
    ...EMPTY_START_FORM,
    ...actor?.getSnapshot().context.values,
  }));
  const [captchaSolved, setCaptchaSolved] = useState(false);

  const form = useAppForm({
    defaultValues,
    validators: { onChange: startFormSchema, onSubmit: startFormSchema },
    onSubmit: async ({ value }) => (await load()).send({ type: 'step.submit', values: value }),
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => form.setFieldValue(name as keyof StartFormInput, value));
  const values = useStore(form.store, ({ values }) => values);
  useTheme(activityTheme(values.actividad));

  const local = useClientValue(localHost, false);
  const unavailable = startUnavailable({ local, valid: v.is(startFormSchema, values), captchaSolved });
  // 'Abrir cuenta' (or Enter) pressed before the form hydrated: sent now, as the button would have,
  // if it can be used (issue 24).
  const early = useEarlyPress(formRef, () => {
    if (unavailable === null) void form.handleSubmit();
  });
  const phoneMax = phoneLimits(values.codigoArea).max;
  const text = (name: TextName, more?: Partial<TextFieldProps>) => (
    <form.AppField name={name}>
      {(field) => <field.TextField {...TEXT_FIELDS[name]} {...more} />}
    </form.AppField>
  );

  return (
    <form.AppForm>
      <form.Form
        {...early}
        ref={formRef}
        className="start-form"
        aria-labelledby={headingId}
        // The first touch of the form fetches the start machine and '/loading', so 'Abrir cuenta'
        // never waits for them.
        onFocus={preload}
      >
        <h1 id={headingId} className="start-form__title">
          Abrí tu cuenta empresa
        </h1>
        <p className="start-form__intro">Completá tus datos para empezar.</p>

        {text('nroTributario')}
        <form.AppField name="actividad">
          {(field) => <field.SelectField label="Actividad" options={START_ACTIVITIES} />}
        </form.AppField>
        {text('email')}
        <div className="start-form__row">
          {text('nombres')}
          {text('apellidos')}
        </div>

        <fieldset className="field-group">
          <legend>Celular</legend>
          <div className="field-group__phone">
            {text('codigoArea')}
            {text('telefono', { maxLength: phoneMax })}
          </div>
        </fieldset>

        <CaptchaBox onSolved={(token) => setCaptchaSolved(token !== null)} />

        <form.SubmitButton unavailable={unavailable}>Abrir cuenta</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
};
