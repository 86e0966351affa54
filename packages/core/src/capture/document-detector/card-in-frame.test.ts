// Decision 115: a shape kept last that runs past the frame's edge gives way to the whole card inside it.
import { describe, expect, it } from 'vitest';
import type { Point } from '../detector-port';
import type { GrayImage } from './luminance';
import { LIKED } from './mask-word';
import { cardInFrame, type KeptShape } from './outer-card';

const img = { width: 400, height: 240 } as GrayImage;
const corners = (box: [number, number][]): Point[] => box.map(([x, y]) => ({ x, y }));

function kept(name: string, box: [number, number][], like: number, score: number): KeptShape<string> {
  const c = corners(box);
  const [a, b, d] = [c[0] as Point, c[1] as Point, c[3] as Point];
  const size = Math.sqrt(Math.hypot(b.x - a.x, b.y - a.y) * Math.hypot(d.x - a.x, d.y - a.y));
  return { corners: c, like, size, slack: 2, score, card: name };
}

// Wider scene #493 (blur, planks), in the search image's pixels: the card almost touching the top edge,
// and the shape of two of its sides and two lines beyond it that outscored it, a corner under the frame.
const card = kept(
  'card',
  [
    [83, 6],
    [371, 62],
    [331, 232],
    [54, 188],
  ],
  0.8,
  99.9,
);
const pastEdge = kept(
  'past',
  [
    [79, 31],
    [354, 90],
    [375, 243],
    [55, 186],
  ],
  0.63,
  121.7,
);

describe('cardInFrame', () => {
  it('takes the whole card the mask likes better when the shape kept last runs past the frame', () => {
    expect(cardInFrame([card, pastEdge], img, LIKED)).toBe('card');
  });

  it('takes nothing when the last shape lies inside the frame', () => {
    const inside = {
      ...pastEdge,
      corners: corners([
        [79, 31],
        [354, 90],
        [375, 236],
        [55, 186],
      ]),
    };
    expect(cardInFrame([card, inside], img, LIKED)).toBeUndefined();
  });

  it('takes nothing when the mask likes the whole shape hardly more (within a few hundredths)', () => {
    expect(cardInFrame([{ ...card, like: 0.7 }, pastEdge], img, LIKED)).toBeUndefined();
  });

  it('takes no block of a card the frame cuts: a shape much smaller than the one past the edge', () => {
    const block = kept(
      'block',
      [
        [150, 80],
        [260, 100],
        [250, 180],
        [140, 160],
      ],
      0.9,
      95,
    );
    expect(cardInFrame([block, pastEdge], img, LIKED)).toBeUndefined();
  });

  it('takes nothing the mask does not like as a card', () => {
    expect(
      cardInFrame(
        [
          { ...card, like: LIKED - 0.05 },
          { ...pastEdge, like: 0.4 },
        ],
        img,
        LIKED,
      ),
    ).toBeUndefined();
  });
});
