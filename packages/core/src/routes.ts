// Every path of the app, as data. Machines name states; this file says where each state lives.

export const BASE = '/onboarding-empresas';
/** The biometric base route, lazily loaded with its children (identity §2). */
export const BIOMETRIC_BASE = '/datos-biometricos';

export const paths = {
  home: '/',
  login: '/login',
  loading: '/loading',
  faq: '/preguntas-frecuentes',
  otp: (idSolicitud: string) => `/getcode/${encodeURIComponent(idSolicitud)}`,
  resume: '/continuar-tramite',
  /** The members page as the resume route also hosts it (journey §2: /integrantes registered twice). */
  resumeMembers: '/continuar-tramite/integrantes',
  memberStatus: (idSolicitud: string) => `/estado-integrantes/${encodeURIComponent(idSolicitud)}`,
  error: '/error',
  errorPrimary: (message: string) => `/error-primary/${encodeURIComponent(message)}`,
  errorSecondary: (message = '') => `/error-secondary/${encodeURIComponent(message)}`,
  offer: `${BASE}/oferta-producto`,
  onboarding: BASE,
  dataForm: `${BASE}/detalle`,
  personaFisicaForm: `${BASE}/detalle/pf`,
  personaJuridicaForm: `${BASE}/detalle/pj`,
  branch: `${BASE}/sucursal`,
  members: `${BASE}/integrantes`,
  memberReview: `${BASE}/confirmar-integrante`,
  documents: (idSolicitud: string) => `${BASE}/carga-documentacion/${encodeURIComponent(idSolicitud)}`,
  documentsReview: `${BASE}/evaluando-documentacion`,
  cardDelivery: `${BASE}/envio-tarjeta`,
  accountCreated: `${BASE}/cuenta-creada-exitosamente`,
  awaitingProducts: `${BASE}/aguardando-productos`,
  biometricInfoDni: '/datos-biometricos/info-dni',
  // The biometric screens (identity §2, screens 3-11; docs/decisions.md, Biometrics).
  biometricDeviceChoice: BIOMETRIC_BASE,
  biometricFront: `${BIOMETRIC_BASE}/dni-provider/validar-dni-frente`,
  biometricFrontPreview: `${BIOMETRIC_BASE}/dni-provider/validar-dni-preview/`,
  biometricBackInfo: `${BIOMETRIC_BASE}/dni-provider/info-dorso`,
  biometricBack: `${BIOMETRIC_BASE}/dni-provider/validar-dni-dorso`,
  biometricBackPreview: `${BIOMETRIC_BASE}/dni-provider/validar-dni-dorso-preview`,
  biometricSelfieInfo: `${BIOMETRIC_BASE}/facecapture-provider`,
  biometricSelfie: `${BIOMETRIC_BASE}/facecapture-provider/facecapture`,
  biometricSelfiePreview: `${BIOMETRIC_BASE}/facecapture-provider/face-preview`,
  biometricTerms: `${BIOMETRIC_BASE}/terminosycondiciones`,
  biometricWaitingProduct: `${BIOMETRIC_BASE}/aguardando-producto`,
  biometricExistingClient: `${BIOMETRIC_BASE}/cliente-existente`,
} as const;

/**
 * 'The default error route' of journey §4 (a failed upload) and identity §4 (a pre-check that gives
 * up, a member not in the list): one page, the generic error screen with the default message.
 */
export const DEFAULT_ERROR_ROUTE = paths.error;

/**
 * The pages that take the session's request theme: the request's own, but the offer (which themes
 * itself from the summary it reads) and not home, resume, the code or the errors.
 */
export const isRequestPage = (path: string): boolean =>
  path !== paths.offer &&
  [BASE, BIOMETRIC_BASE, '/estado-integrantes'].some((base) => path === base || path.startsWith(`${base}/`));

/**
 * Other route names of the spec's table whose use it does not show (identity §2): each opens the start
 * of the biometric flow, info-dni (the flow owns its pages; a capture cannot start midway), keeping the
 * query (a QR's ?q=). The router takes them as the home link's parameter (/:maybeParam), so the home
 * screen's code (not every first load) redirects them; before, '/info-dni' showed 'Ruta no válida'.
 */
export const BIOMETRIC_ALIASES = [
  '/validar-dni',
  '/validar-dni-frente',
  '/validar-dni-preview',
  '/validar-rostro',
  '/face-capture',
  '/face-preview',
  '/info-dni',
  '/dni-provider',
] as const;

/** Whether the home route's one segment is one of those names (they reach the router as /:maybeParam). */
export const isBiometricAlias = (segment: string): boolean =>
  (BIOMETRIC_ALIASES as readonly string[]).includes(`/${segment}`);

/** Where an alias goes, its query kept. */
export const biometricAliasTarget = (search: string): string =>
  `${paths.biometricInfoDni}${search ? `?${search.replace(/^\?/, '')}` : ''}`;

/** Route patterns for the router (wouter syntax). */
export const patterns = {
  home: '/',
  maybeParam: '/:maybeParam',
  login: paths.login,
  loading: paths.loading,
  faq: paths.faq,
  otp: '/getcode/:idSolicitud',
  resume: paths.resume,
  error: paths.error,
  errorPrimary: '/error-primary/:message?',
  errorSecondary: '/error-secondary/:message?',
  offer: paths.offer,
  members: paths.members,
  memberReview: paths.memberReview,
  documents: `${BASE}/carga-documentacion/:idSolicitud`,
  documentsReview: paths.documentsReview,
  accountCreated: paths.accountCreated,
  awaitingProducts: paths.awaitingProducts,
  memberStatus: '/estado-integrantes/:idSolicitud',
  /** The biometric layout; its children are the biometric paths above (a nested route). */
  biometric: BIOMETRIC_BASE,
} as const;

/**
 * The pages one flow actor spans: the router gives each set one route, so its actor survives moving
 * between them. The same pages as the flows' path → step/event maps (flow-routes.ts, checked there).
 */
export const FLOW_PAGES = {
  /** The data flows': their base and /detalle open the step the request is on. */
  onboarding: [
    paths.onboarding,
    paths.dataForm,
    paths.personaFisicaForm,
    paths.personaJuridicaForm,
    paths.branch,
    paths.cardDelivery,
  ],
  /** /integrantes (also under the resume route) and /confirmar-integrante share one members actor. */
  members: [paths.members, paths.memberReview, paths.resumeMembers],
} as const;

const escapeRegExp = (path: string) => path.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A route matching exactly one of `pages`, a trailing slash allowed. */
export const pagesPattern = (pages: readonly string[]): RegExp =>
  new RegExp(`^(?:${pages.map(escapeRegExp).join('|')})/?$`);

/** One route for every biometric page, so one flow actor (and its captures) lives above them all. */
export const BIOMETRIC_PATTERN = new RegExp(`^${escapeRegExp(patterns.biometric)}(?:/.*)?$`);

/** Stage (server) → route (journey §2). CLIENTE_{product} is matched by prefix. */
export const stageRoute = (stage: string, idSolicitud: string): string | null => {
  if (stage.startsWith('CLIENTE_')) return paths.accountCreated;
  const table: Record<string, string> = {
    sucursal: paths.branch,
    integrantes: paths.members,
    carga_documentacion: paths.documents(idSolicitud),
    evaluando_documentacion: paths.documentsReview,
    envio_tarjeta: paths.cardDelivery,
    aguardando_producto: paths.awaitingProducts,
  };
  return table[stage] ?? null;
};
