// The card frame drawn over the camera and the region the document judge measures a card against
// are one rectangle, computed here from the frame's size, so that a card which fills the drawn frame
// passes in landscape (a webcam) and in portrait (a phone held upright) alike.
import type { Box } from './detector-port.ts';
import { ID_ASPECT_RATIO } from './document-detector/find-card.ts';

/** Share of the frame's width the guide may take (portrait frames reach it). */
const MAX_WIDTH_SHARE = 0.9;
/** Share of the frame's height the guide may take (landscape frames reach it: about 70% of the width). */
const MAX_HEIGHT_SHARE = 0.78;

/**
 * A card whose long side is at least this share of the guide's width is close enough; smaller, the
 * judge answers 901 ('Acerca el DNI ...'). Below 1 so that a card a little inside the drawn lines passes.
 */
export const MIN_GUIDE_FILL = 0.75;

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
