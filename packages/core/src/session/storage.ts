// The only sessionStorage keys the app writes (journey §3, identity §3). Nothing else is stored:
// forms live in memory so that no personal data outlives the tab.

export const STORAGE_KEYS = {
  token: 'jwt-token',
  sessionId: 'sessionId',
  nroTramite: 'nroTramite',
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
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

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
