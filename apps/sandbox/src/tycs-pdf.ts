// The terms documents GET /tycs answers: small real PDFs (pdf-lib, standard Helvetica, A4) with a
// title and numbered clauses. They hold no request data, so each product's set is made once and kept.
// Every name reads after the screen's 'Leí y acepto los'.
import { BANK_LEGAL_NAME } from '@alta/core/shell/brand';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export type Producto = 'PYME' | 'AGRO';
type Documento = { nombre: string; clausulas: string[] };

const AVISO =
  'Documento de prueba generado por el entorno sandbox. No tiene validez contractual ni reemplaza las condiciones del banco.';

const documentos = (producto: Producto): Documento[] => [
  {
    nombre: 'Términos y Condiciones Generales',
    clausulas: [
      `Las presentes condiciones rigen la relación entre el titular y ${BANK_LEGAL_NAME} para la apertura y el uso de productos para empresas por canales digitales.`,
      'El titular declara que los datos informados son verdaderos y se compromete a mantenerlos actualizados.',
      'Todos los firmantes deben validar su identidad mediante biometría antes de operar.',
      'El banco podrá solicitar documentación adicional conforme a la normativa vigente.',
    ],
  },
  {
    nombre: `Términos y Condiciones del Paquete ${producto === 'AGRO' ? 'Agro' : 'Pyme'}`,
    clausulas: [
      'El paquete incluye Cuenta Corriente en Pesos, Caja de Ahorro en Dólares y Tarjeta de Débito.',
      'La comisión de mantenimiento del paquete se bonifica en un 100% durante los primeros 12 meses.',
      'Vencido ese plazo, se aplicarán las comisiones vigentes informadas en el cuadro tarifario.',
      ...(producto === 'AGRO'
        ? [
            'El paquete incluye beneficios para la actividad agropecuaria según el cuadro de beneficios vigente.',
          ]
        : []),
    ],
  },
  {
    nombre: 'Términos y Condiciones de Banca por Internet para Empresas',
    clausulas: [
      'Las credenciales de acceso son personales e intransferibles.',
      'El titular recibirá un correo electrónico para crear su clave de banca por internet para empresas.',
      'Las operaciones realizadas con las credenciales del usuario se consideran efectuadas por el titular.',
    ],
  },
];

const A4: [number, number] = [595.28, 841.89];
const MARGEN = 56;

/** Splits a text into lines that fit the width at the given size. */
const lineas = (texto: string, font: PDFFont, size: number, ancho: number): string[] => {
  const resultado: string[] = [];
  let actual = '';
  for (const palabra of texto.split(' ')) {
    const prueba = actual ? `${actual} ${palabra}` : palabra;
    if (actual && font.widthOfTextAtSize(prueba, size) > ancho) {
      resultado.push(actual);
      actual = palabra;
    } else {
      actual = prueba;
    }
  }
  if (actual) resultado.push(actual);
  return resultado;
};

// A fixed date keeps the bytes the same from one run to the next.
const FECHA = new Date('2025-01-01T00:00:00.000Z');

const generar = async ({ nombre, clausulas }: Documento): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  pdf.setTitle(nombre);
  pdf.setAuthor(BANK_LEGAL_NAME);
  pdf.setLanguage('es-AR');
  pdf.setCreationDate(FECHA);
  pdf.setModificationDate(FECHA);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const negrita = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(A4);
  const ancho = A4[0] - 2 * MARGEN;
  let y = A4[1] - MARGEN;
  const escribir = (texto: string, font: PDFFont, size: number, gris = 0) => {
    for (const linea of lineas(texto, font, size, ancho)) {
      y -= size * 1.4;
      page.drawText(linea, { x: MARGEN, y, size, font, color: rgb(gris, gris, gris) });
    }
  };
  escribir(BANK_LEGAL_NAME, negrita, 11, 0.3);
  y -= 8;
  escribir(nombre, negrita, 16);
  y -= 8;
  clausulas.forEach((clausula, i) => {
    y -= 6;
    escribir(`${i + 1}. ${clausula}`, regular, 11);
  });
  y -= 16;
  escribir(AVISO, regular, 9, 0.4);
  return pdf.save();
};

const cache = new Map<Producto, Promise<{ Nombre: string; Archivo: string }[]>>();

/** The product's documents as GET /tycs answers them: Nombre and Archivo (base64, no data: prefix). */
export const tycsDe = (producto: Producto) => {
  let lista = cache.get(producto);
  if (!lista) {
    lista = Promise.all(
      documentos(producto).map(async (d) => ({
        Nombre: d.nombre,
        Archivo: Buffer.from(await generar(d)).toString('base64'),
      })),
    ).catch((error: unknown) => {
      cache.delete(producto);
      throw error;
    });
    cache.set(producto, lista);
  }
  return lista;
};
