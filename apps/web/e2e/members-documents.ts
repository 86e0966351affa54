/// <reference types="node" />
// Shared steps of the members and documents specs (issue 4): reach /integrantes or the document page
// of a fresh company request, fill the member form like a user, and make real PDF and JPEG files.
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { randomCuit, resumeThroughCode, startRequest } from './helpers.ts';
import { QA_URL, setPagina } from './sandbox.ts';
import { noteTyped } from './pii.ts';

export interface MemberData {
  nombres: string;
  apellidos: string;
  cuit: string;
  porcentaje: string;
  firmante?: boolean;
  representante?: boolean;
  email: string;
  codigoArea?: string;
  telefono?: string;
}

export const memberForm = (page: Page) => page.getByRole('form', { name: /^(Nuevo|Editar) integrante$/ });

/** Types one member into the open form (every field a user must fill). */
export const fillMember = async (page: Page, m: MemberData): Promise<void> => {
  noteTyped(m.nombres, m.apellidos, m.cuit, m.email, m.telefono ?? '43214321');
  const form = memberForm(page);
  await form.getByLabel('Nombres').fill(m.nombres);
  await form.getByLabel('Apellidos').fill(m.apellidos);
  await form.getByLabel('CUIT / CUIL').fill(m.cuit);
  await form.getByLabel('Porcentaje de participación').fill(m.porcentaje);
  await form.getByLabel('Actividad del integrante').selectOption('NEGOCIOS_Y_PROFESIONALES');
  await form.getByLabel('Correo electrónico').fill(m.email);
  await form.getByLabel('Código de país').fill('54');
  await form.getByLabel('Código de área').fill(m.codigoArea ?? '11');
  await form.getByLabel('Teléfono').fill(m.telefono ?? '43214321');
  await form.getByRole('checkbox', { name: 'Firmante' }).setChecked(m.firmante ?? false);
  await form.getByRole('checkbox', { name: 'Representante legal' }).setChecked(m.representante ?? false);
};

/** Opens the form, fills it and presses 'Agregar'. */
export const addMember = async (page: Page, m: MemberData): Promise<void> => {
  await page.getByRole('button', { name: 'Agregar integrante' }).click();
  await fillMember(page, m);
  await memberForm(page).getByRole('button', { name: 'Agregar', exact: true }).click();
};

/**
 * A company request with its e-mail code validated, put by QA at `pagina` and resumed from
 * /continuar-tramite: resume at that stage must land on its screen. Returns once it has landed, so
 * the session is stored: a reload while the code is still being validated starts over instead.
 */
export const resumeCompanyAt = async (
  page: Page,
  request: APIRequestContext,
  pagina: 'integrantes' | 'DOCUMENTACION',
): Promise<{ idSolicitud: string; cuit: string }> => {
  const cuit = randomCuit('30');
  const { idSolicitud } = await startRequest(page, request, { cuit });
  await setPagina(request, idSolicitud, pagina);
  await resumeThroughCode(page, request, { cuit, idSolicitud });
  await expect(page).toHaveURL(
    pagina === 'integrantes'
      ? '/onboarding-empresas/integrantes'
      : `/onboarding-empresas/carga-documentacion/${idSolicitud}`,
    { timeout: 10_000 },
  );
  return { idSolicitud, cuit };
};

/** Sets a document's estado as the bank's review would. */
export const setEstado = async (
  request: APIRequestContext,
  idSolicitud: string,
  idDocumento: string,
  estado: 'VALIDO' | 'NO_VALIDO' | 'pending' | 'REJECTED',
): Promise<void> => {
  const response = await request.patch(`${QA_URL}/documentos/${idSolicitud}/${idDocumento}`, {
    data: { estado },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

export interface FileSpec {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * A real PDF (header, catalogue, one page, a padding stream, cross-reference table and trailer with
 * the right offsets) of exactly `size` bytes, so any reader opens it.
 */
export const makePdf = (name: string, size = 2_000): FileSpec => {
  const head = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const objects = [
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n',
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n',
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n',
  ];
  const build = (padding: number) => {
    const pad = `4 0 obj\n<< /Length ${padding} >>\nstream\n${'%'.repeat(padding)}\nendstream\nendobj\n`;
    const parts = [head, ...objects, pad];
    const offsets: number[] = [];
    let at = Buffer.byteLength(head, 'latin1');
    for (const part of parts.slice(1)) {
      offsets.push(at);
      at += Buffer.byteLength(part, 'latin1');
    }
    const xref = `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
    const trailer = `trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`;
    return Buffer.from(parts.join('') + xref + trailer, 'latin1');
  };
  const overhead = build(0).length;
  // The length field grows with the padding's digits: settle it in two passes.
  let buffer = build(Math.max(0, size - overhead));
  buffer = build(Math.max(0, size - overhead - (buffer.length - size)));
  return { name, mimeType: 'application/pdf', buffer };
};

/** A real JPEG, encoded by the browser's own canvas. */
export const makeJpeg = async (page: Page, name: string): Promise<FileSpec> => {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#136b49';
      context.fillRect(0, 0, 120, 80);
      context.fillStyle = '#fff';
      context.fillRect(10, 10, 50, 30);
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    return [...new Uint8Array(await (blob as Blob).arrayBuffer())];
  });
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(bytes) };
};

/** The card of a document (a region named by its title). */
export const documentCard = (page: Page, nombre: string) =>
  page.getByRole('region', { name: new RegExp(`^${nombre.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/** Chooses files for a document the way a user does: 'Subir archivos', then the file chooser. */
export const uploadTo = async (page: Page, nombre: string, files: FileSpec[]): Promise<void> => {
  const chooser = page.waitForEvent('filechooser');
  await documentCard(page, nombre).getByRole('button', { name: 'Subir archivos' }).click();
  await (await chooser).setFiles(files);
};

export interface StoredFile {
  nombre: string;
  tamano: number;
  tipo: string;
  enDisco: boolean;
  tamanoEnDisco: number | null;
  sha256EnDisco: string | null;
}

/** What the sandbox holds of a request's documents, read back from its disk. */
export const storedDocuments = async (
  request: APIRequestContext,
  idSolicitud: string,
): Promise<Record<string, { estado: string; archivos: StoredFile[] }>> => {
  const response = await request.get(`${QA_URL}/documentos/${idSolicitud}`);
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as {
    documentos: { idDocumento: string; estado: string; archivos: StoredFile[] }[];
  };
  return Object.fromEntries(body.documentos.map((d) => [d.idDocumento, d]));
};
