// The real detectors in Chromium on a fake camera fed with a generated video of an ID card
// (issue 5): the document worker finds the card, waits for it to hold still and reads its PDF417;
// the face worker loads its model from our own origin under the app's CSP and finds no face on it.
// They run in a harness page built apart from the app (harness/), served with the app's headers.
import type { DocumentResult, FaceResult } from '@alta/core/capture/detector-port';
import { crossCheckDni } from '@alta/core/capture/document-detector/dni-barcode';
import { SAMPLE_DNI_BARCODE } from '@alta/core/testing/capture/document-detector/synthetic-card';
import type { Page } from '@playwright/test';
import { buildHarness, serveHarness } from '../harness/harness-server';
import { test as cameraTest } from './camera-test.ts';
import { expect } from './fixtures.ts';

const HARNESS_PORT = 5182;

interface Harness {
  phase: string;
  error?: string;
  camera?: { width: number; height: number };
  results: (DocumentResult | FaceResult)[];
}

// The harness page on its own server, in the camera specs' browser.
// biome-ignore lint/complexity/noBannedTypes: no test-scoped fixtures added.
const test = cameraTest.extend<{}, { harnessUrl: string }>({
  harnessUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument.
    async ({}, use) => {
      buildHarness();
      const server = await serveHarness(HARNESS_PORT);
      await use(server.url);
      await server.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function runHarness(page: Page, url: string): Promise<{ harness: Harness; requests: string[] }> {
  const requests: string[] = [];
  page.context().on('request', (request) => requests.push(request.url()));
  await page.goto(url);
  await page.waitForFunction(
    () => ['done', 'error'].includes((window as unknown as { __harness?: Harness }).__harness?.phase ?? ''),
    null,
    { timeout: 90_000 },
  );
  const harness = await page.evaluate(() => (window as unknown as { __harness: Harness }).__harness);
  return { harness, requests };
}

test('the document worker passes the still card from the camera and reads its PDF417', async ({
  page,
  harnessUrl,
}) => {
  const { harness } = await runHarness(
    page,
    `${harnessUrl}/detectors.html?detector=document&ms=30000&until=passed`,
  );
  expect(harness.error).toBeUndefined();
  expect(harness.camera).toEqual({ width: 1280, height: 720 });
  const passed = harness.results.find((r) => 'status' in r && r.status === 'doc-passed');
  expect(passed).toMatchObject({ isBarcodeFound: true, barcodeText: SAMPLE_DNI_BARCODE });
  // Before passing, the detector saw the card arrive (902) or not yet (910), never a false pass.
  expect(harness.results.at(0)).toMatchObject({ status: expect.stringMatching(/doc-found|doc-not-found/) });
  const text = passed && 'barcodeText' in passed ? passed.barcodeText : undefined;
  expect(
    crossCheckDni(text, { documentNumber: '27301234564', nombre: 'Juana', apellido: 'Gómez', genero: 'F' }),
  ).toEqual([]);
});

test('the face worker loads its model from our origin under the CSP and finds no face on a card', async ({
  page,
  harnessUrl,
}) => {
  const { harness, requests } = await runHarness(page, `${harnessUrl}/detectors.html?detector=face&ms=3000`);
  expect(harness.error).toBeUndefined();
  expect(harness.results.length).toBeGreaterThan(0);
  expect(harness.results.map((r) => r.code)).toEqual(harness.results.map(() => 901));
  expect(requests.some((url) => url.endsWith('.bin'))).toBe(true);
  expect(requests.filter((url) => !url.startsWith(harnessUrl))).toEqual([]);
});
