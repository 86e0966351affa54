import { describe, expect, it } from 'vitest';
import type { DocumentResult } from '../detector-port';
import { createDocumentJudge } from './document-judge';
import { createLocalDocumentDetector } from './local-document-detector';
import { type CardPose, renderScene, SAMPLE_DNI_BARCODE } from './testing/synthetic-card';

const W = 1280;
const H = 720;
const CLOSE: CardPose = { cx: 640, cy: 360, width: 900 };

function judgeAll(poses: (CardPose | undefined)[], options = {}): DocumentResult[] {
  const judge = createDocumentJudge(options);
  return poses.map((card, i) => judge.judge(renderScene({ width: W, height: H, card, seed: i + 1 })));
}

describe('document judge on generated 1280x720 frames', () => {
  it('passes a close ID card held still for two frames and reads its PDF417', () => {
    const [first, second] = judgeAll([CLOSE, CLOSE]);
    expect(first).toMatchObject({ status: 'doc-found', code: 902 });
    expect(second).toMatchObject({
      status: 'doc-passed',
      isBarcodeFound: true,
      barcodeText: SAMPLE_DNI_BARCODE,
    });
    // The card's corners, within a few pixels (it spans 180..1100 × 76..644).
    expect(second?.quad?.[0].x).toBeGreaterThan(170);
    expect(second?.quad?.[0].x).toBeLessThan(190);
    expect(second?.quad?.[2].y).toBeGreaterThan(636);
    expect(second?.quad?.[2].y).toBeLessThan(656);
  });

  it('says 910 on an empty table', () => {
    expect(judgeAll([undefined, undefined])).toEqual([
      { status: 'doc-not-found', code: 910 },
      { status: 'doc-not-found', code: 910 },
    ]);
  });

  it('says 901 (too far) for a small card, however still', () => {
    const far = { cx: 500, cy: 300, width: 420 };
    const results = judgeAll([far, far, far]);
    expect(results.map((r) => [r.status, r.code])).toEqual([
      ['doc-found', 901],
      ['doc-found', 901],
      ['doc-found', 901],
    ]);
  });

  it('says 902 (hold steady) while the card moves, and passes once it stops', () => {
    const moving = [0, 40, 80, 80].map((dx) => ({ ...CLOSE, cx: 600 + dx }));
    const results = judgeAll(moving);
    expect(results.map((r) => r.code ?? r.status)).toEqual([902, 902, 902, 'doc-passed']);
  });

  it('finds a tilted card (8°) and still reads it', () => {
    const tilted = { ...CLOSE, width: 820, angle: (8 * Math.PI) / 180 };
    const [, second] = judgeAll([tilted, tilted]);
    expect(second).toMatchObject({ status: 'doc-passed', barcodeText: SAMPLE_DNI_BARCODE });
  });

  it('does not read a barcode on the back (readBarcode off)', () => {
    const [, second] = judgeAll([CLOSE, CLOSE], { readBarcode: false });
    expect(second).toEqual(expect.objectContaining({ status: 'doc-passed' }));
    expect(second?.barcodeText).toBeUndefined();
  });

  it('with requireBarcode, a card whose barcode cannot be read never passes', () => {
    const judge = createDocumentJudge({ requireBarcode: true });
    const still = renderScene({ width: W, height: H, card: CLOSE });
    // Blank the barcode area: the card is there, its barcode is not.
    for (let y = 420; y < 660; y++) still.data.fill(228, (y * W + 500) * 4, (y * W + 1100) * 4);
    judge.judge(still);
    expect(judge.judge(still)).toMatchObject({ status: 'doc-found', code: 902, isBarcodeFound: false });
  });

  it('answers 500 when the frame is broken, and recovers on the next one', () => {
    const judge = createDocumentJudge();
    expect(judge.judge({ data: new Uint8ClampedArray(8), width: W, height: H })).toEqual({
      status: 'doc-not-found',
      code: 500,
    });
    expect(judge.judge(renderScene({ width: W, height: H }))).toEqual({ status: 'doc-not-found', code: 910 });
  });

  it('works behind the port (start, detect, stop) at 1920x1080', async () => {
    const detector = createLocalDocumentDetector();
    await expect(detector.detect(renderScene({ width: 64, height: 36 }))).rejects.toThrow();
    await detector.start();
    const pose = { cx: 960, cy: 540, width: 1350 };
    await detector.detect(renderScene({ width: 1920, height: 1080, card: pose, seed: 1 }));
    expect(
      await detector.detect(renderScene({ width: 1920, height: 1080, card: pose, seed: 2 })),
    ).toMatchObject({ status: 'doc-passed', isBarcodeFound: true });
    detector.stop();
    detector.stop();
  });
});
