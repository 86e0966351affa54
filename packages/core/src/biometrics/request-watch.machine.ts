// Watches a request from this computer while its biometrics finish elsewhere (issue 14): on info-dni
// while the phone opened from the QR does the captures, and on the waiting page while the company's
// other members finish. The request detail is read every 5 s (ours); a failed read is ignored, since
// the next may answer and a check in the background never toasts.
// waiting: 5 s to the next read; it stays there when there is nothing to watch (a phone from the QR
//   has no session to read with). reading: GET /solicitud/{idSolicitud}.
// client: the request became a client (CLIENTE…): the sign-up ended elsewhere; on the waiting page,
//   the survey's identifiers are kept for the account page if none are yet.
// holderDone: the person validated here is COMPLETADO, or the request waits for its product, while the
//   request is not a client yet (not an ending with untilClient: the waiting page waits for more).
// Tags: watching (waiting, reading), busy (a read on its way), ended (client, holderDone).
import { assign, fromPromise, setup } from 'xstate';
import { saveSurveyIdentifiers, surveyIdentifiers } from '../analytics/survey.ts';
import { getSolicitud, type RequestDetail } from '../api/solicitud.ts';
import { getSessionRequestId } from '../session/session-data.ts';
import { readItem, STORAGE_KEYS } from '../session/storage.ts';
import { memberHolder } from './biometric-holder.ts';

export const REQUEST_WATCH_MS = 5000;

export interface RequestWatchInput {
  idSolicitud: string;
  /** The member whose own COMPLETADO is an ending (a company member); null: the request only. */
  nroTributario: string | null;
  enabled: boolean;
  untilClient: boolean;
}

/** The waiting page's watch: this session's request until it is a client; nothing without a session. */
export const waitingPageWatch = (): RequestWatchInput => {
  const idSolicitud = getSessionRequestId();
  return {
    idSolicitud: idSolicitud ?? '',
    nroTributario: null,
    enabled: idSolicitud !== null,
    untilClient: true,
  };
};

export type RequestWatchOutcome = 'client' | 'holderDone';
export type RequestWatchTag = 'watching' | 'busy' | 'ended';

interface RequestWatchContext extends RequestWatchInput {
  outcome: RequestWatchOutcome | null;
}

/** The request's stage once every required member passed and accepted (the sandbox's CLIENTE_{product}). */
export const isClientStage = (solicitud: RequestDetail): boolean =>
  /^CLIENTE[ _]/.test(solicitud.estadoInternoNombre ?? '');

const WAITING_STAGES = ['VALIDANDO_PRODUCTOS', 'aguardando_producto'];

const holderDone = (input: RequestWatchInput, solicitud: RequestDetail): boolean => {
  if (WAITING_STAGES.includes(solicitud.estadoInternoNombre ?? '')) return true;
  if (input.nroTributario === null) return false;
  return memberHolder(solicitud, input.nroTributario)?.biometria?.estado === 'COMPLETADO';
};

export const requestWatchMachine = setup({
  types: {
    context: {} as RequestWatchContext,
    input: {} as RequestWatchInput,
    output: {} as RequestWatchOutcome,
    tags: {} as RequestWatchTag,
  },
  actors: {
    getSolicitud: fromPromise<RequestDetail, string>(({ input }) => getSolicitud(input)),
  },
  guards: {
    enabled: ({ context }) => context.enabled,
    isClient: (_, solicitud: RequestDetail) => isClientStage(solicitud),
    holderDone: ({ context }, solicitud: RequestDetail) =>
      !context.untilClient && holderDone(context, solicitud),
  },
  actions: {
    endAs: assign({ outcome: (_, outcome: RequestWatchOutcome) => outcome }),
    // The waiting page moves on to the account page, which loads the survey: its identifiers must be
    // there. The member who finished here kept theirs; a session that only waited (a resume) takes the
    // request's holder from the record (issue 24).
    keepSurveyIdentifiers: ({ context }, solicitud: RequestDetail) => {
      if (!context.untilClient || readItem(STORAGE_KEYS.clientId)) return;
      saveSurveyIdentifiers(
        surveyIdentifiers({
          nroTributario: solicitud.nroTributario ?? '',
          personaFisica: solicitud.tipoPersona === 'FISICA' || solicitud.tipoPersona === 'PERSONA_FISICA',
          nombre: solicitud.clienteNombre,
          apellido: solicitud.clienteApellido,
        }),
      );
    },
  },
  delays: { watchDelay: REQUEST_WATCH_MS },
}).createMachine({
  id: 'requestWatch',
  initial: 'waiting',
  context: ({ input }) => ({ ...input, outcome: null }),
  states: {
    waiting: { tags: ['watching'], after: { watchDelay: { guard: 'enabled', target: 'reading' } } },
    reading: {
      tags: ['watching', 'busy'],
      invoke: {
        id: 'getSolicitud',
        src: 'getSolicitud',
        input: ({ context }) => context.idSolicitud,
        onDone: [
          {
            guard: { type: 'isClient', params: ({ event }) => event.output },
            target: 'client',
            actions: [
              { type: 'endAs', params: 'client' },
              { type: 'keepSurveyIdentifiers', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'holderDone', params: ({ event }) => event.output },
            target: 'holderDone',
            actions: { type: 'endAs', params: 'holderDone' },
          },
          { target: 'waiting' },
        ],
        onError: 'waiting',
      },
    },
    client: { type: 'final', tags: ['ended'] },
    holderDone: { type: 'final', tags: ['ended'] },
  },
  output: ({ context }) => context.outcome as RequestWatchOutcome,
});
