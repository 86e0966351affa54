// Pieces both capture screens share: the live video of the port's stream, the camera error with its
// actions, the upload alternative's file input and an image shown from a Blob.
import type { CameraFailure } from '@alta/core/capture/camera-port';
import { CAPTURE_MESSAGES } from '@alta/core/capture/capture-texts';
import type { Frame } from '@alta/core/capture/detector-port';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { frameFromFile } from '../../capture/upload-frame.ts';

/**
 * The camera port's own <video> (the frames are grabbed from it), mounted here while a capture shows
 * it, with the card frame or the oval drawn over it.
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
  useEffect(() => {
    const host = ref.current;
    if (!host) return;
    video.className = 'capture__video';
    video.setAttribute('aria-label', 'Cámara');
    host.prepend(video);
    if (video.srcObject) video.play().catch(() => undefined);
    return () => video.remove();
  }, [video]);
  return (
    <div ref={ref} className={`capture__viewport ${className}`}>
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

// Ours (docs/decisions.md): the spec names the upload alternative's purpose, not its words.
export const UPLOAD_TEXTS = {
  useUpload: 'Subir una foto',
  unreadable: 'No pudimos leer la imagen. Elegí una foto JPEG o PNG.',
} as const;

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

/** The upload alternative: one image, decoded to a frame the machine judges like a camera frame. */
export const UploadInput = ({
  label,
  busy,
  feedback,
  onFrame,
}: {
  label: string;
  busy: boolean;
  feedback: string | null;
  onFrame: (frame: Frame) => void;
}) => {
  const id = useId();
  const [unreadable, setUnreadable] = useState(false);
  const message = unreadable ? UPLOAD_TEXTS.unreadable : feedback;
  return (
    <div className="capture__upload">
      <label htmlFor={id} className="capture__upload-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={busy}
        aria-describedby={message ? `${id}-feedback` : undefined}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (!file) return;
          try {
            setUnreadable(false);
            onFrame(await frameFromFile(file));
          } catch {
            setUnreadable(true);
          }
        }}
      />
      <p id={`${id}-feedback`} className="capture__feedback" role="status">
        {busy ? 'Validando la imagen...' : message}
      </p>
    </div>
  );
};
