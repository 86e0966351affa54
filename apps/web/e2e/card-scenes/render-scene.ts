// Draws a scene in Chromium and returns it as the camera would hand it over: a JPEG (the scene's
// quality) decoded to RGBA, with the card's four corners where the compositor put them.
import type { Frame, Point } from '@alta/core/capture/detector-port';
import type { Page } from '@playwright/test';
import jpeg from 'jpeg-js';
import { sceneHtml } from './scene-html.ts';
import type { Scene } from './scenes.ts';

export interface RenderedScene {
  scene: Scene;
  frame: Frame;
  /** The card's corners in frame pixels (TL, TR, BR, BL of the card), when there is a card. */
  corners?: Point[];
}

export async function renderScene(page: Page, scene: Scene): Promise<RenderedScene> {
  await page.setViewportSize({ width: scene.width, height: scene.height });
  await page.setContent(sceneHtml(scene));
  const corners = await page.evaluate(() =>
    [0, 1, 2, 3].map((k) => {
      const r = document.getElementById(`c${k}`)?.getBoundingClientRect();
      return r ? { x: r.x, y: r.y } : undefined;
    }),
  );
  const shot = await page.screenshot({ type: 'jpeg', quality: scene.quality });
  const decoded = jpeg.decode(shot, { useTArray: true, formatAsRGBA: true });
  const frame = {
    data: new Uint8ClampedArray(decoded.data.buffer),
    width: decoded.width,
    height: decoded.height,
  };
  const found = corners.filter((c): c is Point => c !== undefined);
  return found.length === 4 ? { scene, frame, corners: found } : { scene, frame };
}
