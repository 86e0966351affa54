// The barcode read in the camera's full-resolution still (issue 23): the corners carried over from
// the live frame, and the capture keeping what the still gave.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { renderScene, SAMPLE_DNI_BARCODE } from '../../testing/capture/document-detector/synthetic-card.ts';
import { fakeCamera } from '../../testing/capture/fake-camera.ts';
import { DOC, fakeDocumentDetector } from '../../testing/capture/fake-detectors.ts';
import type { DocumentResult, Frame, Quad } from './detector-port.ts';
import { createDocumentJudge } from './document-detector/document-judge.ts';
import { idCaptureMachine } from './id-capture.machine.ts';
import { quadInStill, readStillBarcode } from './still-barcode.ts';
import { readBarcodeInStill } from './still-barcode-reader.ts';

const settle = async () => {
  for (let i = 0; i < 8; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** Every other pixel of every other row: the live frame of a camera streaming at half the still's size. */
const halve = (frame: Frame): Frame => {
  const width = frame.width / 2;
  const height = frame.height / 2;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set(
        frame.data.subarray((2 * y * frame.width + 2 * x) * 4, (2 * y * frame.width + 2 * x) * 4 + 4),
        (y * width + x) * 4,
      );
  return { data, width, height };
};

const QUAD: Quad = [
  { x: 100, y: 100 },
  { x: 300, y: 100 },
  { x: 300, y: 220 },
  { x: 100, y: 220 },
];

describe('quadInStill', () => {
  it('scales the corners to a larger still of the same shape, grown a little about the centre', () => {
    const [a, , c] = quadInStill(QUAD, { width: 640, height: 360 }, { width: 1280, height: 720 });
    expect(a?.x).toBeCloseTo(2 * (200 - 100 * 1.04), 5);
    expect(c?.y).toBeCloseTo(2 * (160 + 60 * 1.04), 5);
  });

  it("takes a 16:9 video as the centre of a 4:3 photo's sensor", () => {
    const [a] = quadInStill(QUAD, { width: 1920, height: 1080 }, { width: 4000, height: 3000 });
    const scale = 4000 / 1920;
    expect(a?.x).toBeCloseTo((200 - 104) * scale, 5);
    expect(a?.y).toBeCloseTo((160 - 62.4) * scale + (3000 - 1080 * scale) / 2, 5);
  });
});

describe('the barcode from a full-resolution still', () => {
  // A DNI close to a 1280x720 camera; the live frames come at 640x360, too few pixels for its PDF417.
  const still = renderScene({ width: 1280, height: 720, card: { cx: 640, cy: 360, width: 820 }, seed: 5 });
  const live = halve(still);

  it('is read in the still where the live frame could not read it', async () => {
    const judge = createDocumentJudge();
    judge.judge(live);
    const passed = judge.judge(live);
    expect(passed.status).toBe('doc-passed');
    expect(passed.barcodeText).toBeUndefined();
    const text = await readStillBarcode({
      camera: { ...fakeCamera(), takeStill: async () => still },
      detector: {
        ...fakeDocumentDetector([DOC.notFound]),
        readBarcode: async (f, q) => readBarcodeInStill(f, q),
      },
      wantsBarcode: true,
      frame: live,
      result: passed,
    });
    expect(text).toBe(SAMPLE_DNI_BARCODE);
  });

  it('is not asked for where the live frame read it, the side carries none, or the camera has no still', async () => {
    let stills = 0;
    const camera = {
      ...fakeCamera(),
      takeStill: async () => {
        stills += 1;
        return still;
      },
    };
    const detector = { ...fakeDocumentDetector([DOC.notFound]), readBarcode: async () => 'x' };
    const withQuad = { status: 'doc-passed', quad: QUAD } as DocumentResult;
    const base = { camera, detector, frame: live };
    expect(
      await readStillBarcode({ ...base, wantsBarcode: true, result: { ...withQuad, barcodeText: 'y' } }),
    ).toBeUndefined();
    expect(await readStillBarcode({ ...base, wantsBarcode: false, result: withQuad })).toBeUndefined();
    expect(
      await readStillBarcode({ ...base, camera: fakeCamera(), wantsBarcode: true, result: withQuad }),
    ).toBeUndefined();
    expect(stills).toBe(0);
    expect(await readStillBarcode({ ...base, wantsBarcode: true, result: withQuad })).toBe('x');
    expect(stills).toBe(1);
  });

  it("gives the front capture the still's barcode, which the preview then checks", async () => {
    const passedNoBarcode = {
      status: 'doc-passed',
      quad: QUAD,
      box: DOC.passed.box,
      isBarcodeFound: false,
    } as const;
    const clock = new SimulatedClock();
    const actor = createActor(idCaptureMachine, {
      input: {
        side: 'front',
        device: 'mobile',
        camera: {
          ...fakeCamera(),
          takeStill: async () => ({ data: new Uint8ClampedArray(4 * 4), width: 2, height: 2 }),
        },
        detector: {
          ...fakeDocumentDetector([passedNoBarcode]),
          readBarcode: async () => SAMPLE_DNI_BARCODE,
        },
        expected: { documentNumber: '30123456', nombre: 'Juana', apellido: 'Gómez', genero: 'F' },
      },
      clock,
    }).start();
    await settle();
    // The front needs two passed frames, 200 ms apart.
    clock.increment(200);
    await settle();
    expect(actor.getSnapshot().context.captured).toMatchObject({
      barcodeText: SAMPLE_DNI_BARCODE,
      isBarcodeFound: true,
      barcodeIssues: [],
    });
    actor.stop();
  });
});
