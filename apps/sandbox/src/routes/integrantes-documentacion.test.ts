// POST /integrantes, GET and POST /documentacion and the QA document setter.
import { PDF_HEAD, JPEG_HEAD, EXE_HEAD } from '@alta/core/testing/documents/documents.fixtures';
import { FILE_MESSAGES } from '@alta/core/documents/documents.schema';
import { MEMBER_A, MEMBER_B } from '@alta/core/testing/members/members.fixtures';
import { buildMembersPayload, memberFormSchema } from '@alta/core/members/members.schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CAPTCHA, CUIT_JURIDICA, errorOf, setup } from '../../testing/test-helpers.ts';

const members = [MEMBER_A, MEMBER_B].map((m) => v.parse(memberFormSchema('bancoalta.com.ar'), m));

const company = async () => {
  const s = setup();
  const session = await s.login({ nroTributario: CUIT_JURIDICA });
  return { ...s, ...session };
};

const pagina = async (call: ReturnType<typeof setup>['call'], idSolicitud: string) =>
  ((await (await call('GET', `/__sandbox/solicitudes/${idSolicitud}`)).json()) as { pagina: string }).pagina;

const bytes = (head: Uint8Array, size: number): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(new ArrayBuffer(size));
  out.set(head.slice(0, Math.min(head.length, size)));
  return out;
};

const multipart = (idSolicitud: string, entries: [string, string, Uint8Array<ArrayBuffer>, string?][]) => {
  const form = new FormData();
  form.append('idSolicitud', idSolicitud);
  entries.forEach(([idDocumento, name, content, type = ''], i) => {
    form.append(`documentos[${i}].idDocumento`, idDocumento);
    form.append(`documentos[${i}].archivo`, new File([content], name, { type }));
  });
  return form;
};

const REQUIRED: [string, string, Uint8Array<ArrayBuffer>][] = [
  ['ESTATUTO', 'estatuto.pdf', bytes(PDF_HEAD, 2000)],
  ['ACTA_ASAMBLEA', 'acta.pdf', bytes(PDF_HEAD, 1000)],
  ['DNI_FIRMANTES', 'dni.jpg', bytes(JPEG_HEAD, 3000)],
];

describe('POST /integrantes', () => {
  it('stores the members in the identity shape and moves the request to DOCUMENTACION', async () => {
    const { call, idSolicitud, bearer } = await company();
    const res = await call('POST', '/integrantes', {
      body: buildMembersPayload(idSolicitud, members),
      headers: bearer,
    });
    expect(res.status).toBe(200);
    const record = await (await call('GET', `/solicitud/${idSolicitud}`, { headers: bearer })).json();
    expect(record.integrantes).toEqual([
      expect.objectContaining({
        nroTributario: '27234567891',
        nombre: 'María José',
        apellido: "O'Connor-Díaz",
        firmante: true,
        representanteLegal: true,
        genero: null,
        biometria: { estado: null, necesaria: true, cantidadIntentos: 0, cantidadIntentosMaxima: 3 },
      }),
      expect.objectContaining({
        nroTributario: '20123456786',
        biometria: { estado: null, necesaria: false, cantidadIntentos: 0, cantidadIntentosMaxima: 3 },
      }),
    ]);
    expect(await pagina(call, idSolicitud)).toBe('DOCUMENTACION');
    const resumed = await (
      await call('GET', `/solicitud/${CUIT_JURIDICA}/retomar`, { headers: CAPTCHA })
    ).json();
    expect(resumed.retomeSolicitud.pagina).toBe('DOCUMENTACION');
  });

  it.each([
    [
      'a duplicate tax number',
      () => [members[0], { ...members[1], nroTributario: '27-23456789-1' }],
      'ErrorIntegranteDuplicado',
      '⚠️ Ya existe un integrante cargado con ese número de documento.',
    ],
    [
      'percentages under 51',
      () => [{ ...members[0], porcentajeParticipacion: 50 }],
      'ErrorPorcentajeParticipacion',
      'La suma de los porcentajes de participación debe ser de al menos 51%',
    ],
    [
      'percentages over 100',
      () => [members[0], { ...members[1], porcentajeParticipacion: 40.01 }],
      'ErrorPorcentajeParticipacion',
      'La suma de los porcentajes de participación no puede superar el 100%',
    ],
    [
      'no firmante',
      () => [{ ...members[0], firmante: false }],
      'ErrorValidacion',
      'Debe haber al menos un integrante firmante',
    ],
    [
      'the bank’s domain',
      () => [{ ...members[0], email: 'x@bancoalta.com.ar' }],
      'ErrorValidacion',
      'No se permite el dominio bancoalta.com.ar',
    ],
  ])('refuses %s', async (_, list, code, message) => {
    const { call, idSolicitud, bearer } = await company();
    const res = await call('POST', '/integrantes', {
      body: buildMembersPayload(idSolicitud, list() as typeof members),
      headers: bearer,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ errorCode: code, errorMessage: message });
  });

  it('refuses a wrong check digit, a token of another request and no token', async () => {
    const { call, idSolicitud, bearer } = await company();
    const payload = buildMembersPayload(idSolicitud, members);
    const bad = { ...payload, integrantes: [{ ...payload.integrantes[0], nroTributario: '27234567892' }] };
    const res = await call('POST', '/integrantes', { body: bad, headers: bearer });
    expect(await errorOf(res)).toEqual({
      errorCode: 'ErrorValidacion',
      errorMessage: 'El CUIT ingresado no es válido',
    });
    expect(
      (await call('POST', '/integrantes', { body: { ...payload, idSolicitud: 'otra' }, headers: bearer }))
        .status,
    ).toBe(403);
    expect((await call('POST', '/integrantes', { body: payload })).status).toBe(403);
  });
});

describe('/documentacion', () => {
  it('lists the seeded documents, pending, for the request’s bearer only', async () => {
    const { call, idSolicitud, bearer } = await company();
    const list = await (await call('GET', `/documentacion/${idSolicitud}`, { headers: bearer })).json();
    expect(
      list.map((d: { idDocumento: string; requerido: boolean; estado: string }) => [
        d.idDocumento,
        d.requerido,
        d.estado,
      ]),
    ).toEqual([
      ['ESTATUTO', true, 'pending'],
      ['ACTA_ASAMBLEA', true, 'pending'],
      ['DNI_FIRMANTES', true, 'pending'],
      ['PODER', false, 'pending'],
      ['BALANCE', false, 'pending'],
    ]);
    expect(list[0].nombre).toBe('Estatuto o contrato social');
    expect((await call('GET', `/documentacion/${idSolicitud}`)).status).toBe(403);
  });

  it('takes the files, keeps their metadata (and the bytes on disk) and moves the request to VALIDACION DOCUMENTACION', async () => {
    const { call, idSolicitud, bearer } = await company();
    const res = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, [...REQUIRED, ['BALANCE', 'balance.pdf', bytes(PDF_HEAD, 500)]]),
      headers: bearer,
    });
    expect(res.status).toBe(200);
    const stored = await (await call('GET', `/__sandbox/solicitudes/${idSolicitud}`)).json();
    expect(stored.pagina).toBe('VALIDACION DOCUMENTACION');
    expect(stored.datos.documentacion.ESTATUTO).toEqual({
      estado: 'pending',
      archivos: [
        {
          nombre: 'estatuto.pdf',
          tamano: 2000,
          tipo: expect.any(String),
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          ruta: `documentos/${idSolicitud}/ESTATUTO/1-estatuto.pdf`,
          subidoEn: expect.any(String),
        },
      ],
    });
    expect(Object.keys(stored.datos.documentacion)).toEqual([
      'ESTATUTO',
      'ACTA_ASAMBLEA',
      'DNI_FIRMANTES',
      'BALANCE',
    ]);
  });

  it('refuses a renamed .exe as ExtensionNoValida and a file over 5.5 MB as MaxSizeRequest', async () => {
    const { call, idSolicitud, bearer } = await company();
    const exe = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, [
        ...REQUIRED,
        ['PODER', 'poder.pdf', bytes(EXE_HEAD, 100), 'application/pdf'],
      ]),
      headers: bearer,
    });
    expect(await errorOf(exe)).toEqual({
      errorCode: 'ExtensionNoValida',
      errorMessage: FILE_MESSAGES.type('un archivo .pdf cuyo contenido no es un PDF'),
    });
    const big = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, [...REQUIRED, ['PODER', 'poder.pdf', bytes(PDF_HEAD, 5_767_169)]]),
      headers: bearer,
    });
    expect(await errorOf(big)).toEqual({ errorCode: 'MaxSizeRequest', errorMessage: FILE_MESSAGES.size });
    const ok = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, [...REQUIRED, ['PODER', 'poder.pdf', bytes(PDF_HEAD, 5_767_168)]]),
      headers: bearer,
    });
    expect(ok.status).toBe(200);
  });

  it('refuses more than 30 MB in all, a fifth file, and a missing required document', async () => {
    const { call, idSolicitud, bearer } = await company();
    const five = (doc: string, n: number) =>
      Array.from({ length: n }, (_, i): [string, string, Uint8Array<ArrayBuffer>] => [
        doc,
        `${doc}-${i}.pdf`,
        bytes(PDF_HEAD, 5_000_000),
      ]);
    const total = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, [
        ...five('ESTATUTO', 4),
        ...five('ACTA_ASAMBLEA', 2),
        ['DNI_FIRMANTES', 'dni.pdf', bytes(PDF_HEAD, 1_457_281)],
      ]),
      headers: bearer,
    });
    expect(await errorOf(total)).toEqual({ errorCode: 'MaxSizeRequest', errorMessage: FILE_MESSAGES.total });
    const count = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, [
        ...REQUIRED,
        ...five('PODER', 5).map(([d, n]): [string, string, Uint8Array<ArrayBuffer>] => [
          d,
          n,
          bytes(PDF_HEAD, 10),
        ]),
      ]),
      headers: bearer,
    });
    expect(await errorOf(count)).toEqual({ errorCode: 'ErrorValidacion', errorMessage: FILE_MESSAGES.count });
    const missing = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, REQUIRED.slice(0, 2)),
      headers: bearer,
    });
    expect(await errorOf(missing)).toEqual({
      errorCode: 'ErrorValidacion',
      errorMessage: 'Falta cargar el documento DNI de firmantes',
    });
    expect(await pagina(call, idSolicitud)).not.toBe('VALIDACION DOCUMENTACION');
  });

  it('lets QA mark a document NO_VALIDO (a new file is then required) or VALIDO (none needed)', async () => {
    const { call, idSolicitud, bearer } = await company();
    const set = (id: string, estado: string) =>
      call('PATCH', `/__sandbox/documentos/${idSolicitud}/${id}`, { body: { estado } });
    expect(await (await set('DNI_FIRMANTES', 'VALIDO')).json()).toMatchObject({
      idDocumento: 'DNI_FIRMANTES',
      estado: 'VALIDO',
    });
    await set('PODER', 'NO_VALIDO');
    const list = await (await call('GET', `/documentacion/${idSolicitud}`, { headers: bearer })).json();
    expect(list.find((d: { idDocumento: string }) => d.idDocumento === 'PODER').estado).toBe('NO_VALIDO');
    const noPoder = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, REQUIRED.slice(0, 2)),
      headers: bearer,
    });
    expect(await errorOf(noPoder)).toEqual({
      errorCode: 'ErrorValidacion',
      errorMessage: 'Falta cargar el documento Poder',
    });
    const ok = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, [
        ...REQUIRED.slice(0, 2),
        ['PODER', 'poder.jpg', bytes(JPEG_HEAD, 10), 'image/jpeg'],
      ]),
      headers: bearer,
    });
    expect(ok.status).toBe(200);
    expect((await set('DNI_FIRMANTES', 'OTRO')).status).toBe(400);
    expect(
      (await call('PATCH', `/__sandbox/documentos/${idSolicitud}/NADA`, { body: { estado: 'VALIDO' } }))
        .status,
    ).toBe(404);
  });
});
