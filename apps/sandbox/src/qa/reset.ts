// POST /__sandbox/reset: back to an empty sandbox between test runs.
import { resetStore } from '../db.ts';
import type { RegisterRoute } from '../deps.ts';

export const reset: RegisterRoute = (qa, deps) => {
  qa.post('/reset', (c) => {
    resetStore(deps.db);
    deps.faults.clear();
    return c.json({});
  });
};
