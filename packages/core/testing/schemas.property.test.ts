// Property-based tests of every valibot schema core exports (issue 7, Security): random and hostile
// input (very long strings, control characters, emoji, markup, SQL, wrong types, missing fields) never
// makes a schema throw, every failure carries non-empty messages, and the form schemas answer in
// Spanish whenever the input is text (what a user can type). English default messages valibot gives
// for wrong types are collected and printed at the end (KNOWN_ENGLISH in schema-checks.ts).
// Well-formed samples of the main forms: form-samples.property.test.ts.
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
} from '../src/address/address.schema.ts';
import { errorBodySchema } from '../src/api/api-error.ts';
import { configuracionSchema } from '../src/api/configuracion.ts';
import { resumenProductosSchema } from '../src/api/resumen.ts';
import { solicitudSchema } from '../src/api/solicitud.ts';
import { requestRecordSchema, recordAddressSchema } from '../src/request/record.ts';
import {
  officersResponseSchema,
  officerSchema,
  sucursalesQuerySchema,
  branchesResponseSchema,
  branchSchema,
} from '../src/branch/branch.schema.ts';
import { documentsResponseSchema, documentoSchema } from '../src/documents/documents.schema.ts';
import { MEMBER_A, MEMBER_B, MEMBERS_CONFIG } from './members/members.fixtures.ts';
import {
  buildMembersPayload,
  memberPayloadSchema,
  membersPayloadSchema,
  memberFormSchema,
  toMemberPayload,
} from '../src/members/members.schema.ts';
import { otpFormSchema, otpValidationRequestSchema } from '../src/otp/otp.schema.ts';
import {
  buildPersonaFisicaPayload,
  confirmarDatosFisicaPayloadSchema,
  cardDeliverySchema,
  personaFisicaFormSchema,
} from '../src/persona-fisica/persona-fisica.schema.ts';
import {
  buildPersonaJuridicaPayload,
  confirmarDatosJuridicaPayloadSchema,
  personaJuridicaFormSchema,
} from '../src/persona-juridica/persona-juridica.schema.ts';
import { resumeFormSchema, resumeResponseSchema } from '../src/resume/resume.schema.ts';
import { startFormSchema, startResponseSchema } from '../src/start/start.schema.ts';
import { DOMICILIO, oficial, PF_FORM, PJ_FORM, sucursal, TODAY } from './data-flow-fixtures.ts';
import {
  hostileText,
  hostileValue,
  isValibotDefault,
  issuePath,
  parse,
  RUNS,
  reportCases,
} from './schema-checks.ts';

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
  cardDeliverySchema: {
    schema: cardDeliverySchema,
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
  memberPayloadSchema: { schema: memberPayloadSchema, base: toMemberPayload(memberOut) },
  membersPayloadSchema: {
    schema: membersPayloadSchema,
    base: buildMembersPayload('id-1', [memberOut, memberOutB]),
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
  requestRecordSchema: { schema: requestRecordSchema, base: { idSolicitud: 'id-1' } },
  recordAddressSchema: { schema: recordAddressSchema, base: { Calle: 'Av. Santa Fe', Numero: 3253 } },
  branchSchema: { schema: branchSchema, base: sucursal('001') },
  branchesResponseSchema: { schema: branchesResponseSchema, base: { sucursales: [sucursal('001')] } },
  officerSchema: { schema: officerSchema, base: oficial('OF-1') },
  officersResponseSchema: { schema: officersResponseSchema, base: { oficiales: [oficial('OF-1')] } },
  documentoSchema: { schema: documentoSchema, base: documento },
  documentsResponseSchema: { schema: documentsResponseSchema, base: { documentos: [documento] } },
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

afterAll(() => reportCases(`schema property cases run (${Object.keys(SCHEMAS).length} schemas)`));
