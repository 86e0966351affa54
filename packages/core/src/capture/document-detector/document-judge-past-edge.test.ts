// The judge's use of readPastEdge (decision 113), with the reading itself stubbed: the networks cannot
// be made to miss a card's photo on a drawn frame, and the real crop that showed it (MIDV-500
// development 04_03 cut 30%) may not be committed. card-past-edge.test.ts checks the reading.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScene } from '../../../testing/capture/document-detector/synthetic-card.ts';

const reading = vi.hoisted(() => ({
  first: undefined as 'card' | 'colours' | undefined,
  second: false,
  asked: 0,
  rounded: false,
}));

// The drawn card's borders all show: with corners that read rounded, it is a card whatever the masks
// read past its sides (decision 155). Read square-cornered but for the test that says so.
vi.mock('./card-corners', async (original) => {
  const real = await original<typeof import('./card-corners')>();
  return { ...real, roundedCorners: () => reading.rounded, squareCorners: () => false };
});

vi.mock('./card-past-edge', async (original) => {
  const real = await original<typeof import('./card-past-edge')>();
  return {
    ...real,
    readPastEdge: () => reading.first,
    cardPastEdge: () => {
      reading.asked++;
      return reading.second;
    },
  };
});

const { createDocumentJudge } = await import('./document-judge');

const frame = renderScene({ width: 1280, height: 720, card: { cx: 640, cy: 360, width: 900 }, seed: 1 });

function judgeTwice() {
  const judge = createDocumentJudge({ readBarcode: false });
  judge.judge(frame);
  return judge.judge(frame);
}

describe('a close card whose part by the edge only the colours call card', () => {
  beforeEach(() => {
    reading.asked = 0;
    reading.rounded = false;
  });

  it('is refused (910) when the second mask sees the card go on past the edge', () => {
    reading.first = 'colours';
    reading.second = true;
    expect(judgeTwice()).toMatchObject({ status: 'doc-not-found', code: 910 });
    expect(reading.asked).toBeGreaterThan(0);
  });

  it('passes when the second mask sees it end at its side', () => {
    reading.first = 'colours';
    reading.second = false;
    expect(judgeTwice()).toMatchObject({ status: 'doc-passed' });
    expect(reading.asked).toBe(2);
  });

  it('passes without asking the second mask when nothing lies between its sides and the edge', () => {
    reading.first = undefined;
    reading.second = true;
    expect(judgeTwice()).toMatchObject({ status: 'doc-passed' });
    expect(reading.asked).toBe(0);
  });
});

// Decision 114: a close card whose first mask runs on past its side (fingers behind it, noise in a dim
// frame) was refused here as going on past the frame's edge, its corners right.
describe('a close card the first mask sees go on past the edge', () => {
  beforeEach(() => {
    reading.asked = 0;
    reading.rounded = false;
  });

  it('is refused (910) when the second mask sees it go on too', () => {
    reading.first = 'card';
    reading.second = true;
    expect(judgeTwice()).toMatchObject({ status: 'doc-not-found', code: 910 });
    expect(reading.asked).toBeGreaterThan(0);
  });

  it('passes when the second mask sees it end at its sides', () => {
    reading.first = 'card';
    reading.second = false;
    expect(judgeTwice()).toMatchObject({ status: 'doc-passed' });
    expect(reading.asked).toBe(2);
  });

  it('passes whatever the masks read past its sides when its borders all show and its corners read rounded (decision 155)', () => {
    reading.first = 'card';
    reading.second = true;
    reading.rounded = true;
    expect(judgeTwice()).toMatchObject({ status: 'doc-passed' });
  });
});
