// The sandbox's bot protection: the 'No soy un Robot' box. Ticking it asks the backend for the
// captcha key and mints the token the captcha client sends; no external script is loaded.
import { setCaptchaToken } from '@alta/core/api/captcha';
import { useId, useState } from 'react';

export const CaptchaBox = ({ onSolved }: { onSolved: (token: string | null) => void }) => {
  const id = useId();
  const [state, setState] = useState<'idle' | 'checking' | 'solved' | 'failed'>('idle');

  const onChange = async (checked: boolean) => {
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
      onSolved(await solveCaptcha());
      setState('solved');
    } catch {
      setState('failed');
      onSolved(null);
    }
  };

  return (
    <div className="captcha">
      <input
        id={id}
        type="checkbox"
        checked={state === 'solved' || state === 'checking'}
        disabled={state === 'checking'}
        aria-describedby={state === 'failed' ? `${id}-error` : undefined}
        onChange={(event) => void onChange(event.target.checked)}
      />
      <label htmlFor={id}>No soy un Robot</label>
      {state === 'failed' && (
        <span id={`${id}-error`} className="field__error" role="alert">
          No pudimos verificar el captcha. Intentá de nuevo.
        </span>
      )}
    </div>
  );
};
