import { defineConfig } from 'vitest/config';

// Worker threads rather than child processes, in every project (an inline project does not inherit the
// root's pool): the web project's jsdom set-up and the imports are the bulk of the run, and threads
// start them far cheaper (web project on a loaded box: 458 s with forks, 190 s with threads).
const pool = 'threads';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          pool,
          name: 'core',
          root: 'packages/core',
          environment: 'node',
          // testing/: the models, fixtures and fakes beside the model suite, out of src/ (issue 16).
          include: ['src/**/*.test.ts', 'testing/**/*.test.ts'],
        },
      },
      // Each app's test support (fixtures, helpers, the jsdom setup) is in its testing/, out of src/ (issue 16).
      {
        test: {
          pool,
          name: 'sandbox',
          root: 'apps/sandbox',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          pool,
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./testing/setup.ts'],
        },
      },
      // Root scripts QA runs by hand (npm run detect).
      { test: { pool, name: 'scripts', root: 'scripts', environment: 'node', include: ['*.test.ts'] } },
      // The production-like static server (headers, SPA fallback, caching), outside the app bundle.
      {
        test: {
          pool,
          name: 'server',
          root: 'apps/web/server',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
    ],
  },
});
