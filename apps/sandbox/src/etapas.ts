// The two moves of the biometric stage (journey §1, identity §4): a request reaches
// AGUARDANDO_BIOMETRIA (a persona física after the card delivery, confirmar-datos-fisica; a company
// once every required document is VALIDO, here), and becomes a client, CLIENTE_{product}, once every
// member who must has passed the biometrics and accepted the terms.
import { integrantesDe, validacionDe } from './biometria.ts';
import { type Db, type Solicitud, updateSolicitud } from './db.ts';
import { documentosDe } from './documentos.ts';
import { ESTADO_AGUARDANDO_BIOMETRIA } from './progreso.ts';
import { registro } from './registro.ts';

/** The company page of the biometric stage: the member status list. */
export const PAGINA_ESTADO_INTEGRANTES = 'ESTADO INTEGRANTES';

/** The product in the client stage's name; the theme reads AGRO out of it (identity §1). */
export const paginaCliente = (s: Solicitud): string =>
  registro(s).actividad === 'AGRO_NYP' ? 'CLIENTE_PAQUETE_AGRO' : 'CLIENTE_PAQUETE_PYME';

/** A company whose documents are uploaded (or all set VALIDO by QA) and now all VALIDO. */
export const alValidarDocumentacion = (db: Db, s: Solicitud, at: string): Solicitud => {
  if (s.tipoPersona !== 'JURIDICA') return s;
  if (s.pagina !== 'DOCUMENTACION' && s.pagina !== 'VALIDACION DOCUMENTACION') return s;
  const pendientes = documentosDe(s).filter((d) => d.requerido && d.estado !== 'VALIDO');
  if (pendientes.length > 0) return s;
  return (
    updateSolicitud(
      db,
      s.idSolicitud,
      { pagina: PAGINA_ESTADO_INTEGRANTES, estadoInternoNombre: ESTADO_AGUARDANDO_BIOMETRIA },
      at,
    ) ?? s
  );
};

/** Whether this member is done: passed the biometrics and accepted the terms. */
export const terminado = (s: Solicitud, nroTributario: string): boolean => {
  const miembro = integrantesDe(s).find((m) => m.nroTributario === nroTributario);
  return miembro?.biometria.estado === 'COMPLETADO' && Boolean(validacionDe(s, nroTributario).tycAceptadosEn);
};

/** A request waiting for biometrics whose every required member is done becomes a client. */
export const alTerminarIntegrante = (db: Db, s: Solicitud, at: string): Solicitud => {
  if (s.estadoInternoNombre !== ESTADO_AGUARDANDO_BIOMETRIA) return s;
  const requeridos = integrantesDe(s).filter((m) => m.biometria.necesaria);
  if (requeridos.length === 0 || !requeridos.every((m) => terminado(s, m.nroTributario))) return s;
  const cliente = paginaCliente(s);
  return updateSolicitud(db, s.idSolicitud, { pagina: cliente, estadoInternoNombre: cliente }, at) ?? s;
};
