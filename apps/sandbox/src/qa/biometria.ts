// /__sandbox/biometria/{idSolicitud}/{nroTributario}: read a member's biometric state and attempts,
// put it at any state (so QA and e2e reach one member of each state), and fetch a stored image.
// For a persona física the member is the titular (its CUIT or DNI).
import { ESTADOS_BIOMETRIA } from '@alta/core/biometrics/biometrics.schema';
import * as v from 'valibot';
import {
  CAMPOS_IMAGEN,
  type CampoImagen,
  guardarValidacion,
  type Integrante,
  integranteDe,
  type ValidacionGuardada,
  validacionDe,
} from '../biometria.ts';
import { readJson } from '../body.ts';
import { findSolicitud, type Solicitud } from '../db.ts';
import { isoAt, type RegisterRoute } from '../deps.ts';
import { ApiError, solicitudNoEncontrada } from '../errors.ts';
import { alTerminarIntegrante } from '../etapas.ts';
import { leerImagen, rutaImagen } from '../imagenes.ts';

const cantidad = (field: string, min: number) =>
  v.optional(
    v.pipe(
      v.number(`El campo ${field} debe ser un número`),
      v.integer(`El campo ${field} debe ser un entero`),
      v.minValue(min, `El campo ${field} debe estar entre ${min} y 99`),
      v.maxValue(99, `El campo ${field} debe estar entre ${min} y 99`),
    ),
  );

// Strict so a typo in a field name fails loudly instead of silently changing nothing.
const patchSchema = v.pipe(
  v.strictObject({
    estado: v.optional(
      v.nullable(
        v.picklist(ESTADOS_BIOMETRIA, `El estado debe ser null o uno de ${ESTADOS_BIOMETRIA.join(', ')}`),
      ),
    ),
    cantidadIntentos: cantidad('cantidadIntentos', 0),
    cantidadIntentosMaxima: cantidad('cantidadIntentosMaxima', 1),
    necesaria: v.optional(v.boolean('El campo necesaria debe ser true o false')),
    tycAceptados: v.optional(v.boolean('El campo tycAceptados debe ser true o false')),
  }),
  v.check((patch) => Object.keys(patch).length > 0, 'Indicá al menos un campo para cambiar'),
);

const NOT_FOUND = 'No encontramos la solicitud indicada';

const buscar = (deps: Parameters<RegisterRoute>[1], idSolicitud: string, nroTributario: string) => {
  const solicitud = findSolicitud(deps.db, idSolicitud);
  if (!solicitud) throw solicitudNoEncontrada(NOT_FOUND);
  const integrante = integranteDe(solicitud, nroTributario);
  if (!integrante) {
    throw new ApiError(404, 'IntegranteNoExiste', `El integrante ${nroTributario} no existe en la solicitud`);
  }
  return { solicitud, integrante };
};

const vista = (solicitud: Solicitud, integrante: Integrante) => {
  const guardada = validacionDe(solicitud, integrante.nroTributario);
  return {
    estadoSolicitud: solicitud.estadoInternoNombre,
    pagina: solicitud.pagina,
    integrante,
    tycAceptadosEn: guardada.tycAceptadosEn ?? null,
    intentos: guardada.intentos ?? [],
  };
};

export const biometria: RegisterRoute = (qa, deps) => {
  qa.get('/biometria/:idSolicitud/:nroTributario', (c) => {
    const { solicitud, integrante } = buscar(deps, c.req.param('idSolicitud'), c.req.param('nroTributario'));
    return c.json(vista(solicitud, integrante));
  });

  qa.patch('/biometria/:idSolicitud/:nroTributario', async (c) => {
    const { tycAceptados, ...estado } = await readJson(c, patchSchema);
    const { solicitud, integrante } = buscar(deps, c.req.param('idSolicitud'), c.req.param('nroTributario'));
    const at = isoAt(deps);
    const cambio: ValidacionGuardada = {
      ...estado,
      ...(tycAceptados === undefined ? {} : { tycAceptadosEn: tycAceptados ? at : null }),
    };
    const guardada = guardarValidacion(deps.db, solicitud, integrante.nroTributario, cambio, at);
    // QA finishing the last member moves the request on exactly as the terms call would.
    const final = alTerminarIntegrante(deps.db, guardada, at);
    return c.json(vista(final, integranteDe(final, integrante.nroTributario) ?? integrante));
  });

  qa.get('/biometria/:idSolicitud/:nroTributario/intentos/:numero/:imagen', (c) => {
    const { solicitud, integrante } = buscar(deps, c.req.param('idSolicitud'), c.req.param('nroTributario'));
    const numero = Number(c.req.param('numero'));
    const imagen = c.req.param('imagen').replace(/\.jpg$/, '') as CampoImagen;
    const intento = validacionDe(solicitud, integrante.nroTributario).intentos?.find(
      (i) => i.numero === numero,
    );
    const bytes =
      intento && CAMPOS_IMAGEN.includes(imagen)
        ? leerImagen(
            deps.dataDir,
            rutaImagen(solicitud.idSolicitud, integrante.nroTributario, numero, imagen),
          )
        : undefined;
    if (!bytes) throw new ApiError(404, 'ImagenNoEncontrada', 'No hay una imagen guardada con esos datos');
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg' });
  });
};
