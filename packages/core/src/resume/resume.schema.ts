// The resume form (/continuar-tramite) and the retomar answer.
import * as v from 'valibot';
import { CUIT_PATTERN } from '../shared/cuit.ts';

export const resumeFormSchema = v.object({
  cuit: v.pipe(v.string(), v.trim(), v.regex(CUIT_PATTERN, 'Debe seguir el formato CUIT, sin guiones.')),
});
export type ResumeForm = v.InferOutput<typeof resumeFormSchema>;

export const resumeResponseSchema = v.object({
  idSolicitud: v.string(),
  tipoPersona: v.string(),
  retomeSolicitud: v.object({ pagina: v.string(), irOTP: v.boolean() }),
  /** Where the code goes, as the server shows it on a resume (masked: whoever resumes only gave a CUIT). */
  email: v.optional(v.string()),
});
export type ResumeResponse = v.InferOutput<typeof resumeResponseSchema>;
