// createFormHook, once for the whole app: every field shows its label, its hint and the spec's
// message, tied to the input with aria-describedby so screen readers hear it with the field.
import { isTypeAheadKey, type TypeAheadState, typeAhead } from '@alta/core/shared/type-ahead';
import { createFormHook } from '@tanstack/react-form';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { ActionButton } from './action-button.tsx';
import { fieldContext, formContext, useFieldContext, useFormContext } from './form-context.ts';
import { Form } from './form-element.tsx';

const firstError = (errors: readonly unknown[]): string | null => {
  for (const error of errors) {
    if (typeof error === 'string') return error;
    if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  }
  return null;
};

interface FieldFrameProps {
  label: string;
  hint?: string;
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error, wired together. Errors show once a field was touched or submitted. */
const FieldFrame = ({ label, hint, children }: FieldFrameProps) => {
  const field = useFieldContext<unknown>();
  const form = useFormContext();
  const id = useId();
  const shown = field.state.meta.isTouched || form.state.submissionAttempts > 0;
  const error = shown ? firstError(field.state.meta.errors) : null;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={`${id}-input`}>{label}</label>
      {children({ inputId: `${id}-input`, describedBy, invalid: Boolean(error) })}
      {hint && (
        <small id={hintId} className="field__hint">
          {hint}
        </small>
      )}
      {error && (
        <span id={errorId} className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
};

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'id'>;

/** What a text field is told: its label, its hint and the input's own attributes. */
export type TextFieldProps = { label: string; hint?: string } & InputProps;

export const TextField = ({ label, hint, ...input }: TextFieldProps) => {
  const field = useFieldContext<string>();
  return (
    <FieldFrame label={label} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <input
          {...input}
          id={inputId}
          name={field.name}
          value={field.getValue() ?? ''}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </FieldFrame>
  );
};

const ARROW_STEPS: Record<string, number | undefined> = { ArrowDown: 1, ArrowUp: -1 };

/** Whether a select shows its list (the :open state of customizable selects; false where unknown). */
const isOpen = (select: HTMLSelectElement): boolean => {
  try {
    return select.matches(':open');
  } catch {
    return false;
  }
};

export interface SelectOption {
  value: string;
  label: string;
}

export const SelectField = ({
  label,
  hint,
  options,
  disabled,
  placeholder = 'Seleccioná una opción',
}: {
  label: string;
  hint?: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  placeholder?: string;
}) => {
  const field = useFieldContext<string>();
  const typed = useRef<TypeAheadState | null>(null);
  // Identity §9: the query clears 350 ms after the last key (the browser's own waits longer). Closed,
  // the select takes the option; with its list open, the option gets the focus (Enter picks it).
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    const select = event.currentTarget;
    // A closed select steps through its options with the arrows, as Chromium's own does on Windows
    // and Linux (the customizable one would open its list instead); Alt+Down, Space or Enter open it.
    const step = ARROW_STEPS[event.key];
    if (step && !event.altKey && !isOpen(select)) {
      event.preventDefault();
      const next = select.options[select.selectedIndex + step];
      if (next && !next.disabled) field.handleChange(next.value);
      return;
    }
    const now = Date.now();
    if (event.ctrlKey || event.metaKey || event.altKey || !isTypeAheadKey(typed.current, event.key, now))
      return;
    const options = [...select.options];
    const { state, index } = typeAhead(
      typed.current,
      event.key,
      now,
      options.map((option) => (option.value === '' ? '' : option.text)),
      select.selectedIndex,
    );
    typed.current = state;
    event.preventDefault();
    const option = index === null ? undefined : options[index];
    if (!option) return;
    if (isOpen(select)) option.focus();
    else field.handleChange(option.value);
  };
  return (
    <FieldFrame label={label} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <select
          id={inputId}
          name={field.name}
          value={field.getValue() ?? ''}
          disabled={disabled}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => field.handleChange(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={field.handleBlur}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
};

/** A declaration toggle (a switch) with an optional explanatory tooltip opened from a button beside it. */
export const ToggleField = ({ label, tooltip }: { label: string; tooltip?: string }) => {
  const field = useFieldContext<boolean>();
  const id = useId();
  const [open, setOpen] = useState(false);
  const tipId = `${id}-tip`;
  return (
    <div className="toggle-field">
      <input
        id={`${id}-input`}
        type="checkbox"
        role="switch"
        className="toggle-field__switch"
        name={field.name}
        checked={Boolean(field.getValue())}
        aria-checked={Boolean(field.getValue())}
        aria-describedby={tooltip ? tipId : undefined}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
      />
      <label htmlFor={`${id}-input`}>{label}</label>
      {tooltip && (
        <span className="tooltip">
          <button
            type="button"
            className="tooltip__trigger"
            aria-label={`Más información sobre ${label}`}
            aria-expanded={open}
            aria-controls={tipId}
            onClick={() => setOpen((value) => !value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          >
            ?
          </button>
          <span id={tipId} role="tooltip" className="tooltip__text" hidden={!open}>
            {tooltip}
          </span>
        </span>
      )}
    </div>
  );
};

/** A group of radio buttons for a string value, in a fieldset whose legend names it. */
export const RadioGroupField = ({
  legend,
  options,
}: {
  legend: string;
  options: readonly { value: string | boolean; label: string }[];
}) => {
  const field = useFieldContext<string | boolean>();
  const id = useId();
  return (
    <fieldset className="field-group radio-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={String(option.value)} className="radio-group__option">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={field.name}
            value={String(option.value)}
            checked={field.getValue() === option.value}
            onChange={() => field.handleChange(option.value)}
            onBlur={field.handleBlur}
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
    </fieldset>
  );
};

/**
 * Every form's submit button (lib/action-button.tsx): `unavailable` says why it cannot be used yet
 * (core's unavailable-reasons); `pressThrough` lets a press (or Enter in a field) still submit, so the
 * form shows what is missing: its field messages, or the flow's address prompt (journey §2: 'Continuar
 * is disabled while the form is invalid or the address is not validated').
 */
export const SubmitButton = ({
  children,
  unavailable = null,
  pressThrough,
  busy,
  busyLabel,
}: {
  children: ReactNode;
  unavailable?: string | null;
  pressThrough?: boolean;
  busy?: boolean;
  busyLabel?: string;
}) => (
  <ActionButton
    type="submit"
    unavailable={unavailable}
    pressThrough={pressThrough}
    busy={busy}
    busyLabel={busyLabel}
  >
    {children}
  </ActionButton>
);

export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField, ToggleField, RadioGroupField },
  formComponents: { Form, SubmitButton },
});
