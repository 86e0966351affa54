// What the home drawer 'Conocé los documentos que vas a necesitar' lists (journey §2). The spec
// gives the items; the wording is ours (docs/decisions.md).
export const START_DOCUMENTS = {
  mandatory: [
    'DNI, frente y dorso, de cada firmante.',
    'Si alguna persona es extranjera: CDI y pasaporte.',
    'Estatuto o contrato social, con la constancia de inscripción.',
    'Acta de asamblea con la nómina del directorio.',
  ],
  optional: ['Poderes.', 'Último balance certificado.'],
} as const;
