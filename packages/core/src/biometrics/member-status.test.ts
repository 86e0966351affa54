// What the member status table says for each member, and who may still start biometrics.
import { describe, expect, it } from 'vitest';
import { member } from '../../testing/biometrics/biometrics.fixtures.ts';
import {
  allRequiredMembersDone,
  canStartBiometrics,
  hasAttemptsLeft,
  memberRows,
  roleText,
  statusText,
} from './member-status.ts';

describe('status and role texts', () => {
  it.each([
    [null, 'Pendiente'],
    ['FALLIDO', 'Fallido'],
    ['ERROR', 'Bloqueado'],
    ['COMPLETADO', 'Completado'],
  ] as const)('%s reads %s', (estado, text) => expect(statusText(estado)).toBe(text));

  it.each([
    [true, true, 'Representante Legal / Firmante'],
    [true, false, 'Representante Legal'],
    [false, true, 'Firmante'],
    [false, false, '-'],
  ])('representanteLegal %s, firmante %s reads %s', (representanteLegal, firmante, text) =>
    expect(roleText({ representanteLegal, firmante })).toBe(text),
  );
});

describe('attempts rule', () => {
  it('leaves no attempt once they reach the maximum', () => {
    expect(hasAttemptsLeft({ cantidadIntentos: 2, cantidadIntentosMaxima: 3 })).toBe(true);
    expect(hasAttemptsLeft({ cantidadIntentos: 3, cantidadIntentosMaxima: 3 })).toBe(false);
    expect(hasAttemptsLeft({ cantidadIntentos: 4, cantidadIntentosMaxima: 3 })).toBe(false);
  });

  it('lets only pending or failed members who need it, with attempts left, start', () => {
    const b = member('1').biometria;
    if (!b) throw new Error('fixture');
    expect(canStartBiometrics(b)).toBe(true);
    expect(canStartBiometrics({ ...b, estado: 'FALLIDO', cantidadIntentos: 1 })).toBe(true);
    expect(canStartBiometrics({ ...b, estado: 'ERROR' })).toBe(false);
    expect(canStartBiometrics({ ...b, estado: 'COMPLETADO' })).toBe(false);
    expect(canStartBiometrics({ ...b, necesaria: false })).toBe(false);
    expect(canStartBiometrics({ ...b, estado: 'FALLIDO', cantidadIntentos: 3 })).toBe(false);
  });
});

describe('rows', () => {
  it('lists only members who need biometrics, with one action each', () => {
    const rows = memberRows([
      member('20111111112', {}, { representanteLegal: true }),
      member('20222222223', { estado: 'COMPLETADO', cantidadIntentos: 1 }),
      member('20333333334', { estado: 'FALLIDO', cantidadIntentos: 3 }),
      member('20444444445', { estado: 'ERROR', cantidadIntentos: 1 }),
      member('20555555556', { estado: 'FALLIDO', cantidadIntentos: 1 }),
      member('20666666667', { necesaria: false }, { firmante: false }),
    ]);
    expect(rows.map((r) => [r.nombre, r.rol, r.estado, r.action])).toEqual([
      [
        'Ana Pérez',
        'Representante Legal / Firmante',
        'Pendiente',
        { kind: 'start', label: 'Iniciar Biometria', nroTributario: '20111111112' },
      ],
      ['Ana Pérez', 'Firmante', 'Completado', { kind: 'text', text: 'COMPLETADO' }],
      ['Ana Pérez', 'Firmante', 'Fallido', { kind: 'text', text: 'BLOQUEADO' }],
      [
        'Ana Pérez',
        'Firmante',
        'Bloqueado',
        { kind: 'text', text: 'Para continuar con la validación deberá dirigirse a una sucursal' },
      ],
      [
        'Ana Pérez',
        'Firmante',
        'Fallido',
        { kind: 'start', label: 'Iniciar Biometria', nroTributario: '20555555556' },
      ],
    ]);
  });
});

describe('allRequiredMembersDone', () => {
  it('holds only when every member the bank needs has COMPLETADO', () => {
    const done = member('20111111112', { estado: 'COMPLETADO' });
    const notNeeded = member('20222222223', { necesaria: false });
    expect(allRequiredMembersDone([done, notNeeded])).toBe(true);
    expect(allRequiredMembersDone([done, member('20333333334')])).toBe(false);
    expect(allRequiredMembersDone([done, member('20333333334', { estado: 'FALLIDO' })])).toBe(false);
  });
});
