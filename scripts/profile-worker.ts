// `npm run profile:worker -- PART SEED [SECONDS]`: where the document worker spends its time on one drawn
// scene (apps/web/e2e/card-scenes, `--per 1`) held still before the fake camera, as bench:detectors
// --scenes runs it (PDF417 not read). Chromium's own profiler, over CDP on the worker's target, samples
// it for SECONDS (6) after a 2.5 s warm-up; the functions taking the most time are printed with the start
// of their minified source (the bundle's names mean nothing), and the profile is written to
// /tmp/alta-detectors/worker.cpuprofile for Chromium's DevTools. Node's --cpu-prof on the judge is not
// the worker: another engine, other frames' timing, and the worker also waits on the main thread.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { renderScene } from '../apps/web/e2e/card-scenes/render-scene.ts';
import { type Part, scenes } from '../apps/web/e2e/card-scenes/scenes.ts';
import { writeStillVideo } from '../apps/web/harness/fake-camera.ts';
import { buildHarness, HARNESS_DIR, serveHarness } from '../apps/web/harness/harness-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium, fakeCameraLaunch } from './chromium.mjs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [part, seed, secondsArg] = process.argv.slice(2);
const scene = scenes(1, [part as Part]).find((s) => s.seed === Number(seed));
if (!scene) {
  console.error(
    'usage: npm run profile:worker -- dev|held|wide|extra SEED [SECONDS] (a scene of bench:cards --per 1)',
  );
  process.exit(2);
}
const seconds = Number(secondsArg ?? 6);
ensureChromium();
buildHarness();
const harness = await serveHarness(5186);
const drawing = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const { frame } = await renderScene(await drawing.newPage({ deviceScaleFactor: 1 }), scene);
await drawing.close();
const video = writeStillVideo(join(HARNESS_DIR, '..', 'profiled.y4m'), frame);
const browser = await chromium.launch(fakeCameraLaunch(video));
const cdp = await browser.newBrowserCDPSession();
const page = await browser.newPage();
await page.goto(`${harness.url}/detectors.html?detector=document&ms=${(seconds + 5) * 1000}&barcode=off`);
await page.waitForTimeout(2500);
const { targetInfos } = await cdp.send('Target.getTargets');
const worker = targetInfos.find((t) => t.type === 'worker' && t.url.includes('document-worker'));
if (!worker) throw new Error('the document worker did not start');
// Playwright's sessions do not reach a worker's target: its messages go through the browser's session.
const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: worker.targetId, flatten: false });
let nextId = 0;
const pending = new Map<number, (result: unknown) => void>();
cdp.on('Target.receivedMessageFromTarget', (event) => {
  if (event.sessionId !== sessionId) return;
  const message = JSON.parse(event.message);
  pending.get(message.id)?.(message.result);
  pending.delete(message.id);
});
const send = (method: string, params: object = {}) =>
  new Promise<unknown>((resolve) => {
    const id = ++nextId;
    pending.set(id, resolve);
    void cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id, method, params }),
    });
  });
await send('Profiler.enable');
await send('Profiler.setSamplingInterval', { interval: 200 });
const framesSoFar = () =>
  page.evaluate(() => (window as unknown as { __harness: { frames: number } }).__harness.frames);
await send('Profiler.start');
const framesBefore = await framesSoFar();
await page.waitForTimeout(seconds * 1000);
const { profile } = (await send('Profiler.stop')) as { profile: Profile };
const frames = (await framesSoFar()) - framesBefore;
await browser.close();
await harness.close();

const out = join(HARNESS_DIR, '..', 'worker.cpuprofile');
writeFileSync(out, JSON.stringify(profile));
const bundle = readdirSync(join(HARNESS_DIR, 'assets')).find((f) => /^document-worker-.*\.js$/.test(f));
const source = bundle ? readFileSync(join(HARNESS_DIR, 'assets', bundle), 'utf8').split('\n') : [];
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<string, number>();
let total = 0;
let idle = 0;
profile.samples.forEach((id, i) => {
  const f = byId.get(id)?.callFrame;
  const ms = profile.timeDeltas[i] ?? 0;
  total += ms;
  if (f?.functionName === '(idle)') idle += ms;
  if (!f) return;
  const start =
    f.lineNumber >= 0 ? (source[f.lineNumber] ?? '').slice(f.columnNumber, f.columnNumber + 90) : '';
  const key = `${f.functionName || '(anonymous)'} ${start.replace(/\s+/g, ' ')}`;
  self.set(key, (self.get(key) ?? 0) + ms);
});
// Busy time over frames: the worker's own cost of a frame, however long the main thread keeps it waiting.
const busy = (total - idle) / 1000 / Math.max(1, frames);
console.log(
  `${scene.condition} #${scene.seed}, ${scene.width}x${scene.height}: ${frames} frames in ${seconds} s, ` +
    `the worker busy ${busy.toFixed(0)} ms a frame; its time by function (self):`,
);
for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${((100 * ms) / total).toFixed(1).padStart(5)}%  ${key}`);
console.log(`profile: ${out}`);
process.exit(0);
