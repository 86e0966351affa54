// /__sandbox/faults: queue, list and clear injected failures.
import { readJson } from '../body.ts';
import type { RegisterRoute } from '../deps.ts';
import { faultSchema } from './fault-queue.ts';

export const faults: RegisterRoute = (qa, deps) => {
  qa.post('/faults', async (c) => c.json(deps.faults.add(await readJson(c, faultSchema)), 201));
  qa.get('/faults', (c) => c.json({ faults: deps.faults.list() }));
  qa.delete('/faults', (c) => c.json({ cleared: deps.faults.clear() }));
};
