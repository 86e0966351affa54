// The card frame drawn over the camera and the region the document judge measures a card against
// are one rectangle, computed here from the frame's size, so that a card which fills the drawn frame
// passes in landscape (a webcam) and in portrait (a phone held upright) alike.
import type { Box, Point } from './detector-port.ts';
import { ID_ASPECT_RATIO } from './document-detector/card-geometry.ts';

/** Share of the frame's width the guide may take (portrait frames reach it). */
const MAX_WIDTH_SHARE = 0.9;
/** Share of the frame's height the guide may take (landscape frames reach it: about 70% of the width). */
const MAX_HEIGHT_SHARE = 0.78;

/**
 * A card whose long side spans less than this share of the frame side it runs along is too far: the
 * judge answers 901 ('Acerca el DNI ...'). Measured on the frame, not on the drawn guide, so that a
 * phone held upright (the card across a narrow frame) and a webcam (a wide one) ask alike; the guide
 * is drawn larger than this in both orientations (card-guide.test.ts), so a card that fills it passes.
 */
export const MIN_FRAME_SHARE = 0.55;

/**
 * The card's long side over the frame side it runs along (issue 23's measure): the long side is the
 * mean of the quad's two longer opposite edges, so that a card seen in perspective, whose near edge is
 * longer than its far one, is measured by both; the matching side is the frame's width when those
 * edges run nearer horizontal, else its height. The evaluation (e2e card-scenes/pose.ts measureCard)
 * keeps its own copy on purpose: it sorts the true quads into close and far, and must not share a
 * mistake with the judge it grades.
 */
export function longShare(quad: readonly Point[], width: number, height: number): number {
  const [a, b, c, d] = quad as readonly [Point, Point, Point, Point];
  const len = (p: Point, q: Point) => Math.hypot(q.x - p.x, q.y - p.y);
  const across = (len(a, b) + len(d, c)) / 2;
  const down = (len(a, d) + len(b, c)) / 2;
  const [p, q, r, s] = across >= down ? [a, b, d, c] : [a, d, b, c];
  const dx = Math.abs(q.x - p.x + (s.x - r.x));
  const dy = Math.abs(q.y - p.y + (s.y - r.y));
  return Math.max(across, down) / (dx >= dy ? width : height);
}

/** Whether the card `quad` (corners in order round it) is too small in a width × height frame. */
export function tooFar(quad: readonly Point[], width: number, height: number): boolean {
  return longShare(quad, width, height) < MIN_FRAME_SHARE;
}

/** The card frame in frame pixels: centred, the ID's aspect ratio, as large as the shares allow. */
export function cardGuide(width: number, height: number): Box {
  const guideWidth = Math.min(MAX_WIDTH_SHARE * width, MAX_HEIGHT_SHARE * height * ID_ASPECT_RATIO);
  const guideHeight = guideWidth / ID_ASPECT_RATIO;
  return {
    x: (width - guideWidth) / 2,
    y: (height - guideHeight) / 2,
    width: guideWidth,
    height: guideHeight,
  };
}
