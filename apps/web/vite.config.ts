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

export default defineConfig(({ command }) => ({
  plugins: [react(), chunkModules()],
  resolve: {
    alias:
      command === 'build'
        ? [
            {
              find: /^@tanstack\/devtools-event-client$/,
              replacement: fileURLToPath(new URL('./src/lib/devtools-event-client-stub.ts', import.meta.url)),
            },
          ]
        : [],
  },
  build: { outDir: 'dist', target: 'es2022', sourcemap: false },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
}));
