// The session-expired dialog (identity §2), loaded on the first expiry (session-expired-modal.tsx).
// It cannot be dismissed: the only way on is to resume the request, with the old token gone.
import { clearClientToken } from '@alta/core/session/session-data';
import { SESSION_EXPIRED_DESTINATION, SESSION_EXPIRED_REDIRECT_MS } from '@alta/core/shell/session-expired';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Modal } from './modal.tsx';

export default function SessionExpiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const resume = () => {
    onClose();
    clearClientToken();
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(SESSION_EXPIRED_DESTINATION), SESSION_EXPIRED_REDIRECT_MS);
  };

  return (
    <Modal
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
    </Modal>
  );
}
