// What the browser suite needs to know about each flow besides its machine: the route table, the
// heading of each page, the confirm call, the data a user types (and the complete record built from
// that same data), and the QA words naming each event in a test's title.
import { branchSelectionPaths } from '@alta/core/testing/branch/branch-selection.paths';
import { personaFisicaMachine } from '@alta/core/persona-fisica/persona-fisica.machine';
import { personaFisicaPaths } from '@alta/core/testing/persona-fisica/persona-fisica.paths';
import { personaJuridicaPaths } from '@alta/core/testing/persona-juridica/persona-juridica.paths';
import {
  PERSONA_FISICA_ROUTES,
  PERSONA_FISICA_STEP_BY_PATH,
  PERSONA_JURIDICA_ROUTES,
  PERSONA_JURIDICA_STEP_BY_PATH,
} from '@alta/core/flow-routes';
import { BASE, paths } from '@alta/core/routes';
import type { AnyEventObject } from 'xstate';
import type { ConfirmParts, ConfirmPath } from '../api-setup.ts';
import type { Domicilio } from '../data-forms.ts';
import type { PathSpec, Step, Unreproducible } from './browser-paths.ts';

/**
 * The legal address every path types: La Plata has two branches (101, 102) with two officers each,
 * so "the record's branch is listed" and "choose another branch" both happen with real sandbox data.
 */
export const DOMICILIO: Domicilio = {
  provincia: 'BUENOS AIRES',
  localidad: 'LA PLATA',
  calle: 'Calle 7',
  numero: '1234',
  piso: '2',
  departamento: 'A',
  codigoPostal: 'B1900AAA',
};
/** The branch and officer a complete record holds. */
export const SELECCION = { sucursalCodigo: '101', oficialCodigo: 'OF-101-1' };

export interface Flow {
  id: string;
  prefix: '20' | '30';
  spec: PathSpec;
  routes: readonly (readonly [string, (snapshot: never) => string])[];
  /** The step a flow.goto names → its page. */
  pathOf: Record<string, string>;
  headings: Record<string, string>;
  confirmCall: ConfirmPath;
  /** What a record whose every step was confirmed holds besides its data form. */
  complete: ConfirmParts;
  unreproducible: Unreproducible;
  /** An answer in the model that the user brings about in the browser (the branch child's end). */
  isUserAct?: (event: AnyEventObject) => boolean;
  /** Where the first group's act leaves the user: the flow's first page, or /sucursal past the form. */
  opensAt?: 'sucursal';
}

/**
 * The branch child ends as the user makes it: confirmed (a choice and Continuar) or left (the same,
 * with the confirm unanswered). Only being let go of (after a flow.goto) is an answer.
 */
const branchActs = (event: AnyEventObject): boolean => {
  const output = (event as ModelEvent).output as { seleccion?: unknown; outcome?: unknown } | undefined;
  return event.type === 'xstate.done.actor.branchSelection' && Boolean(output?.seleccion || output?.outcome);
};

const invert = (byPath: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(byPath).map(([path, step]) => [step, path]));

// The only event a browser cannot produce in these flows.
const UNREPRODUCIBLE: Unreproducible = {
  'flow.retry':
    "'Reintentar' shows only in unavailable, which only an expired session reaches, and then the session-expired dialog (showModal, no Escape, no overlay) makes the page behind it inert: the only way on is 'Retomar trámite'",
};

const SHARED_HEADINGS = {
  sucursal: 'Elegí tu sucursal',
  envioTarjeta: '¿Cómo querés recibir tu tarjeta?',
};

export const PERSONA_FISICA: Flow = {
  id: personaFisicaMachine.id,
  prefix: '20',
  spec: personaFisicaPaths as PathSpec,
  routes: PERSONA_FISICA_ROUTES as Flow['routes'],
  pathOf: invert(PERSONA_FISICA_STEP_BY_PATH),
  headings: { datos: 'Registrá los datos de tu empresa', ...SHARED_HEADINGS },
  confirmCall: 'confirmar-datos-fisica',
  complete: { domicilio: DOMICILIO, seleccion: SELECCION, entrega: { retiroSucursal: true } },
  unreproducible: UNREPRODUCIBLE,
  isUserAct: branchActs,
};

export const PERSONA_JURIDICA: Flow = {
  id: personaJuridicaPaths.machine.id,
  prefix: '30',
  spec: personaJuridicaPaths as PathSpec,
  routes: PERSONA_JURIDICA_ROUTES as Flow['routes'],
  pathOf: invert(PERSONA_JURIDICA_STEP_BY_PATH),
  headings: { datos: 'Datos de la empresa', ...SHARED_HEADINGS },
  confirmCall: 'confirmar-datos-juridica',
  complete: { domicilio: DOMICILIO, seleccion: SELECCION },
  unreproducible: UNREPRODUCIBLE,
  isUserAct: branchActs,
};

// /sucursal's own states are the branch child's: walked in the company flow, reached through its form
// with the home link's branch (La Plata's 101, as the model's starting choice is listed).
const onSucursal = () => paths.branch;
// The branch list's own failures (issue 17) are walked by journey-conformance.spec; adding them here
// changes which paths the selection keeps, and one it then keeps (another branch picked while the
// first one's officers are held) the driver cannot yet replay (issue 17's note).
const branchWalk = {
  ...branchSelectionPaths,
  events: (branchSelectionPaths.events as { type: string }[]).filter(
    (event) => event.type !== 'xstate.error.actor.getSucursales',
  ),
};
export const BRANCH_SELECTION: Flow = {
  id: branchSelectionPaths.machine.id,
  prefix: '30',
  spec: branchWalk as PathSpec,
  routes: [
    ['loadingSucursales', onSucursal],
    ['loadingOficiales', onSucursal],
    ['choosing', onSucursal],
    ['confirming', onSucursal],
    ['confirmed', () => paths.members],
    ['released', () => paths.personaJuridicaForm],
    [
      'left',
      ({ context }: { context: { outcome: { navigateTo?: string } | null } }) =>
        context.outcome?.navigateTo ?? paths.home,
    ],
  ] as Flow['routes'],
  pathOf: invert(PERSONA_JURIDICA_STEP_BY_PATH),
  headings: {
    loadingSucursales: SHARED_HEADINGS.sucursal,
    loadingOficiales: SHARED_HEADINGS.sucursal,
    choosing: SHARED_HEADINGS.sucursal,
    released: 'Datos de la empresa',
  },
  confirmCall: 'confirmar-datos-juridica',
  complete: { domicilio: DOMICILIO, seleccion: SELECCION },
  unreproducible: {},
  opensAt: 'sucursal',
};

/** The fields the model's events carry, as the driver and the titles read them. */
export type ModelEvent = AnyEventObject & {
  step?: string;
  values?: Record<string, unknown>;
  addressValidated?: boolean;
  output?: unknown;
  error?: { status: number; code?: string; serverMessage?: string };
};

export const actorOf = (event: AnyEventObject) =>
  /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type)?.slice(1) as ['done' | 'error', string] | undefined;

const failure = (error: { status: number; code?: string }) =>
  error.status === 0 ? 'sin respuesta' : `${error.status} ${error.code ?? ''}`.trim();

/** The words a QA reader sees for an event in a test's title; nothing for an answer nobody notices. */
export const words = (step: Step, from: Step, flow: Flow): string | null => {
  const e = step.event as ModelEvent;
  const actor = actorOf(e);
  if (actor?.[0] === 'error' && e.error) return `${actor[1]} falla ${failure(e.error)}`;
  if (actor?.[1] === 'getSolicitud')
    return (e.output as { sucursalCodigo?: string }).sucursalCodigo
      ? 'solicitud completa'
      : 'solicitud nueva';
  if (actor?.[1] === 'getSucursales') return (e.output as unknown[]).length ? null : 'sin sucursales';
  if (flow.isUserAct?.(e))
    return (e.output as { outcome: unknown }).outcome
      ? 'confirma sucursal y oficial sin respuesta'
      : 'confirma sucursal y oficial';
  if (actor) return null;
  const values = (e.values ?? {}) as Record<string, unknown>;
  switch (e.type) {
    case 'flow.goto':
      return `${from.state.matches('loading') ? 'abre' : 'navega a'} ${flow.pathOf[e.step ?? '']?.replace(BASE, '')}`;
    case 'step.submit':
      return [
        'envía los datos',
        e.addressValidated ? '' : ' sin validar el domicilio',
        values.pep ? ' con PEP' : '',
        values.fatca ? ' con FATCA' : '',
        values.sujetoObligado ? ' con Sujeto Obligado' : '',
      ].join('');
    case 'step.change':
      return 'escribe';
    case 'entrega.change':
      return 'elige envío a domicilio';
    case 'sucursal.select':
      return 'elige otra sucursal';
    case 'oficial.select':
      return 'elige otro oficial';
    case 'oficiales.retry':
      return 'reintenta los oficiales';
    case 'sucursal.submit':
      return 'confirma sucursal y oficial';
    case 'entrega.submit':
      return `${values.retiroSucursal ? 'retiro en sucursal' : 'envío a domicilio'}${e.addressValidated || values.retiroSucursal ? '' : ' sin validar el domicilio'}`;
    default:
      return null;
  }
};

/** "loading (solicitud nueva) → datos (envía los datos) → sucursal (…) → done": states, and what happened in each. */
export const titleOf =
  (flow: Flow) =>
  (steps: Step[]): string => {
    const top = (step: Step) =>
      typeof step.state.value === 'string' ? step.state.value : (Object.keys(step.state.value)[0] as string);
    const segments: { state: string; words: string[] }[] = [{ state: top(steps[0] as Step), words: [] }];
    steps.slice(1).forEach((step, i) => {
      const said = words(step, steps[i] as Step, flow);
      if (said) (segments.at(-1) as { words: string[] }).words.push(said);
      if (top(step) !== segments.at(-1)?.state) segments.push({ state: top(step), words: [] });
    });
    return segments.map((s) => (s.words.length ? `${s.state} (${s.words.join(', ')})` : s.state)).join(' → ');
  };
