// The browser model suite of /sucursal's own states: the branch child's model paths (branches, officers,
// picks during a load, failures, the confirm, letting go of the page), driven through the company flow
// against the sandbox. Run with `node scripts/e2e.mjs model`.
import { BRANCH_SELECTION } from './flows.ts';
import { modelSuite } from './model-suite.ts';

modelSuite(BRANCH_SELECTION);
