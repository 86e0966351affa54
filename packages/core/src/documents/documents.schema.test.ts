import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EXE_HEAD, file, JPEG_HEAD, PDF_HEAD } from '../../testing/documents/documents.fixtures.ts';
import {
  addFiles,
  buildDocumentsForm,
  canContinue,
  type Documento,
  documentsResponseSchema,
  FILE_MESSAGES,
  fileIssue,
  isAcceptedType,
  isSatisfied,
  readHead,
  removeFile,
  reuploadNotice,
  sizeLevel,
  sizePercent,
  totalBytes,
  uploadEntries,
} from './documents.schema.ts';
import { LIMIT_TEXTS, MAX_FILE_BYTES, MAX_TOTAL_BYTES } from './document-limits.ts';

const doc = (over: Partial<Documento> = {}): Documento => ({
  idDocumento: 'd1',
  nombre: 'Estatuto',
  leyenda: '',
  requerido: true,
  estado: 'pending',
  ...over,
});

describe('the messages', () => {
  it('are the spec’s, verbatim', () => {
    expect(FILE_MESSAGES.size).toBe('El archivo excede el tamaño máximo permitido (5.5 MB).');
    expect(FILE_MESSAGES.type('application/x-msdownload')).toBe(
      'Formato de archivo incompatible. Permitidos: [.pdf .jpg] Recibido: application/x-msdownload',
    );
    expect(FILE_MESSAGES.count).toBe('Ha superado el límite de archivos permitido por documento (máx. 4)');
    expect(FILE_MESSAGES.total).toBe('El total de archivos supera los 30MB permitidos.');
    expect(FILE_MESSAGES.reupload).toBe('Por favor cargá el documento nuevamente');
  });
});

describe('the type, by name and first bytes', () => {
  it.each([
    ['a.pdf', PDF_HEAD, true],
    ['A.PDF', PDF_HEAD, true],
    ['foto.jpg', JPEG_HEAD, true],
    ['foto.JPEG', JPEG_HEAD, true],
    ['setup.pdf', EXE_HEAD, false],
    ['setup.jpg', EXE_HEAD, false],
    ['foto.pdf', JPEG_HEAD, false],
    ['doc.jpg', PDF_HEAD, false],
    ['setup.exe', EXE_HEAD, false],
    ['doc.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47]), false],
    ['vacio.pdf', new Uint8Array([0x25, 0x50]), false],
    ['sin-extension', PDF_HEAD, false],
  ])('%s → %s', (name, head, ok) => expect(isAcceptedType({ name, head })).toBe(ok));

  it('says what was received: the MIME type, else the extension', () => {
    expect(fileIssue(file('setup.exe', 10, EXE_HEAD, 'application/x-msdownload'))).toBe(
      FILE_MESSAGES.type('application/x-msdownload'),
    );
    expect(fileIssue(file('doc.png', 10, EXE_HEAD))).toBe(FILE_MESSAGES.type('.png'));
    expect(fileIssue(file('README', 10, EXE_HEAD))).toBe(FILE_MESSAGES.type('README'));
  });

  it('an accepted name over other content says what the content is, not the type the name suggests', () => {
    expect(fileIssue(file('setup.pdf', 10, EXE_HEAD, 'application/pdf'))).toBe(
      'Formato de archivo incompatible. Permitidos: [.pdf .jpg] Recibido: un archivo .pdf cuyo contenido no es un PDF',
    );
    expect(fileIssue(file('foto.pdf', 10, JPEG_HEAD, 'application/pdf'))).toBe(
      FILE_MESSAGES.type('un JPG con extensión .pdf'),
    );
    expect(fileIssue(file('doc.jpg', 10, PDF_HEAD, 'image/jpeg'))).toBe(
      FILE_MESSAGES.type('un PDF con extensión .jpg'),
    );
  });

  it('reads the first bytes of a Blob', async () => {
    const head = await readHead(new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3, 4, 5])]));
    expect([...head]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3]);
  });
});

describe('the size of a file', () => {
  it('allows 5,767,168 bytes and refuses 5,767,169', () => {
    expect(MAX_FILE_BYTES).toBe(5_767_168);
    expect(fileIssue(file('a.pdf', 5_767_168))).toBeNull();
    expect(fileIssue(file('a.pdf', 5_767_169))).toBe(FILE_MESSAGES.size);
  });
});

describe('addFiles', () => {
  it('allows 4 files a document and refuses the fifth', () => {
    const four = ['1', '2', '3', '4'].map((n) => file(`${n}.pdf`, 10));
    const { files, issues } = addFiles([], [...four, file('5.pdf', 10)]);
    expect(files.map((f) => f.name)).toEqual(['1.pdf', '2.pdf', '3.pdf', '4.pdf']);
    expect(issues).toEqual([FILE_MESSAGES.count]);
  });

  it('replaces a file of the same name, even when the document is full', () => {
    const four = ['1', '2', '3', '4'].map((n) => file(`${n}.pdf`, 10));
    const { files, issues } = addFiles(four, [file('2.pdf', 99)]);
    expect(files.map((f) => [f.name, f.size])).toEqual([
      ['1.pdf', 10],
      ['2.pdf', 99],
      ['3.pdf', 10],
      ['4.pdf', 10],
    ]);
    expect(issues).toEqual([]);
  });

  it('refuses each bad file with its message once and keeps the good ones', () => {
    const { files, issues } = addFiles(
      [],
      [
        file('big.pdf', MAX_FILE_BYTES + 1),
        file('x.pdf', 1, EXE_HEAD),
        file('y.pdf', 1, EXE_HEAD),
        file('ok.jpg', 5, JPEG_HEAD),
      ],
    );
    expect(files.map((f) => f.name)).toEqual(['ok.jpg']);
    expect(issues).toEqual([
      FILE_MESSAGES.size,
      FILE_MESSAGES.type('un archivo .pdf cuyo contenido no es un PDF'),
    ]);
  });

  it('removes by name', () => {
    expect(removeFile([file('a.pdf', 1), file('b.pdf', 1)], 'a.pdf').map((f) => f.name)).toEqual(['b.pdf']);
  });
});

describe('the total and its bar', () => {
  const slots = (sizes: number[]) =>
    sizes.map((size, i) => ({ documento: doc({ idDocumento: `d${i}` }), files: [file(`${i}.pdf`, size)] }));

  it('allows 31,457,280 bytes and not one more', () => {
    expect(MAX_TOTAL_BYTES).toBe(31_457_280);
    expect(canContinue(slots([5_000_000, 5_000_000, 5_000_000, 5_000_000, 5_000_000, 6_457_280]))).toBe(true);
    expect(totalBytes(slots([5_000_000, 5_000_000, 5_000_000, 5_000_000, 5_000_000, 6_457_281]))).toBe(
      31_457_281,
    );
    expect(canContinue(slots([5_000_000, 5_000_000, 5_000_000, 5_000_000, 5_000_000, 6_457_281]))).toBe(
      false,
    );
  });

  it('is green up to 22 MiB, yellow above, red above 30 MB', () => {
    expect(sizeLevel(0)).toBe('green');
    expect(sizeLevel(23_068_672)).toBe('green');
    expect(sizeLevel(23_068_673)).toBe('yellow');
    expect(sizeLevel(31_457_280)).toBe('yellow');
    expect(sizeLevel(31_457_281)).toBe('red');
    expect(sizePercent(15_728_640)).toBe(50);
    expect(sizePercent(40_000_000)).toBe(100);
  });
});

describe('Continuar', () => {
  const f = [file('a.pdf', 1)];
  it.each([
    ['required pending without a file', doc(), [], false],
    ['required pending with a file', doc(), f, true],
    ['required VALIDO without a file', doc({ estado: 'VALIDO' }), [], true],
    ['required NO_VALIDO without a file', doc({ estado: 'NO_VALIDO' }), [], false],
    ['required NO_VALIDO with a new file', doc({ estado: 'NO_VALIDO' }), f, true],
    ['optional NO_VALIDO without a file', doc({ requerido: false, estado: 'NO_VALIDO' }), [], false],
    ['REJECTED without a file', doc({ estado: 'REJECTED' }), [], false],
    ['optional REJECTED without a file (issue 24)', doc({ requerido: false, estado: 'REJECTED' }), [], true],
    ['optional REJECTED with a new file', doc({ requerido: false, estado: 'REJECTED' }), f, true],
    ['optional pending without a file', doc({ requerido: false }), [], true],
  ])('%s → %s', (_, documento, files, ok) => {
    expect(isSatisfied({ documento, files })).toBe(ok);
    expect(canContinue([{ documento, files }])).toBe(ok);
  });

  it('asks for the document again only while a refused one has no new file', () => {
    expect(reuploadNotice({ documento: doc({ estado: 'NO_VALIDO' }), files: [] })).toBe(
      'Por favor cargá el documento nuevamente',
    );
    expect(reuploadNotice({ documento: doc({ estado: 'NO_VALIDO' }), files: f })).toBeNull();
    expect(reuploadNotice({ documento: doc(), files: [] })).toBeNull();
  });

  it('is off with no documents at all', () => expect(canContinue([])).toBe(false));
});

describe('the wire', () => {
  it('reads the list bare or under documentos, estado pending when absent', () => {
    const item = { idDocumento: 7, nombre: 'Poder', requerido: false };
    expect(v.parse(documentsResponseSchema, [item])).toEqual([
      { idDocumento: '7', nombre: 'Poder', leyenda: '', requerido: false, estado: 'pending' },
    ]);
    expect(
      v.parse(documentsResponseSchema, { documentos: [{ ...item, estado: 'NO_VALIDO' }] })[0]?.estado,
    ).toBe('NO_VALIDO');
    expect(v.safeParse(documentsResponseSchema, [{ ...item, estado: 'OTRO' }]).success).toBe(false);
  });

  it('builds the multipart body with one indexed pair per file', () => {
    const entries = uploadEntries([
      { documento: doc({ idDocumento: 'est' }), files: [file('a.pdf', 1), file('b.jpg', 1, JPEG_HEAD)] },
      { documento: doc({ idDocumento: 'bal' }), files: [] },
      { documento: doc({ idDocumento: 'dni' }), files: [file('c.pdf', 1)] },
    ]);
    const form = buildDocumentsForm('sol-1', entries);
    expect([...form.keys()]).toEqual([
      'idSolicitud',
      'documentos[0].idDocumento',
      'documentos[0].archivo',
      'documentos[1].idDocumento',
      'documentos[1].archivo',
      'documentos[2].idDocumento',
      'documentos[2].archivo',
    ]);
    expect(form.get('documentos[1].idDocumento')).toBe('est');
    expect(form.get('documentos[2].idDocumento')).toBe('dni');
    expect((form.get('documentos[1].archivo') as File).name).toBe('b.jpg');
  });
});

describe('LIMIT_TEXTS', () => {
  it('writes the enforced limits, so the modal and the hints say what the checks do', () => {
    expect(LIMIT_TEXTS.file).toBe('5.5 MB');
    expect(LIMIT_TEXTS.total).toBe('30 MB');
    expect(LIMIT_TEXTS.tooLarge).toBe(
      'Cada archivo no puede superar los 5.5 MB. Quitá algunos archivos para poder continuar.',
    );
    expect(LIMIT_TEXTS.hint).toBe('PDF o JPG, hasta 5.5 MB por archivo y 4 archivos por documento.');
    expect(FILE_MESSAGES.size).toContain(`(${LIMIT_TEXTS.file})`);
  });
});
