// POST /biometria/validar-identidad/{idSolicitud} [bearer, or the QR phone], multipart: nroTramite,
// tipoDocumento (CUIL), nroDocumento, sexo, faceCapture (the face as base64 JPEG) and the three JPEG
// files frenteDNI, dorsoDNI and selfie (identity §3, §7); any other field is refused. The fields are checked with
// core's schema (JPEG by first bytes); then the request must be waiting for biometrics, the member
// must exist, need biometrics and have attempts left. A counted attempt stores the images on disk and
// sets the member's state by the DNI rules of reglas-biometria.ts: 200 when COMPLETADO, 400 with a
// message when FALLIDO or ERROR; the technical rules answer 500 or 503 and count nothing.
import {
  BIOMETRICS_SCHEMA_MESSAGES,
  IDENTITY_IMAGES,
  validarIdentidadRequestSchema,
} from '@alta/core/biometrics/biometrics.schema';
import { requireBearerOrQr } from '../auth-biometria.ts';
import { type CampoImagen, dniDe, guardarValidacion, integranteDe, validacionDe } from '../biometria.ts';
import { checkAsync } from '../body.ts';
import { findSolicitud } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { ApiError, solicitudNoEncontrada, validationError } from '../errors.ts';
import { guardarImagenes } from '../imagenes.ts';
import { ESTADO_AGUARDANDO_BIOMETRIA } from '../progreso.ts';
import { MENSAJES_BIOMETRIA as MSG, mensajeFallido, resultadoPara } from '../reglas-biometria.ts';

const M = BIOMETRICS_SCHEMA_MESSAGES;

/** The schema's image and sexo messages get the catalogue's codes; the rest is ErrorValidacion. */
const conCodigo = (error: unknown): never => {
  if (!(error instanceof ApiError)) throw error;
  const message = error.errorMessage;
  if (message === M.faceCapture || IDENTITY_IMAGES.some((f) => message === M.image(f))) {
    throw new ApiError(400, 'ExtensionNoValida', message);
  }
  if ([...IDENTITY_IMAGES, 'faceCapture'].some((f) => message === M.imageSize(f))) {
    throw new ApiError(400, 'MaxSizeRequest', message);
  }
  if (message === M.sexo) throw new ApiError(400, 'sexo_invalido', message);
  throw error;
};

export const validarIdentidad: RegisterRoute = (api, deps) => {
  api.post('/biometria/validar-identidad/:idSolicitud', requireBearerOrQr(deps), async (c) => {
    if (!(c.req.header('Content-Type') ?? '').startsWith('multipart/form-data')) {
      throw validationError('El cuerpo debe ser multipart/form-data');
    }
    const body = await c.req.parseBody().catch(() => {
      throw validationError('El cuerpo no es un formulario multipart válido');
    });
    const campos = await checkAsync(validarIdentidadRequestSchema, body).catch(conCodigo);
    // Every await happens before the request is read, so counting an attempt cannot interleave.
    const bytes: (readonly [CampoImagen, Uint8Array])[] = [
      ['faceCapture', new Uint8Array(Buffer.from(campos.faceCapture, 'base64'))],
      ...(await Promise.all(
        IDENTITY_IMAGES.map(
          async (campo) => [campo, new Uint8Array(await campos[campo].arrayBuffer())] as const,
        ),
      )),
    ];

    const solicitud = findSolicitud(deps.db, c.req.param('idSolicitud'));
    if (!solicitud) throw solicitudNoEncontrada('No encontramos la solicitud indicada');
    if (solicitud.estadoInternoNombre !== ESTADO_AGUARDANDO_BIOMETRIA) {
      throw new ApiError(400, 'BiometriaNoHabilitada', MSG.noHabilitada);
    }
    const integrante = integranteDe(solicitud, campos.nroDocumento);
    if (!integrante) throw new ApiError(400, 'IntegranteNoExiste', MSG.integranteNoExiste);
    const { biometria, nroTributario } = integrante;
    if (!biometria.necesaria) throw new ApiError(400, 'BiometriaNoRequerida', MSG.noNecesaria);
    if (integrante.genero && integrante.genero !== campos.sexo) {
      throw new ApiError(400, 'sexo_invalido', MSG.sexo);
    }
    // Already validated (e.g. the page was reloaded before the terms): the flow goes on, nothing counted.
    if (biometria.estado === 'COMPLETADO') return c.json({});
    if (biometria.estado === 'ERROR') throw new ApiError(400, 'BiometriaBloqueada', MSG.bloqueada);
    if (biometria.cantidadIntentos >= biometria.cantidadIntentosMaxima) {
      throw new ApiError(400, 'IntentosAgotados', MSG.intentosAgotados);
    }

    const intento = biometria.cantidadIntentos + 1;
    const resultado = resultadoPara(dniDe(nroTributario), intento);
    if (resultado.tipo === 'falla') {
      throw new ApiError(resultado.status, resultado.errorCode, resultado.errorMessage);
    }
    const at = isoAt(deps);
    const imagenes = guardarImagenes(deps.dataDir, solicitud.idSolicitud, nroTributario, intento, bytes);
    const previos = validacionDe(solicitud, nroTributario).intentos ?? [];
    guardarValidacion(
      deps.db,
      solicitud,
      nroTributario,
      {
        estado: resultado.estado,
        cantidadIntentos: intento,
        ...(integrante.genero ? {} : { genero: campos.sexo }),
        intentos: [
          ...previos,
          { numero: intento, en: at, nroTramite: campos.nroTramite, resultado: resultado.estado, imagenes },
        ],
      },
      at,
    );
    if (resultado.estado === 'ERROR') throw new ApiError(400, 'BiometriaBloqueada', MSG.bloqueada);
    if (resultado.estado === 'FALLIDO') {
      const restantes = biometria.cantidadIntentosMaxima - intento;
      throw new ApiError(400, 'ValidacionIdentidadFallida', mensajeFallido(restantes));
    }
    return c.json({});
  });
};
