// Test and tool code only: reads the QR code in an RGBA image with zxing, as a phone's camera app
// would, so the e2e follows the URL a person would scan from the computer's screen. Not imported by
// the app.
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from '@zxing/library';

interface Gray {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The image in grey on a white margin, as a camera sees the page around the code. */
const onMargin = (rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, pad: number): Gray => {
  const w = width + 2 * pad;
  const gray = new Uint8ClampedArray(w * (height + 2 * pad)).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r = 0, g = 0, b = 0] = rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 3);
      gray[(y + pad) * w + x + pad] = (r * 299 + g * 587 + b * 114) / 1000;
    }
  }
  return { data: gray, width: w, height: height + 2 * pad };
};

/** The image resized by `factor` (each output pixel the mean of the input pixels it covers). */
const resized = ({ data, width, height }: Gray, factor: number): Gray => {
  const w = Math.max(1, Math.round(width * factor));
  const h = Math.max(1, Math.round(height * factor));
  const out = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.floor(y / factor);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) / factor));
    for (let x = 0; x < w; x++) {
      const x0 = Math.floor(x / factor);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) / factor));
      let sum = 0;
      let n = 0;
      for (let yy = y0; yy < Math.min(y1, height); yy++) {
        for (let xx = x0; xx < Math.min(x1, width); xx++) {
          sum += data[yy * width + xx] ?? 255;
          n++;
        }
      }
      out[y * w + x] = n ? sum / n : 255;
    }
  }
  return { data: out, width: w, height: h };
};

const decode = ({ data, width, height }: Gray, pure: boolean): string => {
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  if (pure) hints.set(DecodeHintType.PURE_BARCODE, true);
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(data, width, height)));
  return new QRCodeReader().decode(bitmap, hints).getText();
};

/**
 * The text of the QR code in the image; throws when there is none or it cannot be decoded. zxing's
 * finder misses some crisp screenshots at large module sizes, so, as a phone moves closer or away,
 * it tries the image as it is, then as a pure code, then smaller and smaller.
 */
export const readQr = (rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): string => {
  const framed = onMargin(rgba, width, height, Math.round(Math.max(width, height) * 0.15));
  const attempts = [
    () => decode(framed, false),
    () => decode(onMargin(rgba, width, height, 0), true),
    ...[0.8, 0.6, 0.5, 0.4, 0.3].map((factor) => () => decode(resized(framed, factor), false)),
  ];
  let failure: unknown;
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
};
