// The upload alternative (issue 23): used when there is no camera, so it stands on its own: what
// makes a good photo, an illustration, a real button that opens the file picker (the native input
// stays hidden, named for tests and assistive tech), what was wrong with the last photo, and the
// camera again when the browser lists one.
import type { Frame } from '@alta/core/capture/detector-port';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { frameFromFile } from '../../capture/upload-frame.ts';

// Ours (docs/decisions/041-id-capture-rules.md).
export const UPLOAD_TEXTS = {
  useUpload: 'Subir una foto',
  choose: 'Elegir una foto',
  useCamera: 'Usar la cámara',
  checking: 'Validando la imagen...',
  unreadable: 'No pudimos leer la imagen. Elegí una foto JPEG o PNG.',
} as const;

export const DOCUMENT_UPLOAD_TIPS = [
  'Que se vea el DNI entero, con sus cuatro esquinas.',
  'Sin reflejos ni sombras sobre el DNI.',
  'Enfocada: que los datos se lean bien.',
  'Con el DNI apoyado sobre una superficie lisa, de un solo color.',
] as const;

export const SELFIE_UPLOAD_TIPS = [
  'Tu rostro de frente, entero y centrado.',
  'Con buena luz, sin anteojos de sol ni gorra.',
  'Solo vos en la foto.',
] as const;

/**
 * Whether the browser lists a camera now, kept up to date as devices come and go (a webcam plugged
 * in, a permission granted): the upload offers the camera again then.
 */
export const useCameraListed = (): boolean => {
  const [listed, setListed] = useState(false);
  useEffect(() => {
    const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!devices?.enumerateDevices) return;
    let live = true;
    const check = () =>
      devices
        .enumerateDevices()
        .then((all) => live && setListed(all.some((d) => d.kind === 'videoinput')))
        .catch(() => undefined);
    check();
    devices.addEventListener?.('devicechange', check);
    return () => {
      live = false;
      devices.removeEventListener?.('devicechange', check);
    };
  }, []);
  return listed;
};

export const UploadPanel = ({
  label,
  tips,
  illustration,
  busy,
  feedback,
  onFrame,
  onUseCamera,
}: {
  /** The file input's name: what is being uploaded ('Foto del frente del DNI'). */
  label: string;
  tips: readonly string[];
  illustration: ReactNode;
  busy: boolean;
  feedback: string | null;
  onFrame: (frame: Frame) => void;
  /** Present when a camera is there to go back to. */
  onUseCamera?: (() => void) | undefined;
}) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [unreadable, setUnreadable] = useState(false);
  const message = busy ? UPLOAD_TEXTS.checking : unreadable ? UPLOAD_TEXTS.unreadable : feedback;
  return (
    <div className="capture__upload">
      <div className="capture__upload-guide">
        {illustration}
        <ul id={`${id}-tips`} className="capture__tips">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        hidden
        aria-label={label}
        disabled={busy}
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
        {message}
      </p>
      <div className="capture__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          aria-describedby={`${id}-tips${message ? ` ${id}-feedback` : ''}`}
          onClick={() => input.current?.click()}
        >
          {UPLOAD_TEXTS.choose}
        </button>
        {onUseCamera && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={onUseCamera}>
            {UPLOAD_TEXTS.useCamera}
          </button>
        )}
      </div>
    </div>
  );
};

/** A card whole on a plain surface, corners visible, no glare: what the tips ask for. */
export const CardPhotoIllustration = () => (
  <svg className="capture__illustration" viewBox="0 0 160 110" aria-hidden="true" focusable="false">
    <rect x="4" y="4" width="152" height="102" rx="10" fill="#eef2f6" />
    <rect x="26" y="22" width="108" height="68" rx="7" fill="#fff" stroke="#3b5b7a" strokeWidth="2.5" />
    <rect x="36" y="34" width="26" height="32" rx="3" fill="#c9d6e3" />
    <rect x="70" y="36" width="52" height="5" rx="2.5" fill="#9fb3c8" />
    <rect x="70" y="47" width="40" height="5" rx="2.5" fill="#9fb3c8" />
    <rect x="70" y="58" width="46" height="5" rx="2.5" fill="#9fb3c8" />
    <rect x="36" y="74" width="86" height="8" rx="2" fill="#5c7691" />
    <path
      d="M18 30v-12h12M130 18h12v12M142 80v12h-12M30 92h-12v-12"
      fill="none"
      stroke="#1f8a4c"
      strokeWidth="3"
    />
  </svg>
);

/** A face centred in an oval, as the selfie tips ask. */
export const SelfiePhotoIllustration = () => (
  <svg className="capture__illustration" viewBox="0 0 160 110" aria-hidden="true" focusable="false">
    <rect x="4" y="4" width="152" height="102" rx="10" fill="#eef2f6" />
    <ellipse cx="80" cy="55" rx="32" ry="42" fill="none" stroke="#1f8a4c" strokeWidth="3" />
    <circle cx="80" cy="48" r="16" fill="#c9d6e3" />
    <path d="M56 90c4-14 14-20 24-20s20 6 24 20" fill="#c9d6e3" />
  </svg>
);
