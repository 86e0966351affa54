// The application record as GET /solicitud/{id} answers it, derived from the stored request.
import { integrantesDe, VALIDACION_KEY } from './biometria.ts';
import type { Solicitud } from './db.ts';
import { CORREO_VALIDADO_KEY } from './routes/crear-solicitud.ts';

const text = (data: Record<string, unknown>, key: string): string | null => {
  const value = data[key];
  return typeof value === 'string' ? value : null;
};

export const registro = (s: Solicitud) => {
  const fisica = s.tipoPersona === 'FISICA';
  const nombre = text(s.formulario, 'nombres');
  const apellido = text(s.formulario, 'apellidos');
  return {
    // The middle eight digits of a person's CUIT are the DNI; a company has only its CUIT.
    numeroDocumento: fisica ? s.nroTributario.slice(2, 10) : s.nroTributario,
    clienteNombre: nombre,
    clienteApellido: apellido,
    contactoNombre: nombre,
    contactoApellido: apellido,
    actividad: text(s.formulario, 'actividad'),
    razonSocial: fisica ? null : `EMPRESA ${s.nroTributario} S.A.`,
    // Later calls store their fields here and may override the defaults above...
    ...s.datos,
    // ...but never the identity of the request, and the members always carry their biometric state
    // (a persona física's one member is the titular; the stored attempts are not the client's).
    [VALIDACION_KEY]: undefined,
    [CORREO_VALIDADO_KEY]: undefined,
    integrantes: integrantesDe(s),
    idSolicitud: s.idSolicitud,
    tipoPersona: s.tipoPersona,
    nroTributario: s.nroTributario,
    estadoInternoNombre: s.estadoInternoNombre,
  };
};
