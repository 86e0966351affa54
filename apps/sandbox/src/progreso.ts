// How far a request got, as the page retomar reports (journey §1, §7). The confirm calls move it
// forward by what their payload holds, never back: resending the data after the branch was chosen
// leaves the request where it was.
import type { TipoPersona } from './db.ts';

export const PAGINAS: Readonly<Record<TipoPersona, readonly string[]>> = {
  FISICA: ['DATOS GENERALES FISICA', 'sucursal', 'envio_tarjeta', 'BIOMETRIA DNI'],
  // After the members the identity-spec page names (docs/decisions.md): DOCUMENTACION (stage
  // carga_documentacion), then VALIDACION DOCUMENTACION (stage evaluando_documentacion).
  JURIDICA: [
    'DATOS GENERALES JURIDICA',
    'sucursal',
    'integrantes',
    'DOCUMENTACION',
    'VALIDACION DOCUMENTACION',
    // Once every required document is VALIDO: the members' biometrics (etapas.ts).
    'ESTADO INTEGRANTES',
  ],
};

/** The further of the two pages; a page outside the flow's list (set by QA) gives way. */
export const paginaSiguiente = (tipo: TipoPersona, actual: string, propuesta: string): string => {
  const orden = PAGINAS[tipo];
  return orden.indexOf(actual) > orden.indexOf(propuesta) ? actual : propuesta;
};

/** A persona física that confirmed the card delivery waits for the biometric validation. */
export const ESTADO_AGUARDANDO_BIOMETRIA = 'AGUARDANDO_BIOMETRIA';
