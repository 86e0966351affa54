// The lint rule of issue 16 (lint/web-imports-core-values.grit, wired in biome.json): a screen may
// read core's api and session modules for their types, not call them; tests and core are free to.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

/**
 * The lines the plugin flags in `source` written at `path`, in a copy of the repository's lint set-up
 * (biome.json and lint/), so the overrides that scope the rule are the real ones.
 */
const flagged = (path: string, source: string): number[] => {
  const dir = mkdtempSync(join(tmpdir(), 'alta-lint-'));
  try {
    cpSync(join(root, 'biome.json'), join(dir, 'biome.json'));
    cpSync(join(root, 'lint'), join(dir, 'lint'), { recursive: true });
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
    const run = spawnSync(biome, ['lint', '--max-diagnostics=50', path], { cwd: dir, encoding: 'utf8' });
    const out = `${run.stdout}\n${run.stderr}`;
    return [...out.matchAll(/:(\d+):\d+ plugin/g)].map((m) => Number(m[1]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const SOURCE = [
  "import type { ApiError } from '@alta/core/api/api-error';",
  "import { getSolicitud } from '@alta/core/api/solicitud';",
  'import {',
  '  readSession,',
  "} from '@alta/core/session/session-data';",
  "import { paths } from '@alta/core/routes';",
  "import type { Steps } from '@alta/core/session/stored-steps';",
  'export const use = [getSolicitud, readSession, paths] as const;',
  'export type T = ApiError | Steps;',
  '',
].join('\n');

describe("apps/web imports core's api and session modules for types only", () => {
  it('flags a value import from either module, in one line or several, and nothing else', () => {
    expect(flagged('apps/web/src/screens/x/x-screen.tsx', SOURCE)).toEqual([2, 5]);
  });

  it('leaves tests and core alone', () => {
    expect(flagged('apps/web/src/screens/x/x-screen.test.tsx', SOURCE)).toEqual([]);
    expect(flagged('packages/core/src/x/x.ts', SOURCE)).toEqual([]);
  });
});
