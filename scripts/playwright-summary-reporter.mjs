// Playwright's own summary is "N passed (2.1s)"; CI reads "N passed, N failed" alone on a line,
// and scripts/test.mjs adds these counts to vitest's when ALTA_E2E_SUMMARY_FILE is set.
import { writeFileSync } from 'node:fs';

export default class SummaryReporter {
  onBegin(_config, suite) {
    this.suite = suite;
  }

  onEnd() {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of this.suite?.allTests() ?? []) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') counts.passed++;
      else if (outcome === 'skipped') counts.skipped++;
      else counts.failed++;
    }
    const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
    console.log(`e2e: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
    if (process.env.ALTA_E2E_SUMMARY_FILE)
      writeFileSync(process.env.ALTA_E2E_SUMMARY_FILE, JSON.stringify(counts));
  }

  printsToStdio() {
    return true;
  }
}
