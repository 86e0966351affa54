// The biometric flow's input, context and events, apart from the machine so the screens can name
// them without importing it.
import type { CameraPort, Device } from '../capture/camera-port.ts';
import type { DocumentDetector, FaceDetector } from '../capture/detector-port.ts';
import type { CapturedSelfie } from '../capture/face-capture.types.ts';
import type { CapturedDocument } from '../capture/id-capture.types.ts';
import type { Outcome } from '../errors/catalogue.ts';
import type { Sexo } from './biometrics.schema.ts';
import type { Holder } from './biometric-holder.ts';
import type { QrPayload } from './qr-payload.ts';

export const PRECHECK_POLL_MS = 3000;
export const PRECHECK_RETRIES = 5;
export const ATTEMPTS_CHECK_MS = 3000;

export interface CapturePorts {
  camera: CameraPort;
  documentDetector: DocumentDetector;
  faceDetector: FaceDetector;
}

/** Who validates and how they came: sent by the first screen with flow.start. */
export interface BiometricsEntry {
  personaFisica: boolean;
  /** A company member's tax number, from the route state (the QR's doc on a phone). */
  nroTributario?: string | null;
  /** Set when the page was opened from the QR. */
  qr?: QrPayload | null;
}

export interface BiometricsInput {
  idSolicitud: string;
  /** Who validates, when the page knows it as it opens: the flow starts on its own (else flow.start). */
  entry?: BiometricsEntry;
  device: Device;
  ports: CapturePorts;
  /** The clock of the QR timestamps; Date.now unless a test says otherwise. */
  now?: () => number;
}

export interface BiometricsContext {
  idSolicitud: string;
  /** The input's entry, which the flow starts with; null: it waits for flow.start. */
  entry: BiometricsEntry | null;
  personaFisica: boolean;
  nroTributario: string | null;
  qr: QrPayload | null;
  device: Device;
  ports: CapturePorts;
  now: () => number;
  /** Who validates; known once the request was read. */
  holder: Holder | null;
  /** Pre-check reads after the first. */
  polls: number;
  /** When the QR on screen was drawn, and how many times so far (the view's key to redraw it). */
  qrTimestamp: number;
  qrVersion: number;
  front: CapturedDocument | null;
  back: CapturedDocument | null;
  selfie: CapturedSelfie | null;
  outcome: Outcome | null;
  /** A capture found no usable camera and took the upload: every later capture opens there. */
  uploadOnly: boolean;
}

/**
 * What the screens read (biometrics-screen.ts): busy, nothing to do but wait; infoDni, the front's tips
 * (qrExpired: only a fresh scan goes on); idCapture, faceCapture: a capture child's page; backIntro,
 * selfieIntro: the intros; selfiePreview: the selfie under the identity call (busy) or its retry
 * (failed); terms, checking (the pre-check), notReady, disabled, unavailable: their pages.
 * prepareDocument, prepareFace: while this screen is read, the next capture's detector may load.
 */
export type BiometricsTag =
  | 'busy'
  | 'failed'
  | 'infoDni'
  | 'qrExpired'
  | 'idCapture'
  | 'faceCapture'
  | 'backIntro'
  | 'selfieIntro'
  | 'selfiePreview'
  | 'terms'
  | 'checking'
  | 'notReady'
  | 'disabled'
  | 'unavailable'
  | 'prepareDocument'
  | 'prepareFace';

export type BiometricsEvent =
  | ({ type: 'flow.start' } & BiometricsEntry)
  | { type: 'flow.continue'; genero?: Sexo }
  | { type: 'flow.retry' }
  /** From the back: the front's barcode was not read and the back has none, so the front again. */
  | { type: 'flow.retakeFront' }
  /** Back from a preview to its capture page (the browser's button): passed on to the capture. */
  | { type: 'capture.retake' }
  | { type: 'flow.exit' };
