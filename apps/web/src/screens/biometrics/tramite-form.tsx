// The número de trámite typed from the card (issue 23): where the DNI's barcode was read on neither
// side, the back's preview offers this instead of leaving the applicant with retakes only. The
// machine checks the number with the identity call's schema and says what is wrong.
import type { idCaptureMachine } from '@alta/core/capture/id-capture.machine';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';

// Ours (docs/decisions/039-identity-call.md).
export const TRAMITE_TEXTS = {
  offer: 'Ingresar el número de trámite',
  title: 'Ingresá el número de trámite de tu DNI',
  label: 'Número de trámite',
  hint: 'Son los 11 dígitos de «Trámite N°» impresos en tu DNI.',
  submit: 'Continuar',
  cancel: 'Volver',
} as const;

export const TramiteForm = ({ actor }: { actor: ActorRefFrom<typeof idCaptureMachine> }) => {
  const id = useId();
  const error = useSelector(actor, (s) => s.context.tramiteError);
  const [value, setValue] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      className="capture__tramite"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'capture.tramite', value });
      }}
    >
      <h2 className="capture__subtitle">{TRAMITE_TEXTS.title}</h2>
      <div className="field">
        <label htmlFor={id}>{TRAMITE_TEXTS.label}</label>
        <input
          ref={field}
          id={id}
          name="nroTramite"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <p id={`${id}-hint`} className="capture__hint">
          {TRAMITE_TEXTS.hint}
        </p>
        {error && (
          <p id={`${id}-error`} className="capture__issue" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="capture__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => actor.send({ type: 'capture.cancelTramite' })}
        >
          {TRAMITE_TEXTS.cancel}
        </button>
        <button type="submit" className="button button--primary">
          {TRAMITE_TEXTS.submit}
        </button>
      </div>
    </form>
  );
};
