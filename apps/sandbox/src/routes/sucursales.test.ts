// GET /sucursales and GET /sucursales/{codigo}/oficiales.
import { officerSchema, branchSchema } from '@alta/core/branch/branch.schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SUCURSALES } from '../seed-sucursales.ts';
import { PROVINCIAS } from '../seed.ts';
import { errorOf, setup } from '../../testing/test-helpers.ts';

const query = (provincia: string, localidad?: string) =>
  `/sucursales?${new URLSearchParams(localidad === undefined ? { provincia } : { provincia, localidad })}`;

const codigos = async (res: Response) =>
  ((await res.json()) as { sucursales: { codigo: string }[] }).sucursales.map((s) => s.codigo);

describe('GET /sucursales', () => {
  it('answers the branches of the locality with every field of journey §3', async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    const res = await call('GET', query('CIUDAD AUTONOMA DE BUENOS AIRES', 'PALERMO'), { headers: bearer });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      sucursales: [
        {
          banco: 'Banco Pampa Sur',
          codigo: '002',
          domicilio: 'Av. Santa Fe 3253',
          especializacion: 'Pymes',
          horario: 'Lunes a viernes de 10 a 15 hs',
          latitud: -34.5886,
          longitud: -58.4104,
          nombre: 'Palermo',
          partido: 'COMUNA 14',
          localidad: 'PALERMO',
          provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
          telefono: '011 4000-0002',
        },
      ],
    });
  });

  it('ignores accents and case, and matches the partido too', async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    expect(await codigos(await call('GET', query('Buenos Aires', 'la plata'), { headers: bearer }))).toEqual([
      '101',
      '102',
    ]);
    expect(
      await codigos(await call('GET', query('BUENOS AIRES', 'General Pueyrredón'), { headers: bearer })),
    ).toEqual(['103']);
    expect(await codigos(await call('GET', query('Córdoba', 'Río Cuarto'), { headers: bearer }))).toEqual([
      '233',
    ]);
  });

  it('gives the whole province without a locality, and the whole city for CABA as a locality', async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    const caba = ['001', '002', '003', '004', '005'];
    expect(
      await codigos(await call('GET', query('CIUDAD AUTONOMA DE BUENOS AIRES'), { headers: bearer })),
    ).toEqual(caba);
    expect(
      await codigos(await call('GET', query('CIUDAD AUTONOMA DE BUENOS AIRES', 'CABA'), { headers: bearer })),
    ).toEqual(caba);
  });

  it('answers 404 SucursalesNoEncontradas when none match', async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    const res = await call('GET', query('JUJUY', 'HUMAHUACA'), { headers: bearer });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({
      errorCode: 'SucursalesNoEncontradas',
      errorMessage: 'No encontramos sucursales para la localidad indicada',
    });
  });

  it('needs the province and the bearer', async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    const sinProvincia = await call('GET', '/sucursales?localidad=PALERMO', { headers: bearer });
    expect(sinProvincia.status).toBe(400);
    expect(await errorOf(sinProvincia)).toEqual({
      errorCode: 'ErrorValidacion',
      errorMessage: 'El campo provincia es requerido',
    });
    expect((await call('GET', query('CIUDAD AUTONOMA DE BUENOS AIRES'))).status).toBe(403);
  });

  it('seeds at least one branch in each of the 24 provinces, each in the shape core reads', () => {
    for (const provincia of PROVINCIAS) expect(SUCURSALES.some((s) => s.provincia === provincia)).toBe(true);
    for (const s of SUCURSALES) expect(v.safeParse(branchSchema, s).success).toBe(true);
    expect(new Set(SUCURSALES.map((s) => s.codigo)).size).toBe(SUCURSALES.length);
  });
});

describe('GET /sucursales/{codigo}/oficiales', () => {
  it('answers two officers of the branch', async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    const res = await call('GET', '/sucursales/002/oficiales', { headers: bearer });
    expect(res.status).toBe(200);
    const { oficiales } = (await res.json()) as { oficiales: unknown[] };
    expect(oficiales).toEqual([
      { codigo: 'OF-002-1', nombre: 'Sofía', apellido: 'Rodríguez', email: 'srodriguez@bancoalta.com.ar' },
      { codigo: 'OF-002-2', nombre: 'Diego', apellido: 'López', email: 'dlopez@bancoalta.com.ar' },
    ]);
    for (const o of oficiales) expect(v.safeParse(officerSchema, o).success).toBe(true);
  });

  it('answers 404 for an unknown branch and 403 without a bearer', async () => {
    const { call, login } = setup();
    const { bearer } = await login();
    const res = await call('GET', '/sucursales/999/oficiales', { headers: bearer });
    expect(res.status).toBe(404);
    expect((await errorOf(res))?.errorCode).toBe('SucursalesNoEncontradas');
    expect((await call('GET', '/sucursales/002/oficiales')).status).toBe(403);
  });
});
