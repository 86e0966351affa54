// The sandbox's bot protection: the 'No soy un Robot' box. Ticking it asks the backend for the
// captcha configuration (the key) and mints the token the captcha client sends; no external script is
// loaded. The box shows ticked only once the token exists: while the configuration loads it stays
// unticked and says it is checking, so a quick tick can never look solved without a token.
import { setCaptchaToken } from '@alta/core/api/captcha';
import { useId, useRef, useState, useSyncExternalStore } from 'react';

type CaptchaState = 'idle' | 'checking' | 'solved' | 'failed';

const noSubscription = () => () => {};
// False in the prerendered HTML and while hydrating, true from then on (and at once in a client
// render): a box ticked before its code hydrated would look solved with no token behind it (issue 15).
const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export const CaptchaBox = ({ onSolved }: { onSolved: (token: string | null) => void }) => {
  const id = useId();
  const [state, setState] = useState<CaptchaState>('idle');
  const attempt = useRef(0);
  const hydrated = useHydrated();

  const onChange = async (checked: boolean) => {
    // A second tick while the configuration loads changes nothing: the first one is still on its way.
    if (checked && state === 'checking') return;
    const mine = ++attempt.current;
    if (!checked) {
      setCaptchaToken(null);
      setState('idle');
      onSolved(null);
      return;
    }
    setState('checking');
    try {
      // The API client loads when the box is ticked, not with the first paint (issue 7).
      const { solveCaptcha } = await import('@alta/core/api/configuracion');
      const token = await solveCaptcha();
      if (mine !== attempt.current) return;
      setState('solved');
      onSolved(token);
    } catch {
      if (mine !== attempt.current) return;
      setState('failed');
      onSolved(null);
    }
  };

  const describedBy = state === 'failed' || state === 'checking' ? `${id}-status` : undefined;
  return (
    <div className="captcha">
      <input
        id={id}
        type="checkbox"
        disabled={!hydrated}
        checked={state === 'solved'}
        aria-busy={state === 'checking' || undefined}
        aria-describedby={describedBy}
        onChange={(event) => void onChange(event.target.checked)}
      />
      <label htmlFor={id}>No soy un Robot</label>
      {state === 'checking' && (
        <span id={`${id}-status`} className="captcha__status" role="status">
          Verificando…
        </span>
      )}
      {state === 'failed' && (
        <span id={`${id}-status`} className="field__error" role="alert">
          No pudimos verificar el captcha. Intentá de nuevo.
        </span>
      )}
    </div>
  );
};
