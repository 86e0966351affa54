// State → path, per machine: the table the web's one bridge hook reads to keep the URL on the
// machine. A state missing here has no page of its own (the screen stays where it is).
// Path → event, per flow with pages of its own (*_PATH_EVENTS): the other way, what the same hook sends
// when the URL changes under the machine (a reload, a deep link, the browser's back and forward).
import type { EventFrom, EventObject, SnapshotFrom } from 'xstate';
import type { addressMachine } from './address/address.machine.ts';
import { regulatoryBlockRoute } from './request/regulatory.ts';
import type { biometricsMachine } from './biometrics/biometrics.machine.ts';
import type { requestWatchMachine } from './biometrics/request-watch.machine.ts';
import type { termsMachine } from './biometrics/terms.machine.ts';
import type { faceCaptureMachine } from './capture/face-capture.machine.ts';
import type { idCaptureMachine } from './capture/id-capture.machine.ts';
import type { documentsMachine } from './documents/documents.machine.ts';
import type { membersMachine } from './members/members.machine.ts';
import type { offerMachine } from './offer/offer.machine.ts';
import type { otpMachine } from './otp/otp.machine.ts';
import type { PersonaFisicaFlowStep } from './persona-fisica/persona-fisica.context.ts';
import type { personaFisicaMachine } from './persona-fisica/persona-fisica.machine.ts';
import type { PersonaJuridicaFlowStep } from './persona-juridica/persona-juridica.context.ts';
import type { personaJuridicaMachine } from './persona-juridica/persona-juridica.machine.ts';
import type { resumeMachine } from './resume/resume.machine.ts';
import { BIOMETRIC_BASE, paths } from './routes.ts';
import type { ErrorPageState } from './shell/retry-route.ts';
import { sessionIsPersonaFisica } from './session/session-data.ts';
import { activityTheme, type Theme } from './shell/theme.ts';
import type { startMachine } from './start/start.machine.ts';

type Entry<S> = readonly [state: string, path: (snapshot: S) => string];

/**
 * The event that asks the machine for a path's page. A flow with such a map owns its URL: a path it
 * has no event for, or whose event the machine refuses, goes back to the machine's own page.
 */
export type PathEvents<E extends EventObject> = Readonly<Record<string, E>>;

const leftTo = (snapshot: { context: { outcome: { navigateTo?: string } | null } }) =>
  snapshot.context.outcome?.navigateTo ?? paths.home;

/**
 * What the code screen is given besides its path (identity §2 screen 1: its route params include the
 * e-mail): kept in the history entry, so a reload shows it again and the URL never carries it.
 */
export interface CodeScreenState {
  email: string | null;
  /** The start form's theme (its activity): a reload of the code screen keeps it (issue 24). */
  theme?: Theme;
}
const onCodeScreen = (path: string | null) => !!path?.startsWith(paths.otp(''));

export const startRouteState = (snapshot: SnapshotFrom<typeof startMachine>): CodeScreenState | undefined =>
  snapshot.matches('codeEntry')
    ? {
        email: snapshot.context.values?.email ?? null,
        theme: activityTheme(snapshot.context.values?.actividad),
      }
    : undefined;

export const resumeRouteState = (
  snapshot: SnapshotFrom<typeof resumeMachine>,
): CodeScreenState | undefined =>
  snapshot.matches('resumed') && onCodeScreen(snapshot.context.destination)
    ? { email: snapshot.context.email }
    : undefined;

export const START_ROUTES: readonly Entry<SnapshotFrom<typeof startMachine>>[] = [
  ['form', () => paths.home],
  ['starting', () => paths.loading],
  ['started', () => paths.loading],
  ['codeEntry', ({ context }) => paths.otp(context.idSolicitud ?? '')],
  ['left', leftTo],
];

export const OTP_ROUTES: readonly Entry<SnapshotFrom<typeof otpMachine>>[] = [
  // After the code: the target resume stored, else the product offer.
  ['code.done', ({ context }) => context.target ?? paths.offer],
  ['code.left', leftTo],
  ['code.back', () => paths.home],
];

export const RESUME_ROUTES: readonly Entry<SnapshotFrom<typeof resumeMachine>>[] = [
  ['form', () => paths.resume],
  ['resumed', ({ context }) => context.destination ?? paths.resume],
  ['left', leftTo],
];

// After the offer, the data form of the person type; the stored tax number tells which.
export const OFFER_ROUTES: readonly Entry<SnapshotFrom<typeof offerMachine>>[] = [
  ['accepted', () => (sessionIsPersonaFisica() ? paths.personaFisicaForm : paths.personaJuridicaForm)],
  ['left', leftTo],
];

// An address block lives inside a data form's page; only a catalogue error that leaves moves it.
export const ADDRESS_ROUTES: readonly Entry<SnapshotFrom<typeof addressMachine>>[] = [['left', leftTo]];

// loading and unavailable have no page of their own: the page that started the flow stays.
export const PERSONA_FISICA_ROUTES: readonly Entry<SnapshotFrom<typeof personaFisicaMachine>>[] = [
  ['datos', () => paths.personaFisicaForm],
  ['sucursal', () => paths.branch],
  ['envioTarjeta', () => paths.cardDelivery],
  ['blocked', regulatoryBlockRoute],
  // The next stage of a persona física is the biometric validation (docs/decisions.md).
  ['done', () => paths.biometricInfoDni],
  ['left', leftTo],
];

/** The step each page of the flow stands for: what a deep link or the back button sends as flow.goto. */
// The flow's base and /detalle name no step: they open the one the request is on.
export const PERSONA_FISICA_STEP_BY_PATH: Readonly<Record<string, PersonaFisicaFlowStep>> = {
  [paths.onboarding]: 'current',
  [paths.dataForm]: 'current',
  [paths.personaFisicaForm]: 'datos',
  [paths.branch]: 'sucursal',
  [paths.cardDelivery]: 'envioTarjeta',
};

const gotoByPath = <Step extends string>(steps: Readonly<Record<string, Step>>) =>
  Object.fromEntries(
    Object.entries(steps).map(([path, step]) => [path, { type: 'flow.goto' as const, step }]),
  );

// A step the record does not allow yet is refused, and the URL goes back to the step's page.
export const PERSONA_FISICA_PATH_EVENTS: PathEvents<EventFrom<typeof personaFisicaMachine>> =
  gotoByPath(PERSONA_FISICA_STEP_BY_PATH);

export const PERSONA_JURIDICA_ROUTES: readonly Entry<SnapshotFrom<typeof personaJuridicaMachine>>[] = [
  ['datos', () => paths.personaJuridicaForm],
  ['sucursal', () => paths.branch],
  ['blocked', regulatoryBlockRoute],
  ['done', () => paths.members],
  ['left', leftTo],
];

export const PERSONA_JURIDICA_STEP_BY_PATH: Readonly<Record<string, PersonaJuridicaFlowStep>> = {
  [paths.onboarding]: 'current',
  [paths.dataForm]: 'current',
  [paths.personaJuridicaForm]: 'datos',
  [paths.branch]: 'sucursal',
};

export const PERSONA_JURIDICA_PATH_EVENTS: PathEvents<EventFrom<typeof personaJuridicaMachine>> = gotoByPath(
  PERSONA_JURIDICA_STEP_BY_PATH,
);

/** Each data flow's pages as its view takes them: state → path, path → step, path → event. */
export const PERSONA_FISICA_PAGES = {
  routes: PERSONA_FISICA_ROUTES,
  stepByPath: PERSONA_FISICA_STEP_BY_PATH,
  events: PERSONA_FISICA_PATH_EVENTS,
} as const;
export const PERSONA_JURIDICA_PAGES = {
  routes: PERSONA_JURIDICA_ROUTES,
  stepByPath: PERSONA_JURIDICA_STEP_BY_PATH,
  events: PERSONA_JURIDICA_PATH_EVENTS,
} as const;

// /integrantes holds the list; /confirmar-integrante its read-only confirmation before sending.
export const MEMBERS_ROUTES: readonly Entry<SnapshotFrom<typeof membersMachine>>[] = [
  ['editing', () => paths.members],
  ['reviewing', () => paths.memberReview],
  ['sending', () => paths.memberReview],
  ['done', ({ context }) => paths.documents(context.idSolicitud)],
  ['left', leftTo],
];

/** MEMBERS_ROUTES with the list on another path: where /continuar-tramite hosts the members page. */
export const membersRoutesWithList = (
  listPath: string,
): readonly Entry<SnapshotFrom<typeof membersMachine>>[] =>
  MEMBERS_ROUTES.map(([state, path]) => (state === 'editing' ? [state, () => listPath] : [state, path]));

// Back from the confirmation goes on editing; forward to it asks for the review again, and a list that
// no longer passes is refused (its issues show on the list).
export const MEMBERS_PATH_EVENTS: PathEvents<EventFrom<typeof membersMachine>> = {
  [paths.members]: { type: 'members.edit' },
  [paths.resumeMembers]: { type: 'members.edit' },
  [paths.memberReview]: { type: 'members.review' },
};

// Loading and submitting stay on the page (the overlay shows the progress).
export const DOCUMENTS_ROUTES: readonly Entry<SnapshotFrom<typeof documentsMachine>>[] = [
  ['editing', ({ context }) => paths.documents(context.idSolicitud)],
  ['done', () => paths.documentsReview],
  ['left', leftTo],
];

// A capture screen and its preview; once confirmed (done) the biometric flow says where to go.
const idCapturePath = ({ context }: SnapshotFrom<typeof idCaptureMachine>) =>
  context.side === 'front' ? paths.biometricFront : paths.biometricBack;

// Both capture machines name their states alike; all but the preview show the capture screen.
const CAPTURE_SCREEN_STATES = ['loadingDetector', 'detectorFailed', 'camera', 'live', 'upload'] as const;

export const ID_CAPTURE_ROUTES: readonly Entry<SnapshotFrom<typeof idCaptureMachine>>[] = [
  ...CAPTURE_SCREEN_STATES.map((state) => [state, idCapturePath] as const),
  [
    'preview',
    ({ context }) => (context.side === 'front' ? paths.biometricFrontPreview : paths.biometricBackPreview),
  ],
];

export const FACE_CAPTURE_ROUTES: readonly Entry<SnapshotFrom<typeof faceCaptureMachine>>[] = [
  ...CAPTURE_SCREEN_STATES.map((state) => [state, () => paths.biometricSelfie] as const),
  ['preview', () => paths.biometricSelfiePreview],
];

// The biometric flow: loading states have no page (the page it was opened on stays: info-dni, or the
// front capture on a phone); a capture state follows its child (capture screen or preview).
type BiometricsSnapshot = SnapshotFrom<typeof biometricsMachine>;
const childPath =
  <S extends { matches: (state: never) => boolean }>(
    id: string,
    table: readonly Entry<S>[],
    fallback: string,
  ) =>
  (snapshot: BiometricsSnapshot) => {
    const child = (snapshot.children as Record<string, { getSnapshot: () => S } | undefined>)[
      id
    ]?.getSnapshot();
    return (typeof child?.matches === 'function' && routeFor(table, child)) || fallback;
  };

export const BIOMETRICS_ROUTES: readonly Entry<BiometricsSnapshot>[] = [
  ['info', () => paths.biometricInfoDni],
  // An expired QR on a phone: info-dni, asking for the computer's new QR (identity §5).
  ['expiredQr', () => paths.biometricInfoDni],
  ['front', childPath('frontCapture', ID_CAPTURE_ROUTES, paths.biometricFront)],
  ['backInfo', () => paths.biometricBackInfo],
  ['back', childPath('backCapture', ID_CAPTURE_ROUTES, paths.biometricBack)],
  ['selfieInfo', () => paths.biometricSelfieInfo],
  ['selfie', childPath('selfieCapture', FACE_CAPTURE_ROUTES, paths.biometricSelfie)],
  // 'Aguarde unos instantes estamos validando su identidad.' shows over the selfie preview.
  ['validating', () => paths.biometricSelfiePreview],
  ['identityUnavailable', () => paths.biometricSelfiePreview],
  ['terms', () => paths.biometricTerms],
  // Identity §2 screen 13's waiting text while other required members are pending.
  ['membersPending', () => paths.biometricWaitingProduct],
  ['success', () => paths.accountCreated],
  ['finishedElsewhere', () => paths.accountCreated],
  ['left', leftTo],
];

/**
 * What the page the biometric flow leaves to is told (use-flow-route's stateOf): a retryable failure
 * (a failed attempt with attempts left) gives the error page the way back to info-dni, as this flow
 * was opened (the phone's QR query, or the member and request of the member list's link).
 */
export const biometricsRouteState = (
  snapshot: BiometricsSnapshot,
  query: string,
): ErrorPageState | undefined => {
  if (!snapshot.matches('left') || !snapshot.context.outcome?.retry) return undefined;
  const { personaFisica, nroTributario, idSolicitud, qr } = snapshot.context;
  const member = !personaFisica && !qr && nroTributario ? { nroTributario, idSolicitud } : null;
  return { retry: { path: `${paths.biometricInfoDni}${query}`, state: member } };
};

// Back from a preview to its capture page takes the photo again; every other page of the flow is the
// machine's alone (a URL it is not at goes back to its page).
export const BIOMETRICS_PATH_EVENTS: PathEvents<EventFrom<typeof biometricsMachine>> = {
  [paths.biometricFront]: { type: 'capture.retake' },
  [paths.biometricBack]: { type: 'capture.retake' },
  [paths.biometricSelfie]: { type: 'capture.retake' },
};

/** The waiting page moves on to the account page once the request is a client. */
export const REQUEST_WATCH_ROUTES: readonly Entry<SnapshotFrom<typeof requestWatchMachine>>[] = [
  ['client', () => paths.accountCreated],
];

/**
 * A phone opened from the QR has no session: the QR's query is all that says who validates, so every
 * biometric page keeps it and a reload starts the flow the same way (pages outside the flow do not).
 */
export const keepingQrQuery = (
  table: readonly Entry<BiometricsSnapshot>[],
  query: string,
): readonly Entry<BiometricsSnapshot>[] =>
  query
    ? table.map(([state, path]) => [
        state,
        (snapshot) => {
          const to = path(snapshot);
          return to.startsWith(`${BIOMETRIC_BASE}/`) || to === BIOMETRIC_BASE ? `${to}${query}` : to;
        },
      ])
    : table;

/**
 * The biometric flow's table for the page it was opened on: at /datos-biometricos info-dni's place is
 * the device choice, which keeps the base until the person picks (its QR needs the request); a phone's
 * pages keep the QR's query.
 */
export const biometricsRoutes = (query: string, atBase: boolean): readonly Entry<BiometricsSnapshot>[] =>
  keepingQrQuery(
    atBase
      ? BIOMETRICS_ROUTES.map(([state, path]) =>
          state === 'info' ? ([state, () => BIOMETRIC_BASE] as const) : ([state, path] as const),
        )
      : BIOMETRICS_ROUTES,
    query,
  );

/** A route without its query: the page itself (a phone's biometric route carries the QR's `?q=`). */
export const pathOf = (route: string): string => route.split('?')[0] ?? route;

/**
 * Whether two routes are the same page: queries aside, and a trailing slash too (the router takes
 * both, and a table may name a page with one).
 */
export const samePage = (a: string, b: string): boolean => {
  const page = (route: string) => pathOf(route).replace(/(.)\/$/, '$1');
  return page(a) === page(b);
};

/** The event a flow's map has for the page at `location`, if any. */
export const eventForPath = <E extends EventObject>(events: PathEvents<E>, location: string): E | undefined =>
  Object.entries(events).find(([path]) => samePage(path, location))?.[1];

// Terms live on their page; only leaving moves (the flow takes the outcome on).
export const TERMS_ROUTES: readonly Entry<SnapshotFrom<typeof termsMachine>>[] = [
  ['loading', () => paths.biometricTerms],
  ['unavailable', () => paths.biometricTerms],
  ['ready', () => paths.biometricTerms],
  ['accepting', () => paths.biometricTerms],
  ['left', leftTo],
];

/** The path of the first entry whose state the snapshot is in, or null. */
export const routeFor = <S extends { matches: (state: never) => boolean }>(
  table: readonly Entry<S>[],
  snapshot: S,
): string | null => {
  const entry = table.find(([state]) => (snapshot.matches as (state: string) => boolean)(state));
  return entry ? entry[1](snapshot) : null;
};
