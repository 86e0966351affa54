// POST /solicitud/{id}/confirmar-datos-fisica and -juridica: what they store, what the record then
// says, and how far retomar reports the request.
import {
  parseRecord,
  recordToPersonaFisicaForm,
  recordToPersonaJuridicaForm,
} from '@alta/core/request/record';
import {
  buildPersonaFisicaPayload,
  type PersonaFisicaFormInput,
  personaFisicaFormSchema,
} from '@alta/core/persona-fisica/persona-fisica.schema';
import {
  buildPersonaJuridicaPayload,
  type PersonaJuridicaFormInput,
  personaJuridicaFormSchema,
} from '@alta/core/persona-juridica/persona-juridica.schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CAPTCHA, CUIT_FISICA, CUIT_JURIDICA, errorOf, setup } from '../../testing/test-helpers.ts';

const domicilio = {
  provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
  localidad: 'PALERMO',
  calle: 'Av. Santa Fe',
  numero: '3253',
  piso: '5',
  departamento: 'B',
  codigoPostal: 'C1425BGH',
};

const pfForm: PersonaFisicaFormInput = {
  nroTributario: CUIT_FISICA,
  nombre: 'Juana',
  apellido: 'Pérez',
  genero: 'F',
  estadoCivil: 'SOLTERO',
  fechaNacimiento: '1990-05-20',
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  condicionIVA: 'MONOTRIBUTO',
  condicionGanancias: 'INSCRIPTO',
  domicilio,
  pep: false,
  fatca: false,
  sujetoObligado: false,
};
const pfDatos = v.parse(personaFisicaFormSchema('2026-03-01'), pfForm);

const pjForm: PersonaJuridicaFormInput = {
  nroTributario: CUIT_JURIDICA,
  razonSocial: `EMPRESA ${CUIT_JURIDICA} S.A.`,
  nombreFantasia: 'La Empresa',
  actividad: 'AGRO_NYP',
  tipoSociedad: 'SH',
  condicionIVA: 'MONOTRIBUTO',
  condicionGanancias: 'INSCRIPTO',
  facturacion: '1500000',
  domicilio,
  fatca: false,
  sujetoObligado: false,
  franquicia: false,
};
const pjDatos = v.parse(personaJuridicaFormSchema, pjForm);

const seleccion = { sucursalCodigo: '002', oficialCodigo: 'OF-002-1' };

describe('POST /solicitud/{id}/confirmar-datos-fisica', () => {
  it('stores the data in the record shape of journey §3 and moves the request to sucursal', async () => {
    const { call, login } = setup();
    const { idSolicitud, bearer } = await login();
    const res = await call('POST', `/solicitud/${idSolicitud}/confirmar-datos-fisica`, {
      body: buildPersonaFisicaPayload({ datos: pfDatos }),
      headers: bearer,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});

    const record = await (await call('GET', `/solicitud/${idSolicitud}`, { headers: bearer })).json();
    expect(record).toMatchObject({
      contactoNombre: 'Juana',
      contactoApellido: 'Pérez',
      clienteNombre: 'Juana',
      fechaNacimiento: '1990-05-20',
      genero: 'F',
      estadoCivil: 'SOLTERO',
      actividad: 'NEGOCIOS_Y_PROFESIONALES',
      autoDeclaradoPEP: false,
      autoDeclaradoFATCA: false,
      autoDeclaradoSujetoObligado: false,
      condicionGanancias: 'INSCRIPTO',
      condicionIVA: 'MONOTRIBUTO',
      contactoDomicilio: {
        Calle: 'Av. Santa Fe',
        Numero: 3253,
        Departamento: 'B',
        Piso: 5,
        Localidad: 'PALERMO',
        Provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
        CodigoPostal: 'C1425BGH',
      },
    });
    expect(record).not.toHaveProperty('sucursalCodigo');
    // Read back through core's mapping, the record gives the form that was sent.
    expect(recordToPersonaFisicaForm(parseRecord(record))).toEqual({ ...pfForm, domicilio });

    const retomar = await call('GET', `/solicitud/${CUIT_FISICA}/retomar`, {
      headers: { ...CAPTCHA, ...bearer },
    });
    expect((await retomar.json()).retomeSolicitud).toEqual({ pagina: 'sucursal', irOTP: false });
  });

  it('then the branch moves it to envio_tarjeta, and the card delivery to BIOMETRIA DNI', async () => {
    const { call, login } = setup();
    const { idSolicitud, bearer } = await login();
    const confirm = (body: unknown) =>
      call('POST', `/solicitud/${idSolicitud}/confirmar-datos-fisica`, { body, headers: bearer });
    const state = async () => (await call('GET', `/__sandbox/solicitudes/${idSolicitud}`)).json();

    expect((await confirm(buildPersonaFisicaPayload({ datos: pfDatos, seleccion }))).status).toBe(200);
    expect(await state()).toMatchObject({ pagina: 'envio_tarjeta', datos: seleccion });

    const entrega = {
      retiroSucursal: false as const,
      domicilioEntrega: {
        ...pfDatos.domicilio,
        calle: 'Av. Cabildo',
        numero: 2040,
        codigoPostal: 'C1428AAA',
      },
    };
    expect((await confirm(buildPersonaFisicaPayload({ datos: pfDatos, seleccion, entrega }))).status).toBe(
      200,
    );
    expect(await state()).toMatchObject({
      pagina: 'BIOMETRIA DNI',
      estadoInternoNombre: 'AGUARDANDO_BIOMETRIA',
      datos: {
        retiroSucursal: false,
        domicilioEntrega: { Calle: 'Av. Cabildo', Numero: 2040, CodigoPostal: 'C1428AAA' },
      },
    });

    // Sending the data alone again does not move the request back.
    expect((await confirm(buildPersonaFisicaPayload({ datos: pfDatos }))).status).toBe(200);
    expect(await state()).toMatchObject({ pagina: 'BIOMETRIA DNI', datos: seleccion });
  });

  it('stores a pick-up at the branch', async () => {
    const { call, login } = setup();
    const { idSolicitud, bearer } = await login();
    const body = buildPersonaFisicaPayload({ datos: pfDatos, seleccion, entrega: { retiroSucursal: true } });
    expect(
      (await call('POST', `/solicitud/${idSolicitud}/confirmar-datos-fisica`, { body, headers: bearer }))
        .status,
    ).toBe(200);
    const record = await (await call('GET', `/solicitud/${idSolicitud}`, { headers: bearer })).json();
    expect(record).toMatchObject({ retiroSucursal: true, domicilioEntrega: null, ...seleccion });
  });

  it.each([
    [
      'an officer of another branch',
      { seleccion: { sucursalCodigo: '002', oficialCodigo: 'OF-001-1' } },
      'El oficial indicado no pertenece a la sucursal',
    ],
    [
      'a card delivery before the branch',
      { entrega: { retiroSucursal: true } },
      'Elegí la sucursal antes del envío de la tarjeta',
    ],
  ] as const)('refuses %s', async (_, parts, message) => {
    const { call, login } = setup();
    const { idSolicitud, bearer } = await login();
    const body = buildPersonaFisicaPayload({ datos: pfDatos, ...parts });
    const res = await call('POST', `/solicitud/${idSolicitud}/confirmar-datos-fisica`, {
      body,
      headers: bearer,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ errorCode: 'ErrorValidacion', errorMessage: message });
  });

  it('refuses a payload that breaks the spec shape, and a company request', async () => {
    const { call, login } = setup();
    const { idSolicitud, bearer } = await login();
    const payload = buildPersonaFisicaPayload({ datos: pfDatos });
    const bad = { ...payload, domicilioFiscal: { ...payload.domicilioFiscal, tipo: 'REAL' } };
    const res = await call('POST', `/solicitud/${idSolicitud}/confirmar-datos-fisica`, {
      body: bad,
      headers: bearer,
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res))?.errorCode).toBe('ErrorValidacion');

    const company = await login({ nroTributario: CUIT_JURIDICA });
    const wrong = await call('POST', `/solicitud/${company.idSolicitud}/confirmar-datos-fisica`, {
      body: payload,
      headers: company.bearer,
    });
    expect(await errorOf(wrong)).toEqual({
      errorCode: 'ErrorValidacion',
      errorMessage: 'La solicitud no corresponde a una persona física',
    });
  });

  it("needs the request's own bearer", async () => {
    const { call, login } = setup();
    const mine = await login();
    const other = await login({ nroTributario: CUIT_JURIDICA });
    const body = buildPersonaFisicaPayload({ datos: pfDatos });
    const res = await call('POST', `/solicitud/${mine.idSolicitud}/confirmar-datos-fisica`, {
      body,
      headers: other.bearer,
    });
    expect(res.status).toBe(403);
  });
});

describe('POST /solicitud/{id}/confirmar-datos-juridica', () => {
  it('stores the company data, then the branch, and moves the request to sucursal, then integrantes', async () => {
    const { call, login } = setup();
    const { idSolicitud, bearer } = await login({ nroTributario: CUIT_JURIDICA });
    const confirm = (body: unknown) =>
      call('POST', `/solicitud/${idSolicitud}/confirmar-datos-juridica`, { body, headers: bearer });
    const retomar = async () =>
      (
        await (
          await call('GET', `/solicitud/${CUIT_JURIDICA}/retomar`, { headers: { ...CAPTCHA, ...bearer } })
        ).json()
      ).retomeSolicitud.pagina;

    expect((await confirm(buildPersonaJuridicaPayload({ datos: pjDatos }))).status).toBe(200);
    expect(await retomar()).toBe('sucursal');
    const record = await (await call('GET', `/solicitud/${idSolicitud}`, { headers: bearer })).json();
    expect(record).toMatchObject({
      razonSocial: `EMPRESA ${CUIT_JURIDICA} S.A.`,
      nombreFantasia: 'La Empresa',
      tipoSociedad: 'SH',
      facturacion: 1500000,
      franquicia: false,
      actividad: 'AGRO_NYP',
      autoDeclaradoFATCA: false,
      autoDeclaradoSujetoObligado: false,
      condicionIVA: 'MONOTRIBUTO',
      contactoDomicilio: {
        Calle: 'Av. Santa Fe',
        Numero: 3253,
        Provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES',
      },
    });
    expect(recordToPersonaJuridicaForm(parseRecord(record))).toEqual(pjForm);

    expect((await confirm(buildPersonaJuridicaPayload({ datos: pjDatos, seleccion }))).status).toBe(200);
    expect(await retomar()).toBe('integrantes');
    expect(await (await call('GET', `/solicitud/${idSolicitud}`, { headers: bearer })).json()).toMatchObject(
      seleccion,
    );
  });

  it('refuses a persona física request and a payload with PEP', async () => {
    const { call, login } = setup();
    const person = await login();
    const payload = buildPersonaJuridicaPayload({ datos: pjDatos });
    const wrong = await call('POST', `/solicitud/${person.idSolicitud}/confirmar-datos-juridica`, {
      body: payload,
      headers: person.bearer,
    });
    expect(await errorOf(wrong)).toEqual({
      errorCode: 'ErrorValidacion',
      errorMessage: 'La solicitud no corresponde a una persona jurídica',
    });
    const company = await login({ nroTributario: CUIT_JURIDICA });
    const withPep = { ...payload, datosRegulatorios: { ...payload.datosRegulatorios, pep: true } };
    const res = await call('POST', `/solicitud/${company.idSolicitud}/confirmar-datos-juridica`, {
      body: withPep,
      headers: company.bearer,
    });
    expect(res.status).toBe(400);
  });
});
