// The face detector on real photographs (e2e/fixtures/faces: public domain and CC0): frames composed
// at the camera's sizes, landscape and portrait, go through the real face worker (tfjs WebAssembly,
// under the CSP the server sends with the worker's script) and core's judge, as on the selfie
// screen. A frontal face centred in the oval passes (900), off-centre or too far asks to centre the
// face (902, 903), and a cup, a cat or a texture has no face (901). No timing here: speed is the
// bench's (npm run bench:detectors).
import type { FaceResult } from '@alta/core/capture/detector-port';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { type FaceScene, faceScenes, passRates } from '../harness/face-scenes';
import { buildHarness, serveHarness } from '../harness/harness-server';
import { FACE_WORKER_SCRIPT } from '../server/security-headers';
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

test("the built app's face worker, served by apps/web/server, compiles WebAssembly under its own CSP", async ({
  page,
}) => {
  // The name Vite gave the worker in the build under test (scripts/e2e.mjs builds apps/web/dist).
  const dist = fileURLToPath(new URL('../dist/assets/', import.meta.url));
  const script = `/assets/${readdirSync(dist).find((name) => name.startsWith('face-worker-'))}`;
  expect(script).toMatch(FACE_WORKER_SCRIPT);
  const workerCsp = (await page.request.get(script)).headers()['content-security-policy'];
  expect(workerCsp).toContain("script-src 'self' 'wasm-unsafe-eval';");
  expect((await page.request.get('/')).headers()['content-security-policy']).not.toContain('wasm');

  await page.goto('/');
  // The worker's own protocol (worker-protocol.ts): forced onto WebAssembly, so a CSP that blocked it
  // would answer 'failed' instead of falling back to the CPU; then one blank frame.
  const answers = await page.evaluate(
    (url) =>
      new Promise<unknown[]>((resolve) => {
        const seen: unknown[] = [];
        const worker = new Worker(url, { type: 'module' });
        worker.onerror = (event) => resolve([...seen, { type: 'onerror', message: event.message }]);
        worker.onmessage = ({ data }) => {
          seen.push(data);
          if (data.type === 'ready') {
            const frame = { data: new Uint8ClampedArray(320 * 240 * 4), width: 320, height: 240 };
            worker.postMessage({ type: 'detect', id: 1, frame }, [frame.data.buffer]);
          } else {
            worker.terminate();
            resolve(seen);
          }
        };
        worker.postMessage({ type: 'start', options: { backend: 'wasm' } });
      }),
    script,
  );
  expect(answers).toEqual([{ type: 'ready' }, { type: 'result', id: 1, result: { code: 901 } }]);
});
