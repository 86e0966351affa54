// Opens the camera for a capture screen (identity §5, §9): the rear camera for the ID on a phone, the
// front one on a desktop and for the selfie; 1920x1080 asked for the ID and 1280x720 for the selfie,
// and a camera below the minimum refused with 912. Frames for the detectors and JPEGs at 0.95.

export type CameraPurpose = 'document' | 'selfie';

export const CAMERA_REQUEST = {
  document: { width: 1920, height: 1080 },
  selfie: { width: 1280, height: 720 },
} as const;

/** Below these the PDF417 cannot be read (ID) or the face is too coarse to judge (selfie). */
export const CAMERA_MINIMUM = {
  document: { width: 1280, height: 720 },
  selfie: { width: 640, height: 480 },
} as const;

export const JPEG_QUALITY = 0.95;
export const LOW_RESOLUTION_CODE = 912;
export const LOW_RESOLUTION_MESSAGE =
  'La resolución de la cámara no alcanza el mínimo para el normal funcionamiento del sistema.';

export class CameraError extends Error {
  constructor(
    message: string,
    /** 912 for a camera below the minimum; undefined for the browser's own errors. */
    readonly code?: number,
  ) {
    super(message);
    this.name = 'CameraError';
  }
}

interface NavigatorLike {
  userAgent: string;
  userAgentData?: { mobile?: boolean };
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
}

export function isMobile(nav: NavigatorLike = navigator as NavigatorLike): boolean {
  return nav.userAgentData?.mobile ?? /Android|iPhone|iPad|iPod|Mobile/i.test(nav.userAgent);
}

export function cameraConstraints(purpose: CameraPurpose, mobile: boolean): MediaStreamConstraints {
  const { width, height } = CAMERA_REQUEST[purpose];
  const facingMode = purpose === 'document' && mobile ? 'environment' : 'user';
  // A phone held upright reports its sensor's landscape size; asking for ideal sizes, not exact ones,
  // lets every camera answer with its nearest mode and the minimum is checked on what came back.
  return {
    audio: false,
    video: { facingMode: { ideal: facingMode }, width: { ideal: width }, height: { ideal: height } },
  };
}

export interface OpenCamera {
  stream: MediaStream;
  width: number;
  height: number;
  stop(): void;
}

export async function openCamera(
  purpose: CameraPurpose,
  nav: NavigatorLike = navigator as NavigatorLike,
): Promise<OpenCamera> {
  if (!nav.mediaDevices?.getUserMedia) throw new CameraError('Este navegador no permite usar la cámara.');
  let stream: MediaStream;
  try {
    stream = await nav.mediaDevices.getUserMedia(cameraConstraints(purpose, isMobile(nav)));
  } catch (error) {
    throw new CameraError(error instanceof Error ? error.message : String(error));
  }
  const stop = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  const settings = stream.getVideoTracks()[0]?.getSettings() ?? {};
  const width = settings.width ?? 0;
  const height = settings.height ?? 0;
  const min = CAMERA_MINIMUM[purpose];
  // Orientation aside: a portrait 720x1280 phone stream meets a 1280x720 minimum.
  const meets =
    Math.max(width, height) >= Math.max(min.width, min.height) &&
    Math.min(width, height) >= Math.min(min.width, min.height);
  if (!meets) {
    stop();
    throw new CameraError(LOW_RESOLUTION_MESSAGE, LOW_RESOLUTION_CODE);
  }
  return { stream, width, height, stop };
}

/** A reusable canvas the size of the video, read often (the browser keeps it in CPU memory). */
export function frameGrabber(): (video: HTMLVideoElement) => ImageData | undefined {
  let canvas: OffscreenCanvas | undefined;
  let ctx: OffscreenCanvasRenderingContext2D | null = null;
  return (video) => {
    const { videoWidth: w, videoHeight: h } = video;
    if (!w || !h) return undefined;
    if (!canvas || canvas.width !== w || canvas.height !== h) {
      canvas = new OffscreenCanvas(w, h);
      ctx = canvas.getContext('2d', { willReadFrequently: true });
    }
    if (!ctx) return undefined;
    ctx.drawImage(video, 0, 0, w, h);
    return ctx.getImageData(0, 0, w, h);
  };
}

/** The image the bank receives: JPEG at 0.95, optionally a crop (the face image) of the source. */
export async function toJpeg(
  source: CanvasImageSource & { width: number; height: number },
  crop: { x: number; y: number; width: number; height: number } = {
    x: 0,
    y: 0,
    width: source.width,
    height: source.height,
  },
): Promise<Blob> {
  const canvas = new OffscreenCanvas(Math.round(crop.width), Math.round(crop.height));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new CameraError('No se pudo procesar la imagen.');
  ctx.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, canvas.width, canvas.height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
}
