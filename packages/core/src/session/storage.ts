// The only sessionStorage keys the app writes: the items the spec names (journey §3, identity §3),
// and ours, the drafts (docs/decisions.md): each step's unsent typing, so a reload keeps it, and the
// branch and officer of the home link. sessionStorage dies with the tab; localStorage is never used.

export const STORAGE_KEYS = {
  token: 'jwt-token',
  sessionId: 'sessionId',
  requestId: 'nroTramite',
  genero: 'genero',
  nroTributario: 'nroTributario',
  encriptedSelfie: 'encriptedSelfie',
  frente: 'frente',
  dorso: 'dorso',
  clientId: 'clientId',
  operationId: 'operationId',
  iniciativeId: 'iniciativeId',
  firstName: 'firstName',
  lastName: 'lastName',
  /** The flow's step statuses (journey §1: 'steps kept in client session data'), as JSON. */
  steps: 'steps',
} as const;

/** Ours: never an ID image nor a token, only what a form shows (session/drafts.ts). */
export const DRAFT_KEYS = {
  datosPf: 'draftDetallePf',
  datosPj: 'draftDetallePj',
  sucursal: 'draftSucursal',
  envioTarjeta: 'draftEnvioTarjeta',
  preselection: 'preseleccionSucursal',
  /** The members typed on /integrantes and not sent yet (issue 24). */
  integrantes: 'draftIntegrantes',
  /** When this tab's code was asked for, so a reload of /getcode does not send another (issue 24). */
  codigoPedido: 'codigoPedido',
  /** The QR this phone's tab opened (request and drawing time, no person): a reload keeps it valid. */
  qrAbierto: 'qrAbierto',
} as const;

/** Every key the app may write to sessionStorage (the e2e fixture fails on any other). */
export const SESSION_STORAGE_KEYS: readonly string[] = [
  ...Object.values(STORAGE_KEYS),
  ...Object.values(DRAFT_KEYS),
];

export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | (typeof DRAFT_KEYS)[keyof typeof DRAFT_KEYS];

/** Falls back to memory where there is no sessionStorage (Node tests, private modes that throw). */
const memory = new Map<string, string>();
const memoryStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

const storage = () => {
  try {
    return globalThis.sessionStorage ?? memoryStorage;
  } catch {
    return memoryStorage;
  }
};

export const readItem = (key: StorageKey): string | null => storage().getItem(key);
export const writeItem = (key: StorageKey, value: string): void => storage().setItem(key, value);
export const removeItem = (key: StorageKey): void => storage().removeItem(key);
