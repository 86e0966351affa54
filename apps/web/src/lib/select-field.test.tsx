// The selects as a user meets them (identity §9, §5): the gender options with the empty default that
// says 'Seleccione al menos una opción', and keyboard type-ahead whose query clears after 350 ms.
import { GENDER_EMPTY_MESSAGE, GENDER_OPTIONS } from '@alta/core/request/gender';
import { TYPE_AHEAD_RESET_MS } from '@alta/core/shared/type-ahead';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppForm } from './form.tsx';

const GENDERS = GENDER_OPTIONS.map(({ label, value }) => ({ label, value }));

const GenderForm = () => {
  const form = useAppForm({ defaultValues: { genero: '' } });
  return (
    <form.AppForm>
      <form.AppField name="genero">
        {(field) => <field.SelectField label="Género" options={GENDERS} placeholder={GENDER_EMPTY_MESSAGE} />}
      </form.AppField>
    </form.AppForm>
  );
};

afterEach(cleanup);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const selected = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;

describe('SelectField', () => {
  it('offers Masculino, Femenino and No Binario after the empty default, which asks for a choice', () => {
    render(<GenderForm />);
    const select = screen.getByLabelText<HTMLSelectElement>('Género');
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.textContent, o.value])).toEqual([
      ['Seleccione al menos una opción', ''],
      ['Masculino', 'M'],
      ['Femenino', 'F'],
      ['No Binario', 'X'],
    ]);
    expect(select.value).toBe('');
    expect(selected(select)).toBe('Seleccione al menos una opción');
  });

  it('picks an option by typing its first letters', async () => {
    const user = userEvent.setup();
    render(<GenderForm />);
    const select = screen.getByLabelText<HTMLSelectElement>('Género');
    select.focus();
    await user.keyboard('f');
    expect(select.value).toBe('F');
    await pause(TYPE_AHEAD_RESET_MS + 50);
    await user.keyboard('no');
    expect(selected(select)).toBe('No Binario');
  });

  it('starts a new search 350 ms after the last key, not before', async () => {
    const user = userEvent.setup();
    render(<GenderForm />);
    const select = screen.getByLabelText<HTMLSelectElement>('Género');
    select.focus();
    await user.keyboard('mf');
    // "mf" names nothing: Masculino stays.
    expect(select.value).toBe('M');
    await pause(TYPE_AHEAD_RESET_MS + 50);
    await user.keyboard('f');
    expect(select.value).toBe('F');
  });

  it('steps through the options with the arrow keys while closed', async () => {
    const user = userEvent.setup();
    render(<GenderForm />);
    const select = screen.getByLabelText<HTMLSelectElement>('Género');
    select.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(select.value).toBe('F');
    await user.keyboard('{ArrowUp}');
    expect(select.value).toBe('M');
  });
});
