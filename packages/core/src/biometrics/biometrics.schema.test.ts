// The biometric calls' shapes: what the browser sends and what the sandbox accepts.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IDENTITY_FIELDS, jpegBlob, member, TYCS } from '../../testing/biometrics/biometrics.fixtures.ts';
import {
  BIOMETRICS_SCHEMA_MESSAGES as M,
  aceptarTycPayloadSchema,
  buildValidarIdentidadForm,
  memberBiometricsSchema,
  tycsResponseSchema,
  validarIdentidadRequestSchema,
  validarIdentidadSchema,
} from './biometrics.schema.ts';

describe('validar-identidad fields', () => {
  it('accepts a DNI or a CUIT with the face and the three JPEG images', async () => {
    expect(v.safeParse(validarIdentidadSchema, IDENTITY_FIELDS).success).toBe(true);
    const cuit = { ...IDENTITY_FIELDS, nroDocumento: '20234567893' };
    expect((await v.safeParseAsync(validarIdentidadRequestSchema, cuit)).success).toBe(true);
  });

  it('refuses a document type other than CUIL, an unknown sex and a short number', () => {
    for (const bad of [
      { tipoDocumento: 'DNI' },
      { sexo: 'Z' },
      { nroDocumento: '123' },
      { nroTramite: ' ' },
    ]) {
      expect(v.safeParse(validarIdentidadSchema, { ...IDENTITY_FIELDS, ...bad }).success).toBe(false);
    }
  });

  it('refuses a missing image, an empty one, and (on the server) one that is not a JPEG', async () => {
    const { selfie: _, ...sinSelfie } = IDENTITY_FIELDS;
    expect(v.safeParse(validarIdentidadSchema, sinSelfie).success).toBe(false);
    expect(v.safeParse(validarIdentidadSchema, { ...IDENTITY_FIELDS, dorsoDNI: new Blob([]) }).success).toBe(
      false,
    );
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]);
    const result = await v.safeParseAsync(validarIdentidadRequestSchema, {
      ...IDENTITY_FIELDS,
      frenteDNI: png,
    });
    expect(result.issues?.[0]?.message).toBe('La imagen frenteDNI debe ser un archivo JPEG');
  });

  it("builds the multipart with the text fields and the spec's three JPEG files, no more", async () => {
    const form = buildValidarIdentidadForm(IDENTITY_FIELDS);
    expect(form.get('nroTramite')).toBe('00123456789');
    expect(form.get('tipoDocumento')).toBe('CUIL');
    expect(form.get('nroDocumento')).toBe('23456789');
    expect(form.get('sexo')).toBe('F');
    expect(form.get('faceCapture')).toBe(IDENTITY_FIELDS.faceCapture);
    const files = [...form.entries()].filter(([, value]) => typeof value !== 'string');
    expect(files.map(([name]) => name)).toEqual(['frenteDNI', 'dorsoDNI', 'selfie']);
    for (const [name, value] of files) {
      const file = value as File;
      expect(file.name).toBe(`${name}.jpg`);
      expect(new Uint8Array(await file.arrayBuffer()).slice(0, 3)).toEqual(
        new Uint8Array(await jpegBlob().arrayBuffer()).slice(0, 3),
      );
    }
  });

  it('refuses a face that is not base64 JPEG, a trámite number that is not digits, and a fourth file', async () => {
    const issue = async (fields: Record<string, unknown>) =>
      (await v.safeParseAsync(validarIdentidadRequestSchema, fields)).issues?.[0].message;
    expect(await issue({ ...IDENTITY_FIELDS })).toBeUndefined();
    expect(await issue({ ...IDENTITY_FIELDS, faceCapture: jpegBlob('face') })).toBe(M.faceCapture);
    expect(await issue({ ...IDENTITY_FIELDS, faceCapture: btoa('%PDF-1.4') })).toBe(M.faceCapture);
    // The request id the app once sent when the barcode was unread.
    expect(await issue({ ...IDENTITY_FIELDS, nroTramite: 'sol-1' })).toBe(M.tramiteNumberDigits);
    const extra = await v.safeParseAsync(validarIdentidadRequestSchema, {
      ...IDENTITY_FIELDS,
      faceImage: jpegBlob('face'),
    });
    expect(extra.issues?.[0]).toMatchObject({ type: 'strict_object', path: [{ key: 'faceImage' }] });
  });
});

describe('terms', () => {
  it('reads the documents with their base64 PDF and refuses a file that is not base64', () => {
    expect(v.parse(tycsResponseSchema, { tycs: TYCS }).tycs).toHaveLength(2);
    expect(
      v.safeParse(tycsResponseSchema, { tycs: [{ Nombre: 'x', Archivo: 'no es base64!' }] }).success,
    ).toBe(false);
  });

  it('only ever accepts an acceptance', () => {
    const ok = { aceptaTyC: true, nroDocumento: '23456789', tipoDocumento: 'CUIL' };
    expect(v.safeParse(aceptarTycPayloadSchema, ok).success).toBe(true);
    const refused = v.safeParse(aceptarTycPayloadSchema, { ...ok, aceptaTyC: false });
    expect(refused.issues?.[0]?.message).toBe('Debe aceptar los Términos y Condiciones');
  });
});

describe('members of the request detail', () => {
  it('reads a member with its biometria, and one from before biometrics without it', () => {
    expect(v.parse(memberBiometricsSchema, member('20111111112')).biometria?.cantidadIntentosMaxima).toBe(3);
    const early = v.parse(memberBiometricsSchema, { nroTributario: '20111111112' });
    expect(early).toMatchObject({ firmante: false, representanteLegal: false });
    expect(early.biometria).toBeUndefined();
  });

  it('refuses an unknown biometric state', () => {
    expect(v.safeParse(memberBiometricsSchema, member('2', { estado: 'RARO' as never })).success).toBe(false);
  });
});
