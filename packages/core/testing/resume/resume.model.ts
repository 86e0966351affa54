// The resume machine's model: the CUIT, the retomar answer, and every way it can fail.
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import { TECHNICAL_ERROR_MESSAGE } from '../../src/errors/catalogue.ts';
import { RESUME_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { peekNavigationTarget, setNavigationTarget } from '../../src/session/navigation-target.ts';
import { getNroTributario } from '../../src/session/session-data.ts';
import type { ModelSpec } from '../model-harness.ts';
import { resumeMachine } from '../../src/resume/resume.machine.ts';

const answer = (pagina: string, irOTP: boolean, tipoPersona = 'FISICA') => ({
  idSolicitud: 'sol-9',
  tipoPersona,
  retomeSolicitud: { pagina, irOTP },
});

export const resumeModel: ModelSpec<typeof resumeMachine> = {
  machine: resumeMachine,
  apiActors: { resumeRequest: 'resumeRequest' },
  beforePath: () => setNavigationTarget(null),
  events: [
    { type: 'step.submit', values: { cuit: '30-71234567-1' } },
    { type: 'step.submit', values: { cuit: '3071234567' } },
    { type: 'xstate.done.actor.resumeRequest', output: answer('DOCUMENTACION', true, 'JURIDICA') },
    { type: 'xstate.done.actor.resumeRequest', output: answer('DATOS GENERALES FISICA', false) },
    { type: 'xstate.done.actor.resumeRequest', output: answer('PAGINA DESCONOCIDA', false) },
    { type: 'xstate.error.actor.resumeRequest', error: new ApiError(404, 'SolicitudNoEncontrada', 'x') },
    {
      type: 'xstate.error.actor.resumeRequest',
      error: new ApiError(400, 'ErrorDomicilio', 'Revisá el domicilio'),
    },
    { type: 'xstate.error.actor.resumeRequest', error: new ApiError(0, undefined, undefined) },
    { type: 'xstate.after.outcomeDelay.resume.leaving' },
  ],
  promises: {
    form: (s) => expect(routeFor(RESUME_ROUTES, s)).toBe('/continuar-tramite'),
    resuming: (_, log) => expect(log.calls.resumeRequest?.at(-1)).toBe('30-71234567-1'),
    resumed: (s) => {
      const route = routeFor(RESUME_ROUTES, s);
      expect(getNroTributario()).toBe('30712345671');
      if (route === '/getcode/sol-9') {
        expect(peekNavigationTarget()).toBe('/onboarding-empresas/carga-documentacion/sol-9');
      } else {
        expect(['/onboarding-empresas/detalle/pf', '/error-secondary/']).toContain(route);
        expect(peekNavigationTarget()).toBeNull();
      }
    },
    left: (s) =>
      expect([
        `/error-primary/${encodeURIComponent('No es posible continuar el alta por este canal. Por favor, dirigirse a la sucursal mas cercana.')}`,
        `/error-secondary/${encodeURIComponent(TECHNICAL_ERROR_MESSAGE)}`,
      ]).toContain(routeFor(RESUME_ROUTES, s)),
  },
};
