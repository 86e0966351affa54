// The analysts' page (issue 26): docs/statecharts/index.html opened from the file system in a real
// Chromium, with every request other than its own folder's files refused, loads without a console
// error, lists every machine of packages/core with its diagrams and a row per state, and its diagrams
// pan and zoom. Plain Playwright, not ./fixtures.ts: this page is no page of the app.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findMachineFiles, machinesOf } from '@alta/core/diagrams/statecharts';
import { allStates } from '@alta/core/diagrams/to-mermaid';
import { expect, test } from '@playwright/test';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const page = join(root, 'docs/statecharts/index.html');
const coreSrc = join(root, 'packages/core/src');

const machines = async () => {
  const found: { id: string; states: number }[] = [];
  for (const file of findMachineFiles(coreSrc, (dir) => readdirSync(dir, { withFileTypes: true })))
    for (const { machine } of machinesOf(await import(file), relative(root, file)))
      found.push({ id: machine.id, states: allStates(machine).length });
  return found;
};

test('docs/statecharts/index.html opens from the file system with no network and no console error, and lists every machine', async ({
  page: tab,
}) => {
  // Importing every machine module through Playwright's TypeScript loader takes a while on a busy box.
  test.setTimeout(120_000);
  expect(existsSync(page), 'run npm run diagrams').toBe(true);
  const expected = await machines();
  const errors: string[] = [];
  const outside: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  tab.on('pageerror', (error) => errors.push(String(error)));
  const folder = pathToFileURL(dirname(page)).href;
  await tab.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(`${folder}/`)) return route.fallback();
    outside.push(url);
    return route.abort();
  });
  await tab.goto(pathToFileURL(page).href);

  for (const { id, states } of expected) {
    const section = tab.locator(`section[data-machine="${id}"]`);
    await expect(section.getByRole('heading', { level: 2, name: id, exact: true })).toBeVisible();
    await expect(section.locator('figure.diagram svg').first()).toBeAttached();
    await expect(section.getByRole('table', { name: `States of ${id}` }).locator('tbody tr')).toHaveCount(
      states,
    );
  }
  await expect(tab.locator('#journey figure.diagram svg')).toBeAttached();
  await expect(tab.locator('figure.diagram[data-ready="true"]').first()).toBeAttached();

  // Zooming in makes the diagram bigger.
  const journey = tab.locator('#journey figure.diagram');
  const before = (await journey.locator('svg').boundingBox())?.width ?? 0;
  await journey.getByRole('button', { name: 'Acercar' }).click();
  expect((await journey.locator('svg').boundingBox())?.width ?? 0).toBeGreaterThan(before);

  expect(outside, 'requests outside docs/statecharts').toEqual([]);
  expect(errors).toEqual([]);
});
