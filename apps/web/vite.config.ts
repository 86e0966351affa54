import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { faceApiAliases } from './face-api-aliases.ts';

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
// The stub is keyed on the library's internal file name, so a rename upstream fails the build
// rather than silently putting the groups back.
const withoutFormGroups = (): Plugin => {
  let formSeen = false;
  let stubbed = false;
  return {
    name: 'alta:without-form-groups',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      formSeen = false;
      stubbed = false;
    },
    resolveId(source, importer) {
      if (!importer?.includes('@tanstack/react-form')) return null;
      formSeen = true;
      if (source !== './useFormGroup.js') return null;
      stubbed = true;
      return FORM_GROUP_STUB;
    },
    buildEnd(error) {
      if (!error && formSeen && !stubbed)
        this.error(
          '@tanstack/react-form no longer imports ./useFormGroup.js: update alta:without-form-groups',
        );
    },
  };
};

export default defineConfig(({ command, isSsrBuild }) => ({
  // The SSR build (prerender-entry.tsx, issue 15) must not overwrite the client's chunk map.
  plugins: [react(), ...(isSsrBuild ? [] : [chunkModules()]), withoutFormGroups()],
  resolve: {
    alias: [
      ...faceApiAliases,
      ...(command === 'build'
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
        : []),
    ],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports has <link rel=modulepreload>; the polyfill is dead weight.
    modulePreload: { polyfill: false },
    // One stylesheet, linked from the HTML: a prerendered screen paints with all its styles at once,
    // never restyled (and shifted) when a lazy chunk's CSS arrives after the first paint (issue 15).
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Left to itself the bundler files small shared modules the first paint needs (the toaster,
            // the captcha hooks) into the same chunk as XState or ky, so '/' downloads them in full.
            // Their own chunks load only with the screens and calls that use them (issue 7).
            codeSplitting: {
              // Only the matched modules, not everything they import (React stays with the entry).
              includeDependenciesRecursively: false,
              groups: [
                // What every machine-driven screen needs before its first call: one file, not eight
                // (each small chunk costs its own gzip header and loses the shared dictionary).
                {
                  name: 'flow-runtime',
                  test: /node_modules[\\/](xstate|@xstate|ky|uuid|use-isomorphic-layout-effect)[\\/]|core[\\/]src[\\/](api[\\/](client|api-error)|errors[\\/]catalogue|session[\\/](session-id|navigation-target))\.ts$/,
                },
                // What '/', '/continuar-tramite' and '/getcode' all load: schemas, the store selector and the
                // prerender-safe client values.
                {
                  name: 'base',
                  test: /node_modules[\\/]valibot[\\/]|core[\\/]src[\\/]shared[\\/]cuit\.ts$|use-sync-external-store-with-selector\.ts$|use-client-value\.ts$/,
                },
              ],
            },
          },
        },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
}));
