// The persona física flow after the one-time code (journey §2, §4): the data form
// (/onboarding-empresas/detalle/pf), the branch and officer (/sucursal) and the card delivery
// (/envio-tarjeta), then the next stage, biometric validation (docs/decisions.md). Each step confirms
// to the server everything known so far, so a resume lands where the request really is. All but the
// card delivery is the data flow both person types share (data-flow/data-flow.states.ts).
// loading.record: the application record is read; the form, the branch and the delivery are taken
//   from it. A flow.goto before it answers says which step the page was opened on (a reload, a deep link).
// loading.options: the forms' option lists (GET /configuracion); its failure goes the record's way.
// routing: goes to the furthest step the page asked for that the record allows ('current': the
//   furthest the record allows).
// unavailable: the record or the lists could not be read and the catalogue keeps the user here; flow.retry.
// datos: the data form with its legal-address block (an address child the flow spawns, restored as
//   passed when its draft or the checked data says so); each step.change is kept as the step's draft.
// datos.editing: step.submit carries the values: an unvalidated address block emits address.required
//   (the view scrolls to the block and shows 'Es necesario validar el domilicio para continuar'); a
//   set regulatory flag goes to blocked.
// datos.confirming: confirmar-datos-fisica with the data; then DatosPersonales is VALIDATED.
// sucursal: the branch and officer, a branchSelection child (branch/branch-selection.machine.ts) that
//   confirms them with confirmar-datos-fisica; a flow.goto the record allows lets it go (routing).
// envioTarjeta: the card delivery, with its own address block and draft as the data form has.
// envioTarjeta.choosing: pick up at the branch, or delivery to a validated address (entrega.submit).
// envioTarjeta.confirming: confirmar-datos-fisica with retiroSucursal / domicilioEntrega.
// done: EnvioTarjeta VALIDATED, Validacion IN_PROGRESS; on to /datos-biometricos/info-dni.
// blocked: a regulatory flag stops the flow at /error-secondary with the spec's message.
// *.failed, loadFailed → leaving → left: a catalogue error; toast and stay on the step, or go where
//   it says (the branch child toasts its own and hands the outcome over).
import { and, not } from 'xstate';
import { todayIso } from '../request/dates.ts';
import { initialContext } from '../data-flow/data-flow.context.ts';
import { dataFlowSession } from '../data-flow/data-flow.setup.ts';
import { confirmingState, dataFlowStates } from '../data-flow/data-flow.states.ts';
import { failedTo } from '../machine/failed-to.ts';
import { confirmInput, PERSONA_FISICA } from './persona-fisica.context.ts';
import { personaFisicaSetup } from './persona-fisica.setup.ts';

export const personaFisicaMachine = personaFisicaSetup.createMachine({
  id: 'personaFisica',
  initial: 'loading',
  context: ({ input }) => ({
    ...initialContext(input, PERSONA_FISICA, dataFlowSession()),
    today: input.today ?? todayIso(),
    entrega: null,
    cardDeliveryValues: null,
  }),
  states: {
    ...dataFlowStates({
      id: 'personaFisica',
      persona: PERSONA_FISICA,
      pastBranch: 'envioTarjeta',
      datosGoto: [
        { guard: 'gotoBranch', target: '#personaFisica.sucursal' },
        { guard: 'gotoEnvioTarjeta', target: '#personaFisica.envioTarjeta' },
      ],
      branchGoto: [
        { guard: 'gotoDatos', actions: ['rememberEntry', 'releaseBranch'] },
        { guard: 'gotoEnvioTarjeta', actions: ['rememberEntry', 'releaseBranch'] },
      ],
    }),
    envioTarjeta: {
      entry: ['storeSteps', 'openCardDelivery'],
      exit: 'closeAddress',
      initial: 'choosing',
      on: {
        'entrega.change': { actions: ['keepCardDeliveryTyped', 'saveCardDeliveryDraft'] },
        'xstate.snapshot.address': { actions: 'syncCardDeliveryDraft' },
      },
      states: {
        choosing: {
          on: {
            'entrega.submit': [
              {
                guard: and(['cardDeliveryValid', 'cardDeliveryToAddress', not('addressValidated')]),
                actions: 'requireAddress',
              },
              { guard: 'cardDeliveryValid', target: 'confirming', actions: 'keepCardDelivery' },
            ],
            'flow.goto': [
              { guard: 'gotoDatos', target: '#personaFisica.datos' },
              { guard: 'gotoBranch', target: '#personaFisica.sucursal' },
            ],
          },
        },
        confirming: confirmingState(
          ({ context }) => confirmInput(context, context.entrega),
          '#personaFisica.done',
          ['cardDeliveryConfirmed', 'clearCardDeliveryDraft'],
        ),
        failed: failedTo('choosing', '#personaFisica.leaving'),
      },
    },
  },
});
