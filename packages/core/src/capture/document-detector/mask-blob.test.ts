import { describe, expect, it } from 'vitest';
import { longShare, tooFar } from '../card-guide';
import type { Point, Quad } from '../detector-port';
import type { CardMask } from './card-mask';
import {
  cardAcrossFrame,
  cardAtEdge,
  cardFaintAtEdge,
  guideOutline,
  maskBlob,
  partOfLargerCard,
} from './mask-blob';
import { maskOf as maskOfBoxes } from '../../../testing/capture/document-detector/mask-of.ts';

/** A card of `long` × long/1.586 frame pixels centred at (cx, cy), turned by `degrees`. */
const card =
  (cx: number, cy: number, long: number, degrees = 0, value = 1) =>
  (p: Point): number => {
    const a = (degrees * Math.PI) / 180;
    const dx = p.x - cx;
    const dy = p.y - cy;
    const u = dx * Math.cos(a) + dy * Math.sin(a);
    const v = -dx * Math.sin(a) + dy * Math.cos(a);
    return Math.abs(u) <= long / 2 && Math.abs(v) <= long / 1.586 / 2 ? value : 0;
  };

/**
 * The mask of a frame (cells of 40 px; a portrait frame turned, as card-mask.ts turns it) marking
 * what `marks` says at each cell's centre.
 */
function maskOf(frameWidth: number, frameHeight: number, marks: (p: Point) => number): CardMask {
  const turned = frameHeight > frameWidth;
  const scale = 40;
  const width = Math.round((turned ? frameHeight : frameWidth) / scale);
  const height = Math.round((turned ? frameWidth : frameHeight) / scale);
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const [lx, ly] = [(x + 0.5) * scale, (y + 0.5) * scale];
      data[y * width + x] = marks(turned ? { x: frameWidth - 1 - ly, y: lx } : { x: lx, y: ly });
    }
  return { width, height, data, turned, scale, frameWidth, frameHeight };
}

const centre = (q: readonly Point[]): Point => ({
  x: q.reduce((s, p) => s + p.x, 0) / 4,
  y: q.reduce((s, p) => s + p.y, 0) / 4,
});

describe('maskBlob', () => {
  it('outlines a small card the mask marks, within a cell, small enough to be sent nearer', () => {
    const quad = maskBlob(maskOf(1280, 720, card(500, 360, 480)));
    expect(quad).toBeDefined();
    const q = quad as readonly Point[];
    expect(longShare(q, 1280, 720)).toBeCloseTo(480 / 1280, 1);
    expect(tooFar(q, 1280, 720)).toBe(true);
    expect(Math.abs(centre(q).x - 500)).toBeLessThan(40);
    expect(Math.abs(centre(q).y - 360)).toBeLessThan(40);
  });

  it('follows a turned card and a portrait frame', () => {
    const turned = maskBlob(maskOf(1280, 720, card(640, 360, 520, 25))) as readonly Point[];
    const [a, b] = turned as unknown as [Point, Point];
    const angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
    expect(Math.abs(((angle + 90) % 180) - 90 - 25)).toBeLessThan(8);

    const portrait = maskBlob(maskOf(720, 1280, card(360, 700, 380, 90))) as readonly Point[];
    expect(portrait).toBeDefined();
    expect(Math.abs(centre(portrait).x - 360)).toBeLessThan(40);
    expect(Math.abs(centre(portrait).y - 700)).toBeLessThan(40);
    expect(longShare(portrait, 720, 1280)).toBeCloseTo(380 / 1280, 1);
  });

  it('says nothing of a blob the frame edge cuts (it may be a card too close), a faint one or a fleck', () => {
    expect(maskBlob(maskOf(1280, 720, card(150, 360, 480)))).toBeUndefined();
    expect(maskBlob(maskOf(1280, 720, card(640, 360, 480, 0, 0.75)))).toBeUndefined();
    expect(maskBlob(maskOf(1280, 720, card(640, 360, 160)))).toBeUndefined();
  });

  it('says nothing of marks that are not a card: a long strip, scattered marks, two blobs joined in an L', () => {
    const strip = (p: Point) => (Math.abs(p.y - 360) < 60 && Math.abs(p.x - 640) < 400 ? 1 : 0);
    const scattered = (p: Point) => (Math.floor(p.x / 40) % 2 === Math.floor(p.y / 40) % 2 ? 1 : 0);
    const ell = (p: Point) =>
      (p.x > 300 && p.x < 900 && p.y > 200 && p.y < 300) || (p.x > 300 && p.x < 400 && p.y > 200 && p.y < 600)
        ? 1
        : 0;
    expect(maskBlob(maskOf(1280, 720, strip))).toBeUndefined();
    expect(maskBlob(maskOf(1280, 720, scattered))).toBeUndefined();
    expect(maskBlob(maskOf(1280, 720, ell))).toBeUndefined();
  });
});

/** The quad of a w × h box centred at (cx, cy). */
const box = (cx: number, cy: number, w: number, h: number): Quad => [
  { x: cx - w / 2, y: cy - h / 2 },
  { x: cx + w / 2, y: cy - h / 2 },
  { x: cx + w / 2, y: cy + h / 2 },
  { x: cx - w / 2, y: cy + h / 2 },
];

describe('partOfLargerCard', () => {
  it("calls a small quad inside a card the frame's edge cuts a piece of it, in either orientation", () => {
    // A card 1000 px long centred 380 px in: its left fifth is outside the frame; the quad is its photo.
    expect(partOfLargerCard(maskOf(1280, 720, card(380, 360, 1000)), box(300, 360, 300, 190))).toBe(true);
    expect(partOfLargerCard(maskOf(720, 1280, card(360, 1000, 900, 90)), box(360, 1000, 250, 160))).toBe(
      true,
    );
  });

  it('calls a small quad inside a close card, clear of the edges, a part of it: the card is near enough', () => {
    // A card spanning 75% of a landscape frame's width; the quad is its photo, 30% of the width.
    expect(partOfLargerCard(maskOf(1280, 720, card(640, 360, 960)), box(500, 360, 380, 240))).toBe(true);
    // Held upright: the card across 80% of a portrait frame's width, the quad a block of its print.
    expect(partOfLargerCard(maskOf(720, 1280, card(360, 640, 580)), box(300, 640, 250, 160))).toBe(true);
  });

  it('leaves a block inside a card that is itself small: that card is far, and nearer is right', () => {
    // The card spans 45% of the frame's width (under the 55% a card needs); the quad is its photo.
    expect(partOfLargerCard(maskOf(1280, 720, card(640, 360, 576)), box(560, 360, 230, 150))).toBe(false);
  });

  it('leaves a far card joined to the hand holding it: card and hand are no card outline (decision 133)', () => {
    // Upright: a far card 300 × 190 px (42% of the frame's width), the hand under it marked as card
    // too. Together 440 × 400 px, clear of the edges and over 55% of the width, but square, not a card's
    // 1.586: no close card round a block of its print.
    const cardAt = card(360, 560, 300);
    const hand = (p: Point) => (p.x >= 140 && p.x <= 580 && p.y >= 600 && p.y <= 860 ? 1 : 0);
    const quad = box(360, 560, 300, 190);
    expect(
      partOfLargerCard(
        maskOf(720, 1280, (p) => Math.max(cardAt(p), hand(p))),
        quad,
      ),
    ).toBe(false);
    // The same quad inside a card's outline as wide: a block of print on a close card.
    expect(partOfLargerCard(maskOf(720, 1280, card(360, 560, 520)), quad)).toBe(true);
  });

  it("calls a block a piece of a card the frame's edge cuts along its short side, though that card is under 1.8 times its size", () => {
    // The visible part of a card cut by the right edge (400 × 360 px), the quad its photo panel: 1.76
    // times the panel grown by half a cell, and the card meets the edge along 360 px (decision 084).
    expect(partOfLargerCard(maskOfBoxes([900, 200, 1280, 560]), box(1060, 380, 200, 300))).toBe(true);
  });

  it('leaves a far card whose mask runs into something at the edge along less than its short side', () => {
    // A far card (300 × 190) joined by a thin bridge to a cup at the left edge: 1.55 times the grown
    // quad, meeting the edge along 160 px, under the card's 190.
    const mask = maskOfBoxes([480, 280, 800, 480], [0, 300, 320, 460], [320, 360, 480, 400]);
    expect(partOfLargerCard(mask, box(640, 380, 300, 190))).toBe(false);
  });

  it('leaves a small whole card alone, even one at the edge, and a quad where the mask sees no card', () => {
    expect(partOfLargerCard(maskOf(1280, 720, card(640, 360, 480)), box(640, 360, 480, 303))).toBe(false);
    // A small card whose mask touches the edge: the card the mask sees is no larger than the quad.
    expect(partOfLargerCard(maskOf(1280, 720, card(250, 360, 480)), box(250, 360, 480, 303))).toBe(false);
    expect(
      partOfLargerCard(
        maskOf(1280, 720, () => 0),
        box(640, 360, 480, 303),
      ),
    ).toBe(false);
  });
});

describe('cardAtEdge', () => {
  it("says a small shape on a card the frame's edge cuts lies on a card at the edge, in either orientation", () => {
    // The card's left fifth is outside the frame; the quad is its photo, or a shape half on the card
    // and half on the table beside it (its centre on the card).
    const cut = maskOf(1280, 720, card(380, 360, 1000));
    expect(cardAtEdge(cut, box(300, 360, 300, 190))).toBe(true);
    expect(cardAtEdge(cut, box(820, 360, 240, 150))).toBe(true);
    expect(cardAtEdge(maskOf(720, 1280, card(360, 1000, 900, 90)), box(360, 1000, 250, 160))).toBe(true);
  });

  it('leaves a far card clear of the edges, and a shape where the mask sees no card', () => {
    expect(cardAtEdge(maskOf(1280, 720, card(640, 360, 480)), box(640, 360, 480, 303))).toBe(false);
    expect(cardAtEdge(maskOf(720, 1280, card(360, 640, 300, 90)), box(360, 640, 190, 300))).toBe(false);
    // The quad's centre on the table beside a cut card: no card under it.
    expect(cardAtEdge(maskOf(1280, 720, card(200, 360, 600)), box(900, 360, 300, 190))).toBe(false);
  });
});

describe('cardFaintAtEdge', () => {
  // A whole card marked firmly, and the warm-lit table round it marked faintly (0.6) out to the left edge.
  const spread = (p: Point) => card(760, 360, 700)(p) || (p.x < 420 ? 0.6 : 0);

  it('says a card joined to the edge only through cells the mask half believes reaches it faintly, in either orientation', () => {
    expect(cardFaintAtEdge(maskOf(1280, 720, spread), box(760, 360, 700, 441))).toBe(true);
    const turned = (p: Point) => card(360, 760, 600, 90)(p) || (p.y < 480 ? 0.6 : 0);
    expect(cardFaintAtEdge(maskOf(720, 1280, turned), box(360, 760, 378, 600))).toBe(true);
  });

  it('leaves a card the frame cuts, marked firmly to the edge, even with faint cells beside it there', () => {
    const cut = (p: Point) => card(380, 360, 1000)(p) || (p.y < 80 ? 0.6 : 0);
    expect(cardFaintAtEdge(maskOf(1280, 720, cut), box(300, 360, 300, 190))).toBe(false);
    expect(cardFaintAtEdge(maskOf(1280, 720, card(380, 360, 1000)), box(300, 360, 300, 190))).toBe(false);
  });

  it('leaves a card clear of the edges, and a quad on no card', () => {
    expect(cardFaintAtEdge(maskOf(1280, 720, card(640, 360, 700)), box(640, 360, 700, 441))).toBe(false);
    expect(cardFaintAtEdge(maskOf(1280, 720, spread), box(1150, 100, 100, 63))).toBe(false);
  });
});

describe('cardAcrossFrame', () => {
  // The mask spread from a card over a pale, grainy floor: card everywhere but a few darker chips.
  const ground = (p: Point) => ((Math.floor(p.x / 40) * 7 + Math.floor(p.y / 40) * 3) % 11 === 0 ? 0 : 1);

  it('says the card under a quad runs from edge to edge of the frame where the mask spread over the ground, in either orientation', () => {
    expect(cardAcrossFrame(maskOf(1280, 720, ground), box(640, 360, 600, 378))).toBe(true);
    expect(cardAcrossFrame(maskOf(720, 1280, ground), box(360, 700, 378, 600))).toBe(true);
    // Spread only from the top edge to the bottom one, over a band of the floor.
    const band = (p: Point) => (p.x > 300 && p.x < 1000 ? 1 : 0);
    expect(cardAcrossFrame(maskOf(1280, 720, band), box(640, 360, 500, 315))).toBe(true);
  });

  it('leaves a whole card, a card the frame cuts on one side or at a corner, and a quad on no card', () => {
    expect(cardAcrossFrame(maskOf(1280, 720, card(640, 360, 900)), box(640, 360, 880, 555))).toBe(false);
    expect(cardAcrossFrame(maskOf(1280, 720, card(380, 360, 1000)), box(300, 360, 300, 190))).toBe(false);
    expect(cardAcrossFrame(maskOf(1280, 720, card(1100, 600, 700)), box(1000, 560, 300, 190))).toBe(false);
    expect(cardAcrossFrame(maskOf(720, 1280, card(360, 1000, 900, 90)), box(360, 1000, 250, 160))).toBe(
      false,
    );
    expect(cardAcrossFrame(maskOf(1280, 720, card(200, 360, 600)), box(900, 360, 300, 190))).toBe(false);
  });
});

describe('guideOutline', () => {
  it('gives the outline of a card the mask marks well inside the frame', () => {
    expect(guideOutline(maskOf(1280, 720, card(400, 360, 560, 25)))).toBeDefined();
  });

  it("gives none for a tilted card whose outline reaches past the frame's edge, though its blob does not", () => {
    // The cells at the edge stay under 0.5 (the card's corner only grazes them), so maskBlob sees a
    // whole card; the rectangle round it reaches past the edge, where the frame may cut the card.
    const mask = maskOf(1280, 720, card(340, 360, 560, 25));
    expect(maskBlob(mask)).toBeDefined();
    expect(guideOutline(mask)).toBeUndefined();
  });
});
