// The members machine's model: the configuration (read, failed and stays, failed and leaves), adds
// that pass, are invalid, duplicate or over the maximum, updates, removals, the review and the send.
import { expect } from 'vitest';
import { ApiError } from '../../src/api/api-error.ts';
import {
  DEFAULT_ERROR_MESSAGE,
  SESSION_EXPIRED_NOTICE,
  TECHNICAL_ERROR_MESSAGE,
} from '../../src/errors/catalogue.ts';
import { MEMBERS_ROUTES, routeFor } from '../../src/flow-routes.ts';
import { paths } from '../../src/routes.ts';
import type { ModelSpec } from '../model-harness.ts';
import { readDraft } from '../../src/session/drafts.ts';
import { DRAFT_KEYS, removeItem } from '../../src/session/storage.ts';
import { MEMBER_A, MEMBER_B, MEMBER_C, MEMBERS_CONFIG } from './members.fixtures.ts';
import { MEMBERS_STEPS_AFTER, membersMachine } from '../../src/members/members.machine.ts';
import { type MembersPayload, MEMBER_MESSAGES, memberListIssues } from '../../src/members/members.schema.ts';

export const membersModel: ModelSpec<typeof membersMachine> = {
  machine: membersMachine,
  input: { idSolicitud: 'sol-4' },
  apiActors: { getConfiguracion: 'getConfiguracion', postIntegrantes: 'postIntegrantes' },
  // Each path starts as a first visit: no list typed before (the draft of an earlier path).
  beforePath: () => removeItem(DRAFT_KEYS.integrantes),
  // The list's contents make many snapshots of one behaviour; shortest paths plus one edge reach all.
  simplePaths: false,
  // Past a refusal, a first report of the rules or a failure the machine behaves as before.
  stopWhen: (s) =>
    s.context.nextId > 3 ||
    s.context.notice !== null ||
    (s.context.showIssues && s.context.members.length > 0) ||
    (s.context.outcome !== null && !s.matches('unavailable') && !s.matches('leaving')),
  events: [
    { type: 'xstate.done.actor.getConfiguracion', output: MEMBERS_CONFIG },
    { type: 'xstate.error.actor.getConfiguracion', error: new ApiError(403, 'sesionExpirada', 'x') },
    { type: 'xstate.error.actor.getConfiguracion', error: new ApiError(0, undefined, undefined) },
    { type: 'flow.retry' },
    { type: 'member.add', values: MEMBER_A },
    { type: 'member.add', values: MEMBER_B },
    { type: 'member.add', values: MEMBER_C },
    { type: 'member.update', id: 'm1', values: { ...MEMBER_A, porcentajeParticipacion: '70' } },
    { type: 'member.update', id: 'm1', values: { ...MEMBER_B, nroTributario: '20-12345678-6' } },
    { type: 'member.remove', id: 'm1' },
    { type: 'members.review' },
    { type: 'members.edit' },
    { type: 'members.confirm' },
    { type: 'xstate.done.actor.postIntegrantes' },
    {
      type: 'xstate.error.actor.postIntegrantes',
      error: new ApiError(400, 'ErrorIntegranteDuplicado', 'Integrante duplicado'),
    },
    { type: 'xstate.error.actor.postIntegrantes', error: new ApiError(500, 'ErrorTecnico', 'x') },
    { type: 'xstate.after.outcomeDelay.members.leaving' },
  ],
  promises: {
    loading: (s) => expect(routeFor(MEMBERS_ROUTES, s)).toBeNull(),
    unavailable: (s, log) => {
      expect(routeFor(MEMBERS_ROUTES, s)).toBeNull();
      expect(log.emitted.at(-1)).toMatchObject({ type: 'toast', message: SESSION_EXPIRED_NOTICE });
    },
    editing: (s, log) => {
      expect(routeFor(MEMBERS_ROUTES, s)).toBe(paths.members);
      const { members, limits, issues, notice } = s.context;
      expect(limits).toMatchObject({ porcentajeIntegrantes: 51, cantidadIntegrantes: 2 });
      expect(members.length).toBeLessThanOrEqual(2);
      expect(new Set(members.map((m) => m.nroTributario.replace(/-/g, ''))).size).toBe(members.length);
      expect(issues).toEqual(memberListIssues(members, MEMBERS_CONFIG));
      // The list on screen is the step's draft once anything was typed: a reload starts from it.
      const draft = readDraft('integrantes', 'sol-4');
      if (draft || members.length > 0) expect(draft?.members).toEqual(members);
      if (notice) {
        expect([MEMBER_MESSAGES.duplicado, MEMBER_MESSAGES.maximo(2)]).toContain(notice.message);
        expect(log.emitted.filter((e) => e.type === 'member.rejected').at(-1)).toEqual({
          type: 'member.rejected',
          message: notice.message,
        });
      }
      if (s.context.showIssues) expect(log.emitted.some((e) => e.type === 'members.invalid')).toBe(true);
      for (const e of log.emitted.filter((e) => e.type === 'members.invalid')) {
        expect((e as unknown as { issues: string[] }).issues.length).toBeGreaterThan(0);
      }
    },
    reviewing: (s) => {
      expect(routeFor(MEMBERS_ROUTES, s)).toBe(paths.memberReview);
      expect(s.context.issues).toEqual([]);
    },
    sending: (s, log) => {
      const payload = log.calls.postIntegrantes?.at(-1) as MembersPayload;
      expect(payload.idSolicitud).toBe('sol-4');
      expect(payload.integrantes.map((i) => i.nroTributario)).toEqual(
        s.context.members.map((m) => m.nroTributario.replace(/-/g, '')),
      );
      for (const integrante of payload.integrantes) {
        expect(integrante).not.toHaveProperty('nombres');
        expect(integrante.nroTributario).toMatch(/^\d{11}$/);
      }
    },
    done: (s) => {
      expect(routeFor(MEMBERS_ROUTES, s)).toBe(paths.documents('sol-4'));
      expect(s.context.steps).toEqual(MEMBERS_STEPS_AFTER);
      // Sent: nothing typed is left to restore.
      expect(readDraft('integrantes', 'sol-4')).toBeNull();
    },
    left: (s) =>
      expect([
        paths.errorSecondary(DEFAULT_ERROR_MESSAGE),
        paths.errorSecondary(TECHNICAL_ERROR_MESSAGE),
      ]).toContain(routeFor(MEMBERS_ROUTES, s)),
  },
};
