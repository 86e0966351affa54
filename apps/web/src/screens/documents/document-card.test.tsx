import { DOCUMENTOS, file, JPEG_HEAD, PDF_HEAD } from '@alta/core/testing/documents/documents.fixtures';
import type { DocumentSlot, UploadFile } from '@alta/core/documents/documents.schema';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentCard, toUploadFiles } from './document-card.tsx';
import { sizeText as formatMb } from '@alta/core/documents/document-limits';
import { SizeBar } from './size-bar.tsx';

afterEach(cleanup);

const [estatuto, dni, balance] = DOCUMENTOS as [
  (typeof DOCUMENTOS)[0],
  (typeof DOCUMENTOS)[0],
  (typeof DOCUMENTOS)[0],
];
const slot = (over: Partial<DocumentSlot<UploadFile>['documento']>, files: UploadFile[] = []) => ({
  documento: { ...estatuto, ...over },
  files,
});

describe('DocumentCard', () => {
  it('shows title, description and the required asterisk, and offers Subir archivos', () => {
    render(<DocumentCard slot={slot({})} onAdd={vi.fn()} onRemove={vi.fn()} />);
    const card = screen.getByRole('region', { name: /^Estatuto o contrato social\s*\(obligatorio\)$/ });
    expect(within(card).getByText('Con constancia de inscripción')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Subir archivos' })).toBeTruthy();
  });

  it('shows a VALIDO document with its check and no upload button', () => {
    render(<DocumentCard slot={{ documento: dni, files: [] }} onAdd={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByText('Documento validado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subir archivos' })).toBeNull();
  });

  it('asks for a new file for a NO_VALIDO document until one is chosen', () => {
    const { rerender } = render(
      <DocumentCard slot={slot({ estado: 'NO_VALIDO' })} onAdd={vi.fn()} onRemove={vi.fn()} />,
    );
    expect(screen.getByText('Por favor cargá el documento nuevamente')).toBeTruthy();
    rerender(
      <DocumentCard
        slot={slot({ estado: 'NO_VALIDO' }, [file('nuevo.pdf', 10)])}
        onAdd={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.queryByText('Por favor cargá el documento nuevamente')).toBeNull();
  });

  it('lists the chosen files, each with its remove button, and no asterisk when optional', async () => {
    const onRemove = vi.fn();
    render(
      <DocumentCard
        slot={{ documento: balance, files: [file('a.pdf', 1_048_576), file('b.pdf', 10)] }}
        onAdd={vi.fn()}
        onRemove={onRemove}
      />,
    );
    expect(screen.getByRole('heading').textContent).toBe('Último balance certificado');
    expect(screen.getByText('1,0 MB')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Quitar b.pdf' }));
    expect(onRemove).toHaveBeenCalledWith('b.pdf');
  });

  it('hands the chosen files to core with their first bytes', async () => {
    const onAdd = vi.fn();
    const { container } = render(<DocumentCard slot={slot({})} onAdd={onAdd} onRemove={vi.fn()} />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.jpg,.jpeg');
    const pdf = new File([PDF_HEAD, new Uint8Array(100)], 'e.pdf', { type: 'application/pdf' });
    await userEvent.setup().upload(input, pdf);
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalled());
    const [chosen] = (onAdd.mock.calls[0]?.[0] ?? []) as UploadFile[];
    expect(chosen).toMatchObject({ name: 'e.pdf', size: 108, type: 'application/pdf' });
    expect([...(chosen?.head ?? [])]).toEqual([...PDF_HEAD]);
  });
});

describe('toUploadFiles', () => {
  it('reads at most the first 8 bytes of each file', async () => {
    const [jpg] = await toUploadFiles([new File([JPEG_HEAD, new Uint8Array(50)], 'x.jpg')]);
    expect(jpg?.head.length).toBe(8);
    expect(jpg?.size).toBe(58);
  });
});

describe('SizeBar', () => {
  it('says the total against 30 MB and warns in yellow and red', () => {
    const { rerender, container } = render(<SizeBar total={3 * 1_048_576} level="green" />);
    expect(screen.getByText('3,0 MB de 30,0 MB')).toBeTruthy();
    rerender(<SizeBar total={25 * 1_048_576} level="yellow" />);
    expect(screen.getByText(/Te estás acercando al límite/)).toBeTruthy();
    rerender(<SizeBar total={31 * 1_048_576} level="red" />);
    expect(screen.getByText(/Superaste el límite/)).toBeTruthy();
    expect(container.querySelector('.size-bar')?.getAttribute('data-level')).toBe('red');
    expect(formatMb(31_457_280)).toBe('30,0 MB');
  });
});
