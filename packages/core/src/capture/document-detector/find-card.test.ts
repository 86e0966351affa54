import { describe, expect, it } from 'vitest';
import { findCard, ID_ASPECT_RATIO } from './find-card';
import { FAR_MIN_LIKENESS, MIN_LIKENESS } from './mask-word';
import type { Point, Quad } from '../detector-port';
import { quadArea } from './fitted-quad';
import type { GrayImage } from './luminance';
import { boxCorners, onPrint } from '../../../testing/capture/document-detector/axis-card.ts';
import { cornersNear } from '../../../testing/capture/document-detector/corners-near.ts';
import { slantedCard } from '../../../testing/capture/document-detector/slanted-card.ts';
import { framedCard, type Ground } from '../../../testing/capture/document-detector/framed-card.ts';
import { mulberry32 } from '../../../testing/capture/document-detector/synthetic-card.ts';

/**
 * A light blue card lying on a white printed page, as the downscaled gray and hue images of
 * luminance.ts: the card is only 12 gray levels darker than the paper, with lines of print up to its
 * borders, but far bluer (the hue is 128 + 2(R − B)).
 */
function cardOnPage(): { img: GrayImage; corners: [number, number][] } {
  const w = 400;
  const h = 225;
  const data = new Uint8Array(w * h);
  const chroma = new Uint8Array(w * h);
  const random = mulberry32(7);
  const [x0, y0] = [90, 50];
  const cw = 220;
  const ch = cw / ID_ASPECT_RATIO;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const u = (x - x0) / cw;
      const v = (y - y0) / ch;
      const noise = (random() - 0.5) * 4;
      if (u >= 0 && u < 1 && v >= 0 && v < 1) {
        // The card: plain margin, print in each quarter.
        const ink = onPrint(u, v);
        data[i] = (ink ? 70 : 231) + noise;
        chroma[i] = (ink ? 110 : 70) + noise;
      } else {
        // The page: a line of print every 5 rows, words of random length.
        const ink = y % 5 < 2 && Math.floor(x / 7 + Math.floor(y / 5) * 3) % 5 !== 0;
        data[i] = (ink ? 60 : 243) + noise;
        chroma[i] = (ink ? 128 : 140) + noise;
      }
    }
  }
  return {
    img: { data, width: w, height: h, chroma },
    corners: boxCorners(x0, y0, cw, ch),
  };
}

describe('findCard', () => {
  it('finds a light blue card on a printed white page by its hue, corners within 2 px', () => {
    const { img, corners } = cardOnPage();
    const card = findCard(img);
    expect(card).toBeDefined();
    card?.quad.forEach((p, k) => {
      expect(Math.abs(p.x - (corners[k]?.[0] ?? 0))).toBeLessThan(2);
      expect(Math.abs(p.y - (corners[k]?.[1] ?? 0))).toBeLessThan(2);
    });
  });

  it('without the hue image, the same scene gives no card with those corners (the luminance edges alone miss it)', () => {
    const { img, corners } = cardOnPage();
    const card = findCard({ data: img.data, width: img.width, height: img.height });
    const exact =
      card?.quad.every(
        (p, k) => Math.abs(p.x - (corners[k]?.[0] ?? 0)) < 2 && Math.abs(p.y - (corners[k]?.[1] ?? 0)) < 2,
      ) ?? false;
    expect(exact).toBe(false);
  });
});

/**
 * A printed card `cw` wide on a dark table, as a downscaled gray image, with `hidden` of its right
 * border (from the top) lost in a band of speckle (glare on a worn edge, or fingers out of focus).
 */
function cardOnTable(hidden: number, x0 = 90, cw = 220): { img: GrayImage; corners: [number, number][] } {
  const w = 400;
  const h = 225;
  const data = new Uint8Array(w * h);
  const random = mulberry32(3);
  const y0 = 50;
  const ch = cw / ID_ASPECT_RATIO;
  for (let y = 0; y < h; y++) {
    // Ragged: the band's own outline is no straight line either.
    const reach = 3 + 12 * random();
    for (let x = 0; x < w; x++) {
      const u = (x - x0) / cw;
      const v = (y - y0) / ch;
      const noise = (random() - 0.5) * 4;
      const covered = Math.abs(x - (x0 + cw)) < reach && v >= -0.1 && v < hidden;
      const onCard = u >= 0 && u < 1 && v >= 0 && v < 1;
      const printed = u > 0.08 && u < 0.92 && v > 0.12 && v < 0.88 && Math.floor(v * 30) % 3 === 0;
      const ink = onCard && printed && Math.floor(u * 25) % 4 !== 3;
      data[y * w + x] = covered ? 50 + 165 * random() : (onCard ? (ink ? 60 : 215) : 50) + noise;
    }
  }
  return {
    img: { data, width: w, height: h },
    corners: boxCorners(x0, y0, cw, ch),
  };
}

/** Every corner within 8 px (under 2% of the image's diagonal) of the card's. */
const near = (quad: readonly { x: number; y: number }[] | undefined, corners: [number, number][]) =>
  cornersNear(quad, corners, 8);

describe('findCard with the card-mask likeness', () => {
  it('takes a card whose border is 70% hidden only when the mask says a card is there', () => {
    const { img, corners } = cardOnTable(0.7);
    expect(near(findCard(img)?.quad, corners)).toBe(false);
    expect(near(findCard(img, { likeness: () => 0.9 })?.quad, corners)).toBe(true);
    expect(near(findCard(img, { likeness: () => 0.5 })?.quad, corners)).toBe(false);
  });

  it('finds no card where the mask sees none, however clear its borders', () => {
    const { img, corners } = cardOnTable(0);
    expect(near(findCard(img)?.quad, corners)).toBe(true);
    expect(findCard(img, { likeness: () => MIN_LIKENESS - 0.01 })).toBeUndefined();
  });

  it('takes a card too small to capture on a lukewarm mask (it is only asked nearer), but not a close one (decision 095)', () => {
    // 160 of 400 px wide: under card-guide.ts's 55%, so the judge answers 901 for it.
    const far = cardOnTable(0, 120, 160);
    expect(near(findCard(far.img, { likeness: () => 0.45 })?.quad, far.corners)).toBe(true);
    expect(findCard(far.img, { likeness: () => FAR_MIN_LIKENESS - 0.01 })).toBeUndefined();
    expect(findCard(cardOnTable(0).img, { likeness: () => 0.45 })).toBeUndefined();
  });

  it('takes a far card the mask does not like when its borders all show and its corners read rounded, and only then (decision 154)', () => {
    // 160 of 400 px wide: too small to capture, over a quarter of the frame.
    const far = cardOnTable(0, 120, 160);
    const unliked = { likeness: () => 0 };
    expect(findCard(far.img, unliked)).toBeUndefined();
    expect(near(findCard(far.img, { ...unliked, roundedCorners: () => true })?.quad, far.corners)).toBe(true);
    expect(findCard(far.img, { ...unliked, roundedCorners: () => false })).toBeUndefined();
    // Its borders 70% hidden: the mask's word is still needed.
    expect(
      findCard(cardOnTable(0.7, 120, 160).img, { ...unliked, roundedCorners: () => true }),
    ).toBeUndefined();
    // A quarter of the frame at least: checks of a tablecloth make smaller shapes of the card's ratio.
    expect(findCard(cardOnTable(0, 150, 90).img, { ...unliked, roundedCorners: () => true })).toBeUndefined();
  });

  it('takes a close card the mask does not like when every border shows 0.85 or more and its corners read rounded (decision 155)', () => {
    // 220 of 400 px wide: close enough to capture.
    const close = cardOnTable(0);
    const unliked = { likeness: () => 0 };
    expect(findCard(close.img, unliked)).toBeUndefined();
    expect(near(findCard(close.img, { ...unliked, roundedCorners: () => true })?.quad, close.corners)).toBe(
      true,
    );
    expect(findCard(close.img, { ...unliked, roundedCorners: () => false })).toBeUndefined();
    // A hand over a third of a border: a close card is captured, and only the mask's word will do.
    expect(findCard(cardOnTable(0.35).img, { ...unliked, roundedCorners: () => true })).toBeUndefined();
  });

  it('looks again with the late likeness when the likeness takes no shape, and takes the card it likes', () => {
    const { img, corners } = cardOnTable(0);
    const unliked = { likeness: () => MIN_LIKENESS - 0.1 };
    expect(findCard(img, unliked)).toBeUndefined();
    expect(near(findCard(img, { ...unliked, lateLikeness: () => 0.8 })?.quad, corners)).toBe(true);
    // A shape the likeness scores 0 is no card on any later word.
    expect(findCard(img, { likeness: () => 0, lateLikeness: () => 0.8 })).toBeUndefined();
  });

  it("does not take a hidden border on the mask's word near the frame's edge (a cut card looks the same there)", () => {
    const { img, corners } = cardOnTable(0.7, 176);
    expect(corners[1]?.[0]).toBeGreaterThan(img.width - 0.04 * img.height);
    expect(near(findCard(img, { likeness: () => 0.9 })?.quad, corners)).toBe(false);
  });
});

describe('findCard at a strong slant', () => {
  // Opposite sides 23° apart, and the ratio comes right only with the optical axis through the card's
  // centre (as in a picture cropped around it): such a shape is a card only on the mask's word.
  const { img, corners } = slantedCard({ tiltX: 28, tiltY: 28, focal: 240, cx: 260, cy: 100, size: 200 });

  it('takes the card, corners within 4 px, when the mask sees a card there', () => {
    expect(cornersNear(findCard(img, { likeness: () => 0.9 })?.quad, corners, 4)).toBe(true);
  });

  it('does not take it on a lukewarm mask, nor without one', () => {
    expect(cornersNear(findCard(img, { likeness: () => 0.5 })?.quad, corners, 4)).toBe(false);
    expect(cornersNear(findCard(img)?.quad, corners, 4)).toBe(false);
  });

  it('takes a card tilted less, whose sides are as a phone held over it sees them, on a lukewarm mask', () => {
    const mild = slantedCard({ tiltX: 10, tiltY: 10, focal: 240, cx: 200, cy: 100, size: 200 });
    expect(cornersNear(findCard(mild.img, { likeness: () => 0.5 })?.quad, mild.corners, 4)).toBe(true);
  });
});

describe('findCard at a strong slant close up', () => {
  // Tilted 35° and 30° a short way from a wide lens: opposite sides 15° and 43° apart, beyond what a
  // phone held over a card usually makes (24°), so only the second look forms the shape.
  const { img, corners } = slantedCard({ tiltX: 35, tiltY: 30, focal: 200, cx: 200, cy: 112, size: 230 });

  it('takes the card, corners within 4 px, when the mask sees a card there', () => {
    expect(cornersNear(findCard(img, { likeness: () => 0.9 })?.quad, corners, 4)).toBe(true);
  });

  it('does not take it without the mask’s word', () => {
    expect(cornersNear(findCard(img)?.quad, corners, 4)).toBe(false);
  });

  it('takes it beside a small card the first look takes: a shape too small to capture is only asked nearer, so the search goes on', () => {
    const both = { ...img, data: Uint8Array.from(img.data) };
    // A printed card 80 × 50 px below the slanted card's left corner, square on: within the usual limits.
    for (let y = 160; y < 210; y++)
      for (let x = 8; x < 88; x++) {
        const ink = x > 14 && x < 82 && y > 166 && y < 204 && y % 6 === 0;
        both.data[y * img.width + x] = ink ? 60 : 215;
      }
    const found = findCard(both, { likeness: () => 0.9 });
    expect(cornersNear(found?.quad, corners, 4)).toBe(true);
  });

  it('takes it inside a close outline the first look keeps only on the mask’s word (a side mostly hidden): such a shape does not end the search', () => {
    const framed = { ...img, data: Uint8Array.from(img.data) };
    // A pale outline of a card's ratio round the card, square on, its left side drawn over a third of its
    // length only: a block whose borders alone do not close it.
    const [x0, y0, x1, y1] = [55, 14, 385, 212];
    const paint = (x: number, y: number) => {
      framed.data[y * img.width + x] = 230;
    };
    // Each side two pixels thick, inside the outline.
    for (let x = x0; x <= x1; x++) for (const y of [y0, y0 + 1, y1 - 1, y1]) paint(x, y);
    for (let y = y0; y <= y1; y++) {
      for (const x of [x1 - 1, x1]) paint(x, y);
      if (y - y0 < 0.33 * (y1 - y0)) for (const x of [x0, x0 + 1]) paint(x, y);
    }
    const found = findCard(framed, { likeness: () => 0.9 });
    expect(cornersNear(found?.quad, corners, 4)).toBe(true);
  });

  // Border k (from corner k to corner k + 1) hidden from 0.5 - half to 0.5 + half of its length (and 4
  // px round), as a thumb would: a card in usual view is taken with far more of a border hidden
  // (LIKED_SIDE_SUPPORT).
  const hiding = (half: number, borders: readonly number[] = [1]) => {
    const hidden = { ...img, data: Uint8Array.from(img.data) };
    const table = img.data[2 * img.width + 2] as number;
    const at = corners as [number, number][];
    for (const k of borders) {
      const [a, b] = [at[k] as [number, number], at[(k + 1) % 4] as [number, number]];
      for (let t = 0.5 - half; t <= 0.5 + half; t += 0.005)
        for (let dy = -4; dy <= 4; dy++)
          for (let dx = -4; dx <= 4; dx++) {
            const x = Math.round(a[0] + t * (b[0] - a[0])) + dx;
            const y = Math.round(a[1] + t * (b[1] - a[1])) + dy;
            hidden.data[y * img.width + x] = table;
          }
    }
    return hidden;
  };

  it('takes it with a fifth of a border hidden: a card tipped away with large rounded corners shows 0.7–0.8 of its short borders (decision 149)', () => {
    expect(cornersNear(findCard(hiding(0.07), { likeness: () => 0.9 })?.quad, corners, 4)).toBe(true);
  });

  it('takes it with a third of one border hidden: the far border of a card tipped away is short and faint (decision 150)', () => {
    expect(cornersNear(findCard(hiding(0.15), { likeness: () => 0.9 })?.quad, corners, 4)).toBe(true);
  });

  it('does not take it with most of a border hidden: such shapes come easily from a cut card', () => {
    expect(cornersNear(findCard(hiding(0.3), { likeness: () => 0.9 })?.quad, corners, 4)).toBe(false);
  });

  it('does not take it with a third of two borders hidden: lines of print and the things beside a sheet make such shapes (decision 150)', () => {
    expect(cornersNear(findCard(hiding(0.15, [1, 2]), { likeness: () => 0.9 })?.quad, corners, 4)).toBe(
      false,
    );
    expect(cornersNear(findCard(hiding(0.15, [1, 3]), { likeness: () => 0.9 })?.quad, corners, 4)).toBe(
      false,
    );
  });
});

/** A plain table, for framed-card.ts's card with a light frame round a dark printed face. */
const table: Ground = () => [120, 128];

describe('findCard with a block of the card better bordered than the card', () => {
  // A band of speckle (glare on a worn edge) hides 55% of the card's top and bottom borders, while
  // the face's border is crisp all round: a card-shaped rectangle of its own, better bordered.
  const { img, card, face } = framedCard(table, 0.55, 0.15);
  const within = (quad: readonly Point[] | undefined, box: [number, number][]) => cornersNear(quad, box, 4);
  const area = (q: readonly (readonly [number, number])[]) =>
    quadArea(q.map(([x, y]) => ({ x, y })) as unknown as Quad);
  // As the mask's agreement does, a shape liked less the less of the card it covers (its ring lies on
  // the card): 0.9 for the card, less by `slope` times the share of the card's area left out.
  const liking = (slope: number) => (q: readonly Point[]) =>
    0.9 - slope * (1 - quadArea(q as unknown as Quad) / area(card));

  it('takes the face when the mask likes it as well as the card (the borders decide)', () => {
    expect(within(findCard(img, { likeness: liking(0) })?.quad, face)).toBe(true);
  });

  it('takes the card when the mask likes it clearly more than the blocks inside it', () => {
    expect(1 - area(face) / area(card)).toBeGreaterThan(0.2);
    expect(within(findCard(img, { likeness: liking(0.4) })?.quad, card)).toBe(true);
  });

  it('keeps the face when the card is liked only a few hundredths more (the mask varies that much by chance)', () => {
    expect(within(findCard(img, { likeness: liking(0.06) })?.quad, face)).toBe(true);
  });
});

describe('findCard with a block of the card the first mask likes and the card round it it does not (decision 136)', () => {
  // 30% of the card's top and bottom borders under speckle, the card still outscoring the face; the
  // first mask likes the face just enough and nothing else, as on the mixed grounds where it takes a
  // block of a card's print.
  const { img, card, face } = framedCard(table, 0.3, 0.15);
  const within = (quad: readonly Point[] | undefined, box: [number, number][]) => cornersNear(quad, box, 4);
  const faceOnly = (q: readonly Point[]) => (within(q, face) ? MIN_LIKENESS : FAR_MIN_LIKENESS - 0.1);

  it('takes the card round the face when the late likeness, asked of the shapes round the block, likes it', () => {
    expect(within(findCard(img, { likeness: faceOnly })?.quad, face)).toBe(true);
    const late = (q: readonly Point[]) => (within(q, card) ? 0.85 : FAR_MIN_LIKENESS - 0.1);
    expect(within(findCard(img, { likeness: faceOnly, lateLikeness: late })?.quad, card)).toBe(true);
  });

  it('keeps the face when the late likeness does not like the card round it either', () => {
    const late = () => FAR_MIN_LIKENESS - 0.1;
    expect(within(findCard(img, { likeness: faceOnly, lateLikeness: late })?.quad, face)).toBe(true);
  });
});

describe('findCard with a card the frame cuts on the left (decision 093)', () => {
  // 480×300: the card's ground (225) on a dark table (60) from x = 300 leftwards past the frame's
  // edge, y 30..257; a line of print at x = 15 and another at y = 210 close a card-shaped piece of it
  // (285×180), and a printed block at (140, 60), 120×76, is a card's shape of its own. Whole, the
  // card is that piece alone, with the table round it.
  function scene(cut: boolean): GrayImage {
    const [w, h] = [480, 300];
    const data = new Uint8Array(w * h);
    const random = mulberry32(3);
    const [bx, by, bw, bh] = [140, 60, 120, 120 / ID_ASPECT_RATIO];
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let v = 60;
        const inside = cut ? x < 300 && y >= 30 && y < 257 : x >= 15 && x < 300 && y >= 30 && y < 210;
        if (inside) {
          v = cut && (Math.abs(x - 15) < 1.5 || Math.abs(y - 210) < 1.5) ? 70 : 225;
          const [u, t] = [(x - bx) / bw, (y - by) / bh];
          if (u >= 0 && u < 1 && t >= 0 && t < 1) v = onPrint(u, t) ? 70 : 150;
        }
        data[y * w + x] = v + (random() - 0.5) * 4;
      }
    return { data, width: w, height: h };
  }
  const block = boxCorners(140, 60, 120, 120 / ID_ASPECT_RATIO);

  it('names the piece it refused, whose borders run on to the edge, beside the block that won', () => {
    const card = findCard(scene(true));
    expect(cornersNear(card?.quad, block, 3)).toBe(true);
    expect(cornersNear(card?.outscoredBy, boxCorners(15, 30, 285, 180), 4)).toBe(true);
  });

  it('names none when nothing better was refused: a whole card wins over its block', () => {
    const card = findCard(scene(false));
    expect(cornersNear(card?.quad, boxCorners(15, 30, 285, 180), 4)).toBe(true);
    expect(card?.outscoredBy).toBeUndefined();
  });
});
