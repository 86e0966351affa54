// The browser's camera behind core's CameraPort (identity §5, §9): getUserMedia with the request the
// machine computed (rear camera for the ID on a phone, front otherwise; 1920x1080 or 1280x720 asked
// as ideals), a camera below the minimum refused with 912, frames read from the preview <video>
// through a canvas kept in CPU memory, and JPEGs at 0.95. takeStill (issue 23): the best still for
// reading the barcode, a photo from ImageCapture where the browser has it, else a frame at the
// track's largest size.
import {
  CAMERA_LOW_RESOLUTION_CODE,
  CAMERA_MESSAGES,
  type CameraPort,
  type CameraRequest,
  type CaptureKind,
  JPEG_QUALITY,
  meetsMinimum,
} from '@alta/core/capture/camera-port';
import type { Box, Frame, Quad } from '@alta/core/capture/detector-port';
import { cropFrame } from '@alta/core/capture/document-detector/crop-frame';
import { straighten } from './straighten';
import { frameFromImage } from './upload-frame';

interface NavigatorLike {
  userAgent: string;
  userAgentData?: { mobile?: boolean };
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
}

export function mediaConstraints(request: CameraRequest): MediaStreamConstraints {
  // Ideals, not exact sizes: every camera answers with its nearest mode, and the minimum is checked
  // on what came back. resizeMode 'none': the camera's own frames, never cropped to the ideals'
  // landscape shape (a phone held upright gives 720x1280; Chrome would crop it to 720x1080, below the
  // minimum, and cut away what the drawn card frame shows). Browsers without it ignore it.
  return {
    audio: false,
    video: {
      facingMode: { ideal: request.facingMode },
      width: { ideal: request.width },
      height: { ideal: request.height },
      resizeMode: 'none',
    } as MediaTrackConstraints,
  };
}

/** A start() failure for a camera below the minimum: core's cameraFailure() reads the 912. */
export class LowResolutionError extends Error {
  readonly code = CAMERA_LOW_RESOLUTION_CODE;
  constructor() {
    super(CAMERA_MESSAGES.lowResolution);
    this.name = 'LowResolutionError';
  }
}

/** ImageCapture (Chrome, Edge, Android): not in every DOM typing, so described here. */
interface ImageCaptureLike {
  takePhoto(): Promise<Blob>;
}
type ImageCaptureConstructor = new (track: MediaStreamTrack) => ImageCaptureLike;

/** The largest still kept (about 8 MP): the barcode needs no more, and a phone's memory is finite. */
export const STILL_MAX_SIDE = 3264;

/** A photo decoded into a frame (EXIF orientation applied), at most STILL_MAX_SIDE on its long side. */
const frameFromPhoto = (photo: Blob): Promise<Frame> =>
  frameFromImage(photo, STILL_MAX_SIDE, { imageOrientation: 'from-image' });

/** The oldest frame grabbed ahead that grab() still returns (ms): a card moved since is judged on the
 * next frame, a fifth of a second later at most; older, a fresh frame is read instead. */
export const AHEAD_MAX_AGE = 150;

/** Resolves on the video's next size change, or after `ms` (a camera may keep its size). */
const nextResize = (video: HTMLVideoElement, ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      video.removeEventListener('resize', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    video.addEventListener('resize', done);
  });

export function createBrowserCamera(
  kind: CaptureKind,
  video: HTMLVideoElement,
  nav: NavigatorLike = navigator as NavigatorLike,
): CameraPort {
  let stream: MediaStream | undefined;
  let ctx: OffscreenCanvasRenderingContext2D | null = null;

  // One frame grabbed ahead, while the detector judges the one before: reading a frame back from the
  // <video> costs about as much as judging it (a GPU readback on a phone, a colour conversion without
  // one), and done in the worker's time the loop runs at the judge's pace, not the sum of both.
  let ahead: { frame: Frame; at: number } | undefined;
  let aheadTimer: ReturnType<typeof setTimeout> | undefined;
  // Whether the last frame grabbed ahead was young enough to use: a judge slower than AHEAD_MAX_AGE
  // would make every frame grabbed ahead a wasted read, so then only every other grab reads ahead.
  let aheadUsed = true;

  function dropAhead() {
    clearTimeout(aheadTimer);
    aheadTimer = undefined;
    ahead = undefined;
  }

  function stop() {
    dropAhead();
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = undefined;
    video.srcObject = null;
  }

  function grabNow(): Frame {
    const { videoWidth: w, videoHeight: h } = video;
    if (!stream || !w || !h) throw new DOMException('no camera frame', 'InvalidStateError');
    // Kept in CPU memory (willReadFrequently): every frame is read back.
    if (ctx?.canvas.width !== w || ctx.canvas.height !== h) {
      ctx = new OffscreenCanvas(w, h).getContext('2d', { willReadFrequently: true });
    }
    if (!ctx) throw new DOMException('no 2d canvas', 'NotSupportedError');
    ctx.drawImage(video, 0, 0, w, h);
    return ctx.getImageData(0, 0, w, h);
  }

  async function grab(): Promise<Frame> {
    const kept = ahead;
    dropAhead();
    const fresh = kept !== undefined && performance.now() - kept.at <= AHEAD_MAX_AGE;
    const frame = fresh ? kept.frame : grabNow();
    if (kept) aheadUsed = fresh;
    // After the caller has handed this frame on (a timer runs after the promise's continuations).
    if (aheadUsed || kept === undefined) {
      aheadTimer = setTimeout(() => {
        aheadTimer = undefined;
        try {
          ahead = { frame: grabNow(), at: performance.now() };
        } catch {
          // The stream ended meanwhile: the next grab says so.
        }
      }, 0);
    }
    return frame;
  }

  return {
    async start(request) {
      if (!nav.mediaDevices?.getUserMedia) throw new DOMException('getUserMedia', 'NotFoundError');
      stop();
      stream = await nav.mediaDevices.getUserMedia(mediaConstraints(request));
      const settings = stream.getVideoTracks()[0]?.getSettings() ?? {};
      const started = { width: settings.width ?? 0, height: settings.height ?? 0 };
      if (!meetsMinimum(started, kind)) {
        stop();
        throw new LowResolutionError();
      }
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      await video.play();
      return started;
    },

    grab,
    async takeStill() {
      const track = stream?.getVideoTracks()[0];
      if (!track) throw new DOMException('no camera track', 'InvalidStateError');
      const Capture = (globalThis as { ImageCapture?: ImageCaptureConstructor }).ImageCapture;
      if (Capture) {
        try {
          return await frameFromPhoto(await new Capture(track).takePhoto());
        } catch {
          // No photo from this camera (a virtual one, a busy sensor): the track's largest size below.
        }
      }
      // The largest size the track offers, in the orientation it streams now; the capture stops the
      // camera right after, and a retake opens it afresh at the usual size.
      const largest = track.getCapabilities?.();
      const now = track.getSettings();
      const long = Math.max(largest?.width?.max ?? 0, largest?.height?.max ?? 0);
      const short = Math.min(largest?.width?.max ?? 0, largest?.height?.max ?? 0);
      const portrait = (now.height ?? 0) > (now.width ?? 0);
      if (long * short > (now.width ?? 0) * (now.height ?? 0)) {
        await track
          .applyConstraints({
            width: { ideal: portrait ? short : long },
            height: { ideal: portrait ? long : short },
            resizeMode: 'none',
          } as MediaTrackConstraints)
          .then(() => nextResize(video, 1500))
          .catch(() => undefined);
      }
      dropAhead();
      return grabNow();
    },

    encode: encodeJpeg,
    stop,
  };
}

/** The frame, or the part of it inside a box or a quad (straightened), as JPEG at 0.95. */
export async function encodeJpeg(frame: Frame, crop?: Quad | Box): Promise<Blob> {
  const part = crop === undefined ? frame : 'width' in crop ? cut(frame, crop) : straighten(frame, crop);
  const canvas = new OffscreenCanvas(part.width, part.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new DOMException('no 2d canvas', 'NotSupportedError');
  ctx.putImageData(new ImageData(part.data as ImageDataArray, part.width, part.height), 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
}

function cut(frame: Frame, box: Box): Frame {
  const x = Math.max(0, Math.round(box.x));
  const y = Math.max(0, Math.round(box.y));
  const width = Math.max(1, Math.min(frame.width - x, Math.round(box.width)));
  const height = Math.max(1, Math.min(frame.height - y, Math.round(box.height)));
  return cropFrame(frame, { x0: x, y0: y, x1: x + width, y1: y + height });
}
