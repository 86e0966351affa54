import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { parseQrQuery, qrUrl } from '../../src/biometrics/qr-payload.ts';
import { readQr } from './read-qr.ts';

/** An RGBA image of the QR code of `text`, `scale` pixels a module, with a white quiet zone. */
const drawQr = (text: string, scale = 4) => {
  const [sym] = bwipjs.raw({ bcid: 'qrcode', text }) as { pixs: number[]; pixx: number; pixy: number }[];
  if (!sym) throw new Error('bwip-js drew no QR');
  // As uqr draws it on the page: a quiet zone of two modules only.
  const border = 2;
  const width = (sym.pixx + 2 * border) * scale;
  const height = (sym.pixy + 2 * border) * scale;
  const rgba = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const mx = Math.floor(x / scale) - border;
      const my = Math.floor(y / scale) - border;
      const dark = mx >= 0 && my >= 0 && mx < sym.pixx && my < sym.pixy && sym.pixs[my * sym.pixx + mx];
      if (dark) rgba.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
    }
  }
  return { rgba, width, height };
};

describe('readQr', () => {
  it('reads back the front-capture URL the computer shows, payload included', () => {
    const payload = {
      doc: '27234567891',
      idSolicitud: 'sol-1',
      timestamp: 1_700_000_000_000,
      genero: 'F',
      tipoPersona: 'FISICA' as const,
      qr: true as const,
    };
    const url = qrUrl({ origin: 'http://localhost:5173', host: 'localhost:5173' }, payload);
    const { rgba, width, height } = drawQr(url);
    const read = readQr(rgba, width, height);
    expect(read).toBe(url);
    expect(parseQrQuery(new URL(read).search)).toEqual(payload);
  });

  it('throws on an image without a QR code', () => {
    expect(() => readQr(new Uint8ClampedArray(64 * 64 * 4).fill(255), 64, 64)).toThrow();
  });
});
