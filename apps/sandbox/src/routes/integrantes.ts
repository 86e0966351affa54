// POST /integrantes [bearer]: the company's members. Checked with core's member schemas and list
// rules (so a client bug cannot slip through), stored in the record in the identity-spec member shape
// (identity §3), and the request moves on to the documents (page DOCUMENTACION).
import {
  domainMessage,
  isBankDomain,
  MEMBER_MESSAGES,
  memberListIssues,
} from '@alta/core/members/members.schema';
import { bearerSubject } from '../auth.ts';
import { readJson } from '../body.ts';
import { findSolicitud, updateSolicitud } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { ApiError, sesionExpirada, solicitudNoEncontrada, validationError } from '../errors.ts';
import { paginaSiguiente } from '../progreso.ts';
import { CONFIGURACION } from '../seed.ts';
import { membersPayloadSchema } from '@alta/core/members/members.schema';

export const BIOMETRIA_INTENTOS_MAXIMOS = 3;

export const integrantes: RegisterRoute = (api, deps) => {
  api.post('/integrantes', async (c) => {
    const subject = await bearerSubject(deps, c);
    if (!subject) throw sesionExpirada();
    const payload = await readJson(c, membersPayloadSchema);
    if (payload.idSolicitud !== subject) throw sesionExpirada();
    const solicitud = findSolicitud(deps.db, payload.idSolicitud);
    if (!solicitud) throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    if (solicitud.tipoPersona !== 'JURIDICA') {
      throw validationError('La solicitud no corresponde a una persona jurídica');
    }
    const bancario = payload.integrantes.find((i) => isBankDomain(i.email, CONFIGURACION.dominioBanco));
    if (bancario) throw validationError(domainMessage(CONFIGURACION.dominioBanco));

    const issues = memberListIssues(payload.integrantes, CONFIGURACION);
    if (issues.includes(MEMBER_MESSAGES.duplicado)) {
      throw new ApiError(400, 'ErrorIntegranteDuplicado', MEMBER_MESSAGES.duplicado);
    }
    const porcentaje = issues.find(
      (i) =>
        i === MEMBER_MESSAGES.porcentajeMaximo ||
        i === MEMBER_MESSAGES.porcentajeMinimo(CONFIGURACION.porcentajeIntegrantes),
    );
    if (porcentaje) throw new ApiError(400, 'ErrorPorcentajeParticipacion', porcentaje);
    if (issues[0]) throw validationError(issues[0]);

    updateSolicitud(
      deps.db,
      solicitud.idSolicitud,
      {
        pagina: paginaSiguiente('JURIDICA', solicitud.pagina, 'DOCUMENTACION'),
        datos: {
          integrantes: payload.integrantes.map((i) => ({
            ...i,
            genero: null,
            biometria: {
              estado: null,
              necesaria: i.firmante || i.representanteLegal,
              cantidadIntentos: 0,
              cantidadIntentosMaxima: BIOMETRIA_INTENTOS_MAXIMOS,
            },
          })),
        },
      },
      isoAt(deps),
    );
    return c.json({});
  });
};
