// Keyboard type-ahead of the selects (identity §9): each printable key extends a query that clears
// 350 ms after the last key; the first option whose label starts with it (accents and case ignored)
// is picked. A repeated single letter moves on to the next match, as in a native list.

export const TYPE_AHEAD_RESET_MS = 350;

export interface TypeAheadState {
  query: string;
  /** When the last key was typed (ms). */
  at: number;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether a key is one type-ahead takes: a printable character; a space only inside a query. */
export const isTypeAheadKey = (state: TypeAheadState | null, key: string, now: number): boolean =>
  [...key].length === 1 && (key !== ' ' || (state !== null && now - state.at < TYPE_AHEAD_RESET_MS));

/**
 * The query after `key` and the index of the option it picks (null: none matches). Labels that are
 * empty (the placeholder) never match; `current` is the index picked now.
 */
export const typeAhead = (
  state: TypeAheadState | null,
  key: string,
  now: number,
  labels: readonly string[],
  current: number,
): { state: TypeAheadState; index: number | null } => {
  const kept = state !== null && now - state.at < TYPE_AHEAD_RESET_MS ? state.query : '';
  const query = kept + fold(key);
  const next = { query, at: now };
  const folded = labels.map(fold);
  const matches = (i: number) => folded[i] !== '' && (folded[i] ?? '').startsWith(query);
  const repeated = query.length > 1 && [...query].every((c) => c === query[0]);
  // One letter (or the same letter again): look from the option after the current one, cycling.
  const cycling = query.length === 1 || repeated;
  const needle = repeated ? (query[0] ?? '') : query;
  const start = cycling ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < labels.length; step++) {
    const i = (start + step) % labels.length;
    if (cycling ? folded[i] !== '' && (folded[i] ?? '').startsWith(needle) : matches(i))
      return { state: next, index: i };
  }
  return { state: next, index: null };
};
