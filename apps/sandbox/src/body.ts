// Reads and checks input with core's schemas. Valibot's built-in messages are English, so wherever
// core's schema sets no message of its own the first issue gets a Spanish one.
import type { Context } from 'hono';
import * as v from 'valibot';
import { validationError } from './errors.ts';

// Valibot adds an issue's path only after building its message, so the Spanish text is written
// once parsing is done; this marker says which issues need it.
const NO_MESSAGE = '\u0000sin-mensaje';

const spanish = (issue: v.BaseIssue<unknown>): string => {
  if (issue.message !== NO_MESSAGE) return issue.message;
  const field = issue.path?.map((item) => String(item.key)).join('.');
  if (!field) return 'Los datos enviados no tienen el formato esperado';
  // A strict object reports both an unknown key (expected: never) and a missing one this way.
  if (issue.type === 'strict_object' && issue.expected === 'never')
    return `El campo ${field} no está permitido`;
  if (issue.input === undefined || issue.input === '') return `El campo ${field} es requerido`;
  if (issue.kind === 'schema') return `El campo ${field} tiene un tipo inválido`;
  return `El campo ${field} es inválido`;
};

/** Returns the schema's output or throws the 400 with the first issue's message. */
export const check = <S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> => {
  const result = v.safeParse(schema, input, { message: NO_MESSAGE });
  if (!result.success) throw validationError(spanish(result.issues[0]));
  return result.output;
};

/** check() for schemas with async steps (a file's first bytes). */
export const checkAsync = async <S extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: S,
  input: unknown,
): Promise<v.InferOutput<S>> => {
  const result = await v.safeParseAsync(schema, input, { message: NO_MESSAGE });
  if (!result.success) throw validationError(spanish(result.issues[0]));
  return result.output;
};

export const readJson = async <S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<v.InferOutput<S>> => {
  const text = await c.req.text();
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw validationError('El cuerpo de la solicitud no es un JSON válido');
  }
  return check(schema, input);
};
