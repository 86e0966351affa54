// The face detector on real photographs (e2e/fixtures/faces: public domain and CC0): frames composed
// at the camera's sizes, landscape and portrait, go through the real face worker (tfjs WebAssembly,
// under the CSP the server sends with the worker's script) and core's judge, as on the selfie
// screen. A frontal face centred in the oval passes (900), off-centre or too far asks to centre the
// face (902, 903), and a cup, a cat or a texture has no face (901). No timing here: speed is the
// bench's (npm run bench:detectors).
import type { FaceResult } from '@alta/core/capture/detector-port';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { type FaceScene, faceScenes, passRates } from '../harness/face-scenes';
import { buildHarness, serveHarness } from '../harness/harness-server';
import { expect, test as base } from './fixtures.ts';

const HARNESS_PORT = 5183;
// Its own copy: detectors.spec may be rebuilding the shared one in another Playwright worker.
const HARNESS_COPY = join(tmpdir(), 'alta-detectors', 'harness-photos');

// biome-ignore lint/complexity/noBannedTypes: no test-scoped fixtures added.
const test = base.extend<{}, { harnessUrl: string }>({
  harnessUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument.
    async ({}, use) => {
      buildHarness(HARNESS_COPY);
      const server = await serveHarness(HARNESS_PORT, HARNESS_COPY);
      await use(server.url);
      await server.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});

test('the face worker judges real photographs as the selfie screen must', async ({ page, harnessUrl }) => {
  test.setTimeout(120_000);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(`${harnessUrl}/photos.html`);
  const scenes = faceScenes();
  const results = await page.evaluate(
    (s) => (window as unknown as { __faceScenes(s: FaceScene[]): Promise<FaceResult[]> }).__faceScenes(s),
    scenes,
  );
  const codes = results.map((r) => r.code);
  console.log(`face detector on the photographs:\n  ${passRates(scenes, codes).join('\n  ')}`);

  const asserted = scenes.flatMap((scene, i) =>
    scene.expected === undefined ? [] : [{ scene: scene.name, expected: scene.expected, got: codes[i] }],
  );
  expect(asserted.filter((r) => r.got !== r.expected)).toEqual([]);
  // Every condition is there, in both orientations.
  for (const code of [900, 901, 902, 903])
    for (const portrait of [false, true])
      expect(scenes.some((s) => s.expected === code && s.height > s.width === portrait)).toBe(true);
  // The WebAssembly binary and the model came from the harness's own origin, nothing from elsewhere.
  expect(requests.some((url) => url.endsWith('.wasm'))).toBe(true);
  expect(requests.filter((url) => !url.startsWith(harnessUrl))).toEqual([]);
});
