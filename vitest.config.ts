import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          environment: 'node',
          // testing/: the models, fixtures and fakes beside the model suite, out of src/ (issue 16).
          include: ['src/**/*.test.ts', 'testing/**/*.test.ts'],
        },
      },
      // Each app's test support (fixtures, helpers, the jsdom setup) is in its testing/, out of src/ (issue 16).
      { test: { name: 'sandbox', root: 'apps/sandbox', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./testing/setup.ts'],
        },
      },
      // Root scripts QA runs by hand (npm run detect).
      { test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['*.test.ts'] } },
      // The production-like static server (headers, SPA fallback, caching), outside the app bundle.
      { test: { name: 'server', root: 'apps/web/server', environment: 'node', include: ['**/*.test.ts'] } },
    ],
  },
});
