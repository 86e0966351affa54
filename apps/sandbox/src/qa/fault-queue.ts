// Faults QA queues for the next matching calls. Kept in memory on purpose: they are test setup,
// and a restart should not replay a fault someone forgot about.
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { respondError, wafChallenge } from '../errors.ts';

export const QA_PREFIX = '/__sandbox';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const faultSchema = v.strictObject({
  path: v.pipe(
    v.string('El campo path debe ser texto'),
    v.nonEmpty('El campo path es requerido'),
    v.maxLength(300, 'El campo path es demasiado largo'),
  ),
  method: v.optional(
    v.pipe(
      v.string('El campo method debe ser texto'),
      v.toUpperCase(),
      v.picklist(METHODS, `El campo method debe ser uno de ${METHODS.join(', ')}`),
    ),
  ),
  status: v.pipe(
    v.number('El campo status debe ser un número'),
    v.integer('El campo status debe ser un entero'),
    v.minValue(400, 'El campo status debe estar entre 400 y 599'),
    v.maxValue(599, 'El campo status debe estar entre 400 y 599'),
  ),
  errorCode: v.optional(
    v.pipe(v.string('El campo errorCode debe ser texto'), v.nonEmpty('El campo errorCode está vacío')),
  ),
  errorMessage: v.optional(v.string('El campo errorMessage debe ser texto')),
  times: v.optional(
    v.pipe(
      v.number('El campo times debe ser un número'),
      v.integer('El campo times debe ser un entero'),
      v.minValue(1, 'El campo times debe ser al menos 1'),
      v.maxValue(1000, 'El campo times no puede superar 1000'),
    ),
    1,
  ),
  // The call's path must end with `path` rather than contain it: a fault for POST /solicitud (the
  // start) must not be spent by POST /solicitud/{id}/… of another test running meanwhile.
  exact: v.optional(v.boolean('El campo exact debe ser verdadero o falso'), false),
  // Only calls carrying a bearer of this request: two tests running at once can fail the same
  // endpoint (/sucursales has no request id in its path) without spending each other's faults.
  idSolicitud: v.optional(
    v.pipe(v.string('El campo idSolicitud debe ser texto'), v.nonEmpty('El campo idSolicitud está vacío')),
  ),
});
export type FaultInput = v.InferOutput<typeof faultSchema>;

export type Fault = {
  id: number;
  path: string;
  method: string | null;
  status: number;
  /** null only for the 405 WAF variant, which has no body. */
  errorCode: string | null;
  errorMessage: string | null;
  /** How many more matching calls this fault will answer. */
  times: number;
  /** The call's path ends with `path` (instead of containing it). */
  exact: boolean;
  /** When set, only calls whose bearer was issued for this request match. */
  idSolicitud: string | null;
};

const DEFAULT_CODE = 'ErrorTecnico';
const DEFAULT_MESSAGE = 'Falla inyectada por el sandbox';

export class FaultQueue {
  #faults: Fault[] = [];
  #nextId = 1;

  add(input: FaultInput): Fault {
    const waf = input.status === 405 && input.errorCode === undefined;
    const fault: Fault = {
      id: this.#nextId++,
      path: input.path,
      method: input.method ?? null,
      status: input.status,
      errorCode: waf ? null : (input.errorCode ?? DEFAULT_CODE),
      errorMessage: waf ? null : (input.errorMessage ?? DEFAULT_MESSAGE),
      times: input.times,
      exact: input.exact,
      idSolicitud: input.idSolicitud ?? null,
    };
    this.#faults.push(fault);
    return fault;
  }

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  clear(): number {
    const count = this.#faults.length;
    this.#faults = [];
    return count;
  }

  /** Whether some fault is scoped to a request, so the call's bearer must be read to match. */
  get scoped(): boolean {
    return this.#faults.some((fault) => fault.idSolicitud !== null);
  }

  /** The oldest fault matching the call, with one use spent; undefined when none matches. */
  take(method: string, path: string, idSolicitud?: string): Fault | undefined {
    const index = this.#faults.findIndex(
      (fault) =>
        (fault.exact ? path.endsWith(fault.path) : path.includes(fault.path)) &&
        (fault.method === null || fault.method === method) &&
        (fault.idSolicitud === null || fault.idSolicitud === idSolicitud),
    );
    const fault = this.#faults[index];
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) this.#faults.splice(index, 1);
    return fault;
  }
}

/** Runs before auth and validation so QA can fail any call, whatever its input. */
export const injectFaults =
  (faults: FaultQueue, bearerOf: (c: Context) => Promise<string | undefined>): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.path.startsWith(QA_PREFIX)) return next();
    const subject = faults.scoped ? await bearerOf(c) : undefined;
    const fault = faults.take(c.req.method, c.req.path, subject);
    if (!fault) return next();
    if (fault.errorCode === null) return wafChallenge(c);
    // The schema bounds status to 400..599, all of which carry a body.
    const status = fault.status as ContentfulStatusCode;
    return respondError(c, status, fault.errorCode, fault.errorMessage ?? DEFAULT_MESSAGE);
  };
