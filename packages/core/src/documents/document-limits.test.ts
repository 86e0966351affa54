// Every text that states a document limit, built from the constants, against the spec's words.
import { describe, expect, it } from 'vitest';
import { FAQ } from '../shell/faq.ts';
import {
  LIMIT_MESSAGES,
  limitText,
  limitTextEs,
  MAX_FILE_BYTES,
  MAX_FILES_PER_DOCUMENT,
  MAX_TOTAL_BYTES,
  sizeText,
} from './document-limits.ts';
import { FILE_MESSAGES } from './documents.schema.ts';

describe('document limits', () => {
  it("are journey §9's: 5,767,168 bytes a file, 4 files a document, 31,457,280 bytes in all", () => {
    expect([MAX_FILE_BYTES, MAX_FILES_PER_DOCUMENT, MAX_TOTAL_BYTES]).toEqual([5_767_168, 4, 31_457_280]);
    // §9 writes them '(5.5 MB)' and '(30 MB)'.
    expect(limitText(MAX_FILE_BYTES)).toBe('5.5 MB');
    expect(limitText(MAX_TOTAL_BYTES)).toBe('30 MB');
  });

  it("journey §8's file errors, verbatim", () => {
    expect(LIMIT_MESSAGES.size).toBe('El archivo excede el tamaño máximo permitido (5.5 MB).');
    expect(LIMIT_MESSAGES.count).toBe('Ha superado el límite de archivos permitido por documento (máx. 4)');
    expect(LIMIT_MESSAGES.total).toBe('El total de archivos supera los 30MB permitidos.');
    expect([FILE_MESSAGES.size, FILE_MESSAGES.count, FILE_MESSAGES.total]).toEqual([
      LIMIT_MESSAGES.size,
      LIMIT_MESSAGES.count,
      LIMIT_MESSAGES.total,
    ]);
  });

  it('the FAQ writes them with a decimal comma', () => {
    expect(limitTextEs(MAX_FILE_BYTES)).toBe('5,5 MB');
    expect(limitTextEs(MAX_TOTAL_BYTES)).toBe('30 MB');
    expect(FAQ.find((entry) => entry.question === '¿Qué archivos puedo subir?')?.answer).toBe(
      'Archivos PDF, JPG o JPEG de hasta 5,5 MB cada uno, con un máximo de 4 archivos por documento y 30 MB en total.',
    );
  });

  it('a measured size always has one decimal, in the unit the limits are written in', () => {
    expect(sizeText(MAX_TOTAL_BYTES)).toBe('30,0 MB');
    expect(sizeText(3 * 2 ** 20)).toBe('3,0 MB');
    expect(sizeText(1_300_000)).toBe('1,2 MB');
  });

  it('says small sizes in KB or bytes, never as 0,0 MB', () => {
    expect(sizeText(20 * 1024)).toBe('20 KB');
    expect(sizeText(20_000)).toBe('20 KB');
    expect(sizeText(0)).toBe('0 bytes');
    expect(sizeText(512)).toBe('512 bytes');
    expect(sizeText(2 ** 20 - 100)).toBe('1,0 MB');
  });
});
