// The card frame drawn over the camera and the region the document judge measures a card against
// are one rectangle, computed here from the frame's size, so that a card which fills the drawn frame
// passes in landscape (a webcam) and in portrait (a phone held upright) alike.
import type { Box, Point } from './detector-port.ts';
import { ID_ASPECT_RATIO } from './document-detector/find-card.ts';

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

/** Whether a card whose long side runs from `a` to `b` is too small in a width × height frame. */
export function tooFar(a: Point, b: Point, width: number, height: number): boolean {
  const dx = Math.abs(b.x - a.x);
  const dy = Math.abs(b.y - a.y);
  const matching = dx >= dy ? width : height;
  return Math.hypot(dx, dy) < MIN_FRAME_SHARE * matching;
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
