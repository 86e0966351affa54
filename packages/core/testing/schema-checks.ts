// What the schema property tests share (schemas.property.test.ts, form-samples.property.test.ts): the
// hostile input, the parse that checks a failure's messages, and the run's report. Module state (the
// cases counted, the English messages seen) is per test file: vitest gives each file its own modules.
import fc from 'fast-check';
import * as v from 'valibot';
import { expect } from 'vitest';

export const RUNS = { numRuns: 200 };
let cases = 0;
const run = () => {
  cases += 1;
};

// --- Hostile input ------------------------------------------------------------------------------------

const HOSTILE_TEXT = [
  'x'.repeat(10_000),
  `${'á'.repeat(5_000)}${'😀'.repeat(5_000)}`,
  '\u0000\u0001\u0002\u001b[31m\u007f\u0085\u2028\u2029',
  '\r\n\t\v\f',
  '😀👩‍👩‍👧‍👦🇦🇷\u200d\ufe0f',
  '\u202eotnemucod\u202c',
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(document.cookie)">',
  'javascript:alert(1)',
  "'; DROP TABLE solicitudes; --",
  "1' OR '1'='1",
  '" UNION SELECT * FROM sesiones --',
  '../../etc/passwd',
  '%00%2e%2e%2f',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '   ',
  '',
  '-1',
  '1e309',
  'NaN',
];

/** Text a user could type or paste: any string at all, and the hostile classics. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ minLength: 10_000, maxLength: 12_000 }),
  fc.stringMatching(/^[\p{Cc}\p{Cf}]{1,20}$/u),
);

/** Anything at all: wrong types, nested objects, arrays, holes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, undefined, true, false, 0, -0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e308),
  fc.double(),
  fc.bigInt(),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
  fc.anything({ maxDepth: 3 }),
  fc.constant(Object.create(null)),
  fc.constant(new Date(Number.NaN)),
);

// --- The messages -------------------------------------------------------------------------------------

/** valibot's built-in messages: "Invalid type: Expected string but received 123" and the like. */
export const isValibotDefault = (message: string) =>
  /^Invalid [a-z ]+:/.test(message) || /Expected .* but received/.test(message);

/**
 * KNOWN_ENGLISH: where a schema sets no message of its own for a wrong type (v.string(), v.number(),
 * v.boolean(), v.object() without a message) or for a rule the UI can never break (v.nonEmpty() on an
 * id, strict objects' unknown keys), valibot answers in English. None of these reach a user: the
 * forms only ever hand their schemas text and booleans (asserted below to be answered in Spanish),
 * the sandbox rewrites them (apps/sandbox/src/body.ts), and response schemas turn a bad answer into the
 * generic technical error. Every one seen is collected here and printed after the run.
 */
const englishSeen = new Map<string, Map<string, Set<string>>>();

export const issuePath = (issue: v.BaseIssue<unknown>) =>
  issue.path?.map((item) => String(item.key)).join('.') ?? '';

const noteEnglish = (name: string, issue: v.BaseIssue<unknown>) => {
  const kind = issue.message.split(':')[0] ?? issue.message;
  const field =
    issue.type === 'strict_object' && issue.expected === 'never'
      ? '(unknown key)'
      : issuePath(issue) || '(root)';
  const bySchema = englishSeen.get(name) ?? new Map<string, Set<string>>();
  const fields = bySchema.get(kind) ?? new Set<string>();
  fields.add(field.length > 40 ? `${field.slice(0, 40)}…` : field);
  bySchema.set(kind, fields);
  englishSeen.set(name, bySchema);
};

const checkIssues = (name: string, issues: readonly v.BaseIssue<unknown>[]) => {
  expect(issues.length).toBeGreaterThan(0);
  for (const issue of issues) {
    expect(typeof issue.message).toBe('string');
    expect(issue.message.trim()).not.toBe('');
    if (isValibotDefault(issue.message)) noteEnglish(name, issue);
    for (const nested of issue.issues ?? []) checkIssues(name, [nested]);
  }
};

/** Parses without throwing, and checks the messages of a failure. */
export const parse = (name: string, schema: v.GenericSchema, input: unknown) => {
  run();
  let result: v.SafeParseResult<v.GenericSchema> | undefined;
  expect(() => {
    result = v.safeParse(schema, input);
  }).not.toThrow();
  if (result && !result.success) checkIssues(name, result.issues);
  return result as v.SafeParseResult<v.GenericSchema>;
};

const brief = (list: string[]) =>
  list.length > 6 ? `${list.slice(0, 6).join(', ')}, +${list.length - 6} more` : list.join(', ');

/** The file's report, for its afterAll: cases run, then the English defaults seen (KNOWN_ENGLISH). */
export const reportCases = (what: string) => {
  const english = [...englishSeen.entries()].map(
    ([name, kinds]) =>
      `  ${name}: ${[...kinds.entries()].map(([kind, fields]) => `${kind} (${brief([...fields].sort())})`).join('; ')}`,
  );
  console.log(
    [
      `${what}: ${cases}`,
      `schemas answering some non-text input with an English valibot default (KNOWN_ENGLISH): ${english.length}`,
      ...english,
    ].join('\n'),
  );
};
