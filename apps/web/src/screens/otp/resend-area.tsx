// The resend area under the boxes: one line per resend state of the code machine.
import type { ResendState } from '@alta/core/otp/otp-view';
import { formatCountdown } from '@alta/core/otp/otp-time';

interface ResendAreaProps {
  state: ResendState;
  remainingMs: number;
  onResend: () => void;
}

export const ResendArea = ({ state, remainingMs, onResend }: ResendAreaProps) => (
  <div className="resend">
    {/* Always mounted, so screen readers hear the text when it appears. */}
    <p className="resend__status" role="status">
      {state === 'requesting' ? 'Solicitando token' : ''}
    </p>
    {state === 'counting' && (
      // role=timer is not live: the countdown is readable on demand without an announcement a second.
      <p className="resend__countdown" role="timer">
        {`Solicita otro en ${formatCountdown(remainingMs)}`}
      </p>
    )}
    {state === 'ready' && (
      <button type="button" className="button button--link resend__link" onClick={onResend}>
        Enviar otro codigo
      </button>
    )}
    {state === 'failed' && (
      <button type="button" className="button button--link resend__link" onClick={onResend}>
        No recibiste el código? Enviar otro código
      </button>
    )}
  </div>
);
