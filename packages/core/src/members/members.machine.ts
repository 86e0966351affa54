// The members of a company (/onboarding-empresas/integrantes, journey §2, §5, §7), then their
// confirmation (/onboarding-empresas/confirmar-integrante) before the documents.
// loading: /configuracion gives porcentajeIntegrantes, cantidadIntegrantes and the bank's domain.
// unavailable: the configuration could not be read and the catalogue keeps the user here; flow.retry.
// The list is the step's draft (sessionStorage, per request): each change saves it, a reload starts
// from it, and it is cleared once sent (issue 24).
// editing: the list and the member form. member.add / member.update (by id) carry the form's values:
//   invalid values change nothing (the form shows its messages); a tax number already in the list
//   emits member.rejected with '⚠️ Ya existe un integrante cargado con ese número de documento.', and
//   so does an add beyond cantidadIntegrantes. member.remove drops one by id. members.review goes on
//   only when the list rules pass; otherwise it emits members.invalid with every broken rule.
// reviewing: /confirmar-integrante shows the list read-only (docs/decisions.md); members.edit goes
//   back, members.confirm sends it.
// sending: POST /integrantes with idSolicitud and the list.
// done: Integrantes VALIDATED, Documentacion IN_PROGRESS; on to /carga-documentacion/{idSolicitud}.
// *.failed → leaving → left: a catalogue error; toast and stay (ErrorIntegranteDuplicado,
//   ErrorPorcentajeParticipacion back to editing), or go where the catalogue says.
// Tags, what the pages read: loading (before the list, and on the way out), unavailable (Reintentar),
// reviewing (the confirmation page), busy (the list being sent); the list shows otherwise.
import * as v from 'valibot';
import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { type Configuracion, readConfiguracion } from '../api/configuracion.ts';
import { postIntegrantes } from '../api/integrantes.ts';
import type { PersonaJuridicaStep, StepStatus } from '../request/flow-steps.ts';
import type { Outcome } from '../errors/catalogue.ts';
import { emitOutcomeToast, outcomeDelay, outcomeOf, outcomeStays } from '../errors/outcome.ts';
import { failedTo } from '../machine/failed-to.ts';
import { clearDraft, readDraft, saveDraft } from '../session/drafts.ts';
import { saveSteps } from '../session/stored-steps.ts';
import type { ToastEvent } from '../shared/toast.ts';
import {
  buildMembersPayload,
  duplicateMemberIssue,
  type MembersPayload,
  MEMBER_MESSAGES,
  type Member,
  type MemberFormInput,
  type MemberLimits,
  memberFormSchema,
  memberListIssues,
} from './members.schema.ts';

export interface MembersContext {
  idSolicitud: string;
  limits: MemberLimits | null;
  /** The activities a member may have (the configuration's persona física list), for the form. */
  actividades: { value: string; label: string }[];
  members: Member[];
  /** The id the next added member gets (m1, m2, …). */
  nextId: number;
  /** The list rules broken right now (recomputed on every change), for the screen to show. */
  issues: string[];
  /**
   * The last member-level refusal (duplicate, too many), until the next change: id null is the new
   * member's form, otherwise the form editing that member.
   */
  notice: MemberNotice | null;
  /** Set by the first members.review with broken rules: the screen shows `issues` from then on. */
  showIssues: boolean;
  steps: Record<PersonaJuridicaStep, StepStatus>;
  outcome: Outcome | null;
}

export interface MemberNotice {
  id: string | null;
  message: string;
}

/**
 * The refusal shown under the member form editing `editing` (a member's id; null: a new member), or
 * null. A refusal of that very form keeps it open after its save; otherwise the form closes.
 */
export const noticeFor = (context: Pick<MembersContext, 'notice'>, editing: string | null): string | null =>
  context.notice && context.notice.id === editing ? context.notice.message : null;

export type MembersEvent =
  | { type: 'member.add'; values: MemberFormInput }
  | { type: 'member.update'; id: string; values: MemberFormInput }
  | { type: 'member.remove'; id: string }
  | { type: 'members.review' }
  | { type: 'members.edit' }
  | { type: 'members.confirm' }
  | { type: 'flow.retry' };

export type MembersEmitted =
  | ToastEvent
  | { type: 'member.rejected'; message: string }
  | { type: 'members.invalid'; issues: string[] };

export const MEMBERS_STEPS_BEFORE: Record<PersonaJuridicaStep, StepStatus> = {
  DatosDeLaEmpresa: 'VALIDATED',
  Integrantes: 'IN_PROGRESS',
  Documentacion: 'IDLE',
  Validacion: 'IDLE',
};
export const MEMBERS_STEPS_AFTER: Record<PersonaJuridicaStep, StepStatus> = {
  DatosDeLaEmpresa: 'VALIDATED',
  Integrantes: 'VALIDATED',
  Documentacion: 'IN_PROGRESS',
  Validacion: 'IDLE',
};

const parseMember = (context: MembersContext, values: unknown) =>
  v.safeParse(memberFormSchema(context.limits?.dominioBanco ?? ''), values);

/**
 * The list a reload starts from: the members of this request's draft that still pass the form's
 * rules (the bank's domain is checked again once the configuration is in, on review).
 */
const membersFromDraft = (idSolicitud: string): { members: Member[]; nextId: number } => {
  const draft = readDraft('integrantes', idSolicitud);
  if (!draft) return { members: [], nextId: 1 };
  const members = draft.members.flatMap(({ id, ...values }) => {
    const parsed = v.safeParse(memberFormSchema(), values);
    return parsed.success ? [{ ...parsed.output, id }] : [];
  });
  return { members, nextId: draft.nextId };
};

const listIssues = (context: MembersContext, members: Member[]) =>
  context.limits ? memberListIssues(members, context.limits) : [];

/** Why this add or update is refused (duplicate tax number, too many members), or null. */
const refusal = (context: MembersContext, event: MembersEvent): string | null => {
  if (event.type !== 'member.add' && event.type !== 'member.update') return null;
  const parsed = parseMember(context, event.values);
  if (!parsed.success) return null;
  const exceptId = event.type === 'member.update' ? event.id : undefined;
  const duplicate = duplicateMemberIssue(context.members, parsed.output.nroTributario, exceptId);
  if (duplicate) return duplicate;
  const limit = context.limits?.cantidadIntegrantes ?? Number.POSITIVE_INFINITY;
  if (event.type === 'member.add' && context.members.length >= limit) return MEMBER_MESSAGES.maximo(limit);
  return null;
};

export const membersMachine = setup({
  types: {
    context: {} as MembersContext,
    events: {} as MembersEvent,
    input: {} as { idSolicitud: string },
    emitted: {} as MembersEmitted,
    tags: {} as 'loading' | 'unavailable' | 'reviewing' | 'busy',
  },
  actors: {
    getConfiguracion: fromPromise<Configuracion>(() => readConfiguracion()),
    postIntegrantes: fromPromise<void, MembersPayload>(({ input }) => postIntegrantes(input)),
  },
  guards: {
    memberValid: ({ context, event }) =>
      (event.type === 'member.add' || event.type === 'member.update') &&
      parseMember(context, event.values).success,
    memberRefused: ({ context, event }) => refusal(context, event) !== null,
    memberListed: ({ context, event }) =>
      (event.type === 'member.update' || event.type === 'member.remove') &&
      context.members.some((m) => m.id === event.id),
    listValid: ({ context }) => context.limits !== null && listIssues(context, context.members).length === 0,
    outcomeStays: ({ context }) => outcomeStays(context.outcome),
  },
  delays: { outcomeDelay: ({ context }) => outcomeDelay(context.outcome) },
  actions: {
    keepLimits: assign(({ context }, config: Configuracion) => {
      const limits: MemberLimits = {
        porcentajeIntegrantes: config.porcentajeIntegrantes,
        cantidadIntegrantes: config.cantidadIntegrantes,
        dominioBanco: config.dominioBanco ?? '',
      };
      const actividades = config.personaFisica.actividad.map(({ value, label }) => ({ value, label }));
      return {
        limits,
        actividades,
        outcome: null,
        issues: listIssues({ ...context, limits }, context.members),
      };
    }),
    refuseMember: enqueueActions(({ context, event, enqueue }) => {
      const message = refusal(context, event) ?? '';
      enqueue.assign({ notice: { id: event.type === 'member.update' ? event.id : null, message } });
      enqueue.emit({ type: 'member.rejected', message });
    }),
    addMember: assign(({ context, event }) => {
      if (event.type !== 'member.add') return {};
      const member = { ...(parseMember(context, event.values).output as Member), id: `m${context.nextId}` };
      const members = [...context.members, member];
      return { members, nextId: context.nextId + 1, notice: null, issues: listIssues(context, members) };
    }),
    updateMember: assign(({ context, event }) => {
      if (event.type !== 'member.update') return {};
      const parsed = parseMember(context, event.values).output as Member;
      const members = context.members.map((m) => (m.id === event.id ? { ...parsed, id: m.id } : m));
      return { members, notice: null, issues: listIssues(context, members) };
    }),
    removeMember: assign(({ context, event }) => {
      if (event.type !== 'member.remove') return {};
      const members = context.members.filter((m) => m.id !== event.id);
      return { members, notice: null, issues: listIssues(context, members) };
    }),
    reportIssues: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ showIssues: true });
      enqueue.emit({ type: 'members.invalid', issues: listIssues(context, context.members) });
    }),
    // Each change of the list is the step's draft, so a reload keeps it (issue 24); sent, it goes.
    saveDraft: ({ context }, _params: undefined) =>
      saveDraft('integrantes', context.idSolicitud, { members: context.members, nextId: context.nextId }),
    clearDraft: (_, _params: undefined) => clearDraft('integrantes'),
    markSent: assign({ steps: MEMBERS_STEPS_AFTER }),
    // The statuses as the client session data keeps them (session/steps.ts).
    storeSteps: ({ context }, _params: undefined) => saveSteps(context.steps),
    resolveOutcome: assign({ outcome: (_, params: { error: unknown }) => outcomeOf(params) }),
    toastOutcome: enqueueActions(({ context, enqueue }) => emitOutcomeToast({ context, enqueue })),
  },
}).createMachine({
  id: 'members',
  initial: 'loading',
  context: ({ input }) => ({
    idSolicitud: input.idSolicitud,
    limits: null,
    actividades: [],
    ...membersFromDraft(input.idSolicitud),
    issues: [],
    notice: null,
    showIssues: false,
    steps: MEMBERS_STEPS_BEFORE,
    outcome: null,
  }),
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'getConfiguracion',
        src: 'getConfiguracion',
        onDone: { target: 'editing', actions: { type: 'keepLimits', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
      },
    },
    loadFailed: failedTo('unavailable', 'leaving'),
    unavailable: { tags: ['unavailable'], on: { 'flow.retry': 'loading' } },
    editing: {
      on: {
        'member.add': [
          { guard: 'memberRefused', actions: 'refuseMember' },
          { guard: 'memberValid', actions: ['addMember', 'saveDraft'] },
        ],
        'member.update': [
          { guard: 'memberRefused', actions: 'refuseMember' },
          { guard: and(['memberListed', 'memberValid']), actions: ['updateMember', 'saveDraft'] },
        ],
        'member.remove': { guard: 'memberListed', actions: ['removeMember', 'saveDraft'] },
        'members.review': [{ guard: 'listValid', target: 'reviewing' }, { actions: 'reportIssues' }],
      },
    },
    reviewing: {
      tags: ['reviewing'],
      on: {
        'members.edit': 'editing',
        'members.confirm': 'sending',
      },
    },
    sending: {
      tags: ['reviewing', 'busy'],
      invoke: {
        id: 'postIntegrantes',
        src: 'postIntegrantes',
        input: ({ context }) => buildMembersPayload(context.idSolicitud, context.members),
        onDone: { target: 'done', actions: ['markSent', 'storeSteps', 'clearDraft'] },
        onError: { target: 'failed', actions: { type: 'resolveOutcome', params: ({ event }) => event } },
      },
    },
    failed: failedTo('editing', 'leaving'),
    done: { type: 'final', tags: ['loading'] },
    leaving: { tags: ['loading'], after: { outcomeDelay: 'left' } },
    left: { type: 'final', tags: ['loading'] },
  },
});
