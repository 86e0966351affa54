// Where a resumed request goes, by the page the server reports (journey §2, identity §4).
import { TECHNICAL_ERROR_MESSAGE } from '../errors/catalogue.ts';
import { paths, stageRoute } from '../routes.ts';
import type { ResumeResponse } from './resume.schema.ts';

type PageTable = Record<string, (idSolicitud: string) => string>;

// The companion spec's resume pages live under the biometric base (identity §2): waiting for the
// product and an existing client, for both person types. The stage routes /cuenta-creada-exitosamente
// and /aguardando-productos stay where a sign-up in this tab ends.
const SHARED: PageTable = {
  VALIDANDO_PRODUCTOS: () => paths.biometricWaitingProduct,
  aguardando_producto: () => paths.biometricWaitingProduct,
  'PANTALLA ERROR(TECNICA)': () => paths.errorSecondary(TECHNICAL_ERROR_MESSAGE),
};

export const PERSONA_FISICA_PAGES: PageTable = {
  'DATOS GENERALES FISICA': () => paths.personaFisicaForm,
  'BIOMETRIA DNI': () => paths.biometricInfoDni,
  ...SHARED,
};

export const PERSONA_JURIDICA_PAGES: PageTable = {
  'DATOS GENERALES JURIDICA': () => paths.personaJuridicaForm,
  'INGRESO INTEGRANTES': () => paths.members,
  CONFIRMACION: () => paths.memberReview,
  DOCUMENTACION: (id) => paths.documents(id),
  'VALIDACION DOCUMENTACION': () => paths.documentsReview,
  'ESTADO INTEGRANTES': (id) => paths.memberStatus(id),
  ...SHARED,
};

/**
 * The route of the page the request is at. A procedure stage (sucursal, envio_tarjeta, integrantes, …)
 * is a page too (journey §1: the stage is given only through the resume call); anything else we do not
 * know goes to the generic error screen.
 */
export const pageRoute = ({ idSolicitud, tipoPersona, retomeSolicitud }: ResumeResponse): string => {
  const { pagina } = retomeSolicitud;
  // 'CLIENTE {product}' (or the stage CLIENTE_{product}): already a client, whatever the product.
  if (/^CLIENTE[ _]/.test(pagina)) return paths.biometricExistingClient;
  const table = tipoPersona === 'FISICA' ? PERSONA_FISICA_PAGES : PERSONA_JURIDICA_PAGES;
  return table[pagina]?.(idSolicitud) ?? stageRoute(pagina, idSolicitud) ?? paths.errorSecondary();
};

/** With irOTP the code comes first, and the page waits as the target after it. */
export const resumeDestination = (response: ResumeResponse): { path: string; afterCode: string | null } =>
  response.retomeSolicitud.irOTP
    ? { path: paths.otp(response.idSolicitud), afterCode: pageRoute(response) }
    : { path: pageRoute(response), afterCode: null };
