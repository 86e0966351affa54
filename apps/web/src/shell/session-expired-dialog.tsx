// The session-expired dialog (identity §2), loaded on the first expiry (session-expired-modal.tsx).
// It cannot be dismissed: the only way on is to resume the request, with the old token gone.
import { resumeAfterExpiry } from '@alta/core/shell/session-expired';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { Modal, ModalAction } from './modal.tsx';

export default function SessionExpiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [, navigate] = useLocation();
  const cancel = useRef<(() => void) | undefined>(undefined);

  useEffect(() => () => cancel.current?.(), []);

  const resume = () => {
    onClose();
    cancel.current?.();
    cancel.current = resumeAfterExpiry(navigate);
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
      <ModalAction label="Retomar trámite" onClick={resume} />
    </Modal>
  );
}
