// The ID capture machine over every detector code and timer, on a simulated clock, with a scripted
// detector and a fake camera.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { Device } from './camera-port.ts';
import { DOCUMENT_FEEDBACK, PREVIEW_TEXTS, UPLOAD_FEEDBACK } from './capture-texts.ts';
import type { DocumentResult } from './detector-port.ts';
import { BARCODE_MESSAGES, type ExpectedHolder } from './document-detector/dni-barcode.ts';
import { fakeCamera, tinyFrame } from '../../testing/capture/fake-camera.ts';
import { createLocalDocumentDetector } from './document-detector/local-document-detector.ts';
import { renderScene, SAMPLE_DNI_BARCODE } from '../../testing/capture/document-detector/synthetic-card.ts';
import { DOC, fakeDocumentDetector } from '../../testing/capture/fake-detectors.ts';
import { idCaptureMachine } from './id-capture.machine.ts';
import type { Side } from './id-capture.types.ts';
import { stateTags } from '../../testing/state-tags.ts';
import { faceCaptureMachine } from './face-capture.machine.ts';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

const run = async (
  script: DocumentResult[],
  {
    side = 'front' as Side,
    device = 'desktop' as Device,
    camera = fakeCamera(),
    failStarts = 0,
    expected = undefined as ExpectedHolder | undefined,
    needsBarcode = false,
    uploadOnly = false,
  } = {},
) => {
  const clock = new SimulatedClock();
  const detector = fakeDocumentDetector(script, { failStarts });
  const actor = createActor(idCaptureMachine, {
    input: { side, device, camera, detector, expected, needsBarcode, uploadOnly },
    clock,
  });
  actor.start();
  await settle();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  // The camera child (camera.machine.ts) while the capture waits for a stream.
  const cameraStep = () => actor.getSnapshot().children.camera;
  return { actor, clock, detector, camera, advance, cameraStep, state: () => actor.getSnapshot() };
};

describe('feedback per detector code', () => {
  it.each([
    [DOC.notFound, DOCUMENT_FEEDBACK.notFound, 'none', 500],
    [DOC.tooFar, DOCUMENT_FEEDBACK.tooFar, 'amber', 200],
    [DOC.holdSteady, DOCUMENT_FEEDBACK.holdSteady, 'amber', 200],
  ] as const)('%o says %s, shows %s and looks again after %i ms', async (result, text, overlay, delay) => {
    const { state, advance, detector } = await run([result]);
    expect(state().value).toEqual({ live: 'waiting' });
    expect(state().context).toMatchObject({ feedback: text, overlay });
    await advance(delay - 1);
    expect(detector.frames).toHaveLength(1);
    await advance(1);
    expect(detector.frames).toHaveLength(2);
  });
});

describe('capturing', () => {
  it('needs two passed frames in a row for the front, then says Capturado!! and previews after 500 ms', async () => {
    const { state, advance, camera } = await run([DOC.passed, DOC.passed]);
    expect(state().value).toEqual({ live: 'waiting' });
    expect(state().context).toMatchObject({ feedback: DOCUMENT_FEEDBACK.holdSteady, overlay: 'green' });
    await advance(200);
    expect(state().value).toEqual({ live: 'captured' });
    expect(state().context.feedback).toBe('Capturado!!');
    expect(state().context.captured).toMatchObject({
      side: 'front',
      barcodeText: DOC.passed.barcodeText,
      isBarcodeFound: true,
    });
    expect(await state().context.captured?.image.text()).toContain('cut');
    expect(await state().context.captured?.unprocessed.text()).toContain('whole');
    await advance(499);
    expect(state().value).toEqual({ live: 'captured' });
    expect(camera.stops).toBe(0);
    await advance(1);
    expect(state().matches('preview')).toBe(true);
    expect(camera.stops).toBe(1);
  });

  it('starts counting again when a frame between two passes does not pass', async () => {
    const { state, advance } = await run([DOC.passed, DOC.holdSteady, DOC.passed, DOC.passed]);
    await advance(200);
    await advance(200);
    expect(state().value).toEqual({ live: 'waiting' });
    expect(state().context.passes).toBe(1);
    await advance(200);
    expect(state().value).toEqual({ live: 'captured' });
  });

  it('captures the back on one passed frame', async () => {
    const { state } = await run([DOC.passed], { side: 'back' });
    expect(state().value).toEqual({ live: 'captured' });
    expect(state().context.captured?.side).toBe('back');
  });

  it('confirms the preview as the output, or retakes with the camera again', async () => {
    const { actor, state, advance, camera } = await run([DOC.passed, DOC.notFound, DOC.passed], {
      side: 'back',
    });
    await advance(500);
    actor.send({ type: 'capture.retake' });
    await settle();
    expect(state().context.captured).toBeNull();
    expect(state().context.feedback).toBe(DOCUMENT_FEEDBACK.notFound);
    expect(camera.requests).toHaveLength(2);
    await advance(500);
    await advance(500);
    actor.send({ type: 'capture.confirm' });
    expect(state().status).toBe('done');
    expect(state().output?.side).toBe('back');
  });
});

describe('barcode cross-check', () => {
  it('says in Spanish what the front barcode contradicts in the request', async () => {
    const expected = { documentNumber: '27-11111111-1', nombre: 'Ana', apellido: 'Pérez', genero: 'M' };
    const { state, advance } = await run([DOC.passed], { expected });
    await advance(200);
    expect(state().context.captured?.barcodeIssues).toEqual([
      'El número de DNI no coincide con el de la solicitud.',
      'El sexo del DNI no coincide con el informado en la solicitud.',
    ]);
  });

  it('has nothing to say when the barcode is the request holder', async () => {
    const expected = { documentNumber: '27-23456789-1', nombre: 'Ana María', apellido: 'Perez', genero: 'F' };
    const { state, advance } = await run([DOC.passed], { expected });
    await advance(200);
    expect(state().context.captured?.barcodeIssues).toEqual([]);
  });
});

describe('a back that must give the número de trámite', () => {
  const noBarcode = { status: 'doc-passed', box: DOC.passed.box, isBarcodeFound: false } as const;

  it('says the barcode was read on neither side and only retakes, never confirms without it', async () => {
    const { actor, state, advance } = await run([noBarcode, DOC.passed], {
      side: 'back',
      needsBarcode: true,
    });
    await advance(500);
    expect(state().matches('preview')).toBe(true);
    expect(state().context.captured?.barcodeIssues).toEqual([BARCODE_MESSAGES.unreadOnEitherSide]);
    expect(state().can({ type: 'capture.confirm' })).toBe(false);
    actor.send({ type: 'capture.confirm' });
    expect(state().matches('preview')).toBe(true);
    actor.send({ type: 'capture.retake' });
    await settle();
    await advance(500);
    expect(state().matches('preview')).toBe(true);
    expect(state().context.captured?.barcodeIssues ?? []).toEqual([]);
    actor.send({ type: 'capture.confirm' });
    expect(state().output?.barcodeText).toBe(DOC.passed.barcodeText);
  });

  it('after the retakes offered, takes the número de trámite typed from the card, checked by the identity schema', async () => {
    const { actor, state, advance } = await run([noBarcode], { side: 'back', needsBarcode: true });
    await advance(500);
    expect(state().can({ type: 'capture.typeTramite' })).toBe(true);
    actor.send({ type: 'capture.typeTramite' });
    expect(state().hasTag('tramite')).toBe(true);
    expect(state().hasTag('preview')).toBe(true);
    actor.send({ type: 'capture.tramite', value: '123' });
    expect(state().context.tramiteError).toBe('El número de trámite son los 11 dígitos impresos en el DNI');
    actor.send({ type: 'capture.tramite', value: '  ' });
    expect(state().context.tramiteError).toBe('El número de trámite es requerido');
    actor.send({ type: 'capture.cancelTramite' });
    expect(state().hasTag('tramite')).toBe(false);
    expect(state().context.tramiteError).toBeNull();
    actor.send({ type: 'capture.typeTramite' });
    actor.send({ type: 'capture.tramite', value: ' 00498765432 ' });
    expect(state().status).toBe('done');
    expect(state().output).toMatchObject({ side: 'back', typedTramite: '00498765432', barcodeIssues: [] });
  });

  it('offers no typing where the barcode is not needed or was read', async () => {
    const notNeeded = await run([noBarcode], { side: 'back' });
    await notNeeded.advance(500);
    expect(notNeeded.state().can({ type: 'capture.typeTramite' })).toBe(false);
    const read = await run([DOC.passed], { side: 'back', needsBarcode: true });
    await read.advance(500);
    expect(read.state().can({ type: 'capture.typeTramite' })).toBe(false);
  });

  it('is not asked of a back when the front gave it (current cards carry no barcode behind)', async () => {
    const { actor, state, advance } = await run([noBarcode], { side: 'back' });
    await advance(500);
    expect(state().context.captured?.barcodeIssues).toBeUndefined();
    actor.send({ type: 'capture.confirm' });
    expect(state().status).toBe('done');
  });
});

describe('detector failures', () => {
  it('500 says the critical error, stops camera and detector, and loads again after 5000 ms', async () => {
    const { state, advance, detector, camera } = await run([DOC.critical, DOC.passed]);
    expect(state().value).toBe('detectorFailed');
    expect(state().context.detectorError).toBe('Error crítico en la detección de documentos.');
    expect(camera.stops).toBe(1);
    expect(detector.stops).toBe(1);
    await advance(4999);
    expect(state().value).toBe('detectorFailed');
    await advance(1);
    expect(detector.starts).toBe(2);
    expect(state().context.detectorError).toBeNull();
    expect(state().value).toEqual({ live: 'waiting' });
    expect(state().context.passes).toBe(1);
  });

  it('retries a detector that does not load every 5000 ms, or at once on restart', async () => {
    const { actor, state, advance, detector } = await run([DOC.notFound], { failStarts: 2 });
    expect(state().value).toBe('detectorFailed');
    expect(state().context.detectorError).toBe(DOCUMENT_FEEDBACK.loadFailed);
    await advance(5000);
    expect(detector.starts).toBe(2);
    actor.send({ type: 'capture.restartCamera' });
    await settle();
    expect(detector.starts).toBe(3);
    expect(state().value).toEqual({ live: 'waiting' });
  });
});

describe('camera', () => {
  it('asks for the rear camera at 1920x1080 on a phone and the front one on a desktop', async () => {
    const phone = await run([DOC.notFound], { device: 'mobile' });
    expect(phone.camera.requests[0]).toEqual({ facingMode: 'environment', width: 1920, height: 1080 });
    const desktop = await run([DOC.notFound]);
    expect(desktop.camera.requests[0]?.facingMode).toBe('user');
  });

  it('refuses a camera below the minimum with 912 and no restart, offering the upload', async () => {
    const camera = fakeCamera({ resolution: { width: 640, height: 480 } });
    const { state, cameraStep } = await run([DOC.notFound], { camera });
    expect(state().value).toBe('camera');
    expect(cameraStep()?.getSnapshot().value).toBe('failed');
    expect(cameraStep()?.getSnapshot().context.error).toEqual({
      code: 912,
      message: 'La resolución de la cámara no alcanza el mínimo para el normal funcionamiento del sistema.',
    });
    expect(camera.stops).toBe(1);
    cameraStep()?.send({ type: 'camera.restart' });
    await settle();
    expect(cameraStep()?.getSnapshot().value).toBe('failed');
    expect(camera.requests).toHaveLength(1);
    cameraStep()?.send({ type: 'camera.useUpload' });
    await settle();
    expect(state().value).toEqual({ upload: 'choosing' });
  });

  it('says a stream that broke while encoding failed, and restarts it', async () => {
    const working = fakeCamera();
    const camera = { ...working, encode: () => Promise.reject(new Error('canvas')) };
    const { state, cameraStep } = await run([DOC.passed, DOC.notFound], { side: 'back', camera });
    expect(state().value).toBe('camera');
    expect(cameraStep()?.getSnapshot().context.error).toEqual({
      code: null,
      message: 'No pudimos iniciar la cámara.',
    });
    cameraStep()?.send({ type: 'camera.restart' });
    await settle();
    expect(working.requests).toHaveLength(2);
    expect(state().value).toEqual({ live: 'waiting' });
  });

  it('accepts a phone held upright (720x1280)', async () => {
    const camera = fakeCamera({ resolution: { width: 720, height: 1280 } });
    const { state } = await run([DOC.notFound], { camera });
    expect(state().value).toEqual({ live: 'waiting' });
  });

  it('shows a denied permission in Spanish and lets the user restart the camera', async () => {
    const camera = fakeCamera({
      failWith: Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }),
    });
    const { state, cameraStep } = await run([DOC.notFound], { camera });
    expect(state().value).toBe('camera');
    expect(cameraStep()?.getSnapshot().context.error?.code).toBeNull();
    expect(cameraStep()?.getSnapshot().context.error?.message).toMatch(/permiso para usar la cámara/);
    cameraStep()?.send({ type: 'camera.restart' });
    await settle();
    expect(camera.requests).toHaveLength(2);
  });
});

describe('upload alternative', () => {
  it('accepts a still with the card close (902 or passed) and previews it; retake goes back to the upload', async () => {
    const { actor, state, advance } = await run([DOC.notFound, DOC.holdSteady]);
    actor.send({ type: 'capture.useUpload' });
    expect(state().value).toEqual({ upload: 'choosing' });
    actor.send({ type: 'capture.file', frame: tinyFrame(7) });
    await settle();
    expect(state().matches('preview')).toBe(true);
    expect(state().context.captured?.isBarcodeFound).toBe(false);
    await advance(1000);
    actor.send({ type: 'capture.retake' });
    expect(state().value).toEqual({ upload: 'choosing' });
  });

  it('reads the barcode of an uploaded photo of the front with the real detector', async () => {
    const detector = createLocalDocumentDetector();
    const actor = createActor(idCaptureMachine, {
      input: { side: 'front', device: 'desktop', camera: fakeCamera(), detector, expected: undefined },
      clock: new SimulatedClock(),
    });
    actor.start();
    await settle();
    actor.send({ type: 'capture.useUpload' });
    const photo = renderScene({ width: 1280, height: 720, card: { cx: 640, cy: 360, width: 900 }, seed: 3 });
    actor.send({ type: 'capture.file', frame: photo });
    for (let i = 0; i < 50 && !actor.getSnapshot().matches('preview'); i += 1) await settle();
    expect(actor.getSnapshot().matches('preview')).toBe(true);
    expect(actor.getSnapshot().context.captured).toMatchObject({
      isBarcodeFound: true,
      barcodeText: SAMPLE_DNI_BARCODE,
    });
  });

  it('refuses a file without a card, or with the card far away, saying why in words about the photo', async () => {
    const { actor, state, detector } = await run([DOC.notFound, DOC.notFound, DOC.tooFar]);
    actor.send({ type: 'capture.useUpload' });
    actor.send({ type: 'capture.file', frame: tinyFrame(1) });
    await settle();
    expect(state().value).toEqual({ upload: 'choosing' });
    expect(state().context.feedback).toBe(UPLOAD_FEEDBACK.notFound);
    actor.send({ type: 'capture.file', frame: tinyFrame(2) });
    await settle();
    expect(state().context.feedback).toBe(UPLOAD_FEEDBACK.tooFar);
    expect(detector.frames.at(-1)).toEqual(tinyFrame(2));
    // No drawn frame over a chosen file, so nothing it says speaks of one.
    for (const text of Object.values(UPLOAD_FEEDBACK)) expect(text).not.toMatch(/recuadro|marco/i);
  });

  it("opens on the upload when a camera already failed in the flow, and 'Usar la cámara' tries it again", async () => {
    const { actor, state, camera } = await run([DOC.notFound], { uploadOnly: true });
    expect(state().value).toEqual({ upload: 'choosing' });
    expect(camera.requests).toHaveLength(0);
    actor.send({ type: 'capture.useCamera' });
    await settle();
    expect(camera.requests).toHaveLength(1);
    expect(state().value).toEqual({ live: 'waiting' });
  });

  it('says in its output whether the camera was missing, so the flow can open the next capture on the upload', async () => {
    const camera = fakeCamera({ failWith: Object.assign(new Error('none'), { name: 'NotFoundError' }) });
    const { actor, state, cameraStep } = await run([DOC.passed], { side: 'back', camera });
    cameraStep()?.send({ type: 'camera.useUpload' });
    await settle();
    actor.send({ type: 'capture.file', frame: tinyFrame(3) });
    await settle();
    actor.send({ type: 'capture.confirm' });
    expect(state().output?.cameraUnavailable).toBe(true);
    // A camera that works says nothing of the kind.
    const working = await run([DOC.passed], { side: 'back', uploadOnly: true });
    working.actor.send({ type: 'capture.useCamera' });
    await settle();
    await working.advance(500);
    working.actor.send({ type: 'capture.confirm' });
    expect(working.state().output?.cameraUnavailable).toBeUndefined();
  });
});

describe('manual shutter (issue 13)', () => {
  /** A detector whose answer the test sets: the live search and the shutter's still see the same one. */
  const settable = () => {
    const box = { answer: DOC.notFound as DocumentResult, frames: 0 };
    return {
      box,
      detector: {
        start: async () => {},
        detect: async () => {
          box.frames += 1;
          return box.answer;
        },
        stop: () => {},
      },
    };
  };
  const start = async () => {
    const clock = new SimulatedClock();
    const { box, detector } = settable();
    const actor = createActor(idCaptureMachine, {
      input: { side: 'front', device: 'mobile', camera: fakeCamera(), detector },
      clock,
    });
    actor.start();
    await settle();
    const advance = async (ms: number) => {
      clock.increment(ms);
      await settle();
    };
    return { actor, box, advance, state: () => actor.getSnapshot() };
  };

  it("is offered only after 20 s without a capture, and 'capture.shutter' does nothing before", async () => {
    const { actor, advance, state } = await start();
    await advance(19_500);
    expect(state().context.shutterOffered).toBe(false);
    actor.send({ type: 'capture.shutter' });
    await settle();
    expect(state().matches({ live: 'shooting' })).toBe(false);
    await advance(500);
    expect(state().context.shutterOffered).toBe(true);
  });

  it('takes the frame through the still judgement: a card that passes goes to the preview, and a retake starts the 20 s again', async () => {
    const { actor, box, advance, state } = await start();
    await advance(20_000);
    box.answer = DOC.passed;
    actor.send({ type: 'capture.shutter' });
    await settle();
    expect(state().context.feedback).toBe(DOCUMENT_FEEDBACK.captured);
    await advance(500);
    expect(state().matches('preview')).toBe(true);
    expect(state().context.captured).toMatchObject({ side: 'front', isBarcodeFound: true });
    box.answer = DOC.notFound;
    actor.send({ type: 'capture.retake' });
    await settle();
    expect(state().matches('live') || state().matches('camera')).toBe(true);
    expect(state().context.shutterOffered).toBe(false);
  });

  it('a card found but not passed (901, or 902 twice) goes to the preview, which asks to check the photo', async () => {
    for (const answer of [DOC.tooFar, DOC.holdSteady]) {
      const { actor, box, advance, state } = await start();
      await advance(20_000);
      box.answer = answer;
      actor.send({ type: 'capture.shutter' });
      await settle();
      expect(state().context.feedback).toBe(DOCUMENT_FEEDBACK.captured);
      await advance(500);
      expect(state().matches('preview')).toBe(true);
      // Cut where the judge found the card, and flagged for the preview's line.
      expect(await state().context.captured?.image.text()).toContain('cut');
      expect(state().context.captured?.checkPhoto).toBe(true);
      expect(PREVIEW_TEXTS.checkPhoto).toBe('Revisá que el DNI se vea entero, nítido y sin reflejos.');
      // A retake forgets it: the next capture is judged afresh.
      box.answer = DOC.passed;
      actor.send({ type: 'capture.retake' });
      await advance(200);
      await advance(500);
      expect(state().context.captured?.checkPhoto).toBeUndefined();
    }
  });

  it('no card: refused, says to place it in the frame; a broken detector goes to the critical error', async () => {
    const { actor, box, advance, state } = await start();
    await advance(20_000);
    actor.send({ type: 'capture.shutter' });
    await settle();
    expect(state().context.feedback).toBe(DOCUMENT_FEEDBACK.notFound);
    expect(state().matches('live')).toBe(true);
    expect(state().context.captured).toBeNull();
    // A small card only the mask's blob outlines is no photo to keep either: still live, nothing kept.
    box.answer = DOC.tooFarRough;
    actor.send({ type: 'capture.shutter' });
    await settle();
    await advance(500);
    expect(state().matches('live')).toBe(true);
    expect(state().context.captured).toBeNull();
    box.answer = DOC.notFound;
    box.answer = DOC.critical;
    actor.send({ type: 'capture.shutter' });
    await settle();
    expect(state().value).toBe('detectorFailed');
    expect(state().context.detectorError).toBe(DOCUMENT_FEEDBACK.critical);
  });
});

describe('idCaptureMachine tags', () => {
  it('carries what the capture view shows', () => {
    expect(stateTags(idCaptureMachine)).toEqual({
      'preview.typingTramite': ['tramite'],
      detectorFailed: ['detectorFailed'],
      camera: ['camera'],
      live: ['live'],
      upload: ['upload'],
      'upload.checking': ['busy'],
      'upload.encoding': ['busy'],
      preview: ['preview'],
      done: ['preview'],
    });
  });

  it("are the same as the face capture's, state for state, but for typing the trámite: one view reads both", () => {
    const { 'preview.typingTramite': _, ...shared } = stateTags(idCaptureMachine);
    expect(shared).toEqual(stateTags(faceCaptureMachine));
  });
});
