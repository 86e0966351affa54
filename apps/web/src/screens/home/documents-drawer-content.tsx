// What the documents drawer shows: the mandatory and optional documents (core's list).
import { START_DOCUMENTS } from '@alta/core/home/start-documents';
import { Modal, ModalAction } from '../../shell/modal.tsx';

export default function DocumentsDrawerContent({
  title,
  open,
  onClose,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title={title} onClose={onClose} closeButton className="modal--drawer">
      <h3 className="documents__heading">Obligatorios</h3>
      <ul className="documents__list">
        {START_DOCUMENTS.mandatory.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h3 className="documents__heading">Opcionales</h3>
      <ul className="documents__list">
        {START_DOCUMENTS.optional.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <ModalAction label="Entendido" onClick={onClose} />
    </Modal>
  );
}
