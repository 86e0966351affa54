// The upload machine's model: the list (read, failed and stays, failed and leaves), files that pass,
// are refused by their first bytes, replace by name, push the total over 30 MB, removals, a VALIDO
// document refusing files, the submit with its progress, and its success or failure.
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { SESSION_EXPIRED_NOTICE, TECHNICAL_ERROR_MESSAGE } from '../../src/errors/catalogue.ts';
import { DOCUMENTS_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import type { ModelSpec } from '../model-harness.ts';
import { DOCUMENTOS, EXE_HEAD, file, JPEG_HEAD, MB5 } from './documents.fixtures.ts';
import {
  DOCUMENTS_FAILURE_ROUTE,
  DOCUMENTS_STEPS_AFTER,
  documentsMachine,
  type UploadInput,
} from '../../src/documents/documents.machine.ts';
import { MAX_FILES_PER_DOCUMENT } from '../../src/documents/document-limits.ts';
import { FILE_MESSAGES, sizeLevel, totalBytes } from '../../src/documents/documents.schema.ts';

const four = (prefix: string) =>
  Array.from({ length: 4 }, (_, i) => file(`${prefix}-${i}.jpg`, MB5, JPEG_HEAD, 'image/jpeg'));

export const documentsModel: ModelSpec<typeof documentsMachine> = {
  machine: documentsMachine,
  input: { idSolicitud: 'sol-4' },
  apiActors: { getDocumentacion: 'getDocumentacion', postDocumentacion: 'postDocumentacion' },
  simplePaths: false,
  stopWhen: (s) => s.context.outcome !== null && !s.matches('unavailable') && !s.matches('leaving'),
  events: [
    { type: 'xstate.done.actor.getDocumentacion', output: DOCUMENTOS },
    { type: 'xstate.error.actor.getDocumentacion', error: new ApiError(403, 'sesionExpirada', 'x') },
    { type: 'xstate.error.actor.getDocumentacion', error: new ApiError(0, undefined, undefined) },
    { type: 'flow.retry' },
    { type: 'documents.add', idDocumento: 'estatuto', files: [file('estatuto.pdf', 1000)] },
    { type: 'documents.add', idDocumento: 'estatuto', files: [file('virus.pdf', 1000, EXE_HEAD)] },
    { type: 'documents.add', idDocumento: 'estatuto', files: four('e') },
    { type: 'documents.add', idDocumento: 'balance', files: four('b') },
    { type: 'documents.add', idDocumento: 'dni', files: [file('dni.pdf', 1000)] },
    { type: 'documents.remove', idDocumento: 'estatuto', name: 'estatuto.pdf' },
    { type: 'documents.submit' },
    { type: 'upload.progress', percent: 40 },
    { type: 'xstate.done.actor.postDocumentacion' },
    { type: 'xstate.error.actor.postDocumentacion', error: new ApiError(400, 'MaxSizeRequest', 'x') },
    { type: 'xstate.after.outcomeDelay.documents.leaving' },
  ],
  promises: {
    loading: (s, log) => {
      expect(routeFor(DOCUMENTS_ROUTES, s)).toBeNull();
      expect(log.calls.getDocumentacion?.at(-1)).toBe('sol-4');
    },
    unavailable: (s, log) => {
      expect(routeFor(DOCUMENTS_ROUTES, s)).toBeNull();
      expect(log.emitted.at(-1)).toMatchObject({ type: 'toast', message: SESSION_EXPIRED_NOTICE });
    },
    editing: (s, log) => {
      expect(routeFor(DOCUMENTS_ROUTES, s)).toBe(paths.documents('sol-4'));
      const { slots, total, level } = s.context;
      expect(total).toBe(totalBytes(slots));
      expect(level).toBe(sizeLevel(total));
      for (const slot of slots) expect(slot.files.length).toBeLessThanOrEqual(MAX_FILES_PER_DOCUMENT);
      expect(slots.find((slot) => slot.documento.estado === 'VALIDO')?.files).toEqual([]);
      for (const e of log.emitted) {
        if (e.type === 'toast') {
          expect([FILE_MESSAGES.type('.pdf'), FILE_MESSAGES.count]).toContain(e.message);
        }
        if (e.type === 'documents.tooLarge') expect(e.message).toBe(FILE_MESSAGES.total);
      }
    },
    submitting: (s, log) => {
      expect(routeFor(DOCUMENTS_ROUTES, s)).toBeNull();
      const input = log.calls.postDocumentacion?.at(-1) as UploadInput;
      expect(input.idSolicitud).toBe('sol-4');
      expect(input.entries.map((e) => e.idDocumento)).toEqual(
        s.context.slots.flatMap((slot) => slot.files.map(() => slot.documento.idDocumento)),
      );
      expect(s.context.progress).toBeGreaterThanOrEqual(0);
      expect(s.context.progress).toBeLessThanOrEqual(100);
    },
    done: (s) => {
      expect(routeFor(DOCUMENTS_ROUTES, s)).toBe(paths.documentsReview);
      expect(s.context.steps).toEqual(DOCUMENTS_STEPS_AFTER);
    },
    left: (s) =>
      expect([DOCUMENTS_FAILURE_ROUTE, paths.errorSecondary(TECHNICAL_ERROR_MESSAGE)]).toContain(
        routeFor(DOCUMENTS_ROUTES, s),
      ),
  },
};
