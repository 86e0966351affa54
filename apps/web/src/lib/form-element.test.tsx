// form.Form as a user meets it: Enter in a field sends the typed values (the page stays put), an
// invalid submit shows the field's own message, and `ignoreSubmit` (the resume captcha) sends nothing.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppForm } from './form.tsx';

const cuit = v.pipe(v.string(), v.regex(/^\d{11}$/, 'Ingresá los 11 dígitos'));

const CuitForm = ({ onSave, ignoreSubmit }: { onSave: (cuit: string) => void; ignoreSubmit?: boolean }) => {
  const form = useAppForm({
    defaultValues: { cuit: '' },
    validators: { onSubmit: v.object({ cuit }) },
    onSubmit: ({ value }) => onSave(value.cuit),
  });
  return (
    <form.AppForm>
      <form.Form aria-label="Retomar" ignoreSubmit={ignoreSubmit}>
        <form.AppField name="cuit">{(field) => <field.TextField label="CUIT" />}</form.AppField>
        <form.SubmitButton>Continuar</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
};

afterEach(cleanup);

describe('form.Form', () => {
  it('sends the typed values on Enter without leaving the page, and keeps the browser from validating', async () => {
    const onSave = vi.fn();
    const navigated = vi.fn();
    render(<CuitForm onSave={onSave} />);
    // On the document, so it hears the submit after React's handler (on the root) has run.
    const listener = (event: Event) => navigated(event.defaultPrevented);
    document.addEventListener('submit', listener);
    expect(screen.getByRole('form', { name: 'Retomar' })).toHaveProperty('noValidate', true);

    await userEvent.type(screen.getByLabelText('CUIT'), '20123456789{Enter}');
    document.removeEventListener('submit', listener);

    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith('20123456789'));
    expect(navigated).toHaveBeenCalledWith(true);
  });

  it("shows the field's message after an invalid submit and sends nothing", async () => {
    const onSave = vi.fn();
    render(<CuitForm onSave={onSave} />);

    await userEvent.type(screen.getByLabelText('CUIT'), '123{Enter}');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Ingresá los 11 dígitos');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('with ignoreSubmit, a press of Continuar neither sends nor shows messages', async () => {
    const onSave = vi.fn();
    render(<CuitForm onSave={onSave} ignoreSubmit />);

    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await userEvent.type(screen.getByLabelText('CUIT'), '20123456789{Enter}');

    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
