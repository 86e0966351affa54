// The session id (journey §3): apart from session-data.ts so the uuid generator loads with the API
// client and analytics, not with every screen that reads the session (issue 7).
import { v4 as uuidv4 } from 'uuid';
import { readItem, STORAGE_KEYS, writeItem } from './storage.ts';

/** A random v4 UUID created once per tab and sent on every call of the shared client. */
export const getSessionId = (): string => {
  const existing = readItem(STORAGE_KEYS.sessionId);
  if (existing) return existing;
  const created = uuidv4();
  writeItem(STORAGE_KEYS.sessionId, created);
  return created;
};
