// The face capture machine's types and what it shows for a detector result and the countdown
// (identity §4, issue 24).
import type { CaptureEvent, CaptureFields, CaptureInput } from './capture-setup.ts';
import { FACE_FEEDBACK } from './capture-texts.ts';
import { FACE_CODE, type FaceDetector, type FaceResult } from './detector-port.ts';

/** The countdown before the live shot: from 3, one step a second (ours, docs/decisions.md). */
export const FACE_COUNTDOWN = { from: 3, stepMs: 1000 } as const;

/** The seconds shown while counting down, or null when there is no countdown to show. */
export const countdownShown = (countdown: number | null): number | null =>
  countdown !== null && countdown > 0 ? countdown : null;

/** The live feedback during the countdown: the spec's 'Mantenga unos segundos.' and the seconds left. */
export const countdownFeedback = (feedback: string | null, countdown: number | null): string | null => {
  const shown = countdownShown(countdown);
  return shown === null ? feedback : `${feedback ?? FACE_FEEDBACK.passed} Foto en ${shown}…`;
};

export interface CapturedSelfie {
  /** The whole frame (what the spec calls the selfie). */
  selfie: Blob;
  /** The face cut from it, as base64 JPEG: the identity call's faceCapture. */
  faceCapture: string;
  /** The camera could not start and the applicant took the upload. */
  cameraUnavailable?: boolean;
}

export type FaceCaptureInput = CaptureInput<FaceDetector>;

export interface FaceCaptureContext extends FaceCaptureInput, CaptureFields<FaceResult, CapturedSelfie> {
  /** The seconds left before the live shot while counting down (3, 2, 1, then 0); null otherwise. */
  countdown: number | null;
  /** The library answered its start; the next 150 ms poll finds it. */
  libraryReady: boolean;
  /** Polls that did not find the library yet (0, 1, 2 = more). */
  libraryLooks: number;
}

export type FaceCaptureEvent = CaptureEvent;

export const faceFeedback = (result: FaceResult): string =>
  result.code === FACE_CODE.passed
    ? FACE_FEEDBACK.passed
    : result.code === FACE_CODE.noFace
      ? FACE_FEEDBACK.noFace
      : FACE_FEEDBACK.center;
