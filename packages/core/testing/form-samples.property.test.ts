// Property-based tests of the main forms (issue 7, Security): well-formed samples of the start,
// resume, OTP, address and member forms are accepted and round-trip, and what they become (the OTP
// request, the address payloads, the integrante) is valid. Hostile input: schemas.property.test.ts.
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addressSchema,
  addressValidationPayloadSchema,
  buildAddressValidationPayload,
  domicilioFiscalSchema,
  toDomicilioFiscal,
} from '../src/address/address.schema.ts';
import { MEMBERS_CONFIG } from './members/members.fixtures.ts';
import { memberPayloadSchema, memberFormSchema, toMemberPayload } from '../src/members/members.schema.ts';
import { otpFormSchema, otpValidationRequestSchema } from '../src/otp/otp.schema.ts';
import { resumeFormSchema } from '../src/resume/resume.schema.ts';
import { startFormSchema } from '../src/start/start.schema.ts';
import { issuePath, parse, RUNS, reportCases } from './schema-checks.ts';

const digit = fc.constantFrom(...'0123456789');
const digits = (min: number, max: number) =>
  fc.array(digit, { minLength: min, maxLength: max }).map((list) => list.join(''));
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZÁÉÍÓÚÜÑáéíóúüñ'];
const letters = (min: number, max: number) =>
  fc.array(fc.constantFrom(...LETTERS), { minLength: min, maxLength: max }).map((list) => list.join(''));
const padded = (text: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom('', ' ', '  '), text, fc.constantFrom('', ' ')).map(([a, t, b]) => `${a}${t}${b}`);

/** A CUIT with the right check digit, with or without dashes. */
const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const cuit = fc
  .tuple(fc.constantFrom('20', '23', '24', '27', '30', '33', '34'), digits(8, 8), fc.boolean())
  .map(([prefix, body, dashed]) => {
    const ten = `${prefix}${body}`;
    const sum = [...ten].reduce((total, d, i) => total + Number(d) * (CUIT_WEIGHTS[i] ?? 0), 0);
    const check = 11 - (sum % 11);
    return { ten, check: check === 11 ? 0 : check, dashed };
  })
  .filter(({ check }) => check !== 10)
  .map(({ ten, check, dashed }) =>
    dashed ? `${ten.slice(0, 2)}-${ten.slice(2)}-${check}` : `${ten}${check}`,
  );

const personName = fc
  .tuple(
    letters(2, 20),
    fc.option(fc.tuple(fc.constantFrom(' ', '-', "'"), letters(1, 20)), { nil: undefined }),
  )
  .map(([first, rest]) => (rest ? `${first}${rest[0]}${rest[1]}` : first))
  .filter((name) => name.length <= 50);

const email = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,15}(?:\.[a-z0-9]{1,10})?$/),
    fc.stringMatching(/^[a-z0-9]{2,12}$/),
    fc.constantFrom('com', 'com.ar', 'net', 'org'),
  )
  .map(([user, host, tld]) => `${user}@${host}.${tld}`);

const areaCode = fc
  .tuple(fc.constantFrom(...'123456789'), digits(1, 3))
  .map(([first, rest]) => `${first}${rest}`);

const startSample = fc
  .record({
    nroTributario: padded(cuit),
    actividad: fc.constantFrom('NEGOCIOS_Y_PROFESIONALES', 'AGRO_NYP', 'PYME'),
    email: padded(email),
    nombres: padded(personName),
    apellidos: padded(personName),
    codigoArea: areaCode,
    codigoPais: fc.option(digits(1, 4), { nil: undefined }),
  })
  .chain((form) => {
    const max = 10 - form.codigoArea.length;
    return digits(max - 1, max).map((telefono) => ({ ...form, telefono }));
  });

const resumeSample = padded(cuit).map((value) => ({ cuit: value }));

const otpSample = fc
  .tuple(digit, digit, digit, digit)
  .map(([one, two, three, four]) => ({ one, two, three, four }));

const addressSample = fc.record({
  provincia: fc.option(letters(1, 60), { nil: undefined }),
  localidad: padded(letters(1, 40)),
  calle: padded(fc.tuple(letters(2, 20), letters(2, 20)).map(([a, b]) => `${a} ${b}`)),
  numero: fc.oneof(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99_999 }).map(String)),
  piso: fc.option(fc.oneof(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }).map(String)), {
    nil: undefined,
  }),
  departamento: fc.option(fc.stringMatching(/^[A-Za-z0-9]{0,6}$/), { nil: undefined }),
  codigoPostal: fc.oneof(digits(4, 4), fc.stringMatching(/^[A-Za-z]\d{4}[A-Za-z]{3}$/)),
});

const memberSample = fc.record({
  nombres: padded(personName),
  apellidos: padded(personName),
  nroTributario: padded(cuit),
  porcentajeParticipacion: fc.oneof(
    fc.integer({ min: 1, max: 100 }),
    fc.integer({ min: 1, max: 100 }).map(String),
    fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 9 })).map(([a, b]) => `${a},${b}`),
  ),
  firmante: fc.boolean(),
  representanteLegal: fc.boolean(),
  actividad: fc.constantFrom('AGRO_NYP', 'NEGOCIOS_Y_PROFESIONALES'),
  telefono: digits(6, 8),
  codigoPais: digits(2, 4),
  codigoArea: areaCode,
  email,
  contactoComercial: fc.record({
    sucursalCodigo: fc.constantFrom('', '001'),
    oficialCodigo: fc.constantFrom('', 'OF-001-1'),
  }),
});

/** Accepted, and the output parses again to itself (the schema is idempotent on its own output). */
const acceptsAndRoundTrips = (name: string, schema: v.GenericSchema, sample: unknown) => {
  const first = parse(name, schema, sample);
  expect(first.issues?.map((issue) => `${issuePath(issue)}: ${issue.message}`)).toBeUndefined();
  const second = parse(name, schema, first.output);
  expect(second.success).toBe(true);
  expect(second.output).toEqual(first.output);
  return first.output;
};

describe('well-formed samples', () => {
  it('start form: accepted, trimmed, round-trips', () => {
    fc.assert(
      fc.property(startSample, (sample) => {
        const out = acceptsAndRoundTrips('startFormSchema', startFormSchema, sample) as v.InferOutput<
          typeof startFormSchema
        >;
        expect(out.nombres).toBe(sample.nombres.trim());
        expect(out.codigoPais).toBe(sample.codigoPais ?? '54');
      }),
      RUNS,
    );
  });

  it('resume form: accepted and round-trips', () => {
    fc.assert(
      fc.property(resumeSample, (sample) => {
        const out = acceptsAndRoundTrips('resumeFormSchema', resumeFormSchema, sample) as { cuit: string };
        expect(out.cuit).toBe(sample.cuit.trim());
      }),
      RUNS,
    );
  });

  it('OTP: the four boxes are accepted and the joined code is a valid request', () => {
    fc.assert(
      fc.property(otpSample, (sample) => {
        acceptsAndRoundTrips('otpFormSchema', otpFormSchema, sample);
        const token = `${sample.one}${sample.two}${sample.three}${sample.four}`;
        acceptsAndRoundTrips('otpValidationRequestSchema', otpValidationRequestSchema, {
          token,
          idSolicitud: 'id-1',
        });
      }),
      RUNS,
    );
  });

  it('address: accepted, round-trips, and its payloads are valid', () => {
    fc.assert(
      fc.property(addressSample, (sample) => {
        const out = acceptsAndRoundTrips('addressSchema', addressSchema, sample) as v.InferOutput<
          typeof addressSchema
        >;
        expect(out.numero).toBe(Number(sample.numero));
        expect(out.codigoPostal).toBe(sample.codigoPostal.toUpperCase());
        parse(
          'addressValidationPayloadSchema',
          addressValidationPayloadSchema,
          buildAddressValidationPayload(out),
        );
        const fiscal = { ...toDomicilioFiscal(out), provincia: out.provincia || 'BUENOS AIRES' };
        expect(v.safeParse(domicilioFiscalSchema, fiscal).success).toBe(true);
      }),
      RUNS,
    );
  });

  it('member: accepted, round-trips, and becomes a valid integrante', () => {
    fc.assert(
      fc.property(memberSample, (sample) => {
        const schema = memberFormSchema(MEMBERS_CONFIG.dominioBanco);
        const out = acceptsAndRoundTrips('memberFormSchema', schema, sample) as v.InferOutput<typeof schema>;
        const integrante = parse('memberPayloadSchema', memberPayloadSchema, toMemberPayload(out));
        expect(integrante.issues).toBeUndefined();
      }),
      RUNS,
    );
  });
});

afterAll(() => reportCases('well-formed sample cases run'));
