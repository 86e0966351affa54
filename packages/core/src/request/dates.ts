// Calendar helpers for the birth date (journey §5): today as the date input writes it, and the
// "18 years before today" helper the spec mentions (its use is not shown, so nothing enforces it).
const pad = (n: number) => String(n).padStart(2, '0');

/** The user's local day as YYYY-MM-DD. */
export const todayIso = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

export const DEFAULT_AGE_YEARS = 18;

/** The same day `years` years before `today` (YYYY-MM-DD); 29 February falls back to the 28th. */
export const yearsBefore = (today: string, years: number = DEFAULT_AGE_YEARS): string => {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - years;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${pad(m)}-${pad(Math.min(d, lastDay))}`;
};
