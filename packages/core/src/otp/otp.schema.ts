// The e-mail code: four boxes, one digit each.
import * as v from 'valibot';

export const OTP_LENGTH = 4;

const digit = v.pipe(v.string(), v.regex(/^\d$/, 'Sólo números'));

export const otpFormSchema = v.object({ one: digit, two: digit, three: digit, four: digit });
export type OtpForm = v.InferOutput<typeof otpFormSchema>;

/** A paste fills the boxes only when the trimmed text is exactly four digits. */
export const parsePastedCode = (text: string): string[] | null => {
  const trimmed = text.trim();
  return /^\d{4}$/.test(trimmed) ? trimmed.split('') : null;
};

/** What POST /otp receives: the four digits joined. */
export const otpValidationRequestSchema = v.object({
  token: v.pipe(v.string(), v.regex(/^\d{4}$/, 'El código debe tener 4 dígitos')),
  idSolicitud: v.pipe(v.string(), v.nonEmpty()),
});
export type OtpValidationRequest = v.InferOutput<typeof otpValidationRequestSchema>;
