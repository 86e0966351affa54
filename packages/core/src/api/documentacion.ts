// GET /documentacion/{idSolicitud} and the multipart POST /documentacion (journey §7).
import * as v from 'valibot';
import {
  buildDocumentsForm,
  type Documento,
  documentsResponseSchema,
  type UploadEntry,
} from '../documents/documents.schema.ts';
import { api, call } from './client.ts';
import { hasXhr, xhrFetch } from './upload-transport.ts';

export const getDocumentacion = (idSolicitud: string): Promise<Documento[]> =>
  call(async () =>
    v.parse(
      documentsResponseSchema,
      await api()
        .get(`documentacion/${encodeURIComponent(idSolicitud)}`)
        .json(),
    ),
  );

/**
 * Sends the chosen files; onProgress gets the upload's whole percentage (0–100) as bytes leave. Any
 * 2xx is success (the body is not read). In the browser the bytes go through XMLHttpRequest (see
 * upload-transport.ts); elsewhere through ky's upload stream.
 */
export const postDocumentacion = (
  idSolicitud: string,
  entries: readonly UploadEntry[],
  onProgress: (percent: number) => void = () => {},
): Promise<void> =>
  call(async () => {
    await api().post('documentacion', {
      body: buildDocumentsForm(idSolicitud, entries),
      ...(hasXhr()
        ? { fetch: xhrFetch(onProgress) }
        : { onUploadProgress: ({ percent }) => onProgress(Math.round(percent * 100)) }),
    });
  });
