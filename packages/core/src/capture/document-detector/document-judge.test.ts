import { describe, expect, it } from 'vitest';
import { cardGuide } from '../card-guide';
import type { DocumentResult } from '../detector-port';
import { createDocumentJudge } from './document-judge';
import { createLocalDocumentDetector } from './local-document-detector';
import {
  type CardPose,
  renderScene,
  SAMPLE_DNI_BARCODE,
} from '../../../testing/capture/document-detector/synthetic-card.ts';

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
    // The card spans 190..1090 × 76.2..643.8; its corners come from lines fitted to its borders.
    const corners = [
      [190, 76.2],
      [1090, 76.2],
      [1090, 643.8],
      [190, 643.8],
    ];
    second?.quad?.forEach((p, k) => {
      expect(Math.abs(p.x - (corners[k]?.[0] ?? 0))).toBeLessThan(3);
      expect(Math.abs(p.y - (corners[k]?.[1] ?? 0))).toBeLessThan(3);
    });
    expect(second?.quad).toHaveLength(4);
  });

  it.each([
    ['portrait (a phone held upright)', 720, 1280],
    ['landscape (a webcam)', 1280, 720],
  ])(
    'in $0, passes a card that fills the drawn frame or spans 62 per cent of the frame width, and asks one spanning 48 per cent to come closer',
    (_, width, height) => {
      const guide = cardGuide(width, height);
      const judge = (cardWidth: number) => {
        const pose = { cx: width / 2, cy: height / 2, width: cardWidth };
        const j = createDocumentJudge({ readBarcode: false });
        j.judge(renderScene({ width, height, card: pose, seed: 1 }));
        return j.judge(renderScene({ width, height, card: pose, seed: 2 }));
      };
      expect(judge(guide.width)).toMatchObject({ status: 'doc-passed' });
      expect(judge(0.62 * width)).toMatchObject({ status: 'doc-passed' });
      expect(judge(0.48 * width)).toMatchObject({ status: 'doc-found', code: 901 });
    },
  );

  it('never passes a card the frame cuts: its corner outside the frame answers 910', () => {
    // The same close card moved right until a fifth of it leaves the 1280 px frame.
    const [, second] = judgeAll([
      { ...CLOSE, cx: 640 + 0.2 * 900 + 190 },
      { ...CLOSE, cx: 640 + 0.2 * 900 + 190 },
    ]);
    expect(second).toMatchObject({ status: 'doc-not-found', code: 910 });
  });

  it('finds the card with a thumb over its bottom edge and the hand leaving the frame', () => {
    const hold = (frame: ReturnType<typeof renderScene>) => {
      // A skin-coloured thumb across the bottom border and a palm down to the frame's edge.
      for (let y = 560; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const thumb = ((x - 700) / 60) ** 2 + ((y - 644) / 110) ** 2 < 1;
          const palm = y > 690 && Math.abs(x - 700) < 200;
          if (!thumb && !palm) continue;
          frame.data.set([214, 160, 128], (y * W + x) * 4);
        }
      }
      return frame;
    };
    const judge = createDocumentJudge();
    judge.judge(hold(renderScene({ width: W, height: H, card: CLOSE, seed: 1 })));
    const second = judge.judge(hold(renderScene({ width: W, height: H, card: CLOSE, seed: 2 })));
    expect(second).toMatchObject({ status: 'doc-passed', barcodeText: SAMPLE_DNI_BARCODE });
  });

  it('refuses a pad of the card’s ratio and print whose corners are square (910), as still as the card it passes', () => {
    const judge = createDocumentJudge();
    const frames = [1, 2].map((seed) =>
      renderScene({ width: W, height: H, card: CLOSE, seed, squareCorners: true }),
    );
    expect(frames.map((frame) => judge.judge(frame))).toMatchObject([
      { status: 'doc-not-found', code: 910 },
      { status: 'doc-not-found', code: 910 },
    ]);
  });

  it('tells why it refuses a card it found, and what became of the shapes it walked (explain)', () => {
    const refused: string[] = [];
    const verdicts: { corners: readonly { x: number; y: number }[]; verdict: string }[] = [];
    const judge = createDocumentJudge({
      explain: {
        refused: (why) => refused.push(why),
        observe: (corners, verdict) => verdicts.push({ corners, verdict }),
      },
    });
    judge.judge(renderScene({ width: W, height: H, card: CLOSE, seed: 1, squareCorners: true }));
    expect(refused).toEqual(['square corners: paper']);
    // The pad's shape was kept by the finder (the judge refused it after): at 1280 px the search runs
    // at a third of the frame, so the pad's 900 px are about 300 there.
    const kept = verdicts.filter(({ verdict }) => verdict === 'kept');
    expect(kept.length).toBeGreaterThan(0);
    const widest = Math.max(
      ...kept.map(
        ({ corners }) => Math.max(...corners.map((p) => p.x)) - Math.min(...corners.map((p) => p.x)),
      ),
    );
    expect(widest).toBeGreaterThan(270);
    expect(widest).toBeLessThan(330);
    // A whole card held still passes, nothing refused.
    const whole = createDocumentJudge({ explain: { refused: (why) => refused.push(why) } });
    const results = [1, 2].map((seed) =>
      whole.judge(renderScene({ width: W, height: H, card: CLOSE, seed })),
    );
    expect(results[1]).toMatchObject({ status: 'doc-passed' });
    expect(refused).toHaveLength(1);
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
