import { describe, expect, it } from 'vitest';
import type { Point } from '../detector-port';
import { findCard } from './find-card';
import { linesNear, takenAlongLast } from './tracked-card';
import { checks, framedCard, tiles } from '../../../testing/capture/document-detector/framed-card.ts';
import { lineThrough } from '../../../testing/capture/document-detector/line-through.ts';

const corners = (c: [number, number][]): Point[] => c.map(([x, y]) => ({ x, y }));

describe('linesNear', () => {
  const quad = corners([
    [100, 50],
    [300, 60],
    [295, 185],
    [95, 175],
  ]);
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  const shift = (p: Point, dx: number, dy: number) => ({ x: p.x + dx, y: p.y + dy });

  it('keeps the lines along the four sides, a few pixels off as a Hough line lies, and no other', () => {
    const along = [
      lineThrough(shift(a, 0, 3), shift(b, 0, -2)),
      lineThrough(b, c),
      lineThrough(c, d),
      lineThrough(shift(d, -4, 0), a),
    ];
    const parallelInside = lineThrough(shift(a, 0, 25), shift(b, 0, 25));
    const across = lineThrough({ x: 200, y: 0 }, { x: 210, y: 225 });
    const crossingCorner = lineThrough(a, c);
    expect(linesNear([parallelInside, ...along, across, crossingCorner], quad)).toEqual(along);
  });
});

describe('findCard along the last frame’s card (a card held still)', () => {
  it('finds the same card as the whole search on a checked cloth, weighing fewer shapes', () => {
    const { img } = framedCard(checks);
    let weighed = 0;
    const likeness = () => {
      weighed++;
      return 0.9;
    };
    const whole = findCard(img, { likeness });
    const wholeWeighed = weighed;
    expect(whole?.outscoredBy).toBeUndefined();
    weighed = 0;
    const held = findCard(img, { likeness, near: { quad: whole?.quad ?? [], within: 0.025 } });
    expect(held).toEqual(whole);
    expect(weighed).toBeLessThan(wholeWeighed / 2);
  });

  it('searches the whole frame when a refused shape outscores the card found along the last one', () => {
    // On tiles a rectangle of grout lines round the card is refused and outscores it; along the card's
    // sides alone a smaller one does, not the same (the judge reads that shape for a cut card).
    const { img } = framedCard(tiles);
    const whole = findCard(img, { likeness: () => 0.9 });
    expect(whole?.outscoredBy).toBeDefined();
    const held = findCard(img, { likeness: () => 0.9, near: { quad: whole?.quad ?? [], within: 0.025 } });
    expect(held).toEqual(whole);
  });
});

describe('takenAlongLast', () => {
  const last = corners([
    [100, 50],
    [300, 50],
    [300, 176],
    [100, 176],
  ]);
  const moved = (dx: number) => last.map((p) => ({ x: p.x + dx, y: p.y }));

  it('takes a card that moved no more than the judge allows for a pass (2.5% of its long side)', () => {
    expect(takenAlongLast({ quad: moved(4.9), longSide: 200 }, { quad: last, within: 0.025 })).toBe(true);
    expect(takenAlongLast({ quad: moved(5.1), longSide: 200 }, { quad: last, within: 0.025 })).toBe(false);
  });

  it('leaves a card a refused shape outscored to the whole search', () => {
    expect(
      takenAlongLast({ quad: last, longSide: 200, outscoredBy: moved(30) }, { quad: last, within: 0.025 }),
    ).toBe(false);
  });
});
