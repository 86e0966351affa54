// The biometric flow's timers and rules on a simulated clock: the persona física pre-check polling,
// the attempts check 3 s in, the QR redrawn every 60 s and refused after 90 s, IntegrantesInhabilitados,
// the gender asked when unknown, and the identity call's fields.
import { beforeEach, describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { ApiError } from '../api/api-error.ts';
import type { RequestDetail } from '../api/solicitud.ts';
import { INERT_CAMERA, inertDetector, JPEG } from '../../testing/capture/capture.fixtures.ts';
import type { DocumentResult, FaceResult } from '../capture/detector-port.ts';
import {
  BIOMETRICS_PATH_EVENTS,
  BIOMETRICS_ROUTES,
  eventForPath,
  keepingQrQuery,
  routeFor,
} from '../flow-routes.ts';
import { paths } from '../routes.ts';
import { noteQrOpened } from '../session/qr-session.ts';
import { noteQrPersonType } from '../session/session-data.ts';
import { DRAFT_KEYS, readItem, removeItem, STORAGE_KEYS, writeItem } from '../session/storage.ts';
import { member, pfSolicitud, pjSolicitud } from '../../testing/biometrics/biometrics.fixtures.ts';
import { biometricsMachine } from './biometrics.machine.ts';
import { requestWatchMachine } from './request-watch.machine.ts';
import type { ValidarIdentidadFields } from './biometrics.schema.ts';
import type { BiometricsEntry } from './biometrics.types.ts';

const NOW = 1_700_000_000_000;
const DNI_BARCODE = '00512345678@PEREZ@ANA@F@23456789@A@01/01/1990@01/01/2020';
/** An older card's (2009-2012) barcode, which is on the back. */
const OLD_CARD_BARCODE = '@23456789@A@1@PEREZ@ANA@ARGENTINA@01/01/1990@F@01/01/2010@00498765432@';
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  (globalThis as Record<string, unknown>).PageDataLayer = [];
  // What a QR said of the person type stays in memory; each test starts as a fresh page would.
  noteQrPersonType(true);
  removeItem(STORAGE_KEYS.nroTributario);
  removeItem(DRAFT_KEYS.qrAbierto);
});

const run = async (
  answers: (RequestDetail | ApiError)[],
  entry: BiometricsEntry = { personaFisica: true },
  identityError?: ApiError,
  device: 'mobile' | 'desktop' = 'mobile',
  barcodes: { front?: string; back?: string } = { front: DNI_BARCODE },
  captures: Record<string, unknown> = {},
) => {
  const backInputs: { needsBarcode?: boolean }[] = [];
  const clock = new SimulatedClock();
  let now = NOW;
  const reads: string[] = [];
  const sent: ValidarIdentidadFields[] = [];
  const emitted: AnyEventObject[] = [];
  const getSolicitud = fromPromise<RequestDetail, string>(async ({ input }) => {
    reads.push(input);
    const answer = answers[Math.min(reads.length - 1, answers.length - 1)];
    if (answer instanceof ApiError) throw answer;
    return answer as RequestDetail;
  });
  const machine = biometricsMachine.provide({
    actors: {
      getSolicitud,
      // The computer's watch reads the same (scripted) request.
      requestWatch: requestWatchMachine.provide({ actors: { getSolicitud } }),
      frontCapture: fromPromise(async () => ({
        side: 'front',
        image: JPEG,
        unprocessed: JPEG,
        barcodeText: barcodes.front,
        isBarcodeFound: barcodes.front !== undefined,
      })),
      backCapture: fromPromise<unknown, { needsBarcode?: boolean }>(async ({ input }) => {
        backInputs.push(input);
        return {
          side: 'back',
          image: JPEG,
          unprocessed: JPEG,
          barcodeText: barcodes.back,
          isBarcodeFound: barcodes.back !== undefined,
        };
      }),
      selfieCapture: fromPromise(async () => ({ selfie: JPEG, faceCapture: '/9j/4A==' })),
      ...captures,
      validarIdentidad: fromPromise<void, { fields: ValidarIdentidadFields }>(async ({ input }) => {
        sent.push(input.fields);
        if (identityError) throw identityError;
      }),
    } as never,
  });
  const actor = createActor(machine, {
    clock,
    input: {
      idSolicitud: 'sol-1',
      device,
      ports: {
        camera: INERT_CAMERA,
        documentDetector: inertDetector<DocumentResult>(),
        faceDetector: inertDetector<FaceResult>(),
      },
      now: () => now,
    },
  });
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  actor.send({ type: 'flow.start', ...entry });
  await settle();
  const advance = async (ms: number) => {
    now += ms;
    clock.increment(ms);
    await settle();
  };
  return { actor, reads, sent, emitted, backInputs, advance, state: () => actor.getSnapshot() };
};

describe('persona física pre-check', () => {
  it('reads the request every 3000 ms until it is AGUARDANDO_BIOMETRIA, keeping the first member gender', async () => {
    const waiting = pfSolicitud({ estadoInternoNombre: 'DATOS_GENERALES' });
    const { reads, advance, state } = await run([waiting, waiting, pfSolicitud()]);
    expect(reads).toHaveLength(1);
    await advance(2999);
    expect(reads).toHaveLength(1);
    await advance(1);
    expect(reads).toHaveLength(2);
    await advance(3000);
    expect(reads).toEqual(['sol-1', 'sol-1', 'sol-1']);
    expect(state().value).toEqual({ info: 'settling' });
    expect(state().context.holder).toMatchObject({ nroDocumento: '23456789', genero: 'F' });
  });

  it('after 5 retries says the request is not ready, on the page, with a retry (issue 24)', async () => {
    const { actor, reads, advance, state } = await run([
      pfSolicitud({ estadoInternoNombre: 'DATOS_GENERALES' }),
    ]);
    for (let i = 0; i < 5; i += 1) await advance(3000);
    expect(reads).toHaveLength(6);
    await advance(3000);
    expect(reads).toHaveLength(6);
    expect(state().value).toBe('notReady');
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBeNull();
    actor.send({ type: 'flow.retry' });
    await advance(0);
    // Polling from the start again: the first read of the new round, then its wait.
    expect(reads).toHaveLength(7);
    expect(state().matches({ precheck: 'waiting' })).toBe(true);
    expect(state().context.polls).toBe(1);
  });

  it.each(['INICIADA', 'CLIENTE_PAQUETE_PYME', 'FINALIZADA'])(
    'a request %s, which cannot turn by itself, is answered at once, without polling (issue 24)',
    async (estadoInternoNombre) => {
      const { reads, state } = await run([pfSolicitud({ estadoInternoNombre })]);
      expect(reads).toHaveLength(1);
      expect(state().value).toBe('notReady');
    },
  );

  it.each([
    ['a technical error', new ApiError(500, 'ErrorTecnico', 'x')],
    ['a code the catalogue would toast', new ApiError(400, 'ProvinciaError', 'x')],
    ['no answer', new ApiError(0, undefined, undefined)],
  ])('on %s goes to the error route (identity §4), not through the catalogue', async (_, error) => {
    const { state, advance } = await run([error]);
    await advance(0);
    expect(state().value).toBe('left');
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe('/error');
  });

  it('on an expired session stays, for the dialog every screen opens, and retries', async () => {
    const { actor, reads, state, advance } = await run([
      new ApiError(403, 'sesionExpirada', 'x'),
      pfSolicitud(),
    ]);
    expect(state().value).toBe('unavailable');
    actor.send({ type: 'flow.retry' });
    await advance(0);
    expect(reads).toHaveLength(2);
  });

  it('opens the Ha ocurrido un error modal on IntegrantesInhabilitados; Salir goes to the root', async () => {
    const { actor, state } = await run([new ApiError(400, 'IntegrantesInhabilitados', 'x')]);
    expect(state().value).toBe('disabled');
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBeNull();
    actor.send({ type: 'flow.exit' });
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe('/');
  });
});

describe('attempts', () => {
  it('3 s after loading, a person out of attempts gets No se puede realizar la biometria', async () => {
    const { advance, state } = await run([
      pfSolicitud({}, member('27234567891', { estado: 'FALLIDO', cantidadIntentos: 3 })),
    ]);
    await advance(2999);
    expect(state().value).toEqual({ info: 'settling' });
    await advance(1);
    await advance(0);
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe(
      '/error-primary/No%20se%20puede%20realizar%20la%20biometria',
    );
  });

  it('lets a person with attempts left continue', async () => {
    const { advance, state } = await run([pfSolicitud({}, member('27234567891', { cantidadIntentos: 2 }))]);
    await advance(3000);
    expect(state().value).toEqual({ info: 'ready' });
  });
});

describe('QR', () => {
  it('is redrawn every 60 s on the info screen', async () => {
    const { advance, state } = await run([pfSolicitud()]);
    expect(state().context.qrTimestamp).toBe(NOW);
    await advance(3000);
    await advance(59_999);
    expect(state().context.qrVersion).toBe(1);
    await advance(1);
    expect(state().context.qrVersion).toBe(2);
    expect(state().context.qrTimestamp).toBe(NOW + 63_000);
  });

  const qrOf = (doc: string, age: number, genero = 'F') => ({
    doc,
    idSolicitud: 'sol-1',
    timestamp: NOW - age,
    genero,
    tipoPersona: doc.startsWith('3') ? ('JURIDICA' as const) : ('FISICA' as const),
    qr: true as const,
  });
  const through = async (actor: { send: (e: { type: 'flow.continue' }) => void }) => {
    actor.send({ type: 'flow.continue' });
    await settle();
    actor.send({ type: 'flow.continue' });
    await settle();
  };

  it('on a phone without a session, a fresh QR opens info-dni (tips and the consent first), never reading the request', async () => {
    const { actor, reads, sent, state } = await run([new ApiError(403, 'sesionExpirada', 'x')], {
      personaFisica: false,
      qr: qrOf('20-11111111-2', 90_000),
    });
    expect(reads).toEqual([]);
    expect(state().context.holder).toMatchObject({ nroDocumento: '20111111112', genero: 'F' });
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe(paths.biometricInfoDni);
    actor.send({ type: 'flow.continue' });
    await settle();
    expect(state().value).toBe('backInfo');
    await through(actor);
    expect(sent[0]).toMatchObject({ nroDocumento: '20111111112', sexo: 'F', tipoDocumento: 'CUIL' });
    expect(state().value).toBe('terms');
  });

  it("keeps the QR's query on every biometric page of the phone (a reload finds who validates), not beyond", async () => {
    const query = '?q=ZG9jPTI3MjM0NTY3ODkx';
    const table = keepingQrQuery(BIOMETRICS_ROUTES, query);
    const { actor, state } = await run([], { personaFisica: true, qr: qrOf('27234567891', 1000) });
    expect(routeFor(table, state())).toBe(`${paths.biometricInfoDni}${query}`);
    actor.send({ type: 'flow.continue' });
    await settle();
    expect(routeFor(table, state())).toBe(`${paths.biometricBackInfo}${query}`);
    const succeeded = { matches: (value: string) => value === 'success' } as unknown as ReturnType<
      typeof state
    >;
    expect(routeFor(table, succeeded)).toBe(paths.accountCreated);
    expect(keepingQrQuery(BIOMETRICS_ROUTES, '')).toBe(BIOMETRICS_ROUTES);
  });

  it("a company member's phone reports the request's person type, JURIDICA, though it has no session", async () => {
    const { actor } = await run([], { personaFisica: false, qr: qrOf('20111111112', 1000, 'M') });
    actor.send({ type: 'flow.continue' });
    await settle();
    const layer = (globalThis as unknown as { PageDataLayer: { event: string; tipoPersona: string }[] })
      .PageDataLayer;
    expect(layer).toMatchObject([
      { event: 'inicio_dni_frente', tipoPersona: 'JURIDICA', iniciativeId: 'OBE-PYME' },
    ]);
  });

  it("a persona física's QR sends the DNI inside the tax number as the document number", async () => {
    const { actor, reads, sent } = await run([], { personaFisica: true, qr: qrOf('27234567891', 1000, 'X') });
    actor.send({ type: 'flow.continue' });
    await settle();
    await through(actor);
    expect(reads).toEqual([]);
    expect(sent[0]).toMatchObject({ nroDocumento: '23456789', sexo: 'X' });
  });

  it('a QR without a gender shows info-dni, which asks for it', async () => {
    const { actor, reads, state } = await run([], { personaFisica: true, qr: qrOf('27234567891', 1000, '') });
    expect(reads).toEqual([]);
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe(paths.biometricInfoDni);
    actor.send({ type: 'flow.continue' });
    expect(state().matches('info')).toBe(true);
    actor.send({ type: 'flow.continue', genero: 'M' });
    await settle();
    expect(state().value).toBe('backInfo');
  });

  it('on a phone, a QR older than 90000 ms toasts and stays on info-dni, reading nothing', async () => {
    const { actor, state, emitted, reads } = await run([pfSolicitud()], {
      personaFisica: true,
      qr: qrOf('27234567891', 90_001),
    });
    expect(emitted[0]).toMatchObject({ message: 'Error en el proceso de Biometria, vuelva a intentarlo' });
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe(paths.biometricInfoDni);
    expect(reads).toEqual([]);
    actor.send({ type: 'flow.continue', genero: 'F' });
    expect(state().value).toBe('expiredQr');
  });

  it('a reload of a QR this tab opened keeps going past 90 s; a tab that never opened it is refused (issue 24)', async () => {
    // Opened fresh: the tab notes it.
    const fresh = await run([], { personaFisica: true, qr: qrOf('27234567891', 1000) });
    expect(fresh.state().matches('info')).toBe(true);
    expect(readItem(DRAFT_KEYS.qrAbierto)).toBe(`sol-1:${NOW - 1000}`);
    fresh.actor.stop();
    // The page reloaded two minutes after this tab opened that QR: it goes on.
    noteQrOpened({ idSolicitud: 'sol-1', timestamp: NOW - 121_000 });
    const reloaded = await run([], { personaFisica: true, qr: qrOf('27234567891', 121_000) });
    expect(reloaded.state().matches('info')).toBe(true);
    reloaded.actor.stop();
    // Another tab (nothing noted) with the same old QR: refused as before.
    removeItem(DRAFT_KEYS.qrAbierto);
    const other = await run([], { personaFisica: true, qr: qrOf('27234567891', 121_000) });
    expect(other.state().value).toBe('expiredQr');
  });

  it('on a desktop the same old QR is not refused (the rule is for phones)', async () => {
    const { state } = await run(
      [],
      { personaFisica: true, qr: qrOf('27234567891', 600_000) },
      undefined,
      'desktop',
    );
    expect(state().matches('info')).toBe(true);
    expect(state().context.holder).toMatchObject({ nroDocumento: '23456789', genero: 'F' });
  });
});

describe('the computer while the phone does the biometrics', () => {
  it('watches the request from info and shows the account page once the phone made it a client', async () => {
    const client = pfSolicitud({ estadoInternoNombre: 'CLIENTE_PAQUETE_PYME' });
    const { reads, advance, state } = await run(
      [pfSolicitud(), pfSolicitud(), client],
      undefined,
      undefined,
      'desktop',
    );
    expect(state().matches('info')).toBe(true);
    await advance(5000);
    expect(reads).toHaveLength(2);
    expect(state().matches('info')).toBe(true);
    await advance(5000);
    expect(state().value).toBe('finishedElsewhere');
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe(paths.accountCreated);
    // alta_exitosa went from the phone, where the sign-up ended.
    const layer = (globalThis as unknown as { PageDataLayer: { event: string }[] }).PageDataLayer;
    expect(layer.map((e) => e.event)).not.toContain('alta_exitosa');
  });

  it("a company member's phone that finished last: the account page, and the sign-up counted here once", async () => {
    const client = { ...pjSolicitud(), estadoInternoNombre: 'CLIENTE_PAQUETE_PYME' };
    // The computer's session is the company's (its tax number says JURIDICA).
    writeItem(STORAGE_KEYS.nroTributario, '30712345679');
    const { advance, state } = await run(
      [pjSolicitud(), client],
      { personaFisica: false, nroTributario: '20111111112' },
      undefined,
      'desktop',
    );
    await advance(5000);
    expect(state().value).toBe('finishedElsewhere');
    const layer = (globalThis as unknown as { PageDataLayer: { event: string }[] }).PageDataLayer;
    expect(layer).toMatchObject([
      { event: 'alta_exitosa', tipoPersona: 'JURIDICA', iniciativeId: 'OBE-PYME' },
    ]);
  });

  it('a company member done on the phone while others are pending: the waiting page', async () => {
    const detail = pjSolicitud();
    const done = {
      ...detail,
      integrantes: [member('20111111112', { estado: 'COMPLETADO' }), ...detail.integrantes.slice(1)],
    };
    const { advance, state } = await run(
      [detail, done],
      { personaFisica: false, nroTributario: '20111111112' },
      undefined,
      'desktop',
    );
    expect(state().matches('info')).toBe(true);
    await advance(5000);
    expect(state().value).toBe('membersPending');
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe(paths.biometricWaitingProduct);
  });

  it('a phone does not watch: it has no session to read with, and the biometrics are its own', async () => {
    const { reads, advance, state } = await run([pfSolicitud()]);
    await advance(30_000);
    expect(reads).toHaveLength(1);
    expect(state().matches('info')).toBe(true);
  });
});

describe('the way through', () => {
  it('asks for a gender the request does not have, then sends the identity call with it', async () => {
    const { actor, sent, state } = await run([pfSolicitud({}, member('27234567891', {}, { genero: null }))]);
    actor.send({ type: 'flow.continue' });
    expect(state().value).toEqual({ info: 'settling' });
    actor.send({ type: 'flow.continue', genero: 'X' });
    await settle();
    expect(state().value).toBe('backInfo');
    expect(readItem(STORAGE_KEYS.genero)).toBe('X');
    actor.send({ type: 'flow.continue' });
    await settle();
    actor.send({ type: 'flow.continue' });
    await settle();
    expect(sent[0]).toMatchObject({
      nroTramite: '00512345678',
      tipoDocumento: 'CUIL',
      nroDocumento: '23456789',
      sexo: 'X',
    });
    expect(state().value).toEqual('terms');
    const layer = (globalThis as unknown as { PageDataLayer: { event: string; nroTramite: string }[] })
      .PageDataLayer;
    expect(layer.map((e) => e.event)).toEqual(['inicio_dni_frente', 'inicio_selfie']);
    expect(layer.every((e) => e.nroTramite === '00000000000')).toBe(true);
  });

  it("info's gate: the gender, then the consent, and only then the front with that gender", async () => {
    const { state } = await run([pfSolicitud({}, member('27234567891', {}, { genero: null }))]);
    const gate = state().children.infoGate;
    gate?.send({ type: 'flow.continue' });
    gate?.send({ type: 'info.gender', genero: 'F' });
    gate?.send({ type: 'flow.continue' });
    await settle();
    expect(state().value).toEqual({ info: 'settling' });
    gate?.send({ type: 'info.consent' });
    await settle();
    // The fake front capture answers at once.
    expect(state().value).toBe('backInfo');
    expect(state().context.holder?.genero).toBe('F');
    expect(readItem(STORAGE_KEYS.genero)).toBe('F');
  });

  it("info's gate leads nobody out of attempts to the front: the consent ends on the blocked page", async () => {
    const { state, advance } = await run([
      pfSolicitud({}, member('27234567891', { estado: 'FALLIDO', cantidadIntentos: 3 })),
    ]);
    const gate = state().children.infoGate;
    gate?.send({ type: 'flow.continue' });
    gate?.send({ type: 'info.consent' });
    await advance(0);
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe(
      '/error-primary/No%20se%20puede%20realizar%20la%20biometria',
    );
  });

  it('takes nroTramite from the back when only the back carries the barcode, which it then must give', async () => {
    const { actor, sent, backInputs, state } = await run([pfSolicitud()], undefined, undefined, 'mobile', {
      back: OLD_CARD_BARCODE,
    });
    for (let i = 0; i < 4; i += 1) {
      actor.send({ type: 'flow.continue' });
      await settle();
    }
    expect(backInputs[0]?.needsBarcode).toBe(true);
    expect(sent[0]?.nroTramite).toBe('00498765432');
    expect(state().value).toBe('terms');
  });

  it('never sends the request id as nroTramite: with no barcode the back offers the front again', async () => {
    const { actor, sent, state } = await run([pfSolicitud()], undefined, undefined, 'mobile', {});
    actor.send({ type: 'flow.continue' });
    await settle();
    actor.send({ type: 'flow.continue' });
    expect(state().value).toBe('back');
    actor.send({ type: 'flow.retakeFront' });
    expect(state().value).toBe('front');
    expect(state().context.front).toBeNull();
    expect(sent).toEqual([]);
  });

  it('sends the número de trámite typed on the back when neither side gave the barcode', async () => {
    const typedBack = fromPromise(async () => ({
      side: 'back',
      image: JPEG,
      unprocessed: JPEG,
      isBarcodeFound: false,
      typedTramite: '00498765432',
    }));
    const { actor, sent, state } = await run(
      [pfSolicitud()],
      undefined,
      undefined,
      'mobile',
      {},
      {
        backCapture: typedBack,
      },
    );
    for (let i = 0; i < 4; i += 1) {
      actor.send({ type: 'flow.continue' });
      await settle();
    }
    expect(sent[0]?.nroTramite).toBe('00498765432');
    expect(state().value).toBe('terms');
  });

  it('opens every capture after one that found no camera on the upload, until a capture gets it back', async () => {
    const inputs: Record<string, { uploadOnly?: boolean }[]> = { back: [], selfie: [] };
    const capture = (side: 'back' | 'selfie', cameraUnavailable: boolean) =>
      fromPromise<unknown, { uploadOnly?: boolean }>(async ({ input }) => {
        inputs[side]?.push(input);
        return side === 'back'
          ? { side, image: JPEG, unprocessed: JPEG, isBarcodeFound: false, cameraUnavailable }
          : { selfie: JPEG, faceCapture: '/9j/4A==' };
      });
    const frontWithout = fromPromise(async () => ({
      side: 'front',
      image: JPEG,
      unprocessed: JPEG,
      barcodeText: DNI_BARCODE,
      isBarcodeFound: true,
      cameraUnavailable: true,
    }));
    const { actor } = await run([pfSolicitud()], undefined, undefined, 'mobile', undefined, {
      frontCapture: frontWithout,
      backCapture: capture('back', false),
      selfieCapture: capture('selfie', false),
    });
    for (let i = 0; i < 4; i += 1) {
      actor.send({ type: 'flow.continue' });
      await settle();
    }
    expect(inputs.back?.[0]?.uploadOnly).toBe(true);
    // The back got the camera again ('Usar la cámara'): the selfie tries it.
    expect(inputs.selfie?.[0]?.uploadOnly).toBe(false);
  });

  it('a company member not in the list goes to the default error route', async () => {
    const { state, advance } = await run([pjSolicitud()], {
      personaFisica: false,
      nroTributario: '20-99999999-9',
    });
    await advance(0);
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe('/error');
  });
});

describe("the browser's back from a preview", () => {
  // A capture child as far as the flow sees it: its preview, and the capture page a retake goes to.
  const previewing = (side: 'front' | 'back') =>
    createMachine({
      context: { side },
      initial: 'preview',
      states: { preview: { on: { 'capture.retake': 'camera' } }, camera: {} },
    });

  it("to the capture's page passes capture.retake on to the capture, which takes the photo again", async () => {
    const { actor, state } = await run([pfSolicitud()], undefined, undefined, 'mobile', undefined, {
      frontCapture: previewing('front'),
    });
    actor.send({ type: 'flow.continue' });
    await settle();
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe(paths.biometricFrontPreview);
    const event = eventForPath(BIOMETRICS_PATH_EVENTS, paths.biometricFront);
    if (event) actor.send(event);
    expect(state().value).toBe('front');
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe(paths.biometricFront);
  });

  it("outside a capture changes nothing: the page stays the machine's", async () => {
    const { actor, state } = await run([pfSolicitud()]);
    const before = state();
    actor.send({ type: 'capture.retake' });
    expect(state()).toBe(before);
  });
});

describe('identity call failures', () => {
  const throughSelfie = async (error: ApiError) => {
    const flow = await run([pfSolicitud()], { personaFisica: true }, error);
    flow.actor.send({ type: 'flow.continue' });
    await settle();
    flow.actor.send({ type: 'flow.continue' });
    await settle();
    flow.actor.send({ type: 'flow.continue' });
    await settle();
    await flow.advance(0);
    return flow;
  };

  it('503 goes back to info-dni with the retry toast and drops the captures', async () => {
    const { state, emitted, sent } = await throughSelfie(new ApiError(503, undefined, undefined));
    expect(sent).toHaveLength(1);
    expect(emitted.at(-1)).toMatchObject({
      type: 'toast',
      message: 'Error en la validacion de identidad - por favor reintentar la validacion de biometria',
    });
    expect(routeFor(BIOMETRICS_ROUTES, state())).toBe(paths.biometricInfoDni);
    expect(state().context.front).toBeNull();
  });

  it('400 leaves for error-primary and 500 for error-secondary with the server message', async () => {
    const primary = await throughSelfie(new ApiError(400, 'ErrorValidacion', 'DNI inválido'));
    expect(routeFor(BIOMETRICS_ROUTES, primary.state())).toBe('/error-primary/DNI%20inv%C3%A1lido');
    const secondary = await throughSelfie(new ApiError(500, 'ErrorTecnico', 'Falla'));
    expect(routeFor(BIOMETRICS_ROUTES, secondary.state())).toBe('/error-secondary/Falla');
  });
});
