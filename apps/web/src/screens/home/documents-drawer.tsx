// The side drawer with the documents the request will ask for, so nobody starts unprepared.
import { START_DOCUMENTS } from '@alta/core/home/start-documents';
import { useState } from 'react';
import { Modal } from '../../shell/modal.tsx';

const TITLE = 'Conocé los documentos que vas a necesitar';

export const DocumentsDrawer = () => {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="button button--link" onClick={() => setOpen(true)}>
        {TITLE}
      </button>
      <Modal open={open} title={TITLE} onClose={close} closeButton className="modal--drawer">
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
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={close}>
            Entendido
          </button>
        </div>
      </Modal>
    </>
  );
};
