// The company flow after the one-time code (journey §2, §4): the company data form
// (/onboarding-empresas/detalle/pj), then the branch and officer (/sucursal), then the members
// (/integrantes). Each step confirms to the server everything known so far, so a resume lands where
// the request really is. Its states are the data flow both person types share
// (data-flow/data-flow.states.ts), the company's differences given as PERSONA_JURIDICA.
// loading.record: the application record is read; the form and the branch are taken from it. A
//   flow.goto before it answers says which step the page was opened on (a reload, a deep link).
// loading.options: the form's option lists (GET /configuracion); its failure goes the record's way.
// routing: goes to the furthest step the page asked for that the record allows ('current': the
//   furthest the record allows, the members once the branch is confirmed).
// unavailable: the record or the lists could not be read and the catalogue keeps the user here; flow.retry.
// datos: the company form with its legal-address block (an address child the flow spawns, restored as
//   passed when its draft or the checked data says so); each step.change is kept as the step's draft.
// datos.editing: step.submit carries the values: an unvalidated address block emits address.required
//   (the view scrolls to the block and shows 'Es necesario validar el domilicio para continuar');
//   FATCA or Sujeto Obligado goes to blocked.
// datos.confirming: confirmar-datos-juridica with the data; DatosDeLaEmpresa becomes IN_PROGRESS.
//   Tagged busy: the form's Continuar waits.
// sucursal: the branch and officer, a branchSelection child (branch/branch-selection.machine.ts) that
//   confirms them with confirmar-datos-juridica; a flow.goto to the data form lets it go (routing).
// done: DatosDeLaEmpresa VALIDATED, Integrantes IN_PROGRESS; on to /integrantes.
// blocked: a regulatory flag stops the flow at /error-secondary with the spec's message.
// *.failed, loadFailed → leaving → left: a catalogue error; toast and stay on the step, or go where
//   it says (the branch child toasts its own and hands the outcome over).
import { initialContext } from '../data-flow/data-flow.context.ts';
import { dataFlowSession, dataFlowSetup } from '../data-flow/data-flow.setup.ts';
import { dataFlowStates } from '../data-flow/data-flow.states.ts';
import {
  PERSONA_JURIDICA,
  type PersonaJuridicaContext,
  type PersonaJuridicaEvent,
  type PersonaJuridicaInput,
} from './persona-juridica.context.ts';

export const personaJuridicaMachine = dataFlowSetup<
  PersonaJuridicaContext,
  PersonaJuridicaEvent,
  PersonaJuridicaInput
>(PERSONA_JURIDICA).createMachine({
  id: 'personaJuridica',
  initial: 'loading',
  context: ({ input }) => initialContext(input, PERSONA_JURIDICA, dataFlowSession()),
  states: dataFlowStates({
    id: 'personaJuridica',
    persona: PERSONA_JURIDICA,
    pastBranch: 'done',
    datosGoto: [{ guard: 'gotoBranch', target: '#personaJuridica.sucursal' }],
    branchGoto: [{ guard: 'gotoDatos', actions: ['rememberEntry', 'releaseBranch'] }],
  }),
});
