// Builds the detector harness (detectors.html) on its own, into the system's temp folder (Playwright
// empties test-results at each run): the app's build never sees it. Used by e2e/detectors.spec.ts,
// e2e/face-photos.spec.ts and scripts/bench-detectors.mjs.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { faceApiAliases } from '../face-api-aliases.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  logLevel: 'warn',
  resolve: { alias: faceApiAliases },
  build: {
    outDir: join(tmpdir(), 'alta-detectors', 'harness'),
    emptyOutDir: true,
    target: 'es2022',
    rollupOptions: {
      input: {
        detectors: fileURLToPath(new URL('./detectors.html', import.meta.url)),
        photos: fileURLToPath(new URL('./photos.html', import.meta.url)),
      },
    },
  },
});
