// Shown over any screen when a call reports an expired session (identity §2). It cannot be dismissed:
// the only way on is to resume the request, with the old token gone.
import { onUnauthorized } from '@alta/core/session/events';
import { clearClientToken } from '@alta/core/session/session-data';
import { SESSION_EXPIRED_DESTINATION, SESSION_EXPIRED_REDIRECT_MS } from '@alta/core/shell/session-expired';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LazyModal } from './lazy-modal.tsx';

export const SessionExpiredModal = () => {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const unsubscribe = onUnauthorized(() => setOpen(true));
    return () => {
      unsubscribe();
      clearTimeout(timer.current);
    };
  }, []);

  const resume = () => {
    setOpen(false);
    clearClientToken();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(SESSION_EXPIRED_DESTINATION), SESSION_EXPIRED_REDIRECT_MS);
  };

  return (
    <LazyModal
      open={open}
      title="Tu sesión ha expirado"
      className="modal--narrow"
      closeOnEscape={false}
      closeOnOverlay={false}
    >
      <p>Por favor, retomá el trámite.</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={resume}>
          Retomar trámite
        </button>
      </div>
    </LazyModal>
  );
};
