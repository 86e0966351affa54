// What every data flow's states promise, whichever the person type (the models add their own: the
// form, the payloads, the statuses): no page while loading, the expired session's notice and retry,
// the address prompts, the option lists read before any step, the regulatory block, the error pages.
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { ADDRESS_REQUIRED_MESSAGE } from '../../src/address/address.schema.ts';
import { REGULATORY_BLOCK_MESSAGE } from '../../src/request/regulatory.ts';
import { SESSION_EXPIRED_NOTICE } from '../../src/errors/catalogue.ts';
import type { BranchSelectionInput } from '../../src/branch/branch-selection.machine.ts';
import { routeFor } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import { readSteps } from '../../src/session/stored-steps.ts';
import { CONFIGURACION } from '../data-flow-fixtures.ts';
import type { ReplayLog } from '../model-harness.ts';

type StatePromise = (s: AnyMachineSnapshot, log: ReplayLog) => void;

type ConfirmCall = { idSolicitud: string; payload: Record<string, Record<string, unknown>> };
/** The last confirm the flow sent, whichever step sent it. */
export const lastConfirm = (calls: Record<string, unknown[]>) => calls.confirmarDatos?.at(-1) as ConfirmCall;

export const dataFlowPromises = ({
  routes,
  idSolicitud,
  firstStep,
  leavesFor,
  branchPayload,
  form,
  done,
}: {
  routes: readonly (readonly [state: string, path: (snapshot: never) => string])[];
  idSolicitud: string;
  /** The data form's own status, IDLE until the form is confirmed. */
  firstStep: string;
  /** The error pages the model's failures lead to. */
  leavesFor: readonly string[];
  /** What the payload the branch child confirms with holds of the data. */
  branchPayload: Record<string, unknown>;
  /** The data form's page, and a field the form starts with from the record. */
  form: { path: string; field: readonly [name: string, value: string] };
  /** The next stage's page, and the statuses once there. */
  done: { path: string; steps: Record<string, string> };
}): Record<string, StatePromise> => {
  const route = (s: AnyMachineSnapshot) => routeFor(routes as never, s as never);
  const listsRead = (s: AnyMachineSnapshot) => expect(s.context.configuracion).toEqual(CONFIGURACION);
  return {
    loading: (s, log) => {
      expect(log.calls.getSolicitud?.at(-1)).toBe(idSolicitud);
      expect(route(s)).toBeNull();
      expect(s.hasTag('busy')).toBe(true);
    },
    // The lists are read once the record is in, and any step opens only with them.
    'loading.options': (s) => expect(s.context.formValues).not.toBeNull(),
    unavailable: (s, log) => {
      // Journey §8: the expired session's notice; the page stays and offers the retry.
      expect(s.hasTag('unavailable')).toBe(true);
      expect(route(s)).toBeNull();
      expect(log.emitted.at(-1)).toMatchObject({ type: 'toast', message: SESSION_EXPIRED_NOTICE });
    },
    datos: (s) => {
      expect(route(s)).toBe(form.path);
      expect(s.context.formValues?.[form.field[0]]).toBe(form.field[1]);
      expect(s.context.actividadLocked).toBe(true);
    },
    // The data form's confirm: the request's, whatever it carries (the models say what).
    'datos.confirming': (_, log) => expect(lastConfirm(log.calls).idSolicitud).toBe(idSolicitud),
    'datos.editing': (s, log) => {
      listsRead(s);
      const prompts = log.emitted.filter((e) => e.type === 'address.required');
      expect(prompts).toHaveLength(s.context.addressPrompts);
      for (const prompt of prompts) expect(prompt.message).toBe(ADDRESS_REQUIRED_MESSAGE);
      if (!s.context.progress.datos) expect(s.context.steps[firstStep]).toBe('IDLE');
    },
    sucursal: (s, log) => {
      listsRead(s);
      expect(readSteps()).toEqual(s.context.steps);
      expect(route(s)).toBe(paths.branch);
      // The branch child gets the legal address, where the choice starts, and the payload so far.
      const child = log.calls.branchSelection?.at(-1) as BranchSelectionInput;
      expect(child.idSolicitud).toBe(idSolicitud);
      expect(child.query).toEqual({ provincia: 'CIUDAD AUTONOMA DE BUENOS AIRES', localidad: 'PALERMO' });
      expect(child.start).toEqual(s.context.seleccion);
      expect(child.payload.datosGenerales).toMatchObject({ ...branchPayload, ...s.context.confirmada });
    },
    done: (s) => {
      expect(readSteps()).toEqual(s.context.steps);
      expect(route(s)).toBe(done.path);
      expect(s.context.steps).toEqual(done.steps);
    },
    blocked: (s) => expect(route(s)).toBe(paths.errorSecondary(REGULATORY_BLOCK_MESSAGE)),
    leaving: (s) => expect(s.hasTag('busy')).toBe(true),
    left: (s) => expect(leavesFor).toContain(route(s)),
    routing: () => {
      throw new Error('routing is transient and must never be observed');
    },
  };
};
