// Run through scripts/e2e.mjs (`npm run test:e2e`), which builds the app and starts the web
// server on :5173 and the sandbox on :8090 first; Playwright's webServer is not used. With
// `--web-url`, the model suite runs against another deployment instead (ALTA_WEB_URL).
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  timeout: 30_000,
  workers: 2,
  // No retries anywhere: a test that needs one is a bug to fix, not to hide.
  retries: 0,
  // The HTML report (apps/web/playwright-report, `npx playwright show-report apps/web/playwright-report`)
  // shows each model path's steps in words (issue 26).
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    ['../../scripts/playwright-summary-reporter.mjs'],
  ],
  use: {
    baseURL: process.env.ALTA_WEB_URL ?? 'http://localhost:5173',
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        // Debian's Chromium: Playwright never downloads browsers here (same list as scripts/chromium.mjs).
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
