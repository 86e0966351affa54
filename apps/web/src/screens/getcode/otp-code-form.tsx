// The four code boxes and Validar. TanStack Form holds the four values and runs core's digit schema
// per box; focus moves (auto-advance, Backspace back, paste) are plain DOM work on refs, since the
// form model has no notion of "next field". The machine decides what a rejection means; this only
// replays it: clear, refocus, shake.
import { type OtpForm, otpFormSchema, parsePastedCode } from '@alta/core/otp/otp.schema';
import { useStore } from '@tanstack/react-form';
import { type ClipboardEvent, type KeyboardEvent, type FormEvent, useEffect, useId, useRef } from 'react';
import * as v from 'valibot';
import { useAppForm } from '../../lib/form.tsx';

const NAMES = ['one', 'two', 'three', 'four'] as const satisfies readonly (keyof OtpForm)[];
const EMPTY: OtpForm = { one: '', two: '', three: '', four: '' };

const errorText = (errors: readonly unknown[]): string | null => {
  const [first] = errors;
  if (typeof first === 'string') return first;
  return first && typeof first === 'object' && 'message' in first ? String(first.message) : null;
};

interface OtpCodeFormProps {
  onSubmit: (values: OtpForm) => void;
  /** The machine is validating: Validar is busy and the boxes are frozen. */
  busy: boolean;
  /** The code was accepted: nothing more to type. */
  locked: boolean;
  /** Rejections so far (context.shakes); each new one clears the boxes and shakes them. */
  shakes: number;
}

export const OtpCodeForm = ({ onSubmit, busy, locked, shakes }: OtpCodeFormProps) => {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const form = useAppForm({ defaultValues: EMPTY, onSubmit: ({ value }) => onSubmit(value) });
  const valid = useStore(form.store, (state) => v.safeParse(otpFormSchema, state.values).success);

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, NAMES.length - 1))]?.focus();

  useEffect(() => {
    // One frame later: the shell moves focus to the new screen's <h1> after a route change, and
    // when this screen's code is already loaded that happens after this effect (parents run last).
    const frame = requestAnimationFrame(() => boxes.current[0]?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (shakes === 0) return;
    form.reset();
    boxes.current[0]?.focus();
  }, [shakes, form]);

  const fillAll = (digits: readonly string[]) => {
    for (const [index, name] of NAMES.entries()) form.setFieldValue(name, digits[index] ?? '');
    focusBox(NAMES.length - 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    // Always ours: a rejected paste must fill nothing, not even the box it landed in.
    event.preventDefault();
    const digits = parsePastedCode(event.clipboardData.getData('text'));
    if (digits) fillAll(digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const empty = event.currentTarget.value === '';
    if (event.key === 'Backspace' && empty && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !locked) void form.handleSubmit();
  };

  // Two class names with the same keyframes, alternating, so each new rejection restarts the shake.
  const shakeClass = shakes === 0 ? '' : ` otp-boxes--shake-${shakes % 2 === 0 ? 'a' : 'b'}`;

  return (
    <form className="otp-form" noValidate onSubmit={submit}>
      <fieldset className="otp-form__fieldset">
        <legend className="otp-form__legend">Código de verificación</legend>
        <div className={`otp-boxes${shakeClass}`} data-testid="otp-boxes">
          {NAMES.map((name, index) => (
            <form.Field key={name} name={name} validators={{ onChange: otpFormSchema.entries[name] }}>
              {(field) => {
                const value = field.state.value;
                // An empty box is "not typed yet", not an error: Validar stays disabled instead.
                const error = value !== '' ? errorText(field.state.meta.errors) : null;
                const errorId = `${id}-${name}-error`;
                return (
                  <div className="otp-box">
                    <input
                      ref={(element) => {
                        boxes.current[index] = element;
                      }}
                      className="otp-box__input"
                      name={name}
                      type="text"
                      inputMode="numeric"
                      autoComplete={index === 0 ? 'one-time-code' : 'off'}
                      maxLength={1}
                      aria-label={`Dígito ${index + 1} de ${NAMES.length}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                      readOnly={busy || locked}
                      value={value}
                      onFocus={(event) => event.currentTarget.select()}
                      onBlur={field.handleBlur}
                      onPaste={onPaste}
                      onKeyDown={(event) => onKeyDown(index, event)}
                      onChange={(event) => {
                        const typed = event.target.value;
                        // Autofill of a one-time code can drop the whole code into one box.
                        const whole = typed.length > 1 ? parsePastedCode(typed) : null;
                        if (whole) return fillAll(whole);
                        const next = typed.slice(-1);
                        field.handleChange(next);
                        if (/^\d$/.test(next)) focusBox(index + 1);
                      }}
                    />
                    {error && (
                      <span id={errorId} className="otp-box__error" role="alert">
                        {error}
                      </span>
                    )}
                  </div>
                );
              }}
            </form.Field>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="button button--primary otp-form__submit"
        disabled={!valid || busy || locked}
        aria-busy={busy || undefined}
      >
        Validar
      </button>
    </form>
  );
};
