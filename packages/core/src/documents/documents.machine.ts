// The document upload (/onboarding-empresas/carga-documentacion/{idSolicitud}, journey §2, §4, §5,
// §8, §9).
// loading: GET /documentacion/{idSolicitud} lists the documents and their estado.
// unavailable: the list could not be read and the catalogue keeps the user here; flow.retry.
// editing: documents.add carries the chosen files of one document ({name, size, type, head, blob}):
//   each file breaking a rule is refused with a toast of its message (type by name and first bytes,
//   5.5 MB a file, 4 a document); a file named like one already there replaces it. A total above 30 MB
//   is kept (the bar turns red, Continuar is disabled) and emits documents.tooLarge for the modal.
//   A VALIDO document takes no files. documents.remove drops one file by name. documents.submit goes
//   on only when every document is satisfied and the total fits (canContinue).
// submitting: the multipart POST /documentacion; upload.progress keeps the percentage (the
//   'Validando' overlay). Any failure goes to the default error route (journey §4).
// done: Documentacion VALIDATED, Validacion IN_PROGRESS; on to /evaluando-documentacion.
// loadFailed → leaving → left: a catalogue error while loading, as the catalogue says.
// Tags, what the page reads: loading (before the list, and on the way out), unavailable (Reintentar),
// busy (the 'Validando' overlay, kept until the next page shows); the list shows otherwise.
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { getDocumentacion, postDocumentacion } from '../api/documentacion.ts';
import type { PersonaJuridicaStep, StepStatus } from '../request/flow-steps.ts';
import { type Outcome, TOAST_MS } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { failedTo } from '../machine/failed-to.ts';
import { saveSteps } from '../session/stored-steps.ts';
import { MEMBERS_STEPS_AFTER } from '../members/members.machine.ts';
import { DEFAULT_ERROR_ROUTE } from '../routes.ts';
import type { ToastEvent } from '../shared/toast.ts';
import {
  acceptsFiles,
  addFiles,
  canContinue,
  type Documento,
  type DocumentSlot,
  FILE_MESSAGES,
  fitsTotal,
  removeFile,
  type SizeLevel,
  sizeLevel,
  totalBytes,
  type UploadEntry,
  type UploadFile,
  uploadEntries,
} from './documents.schema.ts';

/** Where any failure of the upload goes (journey §4: 'the default error route'; docs/decisions.md). */
export const DOCUMENTS_FAILURE_ROUTE = DEFAULT_ERROR_ROUTE;

export const DOCUMENTS_STEPS_AFTER: Record<PersonaJuridicaStep, StepStatus> = {
  ...MEMBERS_STEPS_AFTER,
  Documentacion: 'VALIDATED',
  Validacion: 'IN_PROGRESS',
};

export interface DocumentsContext {
  idSolicitud: string;
  slots: DocumentSlot<UploadFile>[];
  /** Bytes of every chosen file, and the bar's colour. */
  total: number;
  level: SizeLevel;
  /** Upload progress while submitting, 0–100. */
  progress: number;
  steps: Record<PersonaJuridicaStep, StepStatus>;
  outcome: Outcome | null;
}

export type DocumentsEvent =
  | { type: 'documents.add'; idDocumento: string; files: UploadFile[] }
  | { type: 'documents.remove'; idDocumento: string; name: string }
  | { type: 'documents.submit' }
  | { type: 'upload.progress'; percent: number }
  | { type: 'flow.retry' };

export type DocumentsEmitted = ToastEvent | { type: 'documents.tooLarge'; message: string };

export interface UploadInput {
  idSolicitud: string;
  entries: UploadEntry[];
  onProgress: (percent: number) => void;
}

const withTotals = (slots: DocumentSlot<UploadFile>[]) => {
  const total = totalBytes(slots);
  return { slots, total, level: sizeLevel(total) };
};

const slotOf = (context: DocumentsContext, idDocumento: string) =>
  context.slots.find((slot) => slot.documento.idDocumento === idDocumento);

export const documentsMachine = setup({
  types: {
    context: {} as DocumentsContext,
    events: {} as DocumentsEvent,
    input: {} as { idSolicitud: string },
    emitted: {} as DocumentsEmitted,
    tags: {} as 'loading' | 'unavailable' | 'busy',
  },
  actors: {
    getDocumentacion: fromPromise<Documento[], string>(({ input }) => getDocumentacion(input)),
    postDocumentacion: fromPromise<void, UploadInput>(({ input }) =>
      postDocumentacion(input.idSolicitud, input.entries, input.onProgress),
    ),
  },
  guards: {
    slotAcceptsFiles: ({ context, event }) => {
      if (event.type !== 'documents.add') return false;
      const slot = slotOf(context, event.idDocumento);
      return slot !== undefined && acceptsFiles(slot.documento);
    },
    fileListed: ({ context, event }) =>
      event.type === 'documents.remove' &&
      (slotOf(context, event.idDocumento)?.files.some((f) => f.name === event.name) ?? false),
    canContinue: ({ context }) => canContinue(context.slots),
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  delays: { outcomeDelay: ({ context }) => outcomeDelay(context.outcome) },
  actions: {
    keepDocumentos: assign((_, documentos: Documento[]) => ({
      ...withTotals(documentos.map((documento) => ({ documento, files: [] }))),
      outcome: null,
    })),
    addToSlot: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'documents.add') return;
      const wasFitting = fitsTotal(context.total);
      let issues: string[] = [];
      const slots = context.slots.map((slot) => {
        if (slot.documento.idDocumento !== event.idDocumento) return slot;
        const result = addFiles(slot.files, event.files);
        issues = result.issues;
        return { ...slot, files: result.files };
      });
      const next = withTotals(slots);
      enqueue.assign(next);
      for (const message of issues) {
        enqueue.emit({ type: 'toast', kind: 'error', message, durationMs: TOAST_MS.error });
      }
      if (wasFitting && !fitsTotal(next.total)) {
        enqueue.emit({ type: 'documents.tooLarge', message: FILE_MESSAGES.total });
      }
    }),
    removeFromSlot: assign(({ context, event }) => {
      if (event.type !== 'documents.remove') return {};
      return withTotals(
        context.slots.map((slot) =>
          slot.documento.idDocumento === event.idDocumento
            ? { ...slot, files: removeFile(slot.files, event.name) }
            : slot,
        ),
      );
    }),
    keepProgress: assign({
      progress: ({ context, event }) =>
        event.type === 'upload.progress' ? Math.max(0, Math.min(100, event.percent)) : context.progress,
    }),
    startUpload: assign({ progress: 0 }),
    markUploaded: assign({ progress: 100, steps: DOCUMENTS_STEPS_AFTER }),
    // The statuses as the client session data keeps them (session/steps.ts).
    storeSteps: ({ context }, _params: undefined) => saveSteps(context.steps),
    failUpload: assign({ outcome: { navigateTo: DOCUMENTS_FAILURE_ROUTE, delayMs: 0 } }),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
}).createMachine({
  id: 'documents',
  initial: 'loading',
  context: ({ input }) => ({
    idSolicitud: input.idSolicitud,
    slots: [],
    total: 0,
    level: 'green',
    progress: 0,
    steps: MEMBERS_STEPS_AFTER,
    outcome: null,
  }),
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'getDocumentacion',
        src: 'getDocumentacion',
        input: ({ context }) => context.idSolicitud,
        onDone: {
          target: 'editing',
          actions: { type: 'keepDocumentos', params: ({ event }) => event.output },
        },
        onError: { target: 'loadFailed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
      },
    },
    loadFailed: failedTo('unavailable', 'leaving'),
    unavailable: { tags: ['unavailable'], on: { 'flow.retry': 'loading' } },
    editing: {
      on: {
        'documents.add': { guard: 'slotAcceptsFiles', actions: 'addToSlot' },
        'documents.remove': { guard: 'fileListed', actions: 'removeFromSlot' },
        'documents.submit': { guard: 'canContinue', target: 'submitting', actions: 'startUpload' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'postDocumentacion',
        src: 'postDocumentacion',
        input: ({ context, self }): UploadInput => ({
          idSolicitud: context.idSolicitud,
          entries: uploadEntries(context.slots),
          onProgress: (percent) => self.send({ type: 'upload.progress', percent }),
        }),
        onDone: { target: 'done', actions: ['markUploaded', 'storeSteps'] },
        onError: { target: 'left', actions: 'failUpload' },
      },
      on: { 'upload.progress': { actions: 'keepProgress' } },
    },
    done: { type: 'final', tags: ['busy'] },
    leaving: { tags: ['loading'], after: { outcomeDelay: 'left' } },
    left: { type: 'final', tags: ['loading'] },
  },
});
