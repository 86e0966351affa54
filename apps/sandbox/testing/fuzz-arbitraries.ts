// Arbitraries shared by the sandbox's property-based tests (fuzz.test.ts, fuzz-biometria.test.ts).
import fc from 'fast-check';

/** Hostile text: very long strings, control characters, emoji, markup and SQL. */
export const hostile = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    'x'.repeat(10_000),
    '\u0000\u0001\u001b[31m\r\n\t',
    '😀👩‍👩‍👧‍👦🇦🇷',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    "'; DROP TABLE solicitudes; --",
    "1' OR '1'='1",
    '../../etc/passwd',
    '%00%2e%2e%2f',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose.
    '{{7*7}}${7*7}',
    '__proto__',
    'constructor',
  ),
);
