// '¿Necesitas ayuda?' (identity §2): where internet-banking users get help. The number and hours are
// data in core, so the modal never disagrees with what the bank publishes.
import { HELP_DESK, telHref } from '@alta/core/shell/help-desk';
import { Modal, ModalAction } from './modal.tsx';

export const HelpModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Modal open={open} title="¿Necesitas ayuda?" onClose={onClose} closeButton>
    <p>
      Tenemos una mesa de ayuda especializada para usuarios de banca por internet. Podés comunicarte de{' '}
      {HELP_DESK.days}, de {HELP_DESK.hours}, al teléfono{' '}
      <a href={telHref(HELP_DESK.phone)}>{HELP_DESK.phone}</a>.
    </p>
    <ModalAction label="Cerrar" onClick={onClose} />
  </Modal>
);
