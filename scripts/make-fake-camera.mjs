#!/usr/bin/env node
// Writes the generated ID card video for Chromium's fake camera:
//   node scripts/make-fake-camera.mjs [--if-stale] [out.y4m]   (default: the temp folder's alta-detectors/card.y4m;
//   --if-stale: only when missing or older than the code that draws it)
// then run Chromium with --use-fake-device-for-media-stream --use-file-for-fake-video-capture=<out.y4m>.
// Needs tsx (the generator is TypeScript shared with the tests): `npm run fake-camera`.
import { resolve } from 'node:path';
import { videoStale, writeCardVideo } from '../apps/web/harness/fake-camera.ts';
import { FAKE_CAMERA_FILE } from '../apps/web/harness/harness-server.ts';

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const out = resolve(args.find((a) => a !== '--if-stale') ?? FAKE_CAMERA_FILE);
if (!ifStale || videoStale(out)) {
  const started = Date.now();
  writeCardVideo(out);
  console.log(`› ${out} (${Date.now() - started} ms)`);
}
