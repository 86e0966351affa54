// The browser's back and forward inside the biometric flow: the machine owns the page, so a URL it is
// not at is answered with an event (back from a preview to its capture takes the photo again) or
// replaced by the machine's own page.
import { pathOf, routeFor } from '@alta/core/flow-routes';
import { paths } from '@alta/core/routes';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { AnyActorRef } from 'xstate';
import type { BiometricsActor } from './info-dni-screen.tsx';

type Table = Parameters<typeof routeFor<ReturnType<BiometricsActor['getSnapshot']>>>[0];

const CAPTURE_PAGES: readonly string[] = [paths.biometricFront, paths.biometricBack, paths.biometricSelfie];

export const useBiometricHistory = (actor: BiometricsActor, table: Table): void => {
  const [location, navigate] = useLocation();
  useEffect(() => {
    const snapshot = actor.getSnapshot();
    const expected = routeFor(table, snapshot);
    // The location is a path; a page of the phone's QR way also carries the QR's query.
    if (!expected || pathOf(expected) === location) return;
    const children = snapshot.children as Record<string, AnyActorRef | undefined>;
    const capture = children.frontCapture ?? children.backCapture ?? children.selfieCapture;
    if (capture?.getSnapshot().matches('preview') && CAPTURE_PAGES.includes(location)) {
      capture.send({ type: 'capture.retake' });
      return;
    }
    navigate(expected, { replace: true });
  }, [actor, table, location, navigate]);
};
