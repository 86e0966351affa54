// The browser model suite of the persona física flow (issue 6): the model suite's paths of
// personaFisicaMachine, driven through the real app against the sandbox. Run alone with
// `node scripts/e2e.mjs model`.
import { PERSONA_FISICA } from './flows.ts';
import { modelSuite } from './model-suite.ts';

modelSuite(PERSONA_FISICA);
