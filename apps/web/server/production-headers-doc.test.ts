// docs/production-headers.md is what the bank's operators deploy from: every header this module ships
// (and the HTTPS-only ones) must be in its table and in its nginx snippet, with the same value.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_HTTPS_HEADERS, securityHeaders } from './security-headers.ts';

const doc = readFileSync(new URL('../../../docs/production-headers.md', import.meta.url), 'utf8');
const { 'Content-Security-Policy': _csp, ...plain } = securityHeaders();
const headers = Object.entries({ ...plain, ...PRODUCTION_HTTPS_HEADERS });

describe('docs/production-headers.md', () => {
  it.each(headers)('documents %s in the table and the nginx snippet', (name, value) => {
    expect(doc).toContain(`\`${name}\``);
    expect(doc).toContain(`add_header ${name} "${value}" always;`);
  });

  it('keeps HSTS at a year at least, subdomains included', () => {
    const hsts = PRODUCTION_HTTPS_HEADERS['Strict-Transport-Security'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });

  it('serves the prerendered pages, the shell for other routes and the 404 page (issue 15)', () => {
    expect(doc).toContain('try_files $uri $uri/index.html /shell.html;');
    expect(doc).toContain('error_page 404 /404.html;');
    for (const path of ['/continuar-tramite', '/preguntas-frecuentes', '/error']) expect(doc).toContain(path);
  });

  it('serves the code screen prerendered for every request id, as the static server does', () => {
    expect(doc).toContain('location ~* ^/getcode/[^/.]+/?$ {');
    expect(doc).toContain('try_files /getcode.html =404;');
  });
});
