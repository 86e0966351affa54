// One document of the page (journey §2): title, description and the required asterisk; the files
// chosen with their remove buttons; 'Subir archivos' over a real file input. A VALIDO document shows
// a check and takes no files; a NO_VALIDO one asks for a new file until it has one.
import { LIMIT_TEXTS, sizeText } from '@alta/core/documents/document-limits';
import {
  ACCEPTED_EXTENSIONS,
  acceptsFiles,
  type DocumentSlot,
  readHead,
  reuploadNotice,
  type UploadFile,
} from '@alta/core/documents/documents.schema';
import { useId, useRef } from 'react';

/** What core needs of each chosen file: the view reads the first bytes, core judges them. */
export const toUploadFiles = (files: readonly File[]): Promise<UploadFile[]> =>
  Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      type: file.type,
      head: await readHead(file),
      blob: file,
    })),
  );

export interface DocumentCardProps {
  slot: DocumentSlot<UploadFile>;
  onAdd: (files: UploadFile[]) => void;
  onRemove: (name: string) => void;
}

export const DocumentCard = ({ slot, onAdd, onRemove }: DocumentCardProps) => {
  const { documento, files } = slot;
  const titleId = useId();
  const hintId = useId();
  const noticeId = useId();
  const input = useRef<HTMLInputElement>(null);
  const valid = documento.estado === 'VALIDO';
  const notice = reuploadNotice(slot);
  return (
    <section
      className={`document-card card${notice ? ' document-card--notice' : ''}`}
      aria-labelledby={titleId}
      data-estado={documento.estado}
    >
      <h2 id={titleId} className="document-card__title">
        {documento.nombre}
        {documento.requerido && (
          <>
            <span className="document-card__required" aria-hidden="true">
              {' '}
              *
            </span>
            <span className="visually-hidden"> (obligatorio)</span>
          </>
        )}
      </h2>
      {documento.leyenda && <p className="document-card__legend">{documento.leyenda}</p>}

      {valid && (
        <p className="document-card__valid">
          <span className="document-card__check" aria-hidden="true">
            ✓
          </span>{' '}
          Documento validado
        </p>
      )}
      {notice && (
        <p id={noticeId} className="document-card__notice">
          {notice}
        </p>
      )}

      {files.length > 0 && (
        <ul className="document-card__files" aria-label={`Archivos de ${documento.nombre}`}>
          {files.map((file) => (
            <li key={file.name} className="document-card__file">
              <span className="document-card__file-name">{file.name}</span>
              <span className="document-card__file-size">{sizeText(file.size)}</span>
              <button
                type="button"
                className="button button--ghost document-card__remove"
                aria-label={`Quitar ${file.name}`}
                onClick={() => onRemove(file.name)}
              >
                Quitar
              </button>
            </li>
          ))}
        </ul>
      )}

      {acceptsFiles(documento) && (
        <div className="document-card__upload">
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ACCEPTED_EXTENSIONS.join(',')}
            onChange={async (event) => {
              const chosen = [...(event.target.files ?? [])];
              // Cleared so choosing the same file again (after removing it) still reports a change.
              event.target.value = '';
              if (chosen.length) onAdd(await toUploadFiles(chosen));
            }}
          />
          <button
            type="button"
            className="button button--secondary"
            aria-describedby={[titleId, hintId, notice ? noticeId : ''].filter(Boolean).join(' ')}
            onClick={() => input.current?.click()}
          >
            Subir archivos
          </button>
          <small id={hintId} className="document-card__hint">
            {LIMIT_TEXTS.hint}
          </small>
        </div>
      )}
    </section>
  );
};
