// The one error type every API function throws, whatever went wrong underneath.
import * as v from 'valibot';

export const errorBodySchema = v.object({
  error: v.pipe(
    v.array(v.object({ errorCode: v.optional(v.string()), errorMessage: v.optional(v.string()) })),
    v.minLength(1),
  ),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no answer arrived (network, CORS, abort). */
    readonly status: number,
    /** errorCode of the first item of the server's error list, when there is one. */
    readonly code: string | undefined,
    /** errorMessage of that item, as the server wrote it. */
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? code ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get isTechnical(): boolean {
    return this.code === undefined;
  }
}

/** The first item of the error list, or nothing when the body is not the bank's error shape. */
export const parseErrorBody = (body: unknown): { code?: string; message?: string } => {
  const parsed = v.safeParse(errorBodySchema, body);
  if (!parsed.success) return {};
  const [first] = parsed.output.error;
  return { code: first?.errorCode, message: first?.errorMessage };
};
