// The upload alternative (identity §8, docs/decisions.md): a chosen image decoded into a frame, scaled
// down to at most 1920 px on its longest side, which the capture machine judges like a camera frame.
import type { Frame } from '@alta/core/capture/detector-port';
import { UPLOAD_MAX_SIDE } from '@alta/core/capture/judge-still';

/** Rejects when the browser cannot decode the file as an image. */
export const frameFromFile = (file: Blob): Promise<Frame> => frameFromImage(file, UPLOAD_MAX_SIDE);

/** An image decoded into a frame at most `maxSide` on its long side (the camera's still uses it too). */
export const frameFromImage = async (
  image: Blob,
  maxSide: number,
  options?: ImageBitmapOptions,
): Promise<Frame> => {
  const bitmap = await (options ? createImageBitmap(image, options) : createImageBitmap(image));
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const ctx = new OffscreenCanvas(width, height).getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new DOMException('no 2d canvas', 'NotSupportedError');
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return ctx.getImageData(0, 0, width, height);
};
