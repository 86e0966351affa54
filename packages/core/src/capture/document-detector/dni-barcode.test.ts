import { describe, expect, it } from 'vitest';
import { BARCODE_MESSAGES, crossCheckDni, parseDniBarcode } from './dni-barcode';
import { SAMPLE_DNI_BARCODE } from '../../../testing/capture/document-detector/synthetic-card.ts';

const HOLDER = { documentNumber: '27-30123456-4', nombre: 'Juana', apellido: 'Gómez', genero: 'F' };

describe('DNI barcode', () => {
  it('parses the current layout', () => {
    expect(parseDniBarcode(SAMPLE_DNI_BARCODE)).toMatchObject({
      tramite: '00512345678',
      apellido: 'GOMEZ',
      nombres: 'JUANA MARIA',
      sexo: 'F',
      dni: '30123456',
      ejemplar: 'A',
      nacimiento: '14/02/1990',
    });
  });

  it('parses the pre-2009 layout that opens with @', () => {
    const old =
      '@20123456    @A@1@PEREZ@CARLOS ALBERTO@ARGENTINA@01/03/1968@M@12/08/2004@00214567890@7033 @12/08/2019@';
    expect(parseDniBarcode(old)).toMatchObject({
      dni: '20123456',
      apellido: 'PEREZ',
      sexo: 'M',
      tramite: '00214567890',
    });
  });

  it('accepts the request holder (CUIT middle digits, one given name, accents and case aside)', () => {
    expect(crossCheckDni(SAMPLE_DNI_BARCODE, HOLDER)).toEqual([]);
    expect(
      crossCheckDni(SAMPLE_DNI_BARCODE, { ...HOLDER, documentNumber: '30.123.456', nombre: 'maría' }),
    ).toEqual([]);
  });

  it('names each field that contradicts the request, in Spanish', () => {
    expect(
      crossCheckDni(SAMPLE_DNI_BARCODE, {
        documentNumber: '20301234589',
        nombre: 'Pedro',
        apellido: 'Gómez',
        genero: 'M',
      }),
    ).toEqual([BARCODE_MESSAGES.documentNumber, BARCODE_MESSAGES.name, BARCODE_MESSAGES.gender]);
    expect(BARCODE_MESSAGES.documentNumber).toBe('El número de DNI no coincide con el de la solicitud.');
  });

  it('says the barcode could not be read when there is no text or it is not a DNI', () => {
    expect(crossCheckDni(undefined, HOLDER)).toEqual([BARCODE_MESSAGES.unreadable]);
    expect(crossCheckDni('https://example.com', HOLDER)).toEqual([BARCODE_MESSAGES.unreadable]);
  });
});
