// The uploaded files on disk beside the SQLite file, and GET /__sandbox/documentos/{id} that reads
// them back: what QA (and the e2e) use to check that a company's files really reached the sandbox.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JPEG_HEAD, PDF_HEAD } from '@alta/core/testing/documents/documents.fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { leerArchivo, nombreEnDisco, sha256 } from '../archivos-documentos.ts';
import { CUIT_JURIDICA, errorOf, setup } from '../../testing/test-helpers.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const company = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'alta-docs-'));
  dirs.push(dataDir);
  const s = setup({ dataDir });
  const session = await s.login({ nroTributario: CUIT_JURIDICA });
  return { ...s, ...session, dataDir };
};

const content = (head: Uint8Array, size: number, fill: number): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(new ArrayBuffer(size)).fill(fill);
  out.set(head);
  return out;
};

const multipart = (idSolicitud: string, entries: [string, string, Uint8Array<ArrayBuffer>, string][]) => {
  const form = new FormData();
  form.append('idSolicitud', idSolicitud);
  entries.forEach(([idDocumento, name, bytes, type], i) => {
    form.append(`documentos[${i}].idDocumento`, idDocumento);
    form.append(`documentos[${i}].archivo`, new File([bytes], name, { type }));
  });
  return form;
};

const ESTATUTO = content(PDF_HEAD, 4000, 1);
const ACTA = content(PDF_HEAD, 3000, 2);
const DNI_FRENTE = content(JPEG_HEAD, 2500, 3);
const DNI_DORSO = content(JPEG_HEAD, 2600, 4);

type Listing = {
  documentos: {
    idDocumento: string;
    estado: string;
    archivos: {
      nombre: string;
      tamano: number;
      tipo: string;
      sha256: string;
      ruta: string;
      enDisco: boolean;
      tamanoEnDisco: number | null;
      sha256EnDisco: string | null;
    }[];
  }[];
};

const listing = async (call: ReturnType<typeof setup>['call'], idSolicitud: string) => {
  const res = await call('GET', `/__sandbox/documentos/${idSolicitud}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Listing;
};

describe('uploaded files on disk and GET /__sandbox/documentos/{id}', () => {
  it('keeps every file under <data>/documentos and lists what each document holds, read from disk', async () => {
    const { call, idSolicitud, bearer, dataDir } = await company();
    const res = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, [
        ['ESTATUTO', 'estatuto.pdf', ESTATUTO, 'application/pdf'],
        ['ACTA_ASAMBLEA', 'acta.pdf', ACTA, 'application/pdf'],
        ['DNI_FIRMANTES', 'dni frente.jpg', DNI_FRENTE, 'image/jpeg'],
        ['DNI_FIRMANTES', 'dni dorso.JPEG', DNI_DORSO, 'image/jpeg'],
      ]),
      headers: bearer,
    });
    expect(res.status).toBe(200);

    const { documentos } = await listing(call, idSolicitud);
    expect(documentos.map((d) => [d.idDocumento, d.estado, d.archivos.length])).toEqual([
      ['ESTATUTO', 'pending', 1],
      ['ACTA_ASAMBLEA', 'pending', 1],
      ['DNI_FIRMANTES', 'pending', 2],
      ['PODER', 'pending', 0],
      ['BALANCE', 'pending', 0],
    ]);
    const dni = documentos.find((d) => d.idDocumento === 'DNI_FIRMANTES')?.archivos ?? [];
    expect(dni.map((a) => [a.nombre, a.tamano, a.tipo, a.enDisco, a.tamanoEnDisco])).toEqual([
      ['dni frente.jpg', 2500, 'image/jpeg', true, 2500],
      ['dni dorso.JPEG', 2600, 'image/jpeg', true, 2600],
    ]);
    expect(dni[0]?.sha256EnDisco).toBe(sha256(DNI_FRENTE));
    expect(dni[1]?.sha256EnDisco).toBe(sha256(DNI_DORSO));
    expect(dni[1]?.sha256).toBe(dni[1]?.sha256EnDisco);

    // The bytes are really in the data folder, beside the database.
    const path = join(dataDir, dni[1]?.ruta ?? '');
    expect(path.startsWith(join(dataDir, 'documentos', idSolicitud, 'DNI_FIRMANTES'))).toBe(true);
    expect(new Uint8Array(readFileSync(path))).toEqual(DNI_DORSO);

    // And QA can download one as it was stored.
    const file = await call('GET', `/__sandbox/documentos/${idSolicitud}/DNI_FIRMANTES/2`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(DNI_DORSO);
    expect((await call('GET', `/__sandbox/documentos/${idSolicitud}/DNI_FIRMANTES/3`)).status).toBe(404);
  });

  it('replaces a re-uploaded document’s files on disk, and reset removes them all', async () => {
    const { call, idSolicitud, bearer, dataDir } = await company();
    await call('POST', '/documentacion', {
      body: multipart(idSolicitud, [
        ['ESTATUTO', 'estatuto.pdf', ESTATUTO, 'application/pdf'],
        ['ACTA_ASAMBLEA', 'acta.pdf', ACTA, 'application/pdf'],
        ['DNI_FIRMANTES', 'dni.jpg', DNI_FRENTE, 'image/jpeg'],
      ]),
      headers: bearer,
    });
    const before = await listing(call, idSolicitud);
    const oldActa = join(dataDir, before.documentos[1]?.archivos[0]?.ruta ?? '');
    expect(existsSync(oldActa)).toBe(true);

    // The bank refuses the minutes: a new file replaces the old one.
    for (const [id, estado] of [
      ['ESTATUTO', 'VALIDO'],
      ['DNI_FIRMANTES', 'VALIDO'],
      ['ACTA_ASAMBLEA', 'NO_VALIDO'],
    ]) {
      const set = await call('PATCH', `/__sandbox/documentos/${idSolicitud}/${id}`, { body: { estado } });
      expect(set.status).toBe(200);
    }
    const nueva = content(PDF_HEAD, 1234, 9);
    const again = await call('POST', '/documentacion', {
      body: multipart(idSolicitud, [['ACTA_ASAMBLEA', 'acta firmada.pdf', nueva, 'application/pdf']]),
      headers: bearer,
    });
    expect(again.status).toBe(200);
    const after = await listing(call, idSolicitud);
    const acta = after.documentos.find((d) => d.idDocumento === 'ACTA_ASAMBLEA');
    expect(acta?.estado).toBe('pending');
    expect(acta?.archivos.map((a) => [a.nombre, a.sha256EnDisco])).toEqual([
      ['acta firmada.pdf', sha256(nueva)],
    ]);
    expect(existsSync(oldActa)).toBe(false);
    // The documents not sent again keep their files.
    expect(after.documentos[0]?.archivos[0]?.enDisco).toBe(true);

    expect((await call('POST', '/__sandbox/reset')).status).toBe(200);
    expect(existsSync(join(dataDir, 'documentos'))).toBe(false);
  });

  it('answers 404 for an unknown request', async () => {
    const { call } = await company();
    const res = await call('GET', '/__sandbox/documentos/no-existe');
    expect(res.status).toBe(404);
    expect((await errorOf(res))?.errorCode).toBe('SolicitudNoEncontrada');
  });
});

describe('file names and paths on disk', () => {
  it('keeps a name to safe characters, behind its position, so nothing climbs out of the folder', () => {
    expect(nombreEnDisco(1, 'estatuto.pdf')).toBe('1-estatuto.pdf');
    expect(nombreEnDisco(2, '../../etc/passwd.pdf')).toBe('2-__.._etc_passwd.pdf');
    expect(nombreEnDisco(3, 'contrato ñandú.pdf')).toBe('3-contrato _and_.pdf');
    expect(nombreEnDisco(4, '')).toBe('4-archivo');
  });

  it('reads only paths it wrote', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'alta-docs-'));
    dirs.push(dataDir);
    expect(leerArchivo(dataDir, '../secreto')).toBeUndefined();
    expect(leerArchivo(dataDir, 'documentos/a/../../x/y')).toBeUndefined();
    expect(leerArchivo(dataDir, 'documentos/s1/ESTATUTO/1-a.pdf')).toBeUndefined();
  });
});
