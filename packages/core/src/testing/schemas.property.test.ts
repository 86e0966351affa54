// Property-based tests of every valibot schema core exports (issue 7, Security): random and hostile
// input (very long strings, control characters, emoji, markup, SQL, wrong types, missing fields) never
// makes a schema throw, every failure carries non-empty messages, the form schemas answer in Spanish
// whenever the input is text (what a user can type), and well-formed samples of the main forms (start,
// resume, OTP, address, member) are accepted and round-trip. English default messages valibot gives
// for wrong types are collected and printed at the end (see KNOWN_ENGLISH below).
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addressSchema,
  addressValidationPayloadSchema,
  buildAddressValidationPayload,
  domicilioEntregaSchema,
  domicilioFiscalSchema,
  toDomicilioEntrega,
  toDomicilioFiscal,
} from '../address/address.schema.ts';
import { errorBodySchema } from '../api/api-error.ts';
import { configuracionSchema } from '../api/configuracion.ts';
import { resumenProductosSchema } from '../api/resumen.ts';
import { solicitudSchema } from '../api/solicitud.ts';
import { applicationRecordSchema, recordAddressSchema } from '../application/record.ts';
import {
  oficialesResponseSchema,
  oficialSchema,
  sucursalesQuerySchema,
  sucursalesResponseSchema,
  sucursalSchema,
} from '../branch/branch.schema.ts';
import { documentacionResponseSchema, documentoSchema } from '../documents/documents.schema.ts';
import { MEMBER_A, MEMBER_B, MEMBERS_CONFIG } from '../members/members.fixtures.ts';
import {
  buildIntegrantesPayload,
  integranteSchema,
  integrantesPayloadSchema,
  memberFormSchema,
  toIntegrante,
} from '../members/members.schema.ts';
import { otpFormSchema, otpValidationRequestSchema } from '../otp/otp.schema.ts';
import {
  buildPersonaFisicaPayload,
  confirmarDatosFisicaPayloadSchema,
  entregaSchema,
  personaFisicaFormSchema,
} from '../persona-fisica/persona-fisica.schema.ts';
import {
  buildPersonaJuridicaPayload,
  confirmarDatosJuridicaPayloadSchema,
  personaJuridicaFormSchema,
} from '../persona-juridica/persona-juridica.schema.ts';
import { resumeFormSchema, resumeResponseSchema } from '../resume/resume.schema.ts';
import { startFormSchema, startResponseSchema } from '../start/start.schema.ts';
import { DOMICILIO, oficial, PF_FORM, PJ_FORM, sucursal, TODAY } from './data-flow-fixtures.ts';

const RUNS = { numRuns: 200 };
let cases = 0;
const run = () => {
  cases += 1;
};

// --- Hostile input ------------------------------------------------------------------------------------

const HOSTILE_TEXT = [
  'x'.repeat(10_000),
  `${'á'.repeat(5_000)}${'😀'.repeat(5_000)}`,
  '\u0000\u0001\u0002\u001b[31m\u007f\u0085\u2028\u2029',
  '\r\n\t\v\f',
  '😀👩‍👩‍👧‍👦🇦🇷\u200d\ufe0f',
  '\u202eotnemucod\u202c',
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(document.cookie)">',
  'javascript:alert(1)',
  "'; DROP TABLE solicitudes; --",
  "1' OR '1'='1",
  '" UNION SELECT * FROM sesiones --',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '   ',
  '',
  '-1',
  '1e309',
  'NaN',
];

/** Text a user could type or paste: any string at all, and the hostile classics. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ minLength: 10_000, maxLength: 12_000 }),
  fc.stringMatching(/^[\p{Cc}\p{Cf}]{1,20}$/u),
);

/** Anything at all: wrong types, nested objects, arrays, holes. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, undefined, true, false, 0, -0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e308),
  fc.double(),
  fc.bigInt(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.anything({ maxDepth: 3 }),
  fc.constant(Object.create(null)),
  fc.constant(new Date(Number.NaN)),
);

// --- The messages -------------------------------------------------------------------------------------

/** valibot's built-in messages: "Invalid type: Expected string but received 123" and the like. */
const isValibotDefault = (message: string) =>
  /^Invalid [a-z ]+:/.test(message) || /Expected .* but received/.test(message);

/**
 * KNOWN_ENGLISH: where a schema sets no message of its own for a wrong type (v.string(), v.number(),
 * v.boolean(), v.object() without a message) or for a rule the UI can never break (v.nonEmpty() on an
 * id, strict objects' unknown keys), valibot answers in English. None of these reach a user: the
 * forms only ever hand their schemas text and booleans (asserted below to be answered in Spanish),
 * the sandbox rewrites them (apps/sandbox/src/body.ts), and response schemas turn a bad answer into the
 * generic technical error. Every one seen is collected here and printed after the run.
 */
const englishSeen = new Map<string, Map<string, Set<string>>>();

const issuePath = (issue: v.BaseIssue<unknown>) =>
  issue.path?.map((item) => String(item.key)).join('.') ?? '';

const noteEnglish = (name: string, issue: v.BaseIssue<unknown>) => {
  const kind = issue.message.split(':')[0] ?? issue.message;
  const field =
    issue.type === 'strict_object' && issue.expected === 'never'
      ? '(unknown key)'
      : issuePath(issue) || '(root)';
  const bySchema = englishSeen.get(name) ?? new Map<string, Set<string>>();
  const fields = bySchema.get(kind) ?? new Set<string>();
  fields.add(field.length > 40 ? `${field.slice(0, 40)}…` : field);
  bySchema.set(kind, fields);
  englishSeen.set(name, bySchema);
};

const checkIssues = (name: string, issues: readonly v.BaseIssue<unknown>[]) => {
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) {
    expect(typeof issue.message).toBe('string');
    expect(issue.message.trim()).not.toBe('');
    if (isValibotDefault(issue.message)) noteEnglish(name, issue);
    for (const nested of issue.issues ?? []) checkIssues(name, [nested]);
  }
};

/** Parses without throwing, and checks the messages of a failure. */
const parse = (name: string, schema: v.GenericSchema, input: unknown) => {
  run();
  let result: v.SafeParseResult<v.GenericSchema> | undefined;
  expect(() => {
    result = v.safeParse(schema, input);
  }).not.toThrow();
  if (result && !result.success) checkIssues(name, result.issues);
  return result as v.SafeParseResult<v.GenericSchema>;
};

// --- Every exported schema, with a valid base to break one field at a time ----------------------------

const startBase = {
  nroTributario: '20-12345678-6',
  actividad: 'NEGOCIOS_Y_PROFESIONALES',
  email: 'titular@example.com',
  nombres: 'Juan',
  apellidos: 'Pérez',
  codigoArea: '11',
  telefono: '23456789',
  codigoPais: '54',
};
const addressOut = v.parse(addressSchema, DOMICILIO);
const memberOut = v.parse(memberFormSchema(MEMBERS_CONFIG.dominioBanco), MEMBER_A);
const memberOutB = v.parse(memberFormSchema(MEMBERS_CONFIG.dominioBanco), MEMBER_B);
const seleccion = { sucursalCodigo: '001', oficialCodigo: 'OF-001-1' };
const documento = {
  idDocumento: 'ESTATUTO',
  nombre: 'Estatuto',
  leyenda: '',
  requerido: true,
  estado: 'pending',
};

interface Entry {
  schema: v.GenericSchema;
  base: unknown;
  /** A form: text typed into any of its text fields must be answered in Spanish. */
  form?: boolean;
}

const SCHEMAS: Record<string, Entry> = {
  // Forms (what users type).
  startFormSchema: { schema: startFormSchema, base: startBase, form: true },
  resumeFormSchema: { schema: resumeFormSchema, base: { cuit: '20123456786' }, form: true },
  otpFormSchema: { schema: otpFormSchema, base: { one: '1', two: '2', three: '3', four: '4' }, form: true },
  addressSchema: { schema: addressSchema, base: DOMICILIO, form: true },
  memberFormSchema: { schema: memberFormSchema(MEMBERS_CONFIG.dominioBanco), base: MEMBER_A, form: true },
  'memberFormSchema()': { schema: memberFormSchema(), base: MEMBER_B, form: true },
  personaFisicaFormSchema: { schema: personaFisicaFormSchema(TODAY), base: PF_FORM, form: true },
  personaJuridicaFormSchema: { schema: personaJuridicaFormSchema, base: PJ_FORM, form: true },
  entregaSchema: {
    schema: entregaSchema,
    base: { retiroSucursal: false, domicilioEntrega: DOMICILIO },
    form: true,
  },
  sucursalesQuerySchema: {
    schema: sucursalesQuerySchema,
    base: { provincia: 'BUENOS AIRES', localidad: 'LA PLATA' },
    form: true,
  },
  // Payloads (what the app sends).
  otpValidationRequestSchema: {
    schema: otpValidationRequestSchema,
    base: { token: '1234', idSolicitud: 'x' },
  },
  addressValidationPayloadSchema: {
    schema: addressValidationPayloadSchema,
    base: buildAddressValidationPayload(addressOut),
  },
  domicilioFiscalSchema: { schema: domicilioFiscalSchema, base: toDomicilioFiscal(addressOut) },
  domicilioEntregaSchema: { schema: domicilioEntregaSchema, base: toDomicilioEntrega(addressOut) },
  confirmarDatosFisicaPayloadSchema: {
    schema: confirmarDatosFisicaPayloadSchema,
    base: buildPersonaFisicaPayload({
      datos: v.parse(personaFisicaFormSchema(TODAY), PF_FORM),
      seleccion,
      entrega: { retiroSucursal: true },
    }),
  },
  confirmarDatosJuridicaPayloadSchema: {
    schema: confirmarDatosJuridicaPayloadSchema,
    base: buildPersonaJuridicaPayload({ datos: v.parse(personaJuridicaFormSchema, PJ_FORM), seleccion }),
  },
  integranteSchema: { schema: integranteSchema, base: toIntegrante(memberOut) },
  integrantesPayloadSchema: {
    schema: integrantesPayloadSchema,
    base: buildIntegrantesPayload('id-1', [memberOut, memberOutB]),
  },
  // Answers (what the server sends).
  startResponseSchema: { schema: startResponseSchema, base: { idSolicitud: 'id-1', tipoPersona: 'FISICA' } },
  resumeResponseSchema: {
    schema: resumeResponseSchema,
    base: { idSolicitud: 'id-1', tipoPersona: 'FISICA', retomeSolicitud: { pagina: 'X', irOTP: true } },
  },
  solicitudSchema: { schema: solicitudSchema, base: { idSolicitud: 'id-1', tipoPersona: 'FISICA' } },
  errorBodySchema: { schema: errorBodySchema, base: { error: [{ errorCode: 'X', errorMessage: 'Y' }] } },
  configuracionSchema: { schema: configuracionSchema, base: { ...MEMBERS_CONFIG } },
  resumenProductosSchema: {
    schema: resumenProductosSchema,
    base: { productos: ['Cuenta'], bonificacion: 100, plazo: 6 },
  },
  applicationRecordSchema: { schema: applicationRecordSchema, base: { idSolicitud: 'id-1' } },
  recordAddressSchema: { schema: recordAddressSchema, base: { Calle: 'Av. Santa Fe', Numero: 3253 } },
  sucursalSchema: { schema: sucursalSchema, base: sucursal('001') },
  sucursalesResponseSchema: { schema: sucursalesResponseSchema, base: { sucursales: [sucursal('001')] } },
  oficialSchema: { schema: oficialSchema, base: oficial('OF-1') },
  oficialesResponseSchema: { schema: oficialesResponseSchema, base: { oficiales: [oficial('OF-1')] } },
  documentoSchema: { schema: documentoSchema, base: documento },
  documentacionResponseSchema: { schema: documentacionResponseSchema, base: { documentos: [documento] } },
};

/** Each key of a base, with its nested paths (domicilio.calle, datosGenerales.nombre, …). */
const pathsOf = (value: unknown, prefix: string[] = []): string[][] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, inner]) => [[...prefix, key], ...pathsOf(inner, [...prefix, key])])
    : [];

const valueAt = (value: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value);

/** A copy of `value` with the field at `path` replaced (or removed when `replacement` is a hole). */
const HOLE = Symbol('missing');
const withField = (value: unknown, path: readonly string[], replacement: unknown): unknown => {
  const [key, ...rest] = path as [string, ...string[]];
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length > 0) copy[key] = withField(copy[key], rest, replacement);
  else if (replacement === HOLE) delete copy[key];
  else copy[key] = replacement;
  return copy;
};

describe('every exported schema', () => {
  it('the bases are valid (so each near miss below breaks one field only)', () => {
    for (const [name, { schema, base }] of Object.entries(SCHEMAS)) {
      const result = v.safeParse(schema, base);
      expect(result.issues?.map((issue) => `${name}: ${issuePath(issue)} ${issue.message}`)).toBeUndefined();
    }
  });

  for (const [name, { schema, base, form }] of Object.entries(SCHEMAS)) {
    describe(name, () => {
      it('never throws on anything at all, and a failure has messages', () => {
        fc.assert(
          fc.property(hostileValue, (input) => {
            parse(name, schema, input);
          }),
          RUNS,
        );
      });

      const paths = pathsOf(base);
      if (paths.length === 0) return;

      it('never throws with one field replaced by anything or missing, and a failure has messages', () => {
        fc.assert(
          fc.property(fc.constantFrom(...paths), fc.oneof(hostileValue, fc.constant(HOLE)), (path, value) => {
            parse(name, schema, withField(base, path, value));
          }),
          RUNS,
        );
      });

      // The fields a user types text into: any text there is answered in Spanish, never in English.
      const textPaths = paths.filter((path) => typeof valueAt(base, path) === 'string');
      if (!form || textPaths.length === 0) return;
      it('answers typed text in Spanish (no English default message)', () => {
        fc.assert(
          fc.property(fc.constantFrom(...textPaths), hostileText, (path, text) => {
            const result = parse(name, schema, withField(base, path, text));
            for (const issue of result.issues ?? []) {
              expect(isValibotDefault(issue.message), `${path.join('.')}: ${issue.message}`).toBe(false);
            }
          }),
          RUNS,
        );
      });
    });
  }
});

// --- Well-formed samples of the main forms are accepted and round-trip --------------------------------

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
        const integrante = parse('integranteSchema', integranteSchema, toIntegrante(out));
        expect(integrante.issues).toBeUndefined();
      }),
      RUNS,
    );
  });
});

const brief = (list: string[]) =>
  list.length > 6 ? `${list.slice(0, 6).join(', ')}, +${list.length - 6} more` : list.join(', ');

afterAll(() => {
  const english = [...englishSeen.entries()].map(
    ([name, kinds]) =>
      `  ${name}: ${[...kinds.entries()].map(([kind, fields]) => `${kind} (${brief([...fields].sort())})`).join('; ')}`,
  );
  console.log(
    [
      `schema property cases run: ${cases} (${Object.keys(SCHEMAS).length} schemas)`,
      `schemas answering some non-text input with an English valibot default (KNOWN_ENGLISH): ${english.length}`,
      ...english,
    ].join('\n'),
  );
});
