// "Empty values are stripped from payloads" (journey §3): undefined, null and '' go, at any depth, and
// so does an object or array left with nothing in it. false and 0 are values and stay.
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === null || value === '';

export const stripEmpty = <T>(value: T): T => strip(value) as T;

const strip = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    const items = value.map(strip).filter((item) => !isEmptyValue(item));
    return items.length > 0 ? items : undefined;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => [key, strip(child)] as const)
      .filter(([, child]) => !isEmptyValue(child));
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
};
