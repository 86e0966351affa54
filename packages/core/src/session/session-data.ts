// Client session data (journey §3): the tax number and what follows from it, the token.
// The session id is in session-id.ts.
import { isPersonaFisica, stripDashes } from '../shared/cuit.ts';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from './storage.ts';

export const getToken = (): string | null => readItem(STORAGE_KEYS.token);
export const setToken = (token: string): void => writeItem(STORAGE_KEYS.token, token);

export const setNroTributario = (value: string): void =>
  writeItem(STORAGE_KEYS.nroTributario, stripDashes(value));
export const getNroTributario = (): string | null => readItem(STORAGE_KEYS.nroTributario);
export const setSessionRequestId = (value: string): void => writeItem(STORAGE_KEYS.requestId, value);
export const getSessionRequestId = (): string | null => readItem(STORAGE_KEYS.requestId);

/** Recomputed from the stored tax number, never stored on its own. */
// The phone opened from the QR has no session: the QR says the person type, kept in memory only (a
// reload opens the same QR and says it again).
let qrPersonaFisica: boolean | null = null;
export const noteQrPersonType = (personaFisica: boolean): void => {
  qrPersonaFisica = personaFisica;
};

/** The request's person type: from the session's tax number, else from the QR the phone opened. */
export const sessionIsPersonaFisica = (): boolean => {
  const nroTributario = getNroTributario();
  return nroTributario ? isPersonaFisica(nroTributario) : (qrPersonaFisica ?? true);
};

/** Clearing the client token resets nroTramite, genero and nroTributario with it. */
export const clearClientToken = (): void => {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.requestId,
    STORAGE_KEYS.genero,
    STORAGE_KEYS.nroTributario,
  ]) {
    removeItem(key);
  }
};
