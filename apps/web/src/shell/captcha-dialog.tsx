// The bot-protection challenge's dialog, loaded on the first challenge (captcha-challenge.tsx).
import { CaptchaBox } from './captcha-box.tsx';
import { Modal } from './modal.tsx';

interface Props {
  open: boolean;
  /** A fresh box each challenge, never one left ticked from the last. */
  round: number;
  onSolved: (token: string | null) => void;
  onDismiss: () => void;
}

export default function CaptchaDialog({ open, round, onSolved, onDismiss }: Props) {
  return (
    <Modal open={open} title="Verificación de seguridad" onClose={onDismiss} closeButton>
      <p>Para seguir, confirmá que no sos un robot.</p>
      <CaptchaBox key={round} onSolved={onSolved} />
    </Modal>
  );
}
