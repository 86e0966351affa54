// When a request reaches the biometric stage, and what the request detail shows of its members then.
import { describe, expect, it } from 'vitest';
import { CUIT_MIEMBRO, empresaEnBiometria, estadoSolicitud } from '../testing/biometria-test-helpers.ts';
import { CAPTCHA, CUIT_JURIDICA, setup } from '../testing/test-helpers.ts';

const retomar = async (s: ReturnType<typeof setup>, bearer: Record<string, string>) =>
  (
    await (
      await s.call('GET', `/solicitud/${CUIT_JURIDICA}/retomar`, { headers: { ...CAPTCHA, ...bearer } })
    ).json()
  ).retomeSolicitud.pagina;

describe('a company reaches AGUARDANDO_BIOMETRIA', () => {
  it('when its last required document is set VALIDO, and resumes to ESTADO INTEGRANTES', async () => {
    const s = setup();
    const { idSolicitud, bearer } = await empresaEnBiometria(s, [CUIT_MIEMBRO.aprueba]);
    expect(await estadoSolicitud(s, idSolicitud)).toMatchObject({
      pagina: 'ESTADO INTEGRANTES',
      estadoInternoNombre: 'AGUARDANDO_BIOMETRIA',
    });
    expect(await retomar(s, bearer)).toBe('ESTADO INTEGRANTES');
    const { integrantes } = await (
      await s.call('GET', `/solicitud/${idSolicitud}`, { headers: bearer })
    ).json();
    expect(
      integrantes.map((m: { nroTributario: string; biometria: { necesaria: boolean } }) => [
        m.nroTributario,
        m.biometria.necesaria,
      ]),
    ).toEqual([
      ['27234567891', true],
      [CUIT_MIEMBRO.aprueba, true],
      ['20123456786', false],
    ]);
  });

  it('not while a required document is not VALIDO (optional ones do not count)', async () => {
    const s = setup();
    const { idSolicitud } = await empresaEnBiometria(s);
    await s.call('PATCH', `/__sandbox/solicitudes/${idSolicitud}`, {
      body: { pagina: 'VALIDACION DOCUMENTACION', estadoInternoNombre: 'INICIADA' },
    });
    await s.call('PATCH', `/__sandbox/documentos/${idSolicitud}/ACTA_ASAMBLEA`, {
      body: { estado: 'NO_VALIDO' },
    });
    await s.call('PATCH', `/__sandbox/documentos/${idSolicitud}/PODER`, { body: { estado: 'NO_VALIDO' } });
    expect(await estadoSolicitud(s, idSolicitud)).toMatchObject({
      pagina: 'VALIDACION DOCUMENTACION',
      estadoInternoNombre: 'INICIADA',
    });
    await s.call('PATCH', `/__sandbox/documentos/${idSolicitud}/ACTA_ASAMBLEA`, {
      body: { estado: 'VALIDO' },
    });
    expect(await estadoSolicitud(s, idSolicitud)).toMatchObject({
      pagina: 'ESTADO INTEGRANTES',
      estadoInternoNombre: 'AGUARDANDO_BIOMETRIA',
    });
  });

  it('not before its members are in (documents set VALIDO early change no page)', async () => {
    const s = setup();
    const { idSolicitud } = await s.login({ nroTributario: CUIT_JURIDICA });
    for (const doc of ['ESTATUTO', 'ACTA_ASAMBLEA', 'DNI_FIRMANTES']) {
      await s.call('PATCH', `/__sandbox/documentos/${idSolicitud}/${doc}`, { body: { estado: 'VALIDO' } });
    }
    expect(await estadoSolicitud(s, idSolicitud)).toMatchObject({
      pagina: 'DATOS GENERALES JURIDICA',
      estadoInternoNombre: 'INICIADA',
    });
  });
});
