import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../api/api-error.ts';
import type { Configuracion } from '../api/configuracion.ts';
import { MEMBERS_ROUTES, routeFor } from '../flow-routes.ts';
import { paths } from '../routes.ts';
import { MEMBER_A, MEMBER_B, MEMBER_C, MEMBERS_CONFIG } from '../../testing/members/members.fixtures.ts';
import { membersMachine, noticeFor } from './members.machine.ts';
import type { MembersPayload } from './members.schema.ts';
import { stateTags } from '../../testing/state-tags.ts';
import { readDraft, saveDraft } from '../session/drafts.ts';
import { DRAFT_KEYS, removeItem } from '../session/storage.ts';

afterEach(() => removeItem(DRAFT_KEYS.integrantes));

const start = (post: (p: MembersPayload) => Promise<void> = async () => {}) => {
  const sent: MembersPayload[] = [];
  const machine = membersMachine.provide({
    actors: {
      getConfiguracion: fromPromise<Configuracion>(async () => ({
        ...MEMBERS_CONFIG,
        cantidadIntegrantes: 3,
      })),
      postIntegrantes: fromPromise<void, MembersPayload>(async ({ input }) => {
        sent.push(input);
        await post(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { idSolicitud: 'sol-4' } });
  const emitted: unknown[] = [];
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  return { actor, sent, emitted, route: () => routeFor(MEMBERS_ROUTES, actor.getSnapshot()) };
};

describe('membersMachine', () => {
  it('adds three, edits one, deletes one, confirms and sends', async () => {
    const { actor, sent, route } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    expect(route()).toBe(paths.members);
    actor.send({ type: 'member.add', values: { ...MEMBER_A, porcentajeParticipacion: '40' } });
    actor.send({ type: 'member.add', values: MEMBER_B });
    actor.send({ type: 'member.add', values: MEMBER_C });
    expect(actor.getSnapshot().context.members.map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    actor.send({ type: 'member.update', id: 'm1', values: MEMBER_A });
    actor.send({ type: 'member.remove', id: 'm3' });
    expect(actor.getSnapshot().context.issues).toEqual([]);
    actor.send({ type: 'members.review' });
    expect(route()).toBe(paths.memberReview);
    actor.send({ type: 'members.edit' });
    expect(route()).toBe(paths.members);
    actor.send({ type: 'members.review' });
    actor.send({ type: 'members.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(route()).toBe(paths.documents('sol-4'));
    expect(sent[0]?.integrantes.map((i) => [i.nroTributario, i.porcentajeParticipacion])).toEqual([
      ['27234567891', 60],
      ['20123456786', 30.5],
    ]);
    expect(actor.getSnapshot().context.steps).toMatchObject({
      Integrantes: 'VALIDATED',
      Documentacion: 'IN_PROGRESS',
    });
  });

  it('keeps the list typed as the step draft: a reload starts from it, and sending clears it (issue 24)', async () => {
    const first = start();
    await waitFor(first.actor, (s) => s.matches('editing'));
    first.actor.send({ type: 'member.add', values: MEMBER_A });
    first.actor.send({ type: 'member.add', values: MEMBER_B });
    first.actor.send({ type: 'member.remove', id: 'm1' });
    first.actor.stop();
    // The page reloaded: a new actor for the same request.
    const reloaded = start();
    expect(reloaded.actor.getSnapshot().context.members.map((m) => [m.id, m.nroTributario])).toEqual([
      ['m2', MEMBER_B.nroTributario],
    ]);
    await waitFor(reloaded.actor, (s) => s.matches('editing'));
    reloaded.actor.send({ type: 'member.add', values: MEMBER_A });
    expect(reloaded.actor.getSnapshot().context.members.map((m) => m.id)).toEqual(['m2', 'm3']);
    expect(reloaded.actor.getSnapshot().context.issues).toEqual([]);
    reloaded.actor.send({ type: 'members.review' });
    reloaded.actor.send({ type: 'members.confirm' });
    await waitFor(reloaded.actor, (s) => s.matches('done'));
    expect(readDraft('integrantes', 'sol-4')).toBeNull();
  });

  it("reads neither another request's draft nor a member that no longer passes the form's rules", () => {
    saveDraft('integrantes', 'otra', { members: [{ ...MEMBER_A, id: 'm1' }], nextId: 2 });
    expect(start().actor.getSnapshot().context.members).toEqual([]);
    saveDraft('integrantes', 'sol-4', { members: [{ ...MEMBER_A, email: 'x', id: 'm1' }], nextId: 2 });
    expect(start().actor.getSnapshot().context).toMatchObject({ members: [], nextId: 2 });
  });

  it('refuses a duplicate tax number on add and on edit, with the spec’s message', async () => {
    const { actor, emitted } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'member.add', values: MEMBER_A });
    actor.send({ type: 'member.add', values: MEMBER_B });
    actor.send({ type: 'member.add', values: { ...MEMBER_C, nroTributario: '27234567891' } });
    expect(actor.getSnapshot().context.notice).toEqual({
      id: null,
      message: '⚠️ Ya existe un integrante cargado con ese número de documento.',
    });
    actor.send({ type: 'member.update', id: 'm2', values: { ...MEMBER_B, nroTributario: '27-23456789-1' } });
    expect(actor.getSnapshot().context.notice?.id).toBe('m2');
    expect(actor.getSnapshot().context.members).toHaveLength(2);
    expect(emitted.filter((e) => (e as { type: string }).type === 'member.rejected')).toHaveLength(2);
  });

  it('does not review a list that breaks a rule, and says which', async () => {
    const { actor, emitted } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'member.add', values: { ...MEMBER_B, porcentajeParticipacion: 20 } });
    actor.send({ type: 'members.review' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.showIssues).toBe(true);
    expect(emitted.at(-1)).toEqual({
      type: 'members.invalid',
      issues: [
        'La suma de los porcentajes de participación debe ser de al menos 51%',
        'Debe haber al menos un integrante firmante',
        'Debe haber al menos un integrante representante legal',
      ],
    });
  });

  it('toasts ErrorPorcentajeParticipacion and stays on the list', async () => {
    const { actor, emitted, route } = start(async () => {
      throw new ApiError(400, 'ErrorPorcentajeParticipacion', 'Los porcentajes no suman lo requerido');
    });
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'member.add', values: MEMBER_A });
    actor.send({ type: 'members.review' });
    actor.send({ type: 'members.confirm' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(route()).toBe(paths.members);
    expect(emitted.at(-1)).toMatchObject({ type: 'toast', message: 'Los porcentajes no suman lo requerido' });
    expect(actor.getSnapshot().context.members).toHaveLength(1);
  });
});

describe('membersMachine tags', () => {
  it('reviewing on the confirmation page, busy while it is sent; loading and unavailable as the other flows', () => {
    expect(stateTags(membersMachine)).toEqual({
      loading: ['loading'],
      done: ['loading'],
      leaving: ['loading'],
      left: ['loading'],
      unavailable: ['unavailable'],
      reviewing: ['reviewing'],
      sending: ['busy', 'reviewing'],
    });
  });
});

describe('noticeFor', () => {
  it("shows a refusal only under the form it refused (a member's id, or null for a new one)", () => {
    const context = { notice: { id: 'm1', message: 'Ya existe' } };
    expect(noticeFor(context, 'm1')).toBe('Ya existe');
    expect(noticeFor(context, null)).toBeNull();
    expect(noticeFor({ notice: { id: null, message: 'Demasiados' } }, null)).toBe('Demasiados');
    expect(noticeFor({ notice: null }, null)).toBeNull();
  });
});
