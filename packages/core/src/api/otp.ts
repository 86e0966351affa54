// The e-mail code calls: ask for a code (answer: the resend wait), validate it (answer: the token).
import type { OtpValidationRequest } from '../otp/otp.schema.ts';
import { ApiError } from './api-error.ts';
import { api, call, HEADERS } from './client.ts';

export const requestOtp = (idSolicitud: string): Promise<{ expiresHeader: string | null }> =>
  call(async () => {
    const response = await api().get('otp', { searchParams: { idSolicitud } });
    return { expiresHeader: response.headers.get(HEADERS.otpExpires) };
  });

/** Resolves with the bearer token the server returns in the Authorization header. */
export const validateOtp = (request: OtpValidationRequest): Promise<string> =>
  call(async () => {
    const response = await api().post('otp', { json: request });
    const token = response.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
    if (!token) throw new ApiError(response.status, undefined, 'La respuesta no trajo el token de sesión');
    return token;
  });
