// Routes as data from core's patterns. The shell ships in the first bundle; every screen, the 404
// too, loads on demand, the one a visit starts on before the first render (preloadScreen, main.tsx),
// so each route's first load carries only its own screen's code (issue 7).
import { paths, patterns } from '@alta/core/routes';
import { lazy, Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import { lazyWithPreload } from '../lib/lazy-preload.ts';

// The home form brings TanStack Form: not a byte of it on '/getcode' or '/continuar-tramite'.
const HomeScreen = lazyWithPreload(() =>
  import('../screens/home/home-screen.tsx').then((module) => ({ default: module.HomeScreen })),
);

// '/loading' follows a submitted start, whose machine is loaded on demand too (start-flow.tsx).
const LoadingScreen = lazy(() =>
  import('../screens/loading/loading-screen.tsx').then((module) => ({ default: module.LoadingScreen })),
);
// The home screen shows it for invalid links too, so on '/' it comes with the home screen's code.
const NotFoundScreen = lazyWithPreload(() => import('../screens/not-found/not-found-screen.tsx'));
const GetCodeScreen = lazyWithPreload(() => import('../screens/getcode/getcode-screen.tsx'));
const ResumeScreen = lazyWithPreload(() => import('../screens/resume/resume-screen.tsx'));
const FaqScreen = lazyWithPreload(() => import('../screens/faq/faq-screen.tsx'));
const OfferScreen = lazy(() => import('../screens/offer/offer-screen.tsx'));
const ErrorScreen = lazy(() => import('../screens/errors/error-screen.tsx'));
const OnboardingFlow = lazy(() => import('../screens/onboarding/onboarding-flow.tsx'));
const MembersFlow = lazy(() => import('../screens/integrantes/members-flow.tsx'));
const DocumentsScreen = lazy(() => import('../screens/carga-documentacion/documents-screen.tsx'));
const EvaluandoDocumentacionScreen = lazy(
  () => import('../screens/stages/evaluando-documentacion-screen.tsx'),
);
const CuentaCreadaScreen = lazy(() => import('../screens/stages/cuenta-creada-screen.tsx'));
const AguardandoProductosScreen = lazy(() => import('../screens/stages/aguardando-productos-screen.tsx'));
const BiometricsFlow = lazy(() => import('../screens/biometrics/biometrics-flow.tsx'));
const MemberStatusScreen = lazy(() => import('../screens/estado-integrantes/member-status-screen.tsx'));
const ClienteExistenteScreen = lazy(() => import('../screens/stages/cliente-existente-screen.tsx'));

const escapeRegExp = (path: string) => path.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** /integrantes and /confirmar-integrante share one members actor. */
const membersPattern = new RegExp(
  `^(?:${[patterns.integrantes, patterns.confirmarIntegrante].map(escapeRegExp).join('|')})/?$`,
);
/** One route for every biometric page, so one flow actor (and its captures) lives above them all. */
const biometricPattern = new RegExp(`^${escapeRegExp(patterns.biometric)}(?:/.*)?$`);
/** One route for every page of the data flows, so their actor survives moving between them. */
const onboardingFlowPattern = new RegExp(
  `^(?:${[paths.detallePf, paths.detallePj, paths.sucursal, paths.envioTarjeta].map(escapeRegExp).join('|')})/?$`,
);

/**
 * The screens a visit can start on, by the patterns the Switch below gives them and in its order;
 * null for the other one-segment routes the Switch matches before '/:maybeParam'.
 */
const FIRST_SCREENS: readonly (readonly [string, { preload: () => Promise<unknown> } | null])[] = [
  [patterns.home, HomeScreen],
  [patterns.loading, null],
  [patterns.login, null],
  [patterns.getCode, GetCodeScreen],
  [`${patterns.getCode}/`, GetCodeScreen],
  [patterns.resume, ResumeScreen],
  [patterns.faq, FaqScreen],
  [patterns.biometric, null],
  [patterns.error, null],
  [patterns.maybeParam, HomeScreen],
];

/** The Switch's other routes: a visit starting on none of these nor FIRST_SCREENS gets the 404. */
const OTHER_ROUTES: readonly (string | RegExp)[] = [
  patterns.offer,
  onboardingFlowPattern,
  membersPattern,
  biometricPattern,
  patterns.memberStatus,
  patterns.cargaDocumentacion,
  patterns.evaluandoDocumentacion,
  patterns.cuentaCreada,
  patterns.aguardandoProductos,
  patterns.errorPrimary,
  patterns.errorSecondary,
];

const matches = (pattern: string | RegExp, path: string) => matchRoute(parse, pattern, path)[0];

/** Fetches the code of the screen `path` opens when it is one of FIRST_SCREENS or the 404; never rejects. */
export const preloadScreen = (path: string): Promise<unknown> => {
  const first = FIRST_SCREENS.find(([pattern]) => matches(pattern, path));
  const notFound = !first && !OTHER_ROUTES.some((pattern) => matches(pattern, path));
  const screen = notFound ? NotFoundScreen : first?.[1];
  return screen ? screen.preload().catch(() => undefined) : Promise.resolve();
};

export const Router = () => (
  <Suspense fallback={<p className="route-loading">Cargando…</p>}>
    <Switch>
      <Route path={patterns.home} component={HomeScreen} />
      <Route path={patterns.loading} component={LoadingScreen} />
      <Route path={patterns.login} component={LoadingScreen} />
      <Route path={patterns.getCode} component={GetCodeScreen} />
      <Route path={`${patterns.getCode}/`} component={GetCodeScreen} />
      <Route path={patterns.resume} component={ResumeScreen} />
      <Route path={patterns.faq} component={FaqScreen} />
      <Route path={patterns.offer} component={OfferScreen} />
      <Route path={onboardingFlowPattern} component={OnboardingFlow} />
      <Route path={membersPattern} component={MembersFlow} />
      <Route path={paths.biometricWaitingProduct} component={AguardandoProductosScreen} />
      <Route path={paths.biometricExistingClient} component={ClienteExistenteScreen} />
      <Route path={biometricPattern} component={BiometricsFlow} />
      <Route path={patterns.memberStatus} component={MemberStatusScreen} />
      <Route path={patterns.cargaDocumentacion} component={DocumentsScreen} />
      <Route path={patterns.evaluandoDocumentacion} component={EvaluandoDocumentacionScreen} />
      <Route path={patterns.cuentaCreada} component={CuentaCreadaScreen} />
      <Route path={patterns.aguardandoProductos} component={AguardandoProductosScreen} />
      <Route path={patterns.error}>{() => <ErrorScreen variant="generic" />}</Route>
      <Route path={patterns.errorPrimary}>
        {(params) => <ErrorScreen variant="primary" message={params.message} />}
      </Route>
      <Route path={patterns.errorSecondary}>
        {(params) => <ErrorScreen variant="secondary" message={params.message} />}
      </Route>
      <Route path={patterns.maybeParam} component={HomeScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  </Suspense>
);
