// The four code boxes and Validar. Four one-character values need no form library: plain state
// holds them and core's digit schema judges each box (so TanStack Form stays off this route's first
// load, issue 7). Focus moves (auto-advance, Backspace back, paste) are plain DOM work on refs. The
// machine decides what a rejection means; this only replays it: clear, refocus, shake.
// The boxes are prerendered (issue 15): what was typed into them before hydration is adopted on mount.
import { type OtpForm, otpFormSchema, parsePastedCode } from '@alta/core/otp/otp.schema';
import {
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import * as v from 'valibot';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration.ts';

const NAMES = ['one', 'two', 'three', 'four'] as const satisfies readonly (keyof OtpForm)[];
const EMPTY: OtpForm = { one: '', two: '', three: '', four: '' };

/** The schema's message for a typed box; an empty box is "not typed yet", not an error. */
const boxError = (name: keyof OtpForm, value: string): string | null => {
  if (value === '') return null;
  const result = v.safeParse(otpFormSchema.entries[name], value);
  return result.success ? null : (result.issues[0]?.message ?? null);
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
  const formRef = useRef<HTMLFormElement>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const [values, setValues] = useState<OtpForm>(EMPTY);
  const valid = v.safeParse(otpFormSchema, values).success;

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, NAMES.length - 1))]?.focus();

  useEffect(() => {
    // One frame later: the shell moves focus to the new screen's <h1> after a route change, and
    // when this screen's code is already loaded that happens after this effect (parents run last).
    // A box the user is already in (typed before hydration) keeps the focus.
    const frame = requestAnimationFrame(() => {
      if (!formRef.current?.contains(document.activeElement)) boxes.current[0]?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    if (shakes === 0) return;
    setValues(EMPTY);
    boxes.current[0]?.focus();
  }, [shakes]);

  const setBox = (name: keyof OtpForm, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  useTypedBeforeHydration(formRef, (name, value) => {
    if ((NAMES as readonly string[]).includes(name)) setBox(name as keyof OtpForm, value.slice(-1));
  });

  const fillAll = (digits: readonly string[]) => {
    setValues({ one: digits[0] ?? '', two: digits[1] ?? '', three: digits[2] ?? '', four: digits[3] ?? '' });
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
    if (!busy && !locked && valid) onSubmit(values);
  };

  // Two class names with the same keyframes, alternating, so each new rejection restarts the shake.
  const shakeClass = shakes === 0 ? '' : ` otp-boxes--shake-${shakes % 2 === 0 ? 'a' : 'b'}`;

  return (
    <form ref={formRef} className="otp-form" noValidate onSubmit={submit}>
      <fieldset className="otp-form__fieldset">
        <legend className="otp-form__legend">Código de verificación</legend>
        <div className={`otp-boxes${shakeClass}`} data-testid="otp-boxes">
          {NAMES.map((name, index) => {
            const value = values[name];
            const error = boxError(name, value);
            const errorId = `${id}-${name}-error`;
            return (
              <div key={name} className="otp-box">
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
                  onPaste={onPaste}
                  onKeyDown={(event) => onKeyDown(index, event)}
                  onChange={(event) => {
                    const typed = event.target.value;
                    // Autofill of a one-time code can drop the whole code into one box.
                    const whole = typed.length > 1 ? parsePastedCode(typed) : null;
                    if (whole) return fillAll(whole);
                    const next = typed.slice(-1);
                    setBox(name, next);
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
          })}
        </div>
      </fieldset>
      {/* Not the shared ActionButton: '/getcode' is at its first-load budget (npm run size). */}
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
