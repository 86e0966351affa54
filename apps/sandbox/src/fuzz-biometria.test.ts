// Junk multipart sent to POST /biometria/validar-identidad/{id} on a request waiting for biometrics:
// never a 500, and a near miss (the valid form with one field replaced) gets exactly the 400 its
// broken field calls for.
import { IDENTITY_IMAGES, MAX_IMAGE_BYTES } from '@alta/core/biometrics/biometrics.schema';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { identityForm, personaEnBiometria, validar } from '../testing/biometria-test-helpers.ts';
import { hostile } from '../testing/fuzz-arbitraries.ts';
import { errorOf, setup } from '../testing/test-helpers.ts';

let cases = 0;
afterAll(() => {
  console.log(`sandbox biometric fuzz: ${cases} hostile identity calls (any 500 fails its test)`);
});

const CUIT = '20301111785';
const FIELDS = [
  'nroTramite',
  'tipoDocumento',
  'nroDocumento',
  'sexo',
  'faceCapture',
  ...IDENTITY_IMAGES,
] as const;
type Field = (typeof FIELDS)[number];

type Part = { text: string } | { bytes: Uint8Array<ArrayBuffer>; name: string; type: string };
const JPEG = [0xff, 0xd8, 0xff];

const part: fc.Arbitrary<Part> = fc.oneof(
  hostile.map((text) => ({ text })),
  fc.constantFrom('CUIL', 'M', 'F', 'X', '12345678', '').map((text) => ({ text })),
  fc
    .tuple(fc.uint8Array({ maxLength: 64 }), hostile, fc.constantFrom('', 'image/jpeg', 'text/html'))
    .map(([bytes, name, type]) => ({ bytes: new Uint8Array(bytes), name, type })),
  // A JPEG's bytes as base64 text (a valid faceCapture), and any base64 text.
  fc
    .uint8Array({ maxLength: 32 })
    .map((tail) => ({ text: Buffer.from([...JPEG, ...tail]).toString('base64') })),
  fc.base64String({ maxLength: 40 }).map((text) => ({ text })),
  // JPEG-looking files of any tail, including empty-after-the-marker ones.
  fc
    .uint8Array({ maxLength: 32 })
    .map((tail) => ({ bytes: new Uint8Array([...JPEG, ...tail]), name: 'x.jpg', type: 'image/jpeg' })),
);

// Padded base64, as valibot's check reads it.
const BASE64 = /^(?:[\da-z+/]{4})*(?:[\da-z+/]{2}==|[\da-z+/]{3}=)?$/i;

const toValue = (p: Part): string | Blob =>
  'text' in p ? p.text : new File([p.bytes], p.name || 'x', { type: p.type });

/** What the sandbox must answer for the valid form with `field` set to `p`. */
const expected = (field: Field, p: Part, dni: string): { status: number; errorCode?: string } => {
  const text = 'text' in p ? p.text : undefined;
  if ((IDENTITY_IMAGES as readonly string[]).includes(field)) {
    const jpeg =
      !('text' in p) &&
      p.bytes.length > 0 &&
      JPEG.every((b, i) => p.bytes[i] === b) &&
      p.bytes.length <= MAX_IMAGE_BYTES;
    return jpeg ? { status: 200 } : { status: 400, errorCode: 'ExtensionNoValida' };
  }
  if (field === 'faceCapture') {
    const jpegBase64 =
      text !== undefined &&
      BASE64.test(text) &&
      Buffer.from(text, 'base64').subarray(0, 3).equals(Buffer.from(JPEG));
    return jpegBase64 ? { status: 200 } : { status: 400, errorCode: 'ExtensionNoValida' };
  }
  if (text === undefined)
    return { status: 400, errorCode: field === 'sexo' ? 'sexo_invalido' : 'ErrorValidacion' };
  switch (field) {
    case 'nroTramite':
      return /^\d{11}$/.test(text.trim()) ? { status: 200 } : { status: 400, errorCode: 'ErrorValidacion' };
    case 'tipoDocumento':
      return text === 'CUIL' ? { status: 200 } : { status: 400, errorCode: 'ErrorValidacion' };
    case 'sexo':
      // The first counted attempt records the gender; a later, different one is refused.
      return ['M', 'F', 'X'].includes(text) ? { status: 200 } : { status: 400, errorCode: 'sexo_invalido' };
    default:
      if (!/^\d{7,11}$/.test(text)) return { status: 400, errorCode: 'ErrorValidacion' };
      return text === dni || text === CUIT
        ? { status: 200 }
        : { status: 400, errorCode: 'IntegranteNoExiste' };
  }
};

describe('POST /biometria/validar-identidad junk', () => {
  it('answers a near miss with the 400 of its broken field (and 200 when nothing is broken)', async () => {
    const s = setup();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FIELDS), part, async (field, p) => {
        cases += 1;
        // A fresh request each time, so an earlier success or gender cannot change the verdict.
        await s.call('POST', '/__sandbox/reset');
        const { idSolicitud, bearer, dni } = await personaEnBiometria(s, CUIT);
        const form = identityForm(dni, { sexo: 'F', [field]: toValue(p) });
        const res = await validar(s, idSolicitud, bearer, form);
        const want = expected(field, p, dni);
        expect(res.status).toBe(want.status);
        if (want.errorCode) expect((await errorOf(res))?.errorCode).toBe(want.errorCode);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('never yields a 500 whatever parts it gets', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await personaEnBiometria(s);
    const key = fc.oneof(fc.constantFrom(...FIELDS), hostile);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, part), { maxLength: 10 }), async (parts) => {
        cases += 1;
        const form = new FormData();
        for (const [name, p] of parts) {
          const value = toValue(p);
          if (typeof value === 'string') form.append(name, value);
          else form.append(name, value, (value as File).name);
        }
        const res = await validar(s, idSolicitud, bearer, form);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect((await errorOf(res))?.errorCode).toEqual(expect.any(String));
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
