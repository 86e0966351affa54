// The `test` of the specs that need a camera: Chromium's fake camera plays the generated video of an
// ID card (harness/fake-camera.ts; made here when missing). The flags go to the browser of the files
// that use this `test` only (a worker-scoped launch), so every other spec keeps a browser without one.
import { existsSync } from 'node:fs';
import { writeCardVideo } from '../harness/fake-camera';
import { FAKE_CAMERA_FILE } from '../harness/harness-server';
import { test as base } from './fixtures.ts';

/** A `test` whose browser's camera plays `file`, written by `write` when missing. */
export const cameraTest = (file: string, write: (file: string) => unknown) =>
  // biome-ignore lint/complexity/noBannedTypes: no test-scoped fixtures added.
  base.extend<{}, { fakeCamera: string }>({
    fakeCamera: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a destructured first argument.
      async ({}, use) => {
        if (!existsSync(file)) write(file);
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
