// The shared fixture's own check (fixtures.ts): CSP violations and PageDataLayer events are
// recorded on the page, and events with personal data are flagged. Each test breaks a rule on
// purpose, checks what was recorded, then clears the record so its own teardown stays green.
import { expect, test } from './fixtures.ts';
import { noteTyped, piiProblems } from './pii.ts';

test('an inline script is recorded as a CSP violation', async ({ page, recorded }) => {
  await page.goto('/');
  // The policy has no 'unsafe-inline', so the browser refuses it.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inline = true';
    document.body.append(script);
  });
  await expect.poll(() => recorded.csp.join('\n')).toContain('script-src');
  recorded.csp.length = 0;
});

test('analytics events are recorded, and personal data in them is flagged', async ({ page, recorded }) => {
  noteTyped('María José', 'Gómez');
  await page.goto('/');
  const events = [
    { event: 'x', mail: 'a@b.co' },
    { event: 'x', who: 'gómez' },
    { event: 'x', cuit: '20-12345678-6' },
    { event: 'x', cuit: '27123456785' },
    { event: 'x', phone: '+54 11 4321-4321' },
    { event: 'x', image: 'data:image/png;base64,iVBORw0' },
    { event: 'x', image: 'blob:http://localhost:5173/1' },
  ];
  await page.evaluate((items) => {
    for (const item of items) (window as unknown as { PageDataLayer: unknown[] }).PageDataLayer.push(item);
  }, events);
  await expect.poll(() => recorded.analytics.length).toBe(events.length);
  for (const event of recorded.analytics) expect(piiProblems(event), JSON.stringify(event)).not.toEqual([]);
  const clean = {
    event: 'validacion_email',
    operationId: '0b3c7a52-8d4e-4e8f-9a1b-2c3d4e5f6a7b',
    tipoPersona: 'FISICA',
    iniciativeId: 'OBE-NYP',
    nroTramite: '00000000000',
  };
  expect(piiProblems(clean)).toEqual([]);
  recorded.analytics.length = 0;
});
