// The face capture machine over every face code and timer, on a simulated clock.
import { Base64 } from 'js-base64';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { CAPTURE_TIMING, FACE_FEEDBACK } from './capture-texts.ts';
import type { FaceDetector, FaceResult } from './detector-port.ts';
import { faceCaptureMachine } from './face-capture.machine.ts';
import { countdownFeedback, FACE_COUNTDOWN } from './face-capture.types.ts';
import { fakeCamera, tinyFrame } from '../../testing/capture/fake-camera.ts';
import { FACE, fakeFaceDetector } from '../../testing/capture/fake-detectors.ts';

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** `libraryPoll`: let the first 150 ms poll find the started library (false: the test drives the clock). */
const run = async (
  script: FaceResult[],
  { camera = fakeCamera(), detector = fakeFaceDetector(script) as FaceDetector, libraryPoll = true } = {},
) => {
  const clock = new SimulatedClock();
  const actor = createActor(faceCaptureMachine, { input: { device: 'mobile', camera, detector }, clock });
  actor.start();
  await settle();
  if (libraryPoll) {
    clock.increment(CAPTURE_TIMING.faceLibraryPollMs);
    await settle();
  }
  const advance = async (ms: number) => {
    clock.increment(ms);
    await settle();
  };
  return { actor, camera, advance, state: () => actor.getSnapshot() };
};

/** The three seconds of the countdown, a step at a time (each step schedules the next). */
const countDown = async (advance: (ms: number) => Promise<void>) => {
  for (let step = 0; step < FACE_COUNTDOWN.from; step += 1) await advance(FACE_COUNTDOWN.stepMs);
};

describe('feedback per face code', () => {
  it.each([
    [FACE.noFace, 'No se pudo encontrar ninguna cara en la imagen.', 500],
    [FACE.offCentre, 'Por favor, centra tu cara en el óvalo.', 200],
    [{ code: 902 }, 'Por favor, centra tu cara en el óvalo.', 200],
  ])('%o says %s and looks again after %i ms', async (result, text, delay) => {
    const { state, advance } = await run([result]);
    expect(state().value).toEqual({ live: 'waiting' });
    expect(state().context.feedback).toBe(text);
    await advance(delay - 1);
    expect(state().context.frame).toEqual(tinyFrame(1));
    await advance(1);
    expect(state().value).toEqual({ live: 'waiting' });
  });

  it('says Mantenga unos segundos. on 900; the third 900 in a row counts down 3, 2, 1, then shoots', async () => {
    const { state, advance, camera } = await run([FACE.passed, FACE.passed, FACE.offCentre, FACE.passed]);
    expect(state().context.feedback).toBe('Mantenga unos segundos.');
    await advance(200);
    await advance(200);
    expect(state().context.passes).toBe(0);
    expect(state().context.feedback).toBe(FACE_FEEDBACK.center);
    await advance(200);
    await advance(200);
    await advance(200);
    // Issue 24: no shot yet; a second per number, the face still judged once more at the end.
    expect(state().value).toEqual({ live: 'countdown' });
    expect(state().context.countdown).toBe(3);
    await advance(FACE_COUNTDOWN.stepMs - 1);
    expect(state().context.countdown).toBe(3);
    await advance(1);
    expect(state().context.countdown).toBe(2);
    await advance(FACE_COUNTDOWN.stepMs);
    expect(state().context.countdown).toBe(1);
    expect(state().context.captured).toBeNull();
    await advance(FACE_COUNTDOWN.stepMs);
    expect(state().value).toBe('preview');
    expect(await state().context.captured?.selfie.text()).toContain('whole');
    // The face goes as base64 JPEG text (the identity call's faceCapture), not as a fourth file.
    expect(Base64.decode(state().context.captured?.faceCapture ?? '')).toContain('cut');
    expect(camera.stops).toBe(1);
    expect(camera.requests[0]).toEqual({ facingMode: 'user', width: 1280, height: 720 });
  });

  it('words the countdown after the spec text, and shows nothing at 0 or without one', () => {
    expect(countdownFeedback(FACE_FEEDBACK.passed, 3)).toBe('Mantenga unos segundos. Foto en 3…');
    expect(countdownFeedback(FACE_FEEDBACK.passed, 0)).toBe(FACE_FEEDBACK.passed);
    expect(countdownFeedback(FACE_FEEDBACK.center, null)).toBe(FACE_FEEDBACK.center);
  });

  it('starts over when the face leaves during the countdown: the last look fails, no shot', async () => {
    const { state, advance } = await run([
      FACE.passed,
      FACE.passed,
      FACE.passed,
      FACE.offCentre,
      FACE.noFace,
    ]);
    await advance(200);
    await advance(200);
    expect(state().context.countdown).toBe(3);
    await countDown(advance);
    expect(state().value).toEqual({ live: 'waiting' });
    expect(state().context.countdown).toBeNull();
    expect(state().context.passes).toBe(0);
    expect(state().context.captured).toBeNull();
    expect(state().context.feedback).toBe(FACE_FEEDBACK.center);
  });

  it('retakes with the camera from the preview', async () => {
    const { actor, state, advance, camera } = await run([
      FACE.passed,
      FACE.passed,
      FACE.passed,
      FACE.passed,
      FACE.noFace,
    ]);
    await advance(200);
    await advance(200);
    await countDown(advance);
    expect(state().value).toBe('preview');
    actor.send({ type: 'capture.retake' });
    await settle();
    expect(camera.requests).toHaveLength(2);
    expect(state().context.captured).toBeNull();
    expect(state().context.feedback).toBe(FACE_FEEDBACK.noFace);
  });

  it('confirms the selfie as the output', async () => {
    const { actor, state, advance } = await run([FACE.passed]);
    await advance(200);
    await advance(200);
    await countDown(advance);
    actor.send({ type: 'capture.confirm' });
    expect(state().status).toBe('done');
    expect(typeof state().output?.faceCapture).toBe('string');
  });
});

describe('face library', () => {
  it('is looked for every 150 ms: a library ready at 200 ms opens the camera at the 300 ms poll', async () => {
    let resolveStart: () => void = () => {};
    const base = fakeFaceDetector([FACE.noFace]);
    const detector: FaceDetector = {
      ...base,
      start: () => new Promise<void>((resolve) => (resolveStart = resolve)),
    };
    const { state, advance, camera } = await run([], { detector, libraryPoll: false });
    await advance(150);
    await advance(50);
    resolveStart();
    await settle();
    expect(state().matches('loadingDetector')).toBe(true);
    expect(camera.requests).toHaveLength(0);
    await advance(99);
    expect(state().matches('loadingDetector')).toBe(true);
    await advance(1);
    expect(state().matches('loadingDetector')).toBe(false);
    expect(camera.requests).toHaveLength(1);
  });

  it('gives up after 7000 ms with Error loading face capture library, and loads again on restart', async () => {
    let ready = false;
    const slow = fakeFaceDetector([FACE.noFace]);
    const detector: FaceDetector = {
      ...slow,
      start: () => new Promise<void>((resolve) => (ready ? resolve() : undefined)),
    };
    const { actor, state, advance } = await run([], { detector, libraryPoll: false });
    await advance(6999);
    expect(state().matches('loadingDetector')).toBe(true);
    await advance(1);
    expect(state().value).toBe('detectorFailed');
    expect(state().context.detectorError).toBe('Error loading face capture library');
    ready = true;
    actor.send({ type: 'capture.restartCamera' });
    await settle();
    expect(state().context.detectorError).toBeNull();
    await advance(150);
    expect(state().value).toEqual({ live: 'waiting' });
  });

  it('fails at once when the library reports a load error', async () => {
    const detector = fakeFaceDetector([FACE.noFace], { failStarts: 1 });
    const { state } = await run([], { detector });
    expect(state().value).toBe('detectorFailed');
    expect(detector.stops).toBe(1);
  });
});

describe('camera and upload', () => {
  it('refuses a camera under 640x480 with 912', async () => {
    const { state, actor } = await run([FACE.noFace], {
      camera: fakeCamera({ resolution: { width: 320, height: 240 } }),
    });
    expect(state().value).toBe('camera');
    expect(actor.getSnapshot().children.camera?.getSnapshot().context.error?.code).toBe(912);
  });

  it('says a stream that broke while judging failed, and restarts it', async () => {
    const working = fakeCamera();
    const camera = { ...working, grab: () => Promise.reject(new Error('ended')) };
    const { state, actor } = await run([FACE.noFace], { camera });
    const cameraStep = actor.getSnapshot().children.camera;
    expect(state().value).toBe('camera');
    expect(cameraStep?.getSnapshot().context.error?.message).toBe('No pudimos iniciar la cámara.');
    cameraStep?.send({ type: 'camera.restart' });
    await settle();
    expect(working.requests).toHaveLength(2);
  });

  it('refuses an uploaded photo without a centred face, and returns to the upload on retake', async () => {
    const { actor, state } = await run([FACE.noFace, FACE.offCentre, FACE.passed]);
    actor.send({ type: 'capture.useUpload' });
    actor.send({ type: 'capture.file', frame: tinyFrame(9) });
    await settle();
    expect(state().value).toEqual({ upload: 'choosing' });
    expect(state().context.feedback).toBe(FACE_FEEDBACK.center);
    actor.send({ type: 'capture.file', frame: tinyFrame(9) });
    await settle();
    expect(state().value).toBe('preview');
    actor.send({ type: 'capture.retake' });
    expect(state().value).toEqual({ upload: 'choosing' });
  });
});

describe('manual shutter (issue 13)', () => {
  const start = async () => {
    const clock = new SimulatedClock();
    const box = { answer: FACE.noFace as FaceResult };
    const detector = { start: async () => {}, detect: async () => box.answer, stop: () => {} };
    const actor = createActor(faceCaptureMachine, {
      input: { device: 'desktop', camera: fakeCamera(), detector },
      clock,
    });
    actor.start();
    for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
    const advance = async (ms: number) => {
      clock.increment(ms);
      for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
    };
    // The first 150 ms poll finds the library; the 20 s count from the live camera.
    await advance(CAPTURE_TIMING.faceLibraryPollMs);
    return { actor, box, advance, state: () => actor.getSnapshot() };
  };

  it('is offered after 20 s; a shot without a face says so and stays, one with a centred face goes to the preview', async () => {
    const { actor, box, advance, state } = await start();
    await advance(19_999);
    expect(state().context.shutterOffered).toBe(false);
    await advance(1);
    expect(state().context.shutterOffered).toBe(true);
    actor.send({ type: 'capture.shutter' });
    await advance(0);
    expect(state().matches('live')).toBe(true);
    expect(state().context.feedback).toBe(FACE_FEEDBACK.noFace);
    // One look at a centred face is enough for the shutter (the live search needs three in a row).
    box.answer = FACE.passed;
    actor.send({ type: 'capture.shutter' });
    await advance(0);
    expect(state().value).toBe('preview');
  });
});

describe('no camera so far in the flow (issue 23)', () => {
  it("opens on the upload once the library is there, keeps saying so in its output, and 'Usar la cámara' tries the camera", async () => {
    const clock = new SimulatedClock();
    const camera = fakeCamera();
    const actor = createActor(faceCaptureMachine, {
      input: { device: 'mobile', camera, detector: fakeFaceDetector([FACE.passed]), uploadOnly: true },
      clock,
    }).start();
    await settle();
    clock.increment(CAPTURE_TIMING.faceLibraryPollMs);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ upload: 'choosing' });
    expect(camera.requests).toHaveLength(0);
    actor.send({ type: 'capture.file', frame: tinyFrame(2) });
    await settle();
    actor.send({ type: 'capture.confirm' });
    expect(actor.getSnapshot().output?.cameraUnavailable).toBe(true);

    const again = createActor(faceCaptureMachine, {
      input: { device: 'mobile', camera, detector: fakeFaceDetector([FACE.noFace]), uploadOnly: true },
      clock,
    }).start();
    await settle();
    clock.increment(CAPTURE_TIMING.faceLibraryPollMs);
    await settle();
    again.send({ type: 'capture.useCamera' });
    await settle();
    expect(camera.requests).toHaveLength(1);
    expect(again.getSnapshot().matches('live')).toBe(true);
    expect(again.getSnapshot().context.cameraUnavailable).toBe(false);
    again.stop();
  });
});
