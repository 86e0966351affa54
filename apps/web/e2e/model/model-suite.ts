// One Playwright test per browser path of a flow, titled after the path (states, and what happened in
// each), so a QA reader sees which journey failed. The paths come from the real machine at collection
// time; the main process prints how many, what they take of the model suite's edges and what a
// browser cannot reproduce.
import { expect, test } from '../fixtures.ts';
import { describeSelection, selectBrowserPaths } from './browser-paths.ts';
import { QA_URL, qaEndpoints } from '../sandbox.ts';
import { FlowDriver, NEEDS_FAULTS, NEEDS_MAILBOX, needsFaults } from './driver.ts';
import { type Flow, titleOf } from './flows.ts';

export const modelSuite = (flow: Flow): void => {
  const started = Date.now();
  const selection = selectBrowserPaths(flow.spec, flow.unreproducible, titleOf(flow), flow.isUserAct);
  if (process.env.TEST_WORKER_INDEX === undefined)
    console.log(
      `${describeSelection(flow.id, selection, flow.unreproducible)}\n  (selected in ${Date.now() - started} ms)`,
    );

  test.describe(`${flow.id} in the browser (${selection.paths.length} paths)`, () => {
    for (const path of selection.paths) {
      test(path.title, async ({ page, request }) => {
        // Against another deployment (--web-url/--api-url) the sandbox's QA routes may be absent: a
        // path needing them is skipped, saying which and why, rather than failing.
        const qa = await qaEndpoints(request);
        const missing = [
          ...(qa.mailbox ? [] : [`${NEEDS_MAILBOX} (GET ${QA_URL}/mailbox/{id}) to read the e-mailed code`]),
          ...(qa.faults || !needsFaults(path.steps)
            ? []
            : [`${NEEDS_FAULTS} (POST ${QA_URL}/faults) for its error answers`]),
        ];
        if (missing.length > 0) console.log(`↷ skipped "${path.title}": needs ${missing.join(' and ')}`);
        test.skip(missing.length > 0, `needs ${missing.join(' and ')}, absent at ${QA_URL}`);
        // A fresh request through the journey, then a few seconds per step on a loaded 2-core box.
        test.setTimeout(30_000 + 5_000 * path.steps.length);
        await new FlowDriver(page, request, flow).walk(path.steps);
      });
    }

    test('the paths take every edge the model paths take, but those a browser cannot reproduce', () => {
      const leftOut = selection.edgesLeftOut.every((edge) =>
        Object.keys(flow.unreproducible).some((type) => edge.includes(`"type":"${type}"`)),
      );
      expect(leftOut, selection.edgesLeftOut.join('\n')).toBe(true);
      expect(selection.paths.length).toBeGreaterThan(0);
    });
  });
};
