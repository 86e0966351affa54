// The browser model suite of the company flow (issue 6), as far as the machine goes today (to
// /integrantes): the model suite's paths of personaJuridicaMachine, driven through the real app
// against the sandbox. Run alone with `node scripts/e2e.mjs model`.
import { PERSONA_JURIDICA } from './flows.ts';
import { modelSuite } from './model-suite.ts';

modelSuite(PERSONA_JURIDICA);
