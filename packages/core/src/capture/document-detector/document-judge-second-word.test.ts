import { describe, expect, it, vi } from 'vitest';
import { renderScene } from '../../../testing/capture/document-detector/synthetic-card.ts';
import { createDocumentJudge } from './document-judge';

// Every run of the second mask, counted: decision 144 keeps its word on a close card while the card
// stays where it saw it, and forgets it once a frame finds no card.
const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('./edge-mask', async (original) => {
  const actual = await original<typeof import('./edge-mask')>();
  return {
    ...actual,
    loadEdgeMask: () => {
      const model = actual.loadEdgeMask();
      return (frame: Parameters<typeof model>[0]) => {
        runs.count++;
        return model(frame);
      };
    },
  };
});

const card = renderScene({ width: 1280, height: 720, card: { cx: 640, cy: 360, width: 900 } });
const broken = { data: new Uint8ClampedArray(8), width: 1280, height: 720 };

function statuses(frames: (typeof card)[]) {
  runs.count = 0;
  const judge = createDocumentJudge({ readBarcode: false });
  return frames.map((frame) => judge.judge(frame).code ?? 'passed');
}

describe("the second mask's word on a close card", () => {
  it('is asked once while the card stays still', () => {
    expect(statuses([card, card, card])).toEqual([902, 'passed', 'passed']);
    expect(runs.count).toBe(1);
  });

  it('is asked again after a broken frame (500), as after a frame with no card', () => {
    expect(statuses([card, card, broken, card, card])).toEqual([902, 'passed', 500, 902, 'passed']);
    expect(runs.count).toBe(2);
  });
});
