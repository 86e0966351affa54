// Routes as data from core's patterns. The shell ships in the first bundle; every screen, the 404
// too, loads on demand, the one a visit starts on before the first render (preloadScreen, main.tsx),
// so each route's first load carries only its own screen's code (issue 7).
import { BIOMETRIC_PATTERN, FLOW_PAGES, pagesPattern, paths, patterns } from '@alta/core/routes';
import { type ComponentType, lazy, Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, type RouteComponentProps, Switch } from 'wouter';
import { lazyWithPreload } from '../lib/lazy-preload.ts';

// The home form brings TanStack Form: not a byte of it on '/getcode' or '/continuar-tramite'.
// Its form's code comes too, unless a hydrating first load holds it back until an interaction.
const HomeScreen = lazyWithPreload(() =>
  import('../screens/home/home-screen.tsx').then(async (module) => {
    await module.preloadStartForm();
    return { default: module.HomeScreen };
  }),
);

// The error page comes with the code of any screen whose calls can fail: when the connection drops
// mid-flow, the call's failure leads there, and its code can no longer be fetched then.
const ErrorScreen = lazyWithPreload(() => import('../screens/errors/error-screen.tsx'));
const withErrorScreen =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> => {
    void ErrorScreen.preload().catch(() => undefined);
    return load();
  };

// '/loading' follows a submitted start, whose machine is loaded on demand too (start-flow.tsx).
const LoadingScreen = lazy(
  withErrorScreen(() =>
    import('../screens/loading/loading-screen.tsx').then((module) => ({ default: module.LoadingScreen })),
  ),
);
// The home screen shows it for invalid links too, so on '/' it comes with the home screen's code.
const NotFoundScreen = lazyWithPreload(() => import('../screens/not-found/not-found-screen.tsx'));
// The code screen hydrates without its machine; the machine's code comes beside the screen's.
const OtpScreen = lazyWithPreload(() =>
  import('../screens/otp/otp-screen.tsx').then((module) => {
    void module.preloadOtpActor();
    return module;
  }),
);
const ResumeScreen = lazyWithPreload(() =>
  import('../screens/resume/resume-screen.tsx').then(async (module) => {
    await module.preloadResumeForm();
    return module;
  }),
);
const FaqScreen = lazyWithPreload(() => import('../screens/faq/faq-screen.tsx'));
const OfferScreen = lazy(withErrorScreen(() => import('../screens/offer/offer-screen.tsx')));
const OnboardingFlow = lazy(withErrorScreen(() => import('../screens/onboarding/onboarding-flow.tsx')));
const MembersFlow = lazy(withErrorScreen(() => import('../screens/members/members-flow.tsx')));
const DocumentsScreen = lazy(withErrorScreen(() => import('../screens/documents/documents-screen.tsx')));
const DocumentsReviewScreen = lazy(
  withErrorScreen(() => import('../screens/stages/documents-review-screen.tsx')),
);
const AccountCreatedScreen = lazy(
  withErrorScreen(() => import('../screens/stages/account-created-screen.tsx')),
);
const AwaitingProductsScreen = lazy(
  withErrorScreen(() => import('../screens/stages/awaiting-products-screen.tsx')),
);
const BiometricsFlow = lazy(withErrorScreen(() => import('../screens/biometrics/biometrics-flow.tsx')));
const MemberStatusScreen = lazy(
  withErrorScreen(() => import('../screens/member-status/member-status-screen.tsx')),
);
const ExistingClientScreen = lazy(
  withErrorScreen(() => import('../screens/stages/existing-client-screen.tsx')),
);

const membersPattern = pagesPattern(FLOW_PAGES.members);
const onboardingFlowPattern = pagesPattern(FLOW_PAGES.onboarding);

// Wouter hands a route's component its params.
// A visit that starts on one (the pages are prerendered) fetches its code before the first render.
const errorRoute = (variant: 'generic' | 'primary' | 'secondary') =>
  Object.assign(
    ({ params }: { params: { message?: string } }) => (
      <ErrorScreen variant={variant} message={params.message} />
    ),
    { preload: ErrorScreen.preload },
  );
const GenericError = errorRoute('generic');
const PrimaryError = errorRoute('primary');
const SecondaryError = errorRoute('secondary');

// Each screen takes the params its own pattern captures; `never` lets one table hold them all.
type Screen = ComponentType<{ params: never }> & { preload?: () => Promise<unknown> };

/** Every route, in the order the Switch tries them; a path matching none gets the 404. */
const ROUTES: readonly (readonly [path: string | RegExp, screen: Screen])[] = [
  [patterns.home, HomeScreen],
  [patterns.loading, LoadingScreen],
  [patterns.login, LoadingScreen],
  [patterns.otp, OtpScreen],
  [`${patterns.otp}/`, OtpScreen],
  [patterns.resume, ResumeScreen],
  [patterns.faq, FaqScreen],
  [patterns.offer, OfferScreen],
  [onboardingFlowPattern, OnboardingFlow],
  [membersPattern, MembersFlow],
  [paths.biometricWaitingProduct, AwaitingProductsScreen],
  [paths.biometricExistingClient, ExistingClientScreen],
  [BIOMETRIC_PATTERN, BiometricsFlow],
  [patterns.memberStatus, MemberStatusScreen],
  [patterns.documents, DocumentsScreen],
  [patterns.documentsReview, DocumentsReviewScreen],
  [patterns.accountCreated, AccountCreatedScreen],
  [patterns.awaitingProducts, AwaitingProductsScreen],
  [patterns.error, GenericError],
  [patterns.errorPrimary, PrimaryError],
  [patterns.errorSecondary, SecondaryError],
  [patterns.maybeParam, HomeScreen],
];

/**
 * Fetches the code of the screen `path` opens, the way the Switch picks it, when that screen can be
 * preloaded (the ones a visit starts on, and the 404); never rejects.
 */
export const preloadScreen = (path: string): Promise<unknown> => {
  const route = ROUTES.find(([pattern]) => matchRoute(parse, pattern, path)[0]);
  const preload = route ? route[1].preload : NotFoundScreen.preload;
  return preload ? preload().catch(() => undefined) : Promise.resolve();
};

/** Whether `path` falls through every route to the 404 (the page prerendered as 404.html). */
export const isUnknownRoute = (path: string): boolean =>
  !ROUTES.some(([pattern]) => matchRoute(parse, pattern, path)[0]);

export const Router = () => (
  <Suspense fallback={<p className="route-loading">Cargando…</p>}>
    <Switch>
      {ROUTES.map(([path, screen]) => (
        <Route key={String(path)} path={path} component={screen as ComponentType<RouteComponentProps>} />
      ))}
      <Route component={NotFoundScreen} />
    </Switch>
  </Suspense>
);
