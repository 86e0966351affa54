// The biometric flow's model: the ways in (persona física with the pre-check polling, company member,
// fresh QR with and without gender, read from the QR alone, and expired QR), IntegrantesInhabilitados,
// the attempts check, the gender asked when unknown (the info screen's gate ending, which raises
// flow.continue), the three captures and their failures, the identity call by status, and the terms'
// two endings.
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../../src/api/api-error.ts';
import type { CapturedSelfie } from '../../src/capture/face-capture.types.ts';
import type { CapturedDocument } from '../../src/capture/id-capture.types.ts';
import { INERT_CAMERA, inertDetector, JPEG } from '../capture/capture.fixtures.ts';
import { SESSION_EXPIRED_NOTICE } from '../../src/errors/catalogue.ts';
import { BIOMETRICS_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import { getSessionId } from '../../src/session/session-id.ts';
import { readItem, STORAGE_KEYS } from '../../src/session/storage.ts';
import type { ModelSpec } from '../model-harness.ts';
import { member, pfSolicitud, pjSolicitud } from './biometrics.fixtures.ts';
import { biometricsMachine } from '../../src/biometrics/biometrics.machine.ts';
import type { ValidarIdentidadFields } from '../../src/biometrics/biometrics.schema.ts';
import { ACCEPT_TERMS_FAILED, BIOMETRICS_MESSAGES } from '../../src/biometrics/identity-outcome.ts';

const NOW = 1_700_000_000_000;
const QR = { doc: '27234567891', idSolicitud: 'sol-1', genero: 'F', qr: true as const };
const FRONT: CapturedDocument = {
  side: 'front',
  image: JPEG,
  unprocessed: JPEG,
  barcodeText: '00512345678@PEREZ@ANA@F@23456789@A@01/01/1990@01/01/2020',
  isBarcodeFound: true,
};
const BACK: CapturedDocument = { side: 'back', image: JPEG, unprocessed: JPEG, isBarcodeFound: false };
const SELFIE: CapturedSelfie = { selfie: JPEG, faceCapture: '/9j/4A==' };
const solicitud = (output: unknown) => ({ type: 'xstate.done.actor.getSolicitud', output });
const identityError = (status: number, code?: string) => ({
  type: 'xstate.error.actor.validarIdentidad',
  error: new ApiError(status, code, code ? 'mensaje del banco' : undefined),
});

const START_EVENTS = [
  { type: 'flow.start', personaFisica: true },
  { type: 'flow.start', personaFisica: false, nroTributario: '20-11111111-2' },
  { type: 'flow.start', personaFisica: true, qr: { ...QR, timestamp: NOW - 1000 } },
  { type: 'flow.start', personaFisica: true, qr: { ...QR, genero: '', timestamp: NOW - 1000 } },
  { type: 'flow.start', personaFisica: true, qr: { ...QR, timestamp: NOW - 90_001 } },
  { type: 'flow.start', personaFisica: false, qr: { ...QR, doc: '20111111112', timestamp: NOW - 90_001 } },
  { type: 'flow.start', personaFisica: false, qr: { ...QR, doc: '20111111112', timestamp: NOW - 1000 } },
];
/** The company after this member: the others still pending, then every required one done. */
const othersPending = pjSolicitud();
const everyoneDone = {
  ...othersPending,
  integrantes: othersPending.integrantes.map((m) => ({
    ...m,
    biometria: m.biometria && { ...m.biometria, estado: 'COMPLETADO' as const },
  })),
};
const PF_DETAILS = [
  pfSolicitud(),
  pfSolicitud({}, member('27234567891', {}, { genero: null })),
  pfSolicitud({}, member('27234567891', { estado: 'FALLIDO', cantidadIntentos: 3 })),
  pfSolicitud({ estadoInternoNombre: 'DATOS_GENERALES' }),
  // Still in its data steps: answered at once, no polling (issue 24).
  pfSolicitud({ estadoInternoNombre: 'INICIADA' }),
];
const DETAIL_ERRORS = [
  { type: 'xstate.error.actor.getSolicitud', error: new ApiError(400, 'IntegrantesInhabilitados', 'x') },
  { type: 'xstate.error.actor.getSolicitud', error: new ApiError(403, 'sesionExpirada', 'x') },
  { type: 'xstate.error.actor.getSolicitud', error: new ApiError(404, 'SolicitudNoEncontrada', 'x') },
];
const REST = [
  { type: 'xstate.after.pollDelay.biometrics.precheck.waiting' },
  { type: 'xstate.after.attemptsDelay.biometrics.info.settling' },
  { type: 'xstate.after.qrRefresh.biometrics.info.ready' },
  { type: 'flow.continue' },
  { type: 'flow.continue', genero: 'M' },
  { type: 'flow.retry' },
  { type: 'flow.exit' },
  { type: 'xstate.done.actor.frontCapture', output: FRONT },
  { type: 'xstate.error.actor.frontCapture', error: new Error('capture') },
  { type: 'xstate.done.actor.backCapture', output: BACK },
  { type: 'xstate.error.actor.backCapture', error: new Error('capture') },
  { type: 'flow.retakeFront' },
  // The browser's back to a capture page, passed on to the capture (faked here: it changes nothing).
  { type: 'capture.retake' },
  { type: 'xstate.done.actor.selfieCapture', output: SELFIE },
  { type: 'xstate.error.actor.selfieCapture', error: new Error('capture') },
  { type: 'xstate.done.actor.validarIdentidad' },
  identityError(503, 'ServicioNoDisponible'),
  identityError(400, 'ErrorValidacion'),
  identityError(500, 'ErrorTecnico'),
  identityError(403, 'sesionExpirada'),
  { type: 'xstate.done.actor.terms', output: { accepted: true, outcome: null } },
  { type: 'xstate.done.actor.terms', output: { accepted: false, outcome: ACCEPT_TERMS_FAILED } },
  { type: 'xstate.after.outcomeDelay.biometrics.leaving' },
];

/** The one way through the captures the graph follows to the end; the others stop at the front. */
const mainWay = (s: SnapshotFrom<typeof biometricsMachine>) => {
  const { holder, polls, qr, qrVersion } = s.context;
  const holderOk =
    (holder?.nroDocumento === '23456789' && holder.genero === 'F') || holder?.nroDocumento === '20111111112';
  // The company member's phone (from the QR) goes to the end too: it has its own ending.
  const way = qr === null || (qr.doc === '20111111112' && !s.context.personaFisica);
  return holderOk && polls === 0 && way && qrVersion === 1;
};

export const biometricsModel: ModelSpec<typeof biometricsMachine> = {
  machine: biometricsMachine,
  input: {
    idSolicitud: 'sol-1',
    device: 'mobile',
    ports: { camera: INERT_CAMERA, documentDetector: inertDetector(), faceDetector: inertDetector() },
    now: () => NOW,
  },
  apiActors: {
    getSolicitud: 'getSolicitud',
    frontCapture: 'frontCapture',
    backCapture: 'backCapture',
    selfieCapture: 'selfieCapture',
    validarIdentidad: 'validarIdentidad',
    terms: 'terms',
    requestWatch: 'requestWatch',
    infoGate: 'infoGate',
  },
  simplePaths: false,
  // Every return to info redraws the QR; past the first the flow behaves as before. Ways in other
  // than the main one (polled, from the QR, gender asked) are followed up to the front capture.
  stopWhen: (s) => s.context.qrVersion > 1 || (s.matches('front') && !mainWay(s)),
  // Only the events that make sense where the flow is (a request detail of the person type it reads).
  events: (s) => [
    ...(s.matches('idle') ? START_EVENTS : []),
    ...(s.matches('precheck') ? PF_DETAILS.map(solicitud) : []),
    ...(s.matches('memberCheck') ? [solicitud(pjSolicitud()), solicitud(pfSolicitud())] : []),
    ...(s.matches('precheck') || s.matches('memberCheck') ? DETAIL_ERRORS : []),
    ...(s.matches('membersCheck')
      ? [
          solicitud(othersPending),
          solicitud(everyoneDone),
          { type: 'xstate.error.actor.getSolicitud', error: new ApiError(0, undefined, undefined) },
        ]
      : []),
    // The computer's watch while the phone does the biometrics (request-watch.machine.ts's model).
    ...(s.matches('info') && s.context.qr === null
      ? [
          { type: 'xstate.done.actor.requestWatch', output: 'client' },
          { type: 'xstate.done.actor.requestWatch', output: 'holderDone' },
        ]
      : []),
    // The screen's gate (info-gate.machine.ts's model) ends with the gender it asked for, if any.
    ...(s.matches('info')
      ? [{ type: 'xstate.done.actor.infoGate', output: { genero: s.context.holder?.genero ? null : 'M' } }]
      : []),
    ...REST,
  ],
  promises: {
    idle: (s) => expect(routeFor(BIOMETRICS_ROUTES, s)).toBeNull(),
    precheck: (s, log) => {
      expect(log.calls.getSolicitud?.at(-1)).toBe('sol-1');
      expect(s.context.polls).toBeLessThanOrEqual(5);
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBeNull();
    },
    memberCheck: (s) => expect(['20-11111111-2', '20111111112']).toContain(s.context.nroTributario),
    info: (s, log) => {
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBe(paths.biometricInfoDni);
      expect(s.context.qrTimestamp).toBe(NOW);
      expect([s.context.front, s.context.back, s.context.selfie]).toEqual([null, null, null]);
      if (s.context.qr === null && log.calls.getSolicitud === undefined)
        throw new Error('info before the request');
    },
    front: (s, log) => {
      // The phone from the QR has no session: the request is never read on that way in.
      if (s.context.qr) {
        expect(log.calls.getSolicitud).toBeUndefined();
        expect(s.context.holder?.nroDocumento).toBe(s.context.personaFisica ? '23456789' : '20111111112');
      }
      expect(s.context.holder).not.toBeNull();
      expect(s.context.holder?.genero).not.toBeNull();
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBe(paths.biometricFront);
    },
    backInfo: (s) => expect(routeFor(BIOMETRICS_ROUTES, s)).toBe(paths.biometricBackInfo),
    selfieInfo: (s) => expect(routeFor(BIOMETRICS_ROUTES, s)).toBe(paths.biometricSelfieInfo),
    validating: (s, log) => {
      const { fields } = (log.calls.validarIdentidad?.at(-1) ?? {}) as { fields?: ValidarIdentidadFields };
      expect(fields).toMatchObject({
        nroTramite: '00512345678',
        tipoDocumento: 'CUIL',
        nroDocumento: s.context.personaFisica ? '23456789' : '20111111112',
        sexo: s.context.holder?.genero,
      });
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBe(paths.biometricSelfiePreview);
    },
    identityUnavailable: (_, log) =>
      expect(log.emitted.at(-1)).toMatchObject({ type: 'toast', message: SESSION_EXPIRED_NOTICE }),
    terms: (s, log) => {
      expect(log.calls.terms?.at(-1)).toEqual({
        idSolicitud: 'sol-1',
        nroDocumento: s.context.holder?.nroDocumento,
      });
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBe(paths.biometricTerms);
    },
    success: (s, log) => {
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBe(paths.accountCreated);
      // The survey's identifiers are in session storage before the success page loads its script.
      expect(readItem(STORAGE_KEYS.iniciativeId)).toBe(s.context.personaFisica ? 'OBE-NYP' : 'OBE-PYME');
      expect(readItem(STORAGE_KEYS.clientId)).toMatch(/^\d{11}$/);
      expect(readItem(STORAGE_KEYS.operationId)).toBe(getSessionId());
      // A company member reaches it only once every required member is done.
      if (!s.context.personaFisica) expect(log.calls.getSolicitud?.length).toBeGreaterThan(1);
    },
    membersCheck: (s, log) => {
      expect(log.calls.getSolicitud?.at(-1)).toBe('sol-1');
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBeNull();
    },
    membersPending: (s, log) => {
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBe(paths.biometricWaitingProduct);
      // The account page may come later through the waiting page: the survey's identifiers are kept.
      expect(readItem(STORAGE_KEYS.clientId)).toBe(s.context.holder?.nroTributario.replace(/-/g, ''));
      expect(readItem(STORAGE_KEYS.iniciativeId)).toBe(s.context.personaFisica ? 'OBE-NYP' : 'OBE-PYME');
      // A persona física waits there only when the watch saw the request waiting for its product.
      if (s.context.personaFisica) expect(log.calls.validarIdentidad).toBeUndefined();
    },
    finishedElsewhere: (s, log) => {
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBe(paths.accountCreated);
      // Ended on the phone: nothing validated or pushed here, the survey's identifiers kept.
      expect(log.calls.validarIdentidad).toBeUndefined();
      expect(readItem(STORAGE_KEYS.iniciativeId)).toBe(s.context.personaFisica ? 'OBE-NYP' : 'OBE-PYME');
    },
    disabled: (s) => expect(routeFor(BIOMETRICS_ROUTES, s)).toBeNull(),
    // Its own page where the flow was opened, with 'Reintentar' (issue 24), never the error route.
    notReady: (s, log) => {
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBeNull();
      expect(log.calls.getSolicitud?.length).toBeGreaterThan(0);
    },
    left: (s) => {
      const route = routeFor(BIOMETRICS_ROUTES, s);
      expect(route).toBe(s.context.outcome?.navigateTo);
      expect([
        paths.home,
        paths.error,
        paths.errorPrimary('No se puede realizar la biometria'),
        paths.errorPrimary('mensaje del banco'),
        paths.errorSecondary('mensaje del banco'),
        paths.errorPrimary(
          'No es posible continuar el alta por este canal. Por favor, dirigirse a la sucursal mas cercana.',
        ),
      ]).toContain(route);
    },
    expiredQr: (s, log) => {
      expect(log.emitted.at(-1)).toMatchObject({ message: BIOMETRICS_MESSAGES.processError });
      expect(log.calls.getSolicitud).toBeUndefined();
      expect(routeFor(BIOMETRICS_ROUTES, s)).toBe(paths.biometricInfoDni);
    },
  },
};
