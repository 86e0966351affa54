// The sandbox's bot protection: the 'No soy un Robot' box. What ticking it does, and when it counts as
// solved, is core's captcha machine; this renders it and tells the form or the dialog the token.
import { CAPTCHA_MESSAGES, captchaMachine } from '@alta/core/captcha/captcha.machine';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { useEarlyPress } from '../lib/early-press.ts';

// The box is controlled by `checked`; presses arrive through onClick.
const keepControlled = () => {};

export const CaptchaBox = ({ onSolved }: { onSolved: (token: string | null) => void }) => {
  const id = useId();
  const actor = useActorRef(captchaMachine);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const solved = useSelector(actor, (s) => s.hasTag('solved'));
  const failed = useSelector(actor, (s) => s.hasTag('failed'));
  const token = useSelector(actor, (s) => s.context.token);
  // A box ticked before its code hydrated would look solved with no token behind it (issue 15): the
  // boot script stops that click and it is replayed as a tick once hydrated (issue 24).
  const box = useRef<HTMLInputElement>(null);
  const early = useEarlyPress(box, () => actor.send({ type: 'captcha.tick' }));

  const reportTo = useRef(onSolved);
  reportTo.current = onSolved;
  useEffect(() => {
    reportTo.current(token);
  }, [token]);

  const describedBy = failed || busy ? `${id}-status` : undefined;
  return (
    <div className="captcha">
      <input
        {...early}
        ref={box}
        id={id}
        type="checkbox"
        checked={solved}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        // A click (Space included) is a press, and the machine says what it means: React's onChange is
        // not used, since it reads the checkbox's own state, which the browser can leave out of step
        // with the machine (core's captcha.machine); React puts the box back to `checked` after each.
        onClick={() => actor.send({ type: 'captcha.press' })}
        onChange={keepControlled}
      />
      <label htmlFor={id}>No soy un Robot</label>
      {busy && (
        <span id={`${id}-status`} className="captcha__status" role="status">
          {CAPTCHA_MESSAGES.solving}
        </span>
      )}
      {failed && (
        <span id={`${id}-status`} className="field__error" role="alert">
          {CAPTCHA_MESSAGES.failed}
        </span>
      )}
    </div>
  );
};
