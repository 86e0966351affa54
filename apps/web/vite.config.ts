import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Where the chunk → source-module map goes: beside the build, never inside what is served. */
export const CHUNK_MODULES_FILE = fileURLToPath(new URL('./.vite/chunk-modules.json', import.meta.url));

// `npm run size` and `npm run perf` read this to prove which code a route loaded (e.g. that no
// capture or detector module reaches '/'), without shipping source maps.
const chunkModules = (): Plugin => ({
  name: 'alta:chunk-modules',
  apply: 'build',
  generateBundle(_options, bundle) {
    const map: Record<string, string[]> = {};
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      map[output.fileName] = Object.keys(output.modules).map((id) => id.replace(root, ''));
    }
    mkdirSync(fileURLToPath(new URL('./.vite', import.meta.url)), { recursive: true });
    writeFileSync(CHUNK_MODULES_FILE, `${JSON.stringify(map, null, 1)}\n`);
  },
});

// TanStack Form's form groups (form.FormGroup, useFormGroup) are unused and cost ~3.5 KiB gzip on every
// form's first load: the build swaps their module for a stub that throws (src/lib/form-group-stub.ts).
const FORM_GROUP_STUB = fileURLToPath(new URL('./src/lib/form-group-stub.ts', import.meta.url));
const withoutFormGroups = (): Plugin => ({
  name: 'alta:without-form-groups',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === './useFormGroup.js' && importer?.includes('@tanstack/react-form')) return FORM_GROUP_STUB;
    return null;
  },
});

export default defineConfig(({ command }) => ({
  plugins: [react(), chunkModules(), withoutFormGroups()],
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^@tanstack\/devtools-event-client$/,
              replacement: fileURLToPath(new URL('./src/lib/devtools-event-client-stub.ts', import.meta.url)),
            },
            {
              find: /^use-sync-external-store\/shim(\/index\.js)?$/,
              replacement: fileURLToPath(
                new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
              ),
            },
            {
              find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
              replacement: fileURLToPath(
                new URL('./src/lib/use-sync-external-store-with-selector.ts', import.meta.url),
              ),
            },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports has <link rel=modulepreload>; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Left to itself the bundler files small shared modules the first paint needs (the toaster,
        // the captcha hooks) into the same chunk as XState or ky, so '/' downloads them in full.
        // Their own chunks load only with the screens and calls that use them (issue 7).
        codeSplitting: {
          // Only the matched modules, not everything they import (React stays with the entry).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'xstate', test: /node_modules[\\/](xstate|@xstate)[\\/]/ },
            { name: 'ky', test: /node_modules[\\/]ky[\\/]|core[\\/]src[\\/]api[\\/]client\.ts$/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
}));
