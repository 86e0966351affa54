// The DNI's PDF417 read from the best image the camera gives (issue 23): once a frame has passed
// (or the manual shutter kept one), a side that carries the barcode and has not read it in the live
// frame asks the camera for a full-resolution still and the detector to read the barcode there,
// with the card's corners carried over from the live frame. Anything missing or failing leaves the
// live frame's answer as it was.
import type { CameraPort } from './camera-port.ts';
import type { DocumentDetector, DocumentResult, Frame, Point, Quad } from './detector-port.ts';

export interface StillBarcodeInput {
  camera: CameraPort;
  detector: DocumentDetector;
  /** This side is expected to carry the barcode (the front, or a back that must give it). */
  wantsBarcode: boolean;
  /** The judged live frame's size and result. */
  frame: { width: number; height: number };
  result: DocumentResult;
}

/** How much the carried-over corners are grown about the card's centre: the still is a moment later. */
const MARGIN = 0.04;

/**
 * A quad of a live frame in a still of the same scene: scaled, and when the shapes differ the live
 * frame is taken as the still's centre cut (a 16:9 video of a 4:3 sensor), then grown by MARGIN.
 */
export function quadInStill(
  quad: Quad,
  from: { width: number; height: number },
  to: { width: number; height: number },
): Quad {
  const scale = Math.min(to.width / from.width, to.height / from.height);
  const dx = (to.width - from.width * scale) / 2;
  const dy = (to.height - from.height * scale) / 2;
  const cx = quad.reduce((sum, p) => sum + p.x, 0) / 4;
  const cy = quad.reduce((sum, p) => sum + p.y, 0) / 4;
  const move = (p: Point): Point => ({
    x: Math.min(to.width, Math.max(0, (cx + (p.x - cx) * (1 + MARGIN)) * scale + dx)),
    y: Math.min(to.height, Math.max(0, (cy + (p.y - cy) * (1 + MARGIN)) * scale + dy)),
  });
  return quad.map(move) as unknown as Quad;
}

const sameOrientation = (
  a: Frame | { width: number; height: number },
  b: { width: number; height: number },
) => a.width >= a.height === b.width >= b.height;

/** The barcode text read in a still, or undefined when there is nothing to do or it was not read. */
export async function readStillBarcode(input: StillBarcodeInput): Promise<string | undefined> {
  const { camera, detector, wantsBarcode, frame, result } = input;
  if (!wantsBarcode || result.barcodeText || !result.quad) return undefined;
  if (!camera.takeStill || !detector.readBarcode) return undefined;
  const still = await camera.takeStill();
  // A photo turned another way than the video cannot be matched to its corners.
  if (!sameOrientation(still, frame)) return undefined;
  return detector.readBarcode(still, quadInStill(result.quad, frame, still));
}
