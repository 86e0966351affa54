// The ten FAQ answers (journey §9, identity §1). The spec gives the facts, not the wording; the
// texts are ours, in the voice of the rest of the app (docs/decisions.md). Shown on
// /preguntas-frecuentes and below the resume form. The document limits come from their constants.
import {
  limitTextEs,
  MAX_FILE_BYTES,
  MAX_FILES_PER_DOCUMENT,
  MAX_TOTAL_BYTES,
} from '../documents/document-limits.ts';

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

export const FAQ: readonly FaqEntry[] = [
  {
    question: '¿Quién puede abrir una cuenta empresa online?',
    answer:
      'Empresas (personas jurídicas) y personas que trabajan por su cuenta (personas humanas con actividad comercial o profesional). Solo el titular puede dar de alta la empresa.',
  },
  {
    question: '¿Qué datos necesito para empezar?',
    answer:
      'Tu CUIT, la actividad, un correo electrónico, tu nombre, tu apellido y un celular. Te vamos a enviar un código de 4 dígitos a tu correo para validarlo.',
  },
  {
    question: '¿Tiene costo el paquete de productos?',
    answer: 'No durante el primer año: la comisión del paquete está bonificada los primeros 12 meses.',
  },
  {
    question: '¿Qué documentación tengo que presentar?',
    answer:
      'El DNI, frente y dorso, de cada firmante (las personas extranjeras, CDI y pasaporte), el estatuto o contrato social con su constancia de inscripción y el acta de asamblea con la nómina del directorio. Si los tenés, también podés sumar los poderes y el último balance certificado.',
  },
  {
    question: '¿Cuánto tiempo tengo para cargar la documentación?',
    answer: 'Tenés 30 días corridos para subir la documentación.',
  },
  {
    question: '¿Qué archivos puedo subir?',
    answer: `Archivos PDF, JPG o JPEG de hasta ${limitTextEs(MAX_FILE_BYTES)} cada uno, con un máximo de ${MAX_FILES_PER_DOCUMENT} archivos por documento y ${limitTextEs(MAX_TOTAL_BYTES)} en total.`,
  },
  {
    question: '¿Quiénes tienen que validar su identidad?',
    answer:
      'Todos los firmantes tienen que validar su identidad con biometría: una foto del DNI, frente y dorso, y una selfie.',
  },
  {
    question: '¿Cuándo va a estar lista mi cuenta?',
    answer: 'Cuando completes todos los pasos, tu cuenta va a estar lista en menos de 48 horas.',
  },
  {
    question: '¿Me va a contactar alguien del banco?',
    answer: 'Sí. Un especialista se va a comunicar con vos dentro de las 48 horas hábiles.',
  },
  {
    question: '¿Puedo dejar el trámite y seguirlo después?',
    answer:
      'Sí. Entrá en «Continuar trámite», ingresá el CUIT con el que lo empezaste y seguí desde donde lo dejaste.',
  },
];
