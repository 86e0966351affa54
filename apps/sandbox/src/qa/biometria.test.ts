// /__sandbox/biometria: QA puts members at every biometric state the status list shows, reads the
// attempts and their stored images; reset removes the images.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jpegBlob } from '@alta/core/testing/biometrics/biometrics.fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CUIT_MIEMBRO,
  empresaEnBiometria,
  estadoSolicitud,
  identityForm,
  personaEnBiometria,
  validar,
} from '../../testing/biometria-test-helpers.ts';
import { errorOf, setup } from '../../testing/test-helpers.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'alta-sandbox-qa-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const patch = (s: ReturnType<typeof setup>, id: string, cuit: string, body: unknown) =>
  s.call('PATCH', `/__sandbox/biometria/${id}/${cuit}`, { body });

describe('PATCH /__sandbox/biometria/{idSolicitud}/{nroTributario}', () => {
  it('gives a company one member of each state the status list shows', async () => {
    const s = setup();
    const cuits = [CUIT_MIEMBRO.siempreFallido, CUIT_MIEMBRO.error, CUIT_MIEMBRO.fallidoPrimero];
    const { idSolicitud, bearer } = await empresaEnBiometria(s, [CUIT_MIEMBRO.aprueba, ...cuits]);
    const estados = [
      [CUIT_MIEMBRO.aprueba, { estado: 'COMPLETADO', cantidadIntentos: 1 }],
      [CUIT_MIEMBRO.siempreFallido, { estado: 'FALLIDO', cantidadIntentos: 1 }],
      [CUIT_MIEMBRO.error, { estado: 'ERROR', cantidadIntentos: 2 }],
      [CUIT_MIEMBRO.fallidoPrimero, { estado: 'FALLIDO', cantidadIntentos: 3 }],
    ] as const;
    for (const [cuit, body] of estados) {
      const res = await patch(s, idSolicitud, cuit, body);
      expect(res.status).toBe(200);
      expect((await res.json()).integrante.biometria).toEqual({
        ...body,
        necesaria: true,
        cantidadIntentosMaxima: 3,
      });
    }
    const { integrantes } = await (
      await s.call('GET', `/solicitud/${idSolicitud}`, { headers: bearer })
    ).json();
    expect(integrantes.map((m: { biometria: { estado: string | null } }) => m.biometria.estado)).toEqual([
      null,
      'COMPLETADO',
      'FALLIDO',
      'ERROR',
      'FALLIDO',
      null,
    ]);
    // Back to pending with no attempts: the identity call takes (and counts) a new attempt.
    await patch(s, idSolicitud, CUIT_MIEMBRO.error, { estado: null, cantidadIntentos: 0 });
    await validar(s, idSolicitud, bearer, identityForm(CUIT_MIEMBRO.error));
    const vista = await (
      await s.call('GET', `/__sandbox/biometria/${idSolicitud}/${CUIT_MIEMBRO.error}`)
    ).json();
    expect(vista.integrante.biometria).toMatchObject({ estado: 'ERROR', cantidadIntentos: 1 });
    expect(vista.intentos).toEqual([expect.objectContaining({ numero: 1, resultado: 'ERROR' })]);
  });

  it('can raise the maximum, mark a member as not needing biometrics and accept the terms', async () => {
    const s = setup();
    const { idSolicitud } = await empresaEnBiometria(s);
    const maximo = await (
      await patch(s, idSolicitud, CUIT_MIEMBRO.aprueba, { cantidadIntentosMaxima: 5 })
    ).json();
    expect(maximo.integrante.biometria.cantidadIntentosMaxima).toBe(5);
    await patch(s, idSolicitud, '27234567891', { necesaria: false });
    const fin = await (
      await patch(s, idSolicitud, CUIT_MIEMBRO.aprueba, { estado: 'COMPLETADO', tycAceptados: true })
    ).json();
    expect(fin.tycAceptadosEn).toEqual(expect.any(String));
    // The only member who must is done: the request is a client, as after the terms call.
    expect(fin).toMatchObject({ estadoSolicitud: 'CLIENTE_PAQUETE_PYME', pagina: 'CLIENTE_PAQUETE_PYME' });
    expect((await estadoSolicitud(s, idSolicitud)).estadoInternoNombre).toBe('CLIENTE_PAQUETE_PYME');
  });

  it.each([
    [{}, 'Indicá al menos un campo para cambiar'],
    [{ estado: 'BLOQUEADO' }, 'El estado debe ser null o uno de COMPLETADO, FALLIDO, ERROR'],
    [{ cantidadIntentos: -1 }, 'El campo cantidadIntentos debe estar entre 0 y 99'],
    [{ cantidadIntentosMaxima: 0 }, 'El campo cantidadIntentosMaxima debe estar entre 1 y 99'],
    [{ intentos: 2 }, 'El campo intentos no está permitido'],
  ])('refuses %j with 400 ErrorValidacion', async (body, errorMessage) => {
    const s = setup();
    const { idSolicitud, dni } = await personaEnBiometria(s);
    const res = await patch(s, idSolicitud, dni, body);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ errorCode: 'ErrorValidacion', errorMessage });
  });

  it('answers 404 for an unknown request or member', async () => {
    const s = setup();
    const { idSolicitud } = await personaEnBiometria(s);
    const otro = await patch(s, idSolicitud, '20111111112', { estado: 'ERROR' });
    expect(otro.status).toBe(404);
    expect(await errorOf(otro)).toMatchObject({ errorCode: 'IntegranteNoExiste' });
    const nada = await patch(s, 'no-existe', '20111111112', { estado: 'ERROR' });
    expect(await errorOf(nada)).toMatchObject({ errorCode: 'SolicitudNoEncontrada' });
  });
});

describe('stored images', () => {
  it('are served back per attempt and removed by the reset', async () => {
    const s = setup({ dataDir });
    const { idSolicitud, bearer, dni } = await personaEnBiometria(s);
    await validar(s, idSolicitud, bearer, identityForm(dni));
    const base = `/__sandbox/biometria/${idSolicitud}/${dni}/intentos`;
    const res = await s.call('GET', `${base}/1/frenteDNI.jpg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer())).toEqual(
      Buffer.from(await jpegBlob('frenteDNI').arrayBuffer()),
    );
    for (const missing of [`${base}/2/frenteDNI`, `${base}/1/pasaporte`, `${base}/x/selfie`]) {
      const none = await s.call('GET', missing);
      expect(none.status).toBe(404);
      expect(await errorOf(none)).toMatchObject({ errorCode: 'ImagenNoEncontrada' });
    }
    expect(existsSync(join(dataDir, 'biometria', idSolicitud))).toBe(true);
    await s.call('POST', '/__sandbox/reset');
    expect(existsSync(join(dataDir, 'biometria'))).toBe(false);
  });
});
