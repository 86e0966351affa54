import type { Configuracion } from '@alta/core/api/configuracion';
import { MEMBER_A, MEMBERS_CONFIG } from '@alta/core/testing/members/members.fixtures';
import { membersMachine } from '@alta/core/members/members.machine';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isIn } from '../../../testing/machine-state.ts';
import { MemberReviewScreen } from './member-review-screen.tsx';
import { MembersScreen } from './members-screen.tsx';

// Each test is a first visit: no list typed by an earlier one (the members' draft, issue 24).
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const start = async () => {
  const machine = membersMachine.provide({
    actors: {
      getConfiguracion: fromPromise<Configuracion>(async () => MEMBERS_CONFIG as unknown as Configuracion),
    },
  });
  const actor = createActor(machine, { input: { idSolicitud: 'sol-1' } }).start();
  await waitFor(actor, (s) => isIn(s, 'editing'));
  return actor;
};

describe('MembersScreen', () => {
  it('lists what the machine holds, and the list issues only after Continuar', async () => {
    const actor = await start();
    actor.send({ type: 'member.add', values: { ...MEMBER_A, porcentajeParticipacion: '40' } });
    const { container } = render(<MembersScreen actor={actor} />);
    expect(screen.getByText("María José O'Connor-Díaz")).toBeTruthy();
    expect(container.querySelector('.members__total')?.textContent).toBe('Participación total: 40%');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'La suma de los porcentajes de participación debe ser de al menos 51%',
    );
    expect(screen.getByRole('button', { name: 'Continuar' }).getAttribute('aria-describedby')).toBe(
      screen.getByRole('alert').id,
    );
  });

  it('keeps the edit form open with the duplicate message, and closes it once saved', async () => {
    const actor = await start();
    actor.send({ type: 'member.add', values: MEMBER_A });
    actor.send({
      type: 'member.add',
      values: { ...MEMBER_A, nombres: 'Juan', nroTributario: '20123456786', porcentajeParticipacion: '10' },
    });
    const user = userEvent.setup();
    render(<MembersScreen actor={actor} />);
    await user.click(screen.getByRole('button', { name: "Editar a María José O'Connor-Díaz" }));
    const form = screen.getByRole('form', { name: 'Editar integrante' });
    const cuit = within(form).getByLabelText('CUIT / CUIL');
    expect((cuit as HTMLInputElement).value).toBe('27-23456789-1');
    await user.clear(cuit);
    await user.type(cuit, '20-12345678-6');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      '⚠️ Ya existe un integrante cargado con ese número de documento.',
    );
    await user.clear(cuit);
    await user.type(cuit, '20345678906');
    await user.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(actor.getSnapshot().context.members.map((m) => m.nroTributario)).toEqual([
      '20345678906',
      '20123456786',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Agregar integrante' }));
  });

  it('deletes by id', async () => {
    const actor = await start();
    actor.send({ type: 'member.add', values: MEMBER_A });
    render(<MembersScreen actor={actor} />);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: "Eliminar a María José O'Connor-Díaz" }));
    expect(actor.getSnapshot().context.members).toEqual([]);
    expect(screen.getByText('Todavía no cargaste integrantes.')).toBeTruthy();
  });
});

describe('MemberReviewScreen', () => {
  it('shows the list read-only; Editar and Confirmar send the machine on', async () => {
    const actor = await start();
    actor.send({ type: 'member.add', values: MEMBER_A });
    actor.send({ type: 'members.review' });
    expect(isIn(actor.getSnapshot(), 'reviewing')).toBe(true);
    const user = userEvent.setup();
    render(<MemberReviewScreen actor={actor} />);
    const list = screen.getByRole('list', { name: 'Confirmá los integrantes' });
    expect(within(list).queryAllByRole('button')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Editar' }));
    expect(isIn(actor.getSnapshot(), 'editing')).toBe(true);
  });
});
