// Everything under /datos-biometricos (identity §2 screens 2-10): one biometric flow actor above all
// its pages, so captures survive moving between them; the URL follows the machine (use-flow-route).
// Who validates comes from the QR (`?q=`), from the member list's link (route state: the tax number)
// or from the session (persona física). Loaded on demand: no capture or detector code ships on '/'.
import { type BiometricsEntry, biometricsFlowEntry } from '@alta/core/request/flow-entry';
import { biometricsMachine } from '@alta/core/biometrics/biometrics.machine';
import {
  type BiometricsScreen,
  biometricsScreen,
  captureToPrepare,
} from '@alta/core/biometrics/biometrics-screen';
import type { CapturePorts } from '@alta/core/biometrics/biometrics.types';
import type { DetectorPort, Frame } from '@alta/core/capture/detector-port';
import { deviceOf } from '@alta/core/env/device';
import { BIOMETRICS_PATH_EVENTS, biometricsRoutes, biometricsRouteState } from '@alta/core/flow-routes';
import { BIOMETRIC_BASE } from '@alta/core/routes';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { createBrowserCamera } from '../../capture/camera.ts';
import { createDocumentDetector } from '../../capture/document-detector-client.ts';
import { createFaceDetector } from '../../capture/face-detector-client.ts';
import { useFlowRoute } from '../../app/use-flow-route.ts';
import { FlowLoading, FlowUnavailable } from '../../shell/flow-status.tsx';
import { useMachineToasts } from '../../shell/toaster.tsx';
import { CaptureErrorBoundary } from './capture-error-boundary.tsx';
import type { FaceCaptureActor } from './face-capture-view.tsx';
import type { IdCaptureActor } from './id-capture-view.tsx';
import { type BiometricsActor, DeviceChoiceScreen, InfoDniScreen } from './info-dni-screen.tsx';
import {
  BackInfoScreen,
  CheckingScreen,
  DisabledModal,
  NotReadyScreen,
  SelfieInfoScreen,
} from './intro-screens.tsx';
import { type TermsActor, TermsScreen } from './terms-screen.tsx';
import './biometrics.css';

/**
 * The worker detector takes the frame's pixels (a transfer), but the machine keeps the judged frame
 * to encode it once it passes: the worker gets a copy (docs/decisions.md, Biometrics).
 */
const keepingFrames = <D extends DetectorPort<unknown>>(detector: D): D => ({
  ...detector,
  start: () => detector.start(),
  stop: () => detector.stop(),
  detect: (frame: Frame) =>
    detector.detect({ data: new Uint8ClampedArray(frame.data), width: frame.width, height: frame.height }),
});

// The capture screens load when the flow first reaches one. A load that fails (a connection lost on
// the phone) shows the capture error page, 'Ocurrio un error inesperado' with 'Recargar Página'.
const IdCaptureView = lazy(() =>
  import('./id-capture-view.tsx').then((module) => ({ default: module.IdCaptureView })),
);
const FaceCaptureView = lazy(() =>
  import('./face-capture-view.tsx').then((module) => ({ default: module.FaceCaptureView })),
);
const SelfiePreview = lazy(() =>
  import('./face-capture-view.tsx').then((module) => ({ default: module.SelfiePreview })),
);

/**
 * While an info screen is read, what its next capture needs loads (issue 23; core says which): the
 * document worker and the ID capture screen, or the face model and its screen. The capture's own
 * start() then waits for the same load, or retries one that failed.
 */
const prepare = (capture: 'document' | 'face' | null, ports: CapturePorts): void => {
  if (capture === 'document') {
    ports.documentDetector.start().catch(() => undefined);
    import('./id-capture-view.tsx').catch(() => undefined);
  } else if (capture === 'face') {
    ports.faceDetector.start().catch(() => undefined);
    import('./face-capture-view.tsx').catch(() => undefined);
  }
};

const CapturePage = ({ children }: { children: ReactNode }) => (
  <CaptureErrorBoundary>
    <Suspense fallback={<FlowLoading />}>{children}</Suspense>
  </CaptureErrorBoundary>
);

const createPorts = (): CapturePorts & { video: HTMLVideoElement } => {
  const video = document.createElement('video');
  return {
    video,
    // One camera for the three captures: the selfie's minimum is the lower one, and the machine
    // checks each capture's own minimum on what start() answers.
    camera: createBrowserCamera('selfie', video),
    documentDetector: keepingFrames(createDocumentDetector()),
    faceDetector: keepingFrames(createFaceDetector()),
  };
};

const Flow = ({ entry, atBase }: { entry: BiometricsEntry; atBase: boolean }) => {
  const [ports] = useState(createPorts);
  // Who validates is the flow's input: it starts on its own.
  const actor = useActorRef(biometricsMachine, {
    input: {
      idSolicitud: entry.idSolicitud,
      entry: { personaFisica: entry.personaFisica, nroTributario: entry.nroTributario, qr: entry.qr },
      device: deviceOf(navigator),
      ports,
    },
  });
  const table = useMemo(() => biometricsRoutes(entry.query, atBase), [atBase, entry.query]);
  // An error page it leaves to may offer 'Reintentar' back here, opened the same way (issue 24).
  const stateOf = useCallback(
    (snapshot: Parameters<typeof biometricsRouteState>[0]) => biometricsRouteState(snapshot, entry.query),
    [entry.query],
  );
  // The machine owns the page: back from a preview to its capture retakes it, any other URL it is not
  // at goes back to its page.
  useFlowRoute(actor, table, { events: BIOMETRICS_PATH_EVENTS, stateOf });
  useMachineToasts(actor);
  const next = useSelector(actor, captureToPrepare);
  useEffect(() => prepare(next, ports), [next, ports]);
  // Leaving the flow stops the camera and the workers, whatever state it was in.
  useEffect(
    () => () => {
      ports.camera.stop();
      ports.documentDetector.stop();
      ports.faceDetector.stop();
    },
    [ports],
  );
  return <FlowView actor={actor} video={ports.video} atBase={atBase} />;
};

type ScreenProps = { actor: BiometricsActor; video: HTMLVideoElement };

const IdCapturePage = ({ actor, video }: ScreenProps) => {
  // The front's or the back's capture: only the open one is running.
  const capture = useSelector(
    actor,
    (s) => (s.children.frontCapture ?? s.children.backCapture) as IdCaptureActor | undefined,
  );
  const canRetakeFront = useSelector(actor, (s) => s.can({ type: 'flow.retakeFront' }));
  return capture ? (
    <CapturePage>
      <IdCaptureView
        key={capture.id}
        actor={capture}
        video={video}
        onRetakeFront={canRetakeFront ? () => actor.send({ type: 'flow.retakeFront' }) : undefined}
      />
    </CapturePage>
  ) : (
    <FlowLoading />
  );
};

const FaceCapturePage = ({ actor, video }: ScreenProps) => {
  const capture = useSelector(actor, (s) => s.children.selfieCapture as FaceCaptureActor | undefined);
  return capture ? (
    <CapturePage>
      <FaceCaptureView actor={capture} video={video} />
    </CapturePage>
  ) : (
    <FlowLoading />
  );
};

const SelfiePreviewPage = ({ actor }: ScreenProps) => {
  const selfie = useSelector(actor, (s) => s.context.selfie?.selfie ?? null);
  const validating = useSelector(actor, (s) => s.hasTag('busy'));
  return (
    <CapturePage>
      {validating ? (
        <SelfiePreview selfie={selfie} validating />
      ) : (
        <SelfiePreview
          selfie={selfie}
          confirmLabel="Reintentar"
          onConfirm={() => actor.send({ type: 'flow.retry' })}
        />
      )}
    </CapturePage>
  );
};

const TermsPage = ({ actor }: ScreenProps) => {
  const terms = useSelector(actor, (s) => s.children.terms as TermsActor | undefined);
  return terms ? <TermsScreen actor={terms} /> : <FlowLoading />;
};

// Each screen core names (biometrics-screen.ts), and what it renders.
const SCREENS: Record<BiometricsScreen, (props: ScreenProps) => ReactNode> = {
  deviceChoice: ({ actor }) => <DeviceChoiceScreen actor={actor} />,
  infoDni: ({ actor }) => <InfoDniScreen actor={actor} />,
  expiredQr: ({ actor }) => <InfoDniScreen actor={actor} expired />,
  idCapture: IdCapturePage,
  backIntro: ({ actor }) => <BackInfoScreen onContinue={() => actor.send({ type: 'flow.continue' })} />,
  selfieInfo: ({ actor }) => <SelfieInfoScreen onContinue={() => actor.send({ type: 'flow.continue' })} />,
  faceCapture: FaceCapturePage,
  selfiePreview: SelfiePreviewPage,
  terms: TermsPage,
  checking: () => <CheckingScreen />,
  notReady: ({ actor }) => <NotReadyScreen onRetry={() => actor.send({ type: 'flow.retry' })} />,
  disabled: ({ actor }) => <DisabledModal onExit={() => actor.send({ type: 'flow.exit' })} />,
  unavailable: ({ actor }) => (
    <FlowUnavailable
      message="No pudimos continuar en este momento."
      onRetry={() => actor.send({ type: 'flow.retry' })}
    />
  ),
  loading: () => <FlowLoading />,
};

const FlowView = ({ actor, video, atBase }: ScreenProps & { atBase: boolean }) => {
  const screen = useSelector(actor, (s) => biometricsScreen(s, atBase));
  const Screen = SCREENS[screen];
  return <Screen actor={actor} video={video} />;
};

const BiometricsFlow = () => {
  const [location] = useLocation();
  const search = useSearch();
  // Read once: who validates does not change under the flow.
  const [entry] = useState(() => biometricsFlowEntry(search, window.history.state));
  if (entry.kind === 'noRequest') return <Redirect to={entry.redirect} />;
  return <Flow entry={entry} atBase={location === BIOMETRIC_BASE} />;
};

export default BiometricsFlow;
