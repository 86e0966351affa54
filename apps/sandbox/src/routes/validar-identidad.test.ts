// POST /biometria/validar-identidad/{idSolicitud}: request checks, attempts, member states, the DNI
// rules and the statuses the client handles (≥503, 400 and 500 with a message).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jpegBase64, jpegBlob } from '@alta/core/testing/biometrics/biometrics.fixtures';
import { MAX_IMAGE_BYTES } from '@alta/core/biometrics/biometrics.schema';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CUIT_MIEMBRO,
  cuitFisica,
  empresaEnBiometria,
  identityForm,
  personaEnBiometria,
  validar,
} from '../../testing/biometria-test-helpers.ts';
import { errorOf, setup } from '../../testing/test-helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'alta-sandbox-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Record = { integrantes: { nroTributario: string; genero: string | null; biometria: unknown }[] };

const detalle = async (s: ReturnType<typeof setup>, idSolicitud: string, bearer: object) =>
  (await (await s.call('GET', `/solicitud/${idSolicitud}`, { headers: { ...bearer } })).json()) as Record;

const biometriaDe = async (
  s: ReturnType<typeof setup>,
  idSolicitud: string,
  bearer: object,
  nroTributario: string,
) => (await detalle(s, idSolicitud, bearer)).integrantes.find((m) => m.nroTributario === nroTributario);

describe('a persona física', () => {
  it('passes: 200, COMPLETADO after one attempt, the face and the three files on disk', async () => {
    const s = setup({ dataDir });
    const { idSolicitud, bearer, dni } = await personaEnBiometria(s);
    const res = await validar(s, idSolicitud, bearer, identityForm(dni, { sexo: 'M' }));
    expect(res.status).toBe(200);
    expect(await biometriaDe(s, idSolicitud, bearer, cuitFisica('78'))).toMatchObject({
      genero: 'M',
      biometria: { estado: 'COMPLETADO', necesaria: true, cantidadIntentos: 1, cantidadIntentosMaxima: 3 },
    });
    const qa = await (await s.call('GET', `/__sandbox/biometria/${idSolicitud}/${dni}`)).json();
    expect(qa.intentos).toHaveLength(1);
    expect(qa.intentos[0]).toMatchObject({ numero: 1, resultado: 'COMPLETADO', nroTramite: '00123456789' });
    const imagenes = qa.intentos[0].imagenes as { campo: string; ruta: string }[];
    expect(imagenes.map((i) => i.campo)).toEqual(['faceCapture', 'frenteDNI', 'dorsoDNI', 'selfie']);
    for (const { campo, ruta } of imagenes) {
      const enDisco = readFileSync(join(dataDir, ruta));
      const enviado =
        campo === 'faceCapture'
          ? Buffer.from(jpegBase64('face'), 'base64')
          : Buffer.from(await jpegBlob(campo).arrayBuffer());
      expect(enDisco.equals(enviado)).toBe(true);
      expect(ruta).toBe(join('biometria', idSolicitud, cuitFisica('78'), `1-${campo}.jpg`));
    }
  });

  it('is found by the DNI or the CUIT; another number is IntegranteNoExiste', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await personaEnBiometria(s);
    const otro = await validar(s, idSolicitud, bearer, identityForm('99999999'));
    expect(otro.status).toBe(400);
    expect(await errorOf(otro)).toMatchObject({ errorCode: 'IntegranteNoExiste' });
    expect((await validar(s, idSolicitud, bearer, identityForm(cuitFisica('78')))).status).toBe(200);
  });

  it('must send the gender the record holds', async () => {
    const s = setup();
    const { idSolicitud, bearer, dni } = await personaEnBiometria(s);
    await validar(s, idSolicitud, bearer, identityForm(dni, { sexo: 'F' }));
    await s.call('PATCH', `/__sandbox/biometria/${idSolicitud}/${dni}`, { body: { estado: null } });
    const res = await validar(s, idSolicitud, bearer, identityForm(dni, { sexo: 'M' }));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      errorCode: 'sexo_invalido',
      errorMessage: 'El sexo indicado no coincide con el del integrante',
    });
  });

  it('is refused before the biometric stage, counting nothing', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await s.login();
    const res = await validar(s, idSolicitud, bearer, identityForm('12345678'));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ errorCode: 'BiometriaNoHabilitada' });
    expect(await biometriaDe(s, idSolicitud, bearer, '20123456786')).toMatchObject({
      biometria: { estado: null, cantidadIntentos: 0 },
    });
  });

  it('passes again without counting once COMPLETADO (a reload before the terms)', async () => {
    const s = setup();
    const { idSolicitud, bearer, dni } = await personaEnBiometria(s);
    await validar(s, idSolicitud, bearer, identityForm(dni));
    expect((await validar(s, idSolicitud, bearer, identityForm(dni))).status).toBe(200);
    expect(await biometriaDe(s, idSolicitud, bearer, cuitFisica('78'))).toMatchObject({
      biometria: { estado: 'COMPLETADO', cantidadIntentos: 1 },
    });
  });
});

describe('a company member', () => {
  it('must be in the members list and need biometrics', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await empresaEnBiometria(s);
    const ajeno = await validar(s, idSolicitud, bearer, identityForm('20111111112'));
    expect(await errorOf(ajeno)).toMatchObject({ errorCode: 'IntegranteNoExiste' });
    // MEMBER_B neither signs nor represents.
    const noNecesita = await validar(s, idSolicitud, bearer, identityForm('20123456786'));
    expect(noNecesita.status).toBe(400);
    expect(await errorOf(noNecesita)).toMatchObject({ errorCode: 'BiometriaNoRequerida' });
    const res = await validar(s, idSolicitud, bearer, identityForm(CUIT_MIEMBRO.aprueba, { sexo: 'X' }));
    expect(res.status).toBe(200);
    expect(await biometriaDe(s, idSolicitud, bearer, CUIT_MIEMBRO.aprueba)).toMatchObject({
      genero: 'X',
      biometria: { estado: 'COMPLETADO', cantidadIntentos: 1 },
    });
  });

  it('fails every attempt with a DNI ending in 90, then has none left', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await empresaEnBiometria(s, [CUIT_MIEMBRO.siempreFallido]);
    const form = () => identityForm(CUIT_MIEMBRO.siempreFallido);
    const mensajes = [];
    for (let i = 0; i < 3; i++) {
      const res = await validar(s, idSolicitud, bearer, form());
      expect(res.status).toBe(400);
      mensajes.push(await errorOf(res));
    }
    expect(mensajes.map((m) => m?.errorCode)).toEqual(Array(3).fill('ValidacionIdentidadFallida'));
    expect(mensajes.map((m) => m?.errorMessage)).toEqual([
      'No pudimos validar tu identidad. Podés volver a intentarlo (te quedan 2 intentos).',
      'No pudimos validar tu identidad. Podés volver a intentarlo (te queda 1 intento).',
      'No pudimos validar tu identidad y no quedan intentos disponibles. Por favor, dirigirse a la sucursal mas cercana.',
    ]);
    const agotado = await validar(s, idSolicitud, bearer, form());
    expect(await errorOf(agotado)).toEqual({
      errorCode: 'IntentosAgotados',
      errorMessage: 'No se puede realizar la biometria',
    });
    expect(await biometriaDe(s, idSolicitud, bearer, CUIT_MIEMBRO.siempreFallido)).toMatchObject({
      biometria: { estado: 'FALLIDO', cantidadIntentos: 3, cantidadIntentosMaxima: 3 },
    });
  });

  it('fails the first attempt and passes the second with a DNI ending in 91', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await empresaEnBiometria(s, [CUIT_MIEMBRO.fallidoPrimero]);
    const form = () => identityForm(CUIT_MIEMBRO.fallidoPrimero);
    expect((await validar(s, idSolicitud, bearer, form())).status).toBe(400);
    expect(await biometriaDe(s, idSolicitud, bearer, CUIT_MIEMBRO.fallidoPrimero)).toMatchObject({
      biometria: { estado: 'FALLIDO', cantidadIntentos: 1 },
    });
    expect((await validar(s, idSolicitud, bearer, form())).status).toBe(200);
    expect(await biometriaDe(s, idSolicitud, bearer, CUIT_MIEMBRO.fallidoPrimero)).toMatchObject({
      biometria: { estado: 'COMPLETADO', cantidadIntentos: 2 },
    });
  });

  it('is blocked (ERROR) with a DNI ending in 92, and stays blocked', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await empresaEnBiometria(s, [CUIT_MIEMBRO.error]);
    for (let i = 0; i < 2; i++) {
      const res = await validar(s, idSolicitud, bearer, identityForm(CUIT_MIEMBRO.error));
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({
        errorCode: 'BiometriaBloqueada',
        errorMessage: 'Para continuar con la validación deberá dirigirse a una sucursal',
      });
    }
    expect(await biometriaDe(s, idSolicitud, bearer, CUIT_MIEMBRO.error)).toMatchObject({
      biometria: { estado: 'ERROR', cantidadIntentos: 1 },
    });
  });

  it.each([
    [CUIT_MIEMBRO.fallaTecnica, 500, 'ErrorProcesamientoDNI'],
    [CUIT_MIEMBRO.noDisponible, 503, 'ServicioNoDisponible'],
  ])(
    'answers a technical failure for %s (%i) with a message, counting nothing',
    async (cuit, status, code) => {
      const s = setup();
      const { idSolicitud, bearer } = await empresaEnBiometria(s, [cuit]);
      const res = await validar(s, idSolicitud, bearer, identityForm(cuit));
      expect(res.status).toBe(status);
      expect(await errorOf(res)).toMatchObject({
        errorCode: code,
        errorMessage: expect.stringMatching(/\w/),
      });
      expect(await biometriaDe(s, idSolicitud, bearer, cuit)).toMatchObject({
        biometria: { estado: null, cantidadIntentos: 0 },
      });
    },
  );
});

describe('request checks (nothing counted)', () => {
  const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])]);

  it.each([
    ['a PNG front', { frenteDNI: PNG }, 'ExtensionNoValida', 'La imagen frenteDNI debe ser un archivo JPEG'],
    ['no selfie', { selfie: undefined }, 'ErrorValidacion', 'El campo selfie es requerido'],
    [
      'a text face',
      { faceCapture: 'hola' },
      'ExtensionNoValida',
      'La captura del rostro debe ser una imagen JPEG en base64',
    ],
    [
      'the face as a fourth file',
      { faceCapture: jpegBlob('face') },
      'ExtensionNoValida',
      'La captura del rostro debe ser una imagen JPEG en base64',
    ],
    [
      'a fifth field',
      { faceImage: jpegBlob('face') },
      'ErrorValidacion',
      'El campo faceImage no está permitido',
    ],
    [
      'the request id as nroTramite',
      { nroTramite: 'sol-1' },
      'ErrorValidacion',
      'El número de trámite son los 11 dígitos impresos en el DNI',
    ],
    [
      'an empty back',
      { dorsoDNI: new Blob([]) },
      'ExtensionNoValida',
      'La imagen dorsoDNI debe ser un archivo JPEG',
    ],
    [
      'a back over 5.5 MB',
      { dorsoDNI: new Blob([jpegBlob(), new Uint8Array(MAX_IMAGE_BYTES)]) },
      'MaxSizeRequest',
      'La imagen dorsoDNI supera el tamaño máximo permitido',
    ],
    ['sexo Z', { sexo: 'Z' }, 'sexo_invalido', 'El sexo debe ser M, F o X'],
    ['tipoDocumento DNI', { tipoDocumento: 'DNI' }, 'ErrorValidacion', 'El tipo de documento debe ser CUIL'],
    ['no nroTramite', { nroTramite: '  ' }, 'ErrorValidacion', 'El número de trámite es requerido'],
    [
      'a document with letters',
      { nroDocumento: '30111178A' },
      'ErrorValidacion',
      'El número de documento debe tener entre 7 y 11 dígitos',
    ],
  ])('%s: 400 %s', async (_, campos, errorCode, errorMessage) => {
    const s = setup();
    const { idSolicitud, bearer, dni } = await personaEnBiometria(s);
    const res = await validar(s, idSolicitud, bearer, identityForm(dni, campos));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ errorCode, errorMessage });
    expect(await biometriaDe(s, idSolicitud, bearer, cuitFisica('78'))).toMatchObject({
      biometria: { estado: null, cantidadIntentos: 0 },
    });
  });

  it('refuses a body that is not multipart, and one over the four images limit', async () => {
    const s = setup();
    const { idSolicitud, bearer, dni } = await personaEnBiometria(s);
    const json = await s.call('POST', `/biometria/validar-identidad/${idSolicitud}`, {
      body: { nroDocumento: dni },
      headers: bearer,
    });
    expect(json.status).toBe(400);
    expect(await errorOf(json)).toMatchObject({ errorCode: 'ErrorValidacion' });
    // Each image 300 KB over its limit: the four together pass 4 × 5.5 MB + 1 MiB of framing.
    const big = new Blob([jpegBlob(), new Uint8Array(MAX_IMAGE_BYTES + 300_000)]);
    const form = identityForm(dni, { faceCapture: big, frenteDNI: big, dorsoDNI: big, selfie: big });
    const res = await validar(s, idSolicitud, bearer, form);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      errorCode: 'MaxSizeRequest',
      errorMessage: 'Las imágenes superan el tamaño máximo permitido',
    });
  });

  it('refuses a bearer of another request, an invalid one, and no bearer outside the stage', async () => {
    const s = setup();
    const { idSolicitud, dni } = await personaEnBiometria(s);
    const otra = await s.login({ nroTributario: '20111111112' });
    for (const headers of [otra.bearer, { Authorization: 'Bearer x.y.z' }, { Authorization: '' }]) {
      const res = await validar(s, idSolicitud, headers, identityForm(dni));
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toMatchObject({ errorCode: 'sesionExpirada' });
    }
    const fuera = await validar(s, otra.idSolicitud, {}, identityForm('11111111'));
    expect(await errorOf(fuera)).toMatchObject({ errorCode: 'sesionExpirada' });
  });

  it('takes the QR phone, which has no bearer, while the request waits for biometrics', async () => {
    const s = setup();
    const { idSolicitud, dni } = await personaEnBiometria(s);
    expect((await validar(s, idSolicitud, {}, identityForm(dni))).status).toBe(200);
    for (const path of [`/tycs/${idSolicitud}`, `/resumen-productos/${idSolicitud}`]) {
      expect((await s.call('GET', path)).status).toBe(200);
    }
    const acepta = { aceptaTyC: true, nroDocumento: dni, tipoDocumento: 'CUIL' };
    const res = await s.call('POST', `/solicitud/${idSolicitud}/aceptar-tyc`, { body: acepta });
    expect(res.status).toBe(204);
    // Now a client: the phone's calls are refused again.
    expect((await s.call('GET', `/tycs/${idSolicitud}`)).status).toBe(403);
  });
});

describe('faults on the identity call', () => {
  it.each([
    [503, 'ServicioNoDisponible'],
    [400, 'ErrorValidacionIdentidad'],
    [500, 'ErrorTecnico'],
  ])('a queued %i answers with its message and counts nothing', async (status, errorCode) => {
    const s = setup();
    const { idSolicitud, bearer, dni } = await personaEnBiometria(s);
    await s.call('POST', '/__sandbox/faults', {
      body: { path: '/biometria/validar-identidad', status, errorCode, errorMessage: 'Mensaje de QA' },
    });
    const res = await validar(s, idSolicitud, bearer, identityForm(dni));
    expect(res.status).toBe(status);
    expect(await errorOf(res)).toEqual({ errorCode, errorMessage: 'Mensaje de QA' });
    expect(await biometriaDe(s, idSolicitud, bearer, cuitFisica('78'))).toMatchObject({
      biometria: { estado: null, cantidadIntentos: 0 },
    });
    expect((await validar(s, idSolicitud, bearer, identityForm(dni))).status).toBe(200);
  });
});
