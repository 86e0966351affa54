// The biometric calls' shapes: what the browser sends and what the sandbox accepts.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { IDENTITY_FIELDS, jpegBlob, member, TYCS } from './biometrics.fixtures.ts';
import {
  aceptarTycPayloadSchema,
  buildValidarIdentidadForm,
  integranteBiometriaSchema,
  tycsResponseSchema,
  validarIdentidadRequestSchema,
  validarIdentidadSchema,
} from './biometrics.schema.ts';

describe('validar-identidad fields', () => {
  it('accepts a DNI or a CUIT with the four JPEG images', async () => {
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

  it('builds the multipart with every text field and each image as a .jpg file', async () => {
    const form = buildValidarIdentidadForm(IDENTITY_FIELDS);
    expect(form.get('nroTramite')).toBe('sol-1');
    expect(form.get('tipoDocumento')).toBe('CUIL');
    expect(form.get('nroDocumento')).toBe('23456789');
    expect(form.get('sexo')).toBe('F');
    for (const field of ['faceCapture', 'frenteDNI', 'dorsoDNI', 'selfie']) {
      const file = form.get(field) as File;
      expect(file.name).toBe(`${field}.jpg`);
      expect(new Uint8Array(await file.arrayBuffer()).slice(0, 3)).toEqual(
        new Uint8Array(await jpegBlob().arrayBuffer()).slice(0, 3),
      );
    }
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
    expect(v.parse(integranteBiometriaSchema, member('20111111112')).biometria?.cantidadIntentosMaxima).toBe(
      3,
    );
    const early = v.parse(integranteBiometriaSchema, { nroTributario: '20111111112' });
    expect(early).toMatchObject({ firmante: false, representanteLegal: false });
    expect(early.biometria).toBeUndefined();
  });

  it('refuses an unknown biometric state', () => {
    expect(v.safeParse(integranteBiometriaSchema, member('2', { estado: 'RARO' as never })).success).toBe(
      false,
    );
  });
});
