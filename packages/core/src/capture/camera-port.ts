// The camera as the capture machines see it (identity §5, §8, §9): start with a request, grab the
// current frame, encode a frame (or a cut of it) as JPEG, stop. The web implements it over
// getUserMedia and a canvas; tests pass a fake. encode() also serves the upload alternative, whose
// frames come from a chosen file rather than from the stream.
import type { Box, Frame, Quad } from './detector-port.ts';

export type FacingMode = 'user' | 'environment';
export type Device = 'mobile' | 'desktop';

export interface CameraRequest {
  facingMode: FacingMode;
  width: number;
  height: number;
}

/** What the camera really delivers once started. */
export interface CameraStarted {
  width: number;
  height: number;
}

export interface CameraPort {
  /** Opens the stream; rejects with the browser's error (a DOMException) when it cannot. */
  start(request: CameraRequest): Promise<CameraStarted>;
  /** The frame on screen now. Rejects when the stream is gone. */
  grab(): Promise<Frame>;
  /** The frame as a JPEG at JPEG_QUALITY; with a crop, only that part (a quad is straightened). */
  encode(frame: Frame, crop?: Quad | Box): Promise<Blob>;
  /** Closes the stream; safe to call more than once. */
  stop(): void;
  /**
   * The best still the camera gives now (issue 23): a photo (ImageCapture's takePhoto) where the
   * browser has it, else a frame at the track's largest size. Same scene and orientation as grab()'s
   * frames, possibly larger; the barcode is read in it. Optional: without it the live frame serves.
   */
  takeStill?(): Promise<Frame>;
}

/** Identity §9: images are compressed as JPEG at 0.95. */
export const JPEG_QUALITY = 0.95;

/** What each capture asks for (identity §9). */
export const CAMERA_IDEAL = {
  document: { width: 1920, height: 1080 },
  selfie: { width: 1280, height: 720 },
} as const;

/** Below this the camera is refused with 912 (ours: docs/decisions.md, Biometrics). */
export const CAMERA_MINIMUM = {
  document: { width: 1280, height: 720 },
  selfie: { width: 640, height: 480 },
} as const;

export type CaptureKind = keyof typeof CAMERA_IDEAL;

/** Rear camera for the ID on a phone; the selfie and any desktop use the front one. */
export const cameraRequest = (kind: CaptureKind, device: Device): CameraRequest => ({
  facingMode: kind === 'document' && device === 'mobile' ? 'environment' : 'user',
  ...CAMERA_IDEAL[kind],
});

/** Orientation does not matter: a phone held upright swaps width and height. */
export const meetsMinimum = (started: CameraStarted, kind: CaptureKind): boolean => {
  const { width, height } = CAMERA_MINIMUM[kind];
  const long = Math.max(started.width, started.height);
  const short = Math.min(started.width, started.height);
  return long >= width && short >= height;
};

export const CAMERA_LOW_RESOLUTION_CODE = 912;

export const CAMERA_MESSAGES = {
  lowResolution: 'La resolución de la cámara no alcanza el mínimo para el normal funcionamiento del sistema.',
  // Ours (docs/decisions.md): the browser's own messages are in English and say little.
  denied: 'No tenemos permiso para usar la cámara. Habilitalo en tu navegador o subí las fotos.',
  missing: 'No encontramos una cámara en este dispositivo.',
  busy: 'La cámara está siendo usada por otra aplicación.',
  other: 'No pudimos iniciar la cámara.',
} as const;

export interface CameraFailure {
  /** 912 when the resolution is too low (no restart helps); null for every other failure. */
  code: number | null;
  message: string;
}

export const LOW_RESOLUTION: CameraFailure = {
  code: CAMERA_LOW_RESOLUTION_CODE,
  message: CAMERA_MESSAGES.lowResolution,
};

const BY_NAME: Readonly<Record<string, string>> = {
  NotAllowedError: CAMERA_MESSAGES.denied,
  SecurityError: CAMERA_MESSAGES.denied,
  NotFoundError: CAMERA_MESSAGES.missing,
  OverconstrainedError: CAMERA_MESSAGES.missing,
  NotReadableError: CAMERA_MESSAGES.busy,
  AbortError: CAMERA_MESSAGES.busy,
};

/** A rejected start() as the screen shows it; a failure that already carries 912 stays 912. */
export const cameraFailure = (error: unknown): CameraFailure => {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === CAMERA_LOW_RESOLUTION_CODE) return LOW_RESOLUTION;
  return { code: null, message: (typeof name === 'string' && BY_NAME[name]) || CAMERA_MESSAGES.other };
};
