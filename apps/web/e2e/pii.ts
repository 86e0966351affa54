// Analytics without PII (issue 7, identity §7): every event pushed to PageDataLayer during a test
// is checked against what the test typed (the helpers note it here) and against generic patterns.

/** The nominal tramite number the spec sends: eleven digits, but never anybody's CUIT. */
export const NOMINAL_TRAMITE_NUMBER = '00000000000';

const typed = new Set<string>();

/** Called by the helpers with every personal value they type into a form. */
export const noteTyped = (...values: string[]): void => {
  for (const value of values) {
    const trimmed = value.trim();
    // Too short to tell apart from anything else (e.g. the area code '11').
    if (trimmed.length >= 4) typed.add(trimmed);
  }
};

export const typedValues = (): string[] => [...typed];
export const forgetTyped = (): void => typed.clear();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PATTERNS: [string, RegExp][] = [
  ['an e-mail', /[^\s@"]+@[^\s@"]+\.[a-z]{2,}/i],
  ['a CUIT', /(?<!\d)\d{2}-?\d{8}-?\d(?!\d)/],
  ['a phone number', /(?<!\d)(?:\+?\d[\s().-]*){8,}(?!\d)/],
  ['an image', /data:|blob:|base64,/i],
];

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** Every string (and number) in an event, with its path. */
const leaves = (value: unknown, path: string, out: [string, string][]): [string, string][] => {
  if (typeof value === 'string' || typeof value === 'number') out.push([path, String(value)]);
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) leaves(item, `${path}[${i}]`, out);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, out);
  return out;
};

/** What is wrong with one event: an empty list when it carries no personal data. */
export const piiProblems = (event: unknown, typedNow: string[] = typedValues()): string[] => {
  const problems: string[] = [];
  for (const [path, text] of leaves(event, '', [])) {
    const lower = text.toLowerCase();
    for (const value of typedNow) {
      const digits = digitsOnly(value);
      if (lower.includes(value.toLowerCase()) || (digits.length >= 8 && digitsOnly(text).includes(digits)))
        problems.push(`${path} carries the typed value "${value}"`);
    }
    // The only allowed long digit runs: the nominal tramite number and a UUID (the operation id).
    if (text === NOMINAL_TRAMITE_NUMBER || UUID.test(text)) continue;
    for (const [what, pattern] of PATTERNS)
      if (pattern.test(text)) problems.push(`${path} looks like ${what}: "${text}"`);
  }
  return problems;
};
