// face-api's "nobundle" build imports all of @tensorflow/tfjs and its WebGL and wasm backends, as
// `import * as`, which defeats tree shaking. These aliases (shared by the app's and the harness's
// Vite configs) hand it tfjs-core alone, the very copy the face worker registers its backend with.
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const stub = (name: string) => fileURLToPath(new URL(`./src/capture/tfjs/${name}`, import.meta.url));

export const faceApiAliases: Alias[] = [
  { find: /^@tensorflow\/tfjs\/dist\/index\.js$/, replacement: stub('tfjs-core.ts') },
  { find: /^@tensorflow\/tfjs-backend-(webgl|wasm)\/dist\/index\.js$/, replacement: stub('no-backend.ts') },
];
