// The `test` of the specs that need a camera: Chromium's fake camera plays the generated video of an
// ID card (harness/fake-camera.ts; made here when missing or older than the code that draws it). The
// flags go to the browser of the files that use this `test` only (a worker-scoped launch), so every
// other spec keeps a browser without one.
import { videoStale, writeCardVideo } from '../harness/fake-camera';
import { FAKE_CAMERA_FILE } from '../harness/harness-server';
import { test as base } from './fixtures.ts';

/** A `test` whose browser's camera plays `file`, written by `write` when missing or stale. */
export const cameraTest = (file: string, write: (file: string) => unknown) =>
  // biome-ignore lint/complexity/noBannedTypes: no test-scoped fixtures added.
  base.extend<{}, { fakeCamera: string }>({
    fakeCamera: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument.
      async ({}, use) => {
        if (videoStale(file)) write(file);
        await use(file);
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    launchOptions: [
      async ({ launchOptions, fakeCamera }, use) => {
        await use({
          ...launchOptions,
          args: [
            ...(launchOptions.args ?? []),
            '--use-fake-device-for-media-stream',
            '--use-fake-ui-for-media-stream',
            `--use-file-for-fake-video-capture=${fakeCamera}`,
          ],
        });
      },
      { scope: 'worker' },
    ],
  });

export const test = cameraTest(FAKE_CAMERA_FILE, writeCardVideo);
