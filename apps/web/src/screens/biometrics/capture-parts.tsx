// Pieces both capture screens share: the live video of the port's stream, the camera error with its
// actions and an image shown from a Blob (the upload alternative is upload-panel.tsx).
import type { CameraFailure } from '@alta/core/capture/camera-port';
import { CAPTURE_MESSAGES } from '@alta/core/capture/capture-texts';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { UPLOAD_TEXTS } from './upload-panel.tsx';

/** The camera's frame size once the stream is playing (what the detectors judge), or null before. */
const frameSize = (video: HTMLVideoElement) =>
  video.videoWidth > 0 ? { width: video.videoWidth, height: video.videoHeight } : null;

export const useVideoSize = (video: HTMLVideoElement): { width: number; height: number } | null => {
  const [size, setSize] = useState(() => frameSize(video));
  useEffect(() => {
    const update = () =>
      setSize((old) => {
        const now = frameSize(video);
        return old?.width === now?.width && old?.height === now?.height ? old : now;
      });
    update();
    video.addEventListener('loadedmetadata', update);
    video.addEventListener('resize', update);
    return () => {
      video.removeEventListener('loadedmetadata', update);
      video.removeEventListener('resize', update);
    };
  }, [video]);
  return size;
};

/** A box in frame pixels as percentages of the frame, for an overlay drawn over the whole frame. */
export const percentBox = (
  box: { x: number; y: number; width: number; height: number },
  frame: { width: number; height: number },
) => ({
  left: `${(100 * box.x) / frame.width}%`,
  top: `${(100 * box.y) / frame.height}%`,
  width: `${(100 * box.width) / frame.width}%`,
  height: `${(100 * box.height) / frame.height}%`,
});

/**
 * The camera port's own <video> (the frames are grabbed from it), mounted here while a capture shows
 * it, with the card frame or the oval drawn over it. The viewport takes the frame's own proportions
 * (portrait on a phone held upright), so the whole judged frame is seen and an overlay placed in
 * percentages of it sits where the detector looks.
 */
export const LiveVideo = ({
  video,
  className,
  children,
}: {
  video: HTMLVideoElement;
  className: string;
  children?: ReactNode;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  const size = useVideoSize(video);
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    video.className = 'capture__video';
    video.setAttribute('aria-label', 'Cámara');
    host.prepend(video);
    if (video.srcObject) video.play().catch(() => undefined);
    return () => video.remove();
  }, [video]);
  const ratio = size ? size.width / size.height : 16 / 9;
  return (
    <div
      ref={ref}
      className={`capture__viewport ${className}`}
      style={{ '--frame-ratio': String(ratio) } as CSSProperties}
    >
      {children}
    </div>
  );
};

/** A Blob as an <img>, its object URL revoked when it changes or the image goes. */
export const BlobImage = ({
  blob,
  alt,
  className,
}: {
  blob: Blob | null;
  alt: string;
  className?: string;
}) => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url ? <img src={url} alt={alt} className={className} /> : null;
};

export const CameraError = ({
  failure,
  onRestart,
  onUpload,
}: {
  failure: CameraFailure | null;
  onRestart: () => void;
  onUpload: () => void;
}) => (
  <div className="capture__error" role="alert">
    <p>{failure?.message}</p>
    <div className="capture__actions">
      {failure?.code == null && (
        <button type="button" className="button button--secondary" onClick={onRestart}>
          {CAPTURE_MESSAGES.restartCamera}
        </button>
      )}
      <button type="button" className="button button--primary" onClick={onUpload}>
        {UPLOAD_TEXTS.useUpload}
      </button>
    </div>
  </div>
);
