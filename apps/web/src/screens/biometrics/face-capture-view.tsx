// The live selfie (identity §2 screens 9-10): the front camera with the oval and the face detector's
// feedback, the library or camera error, the upload alternative, and the preview with 'Volver a tomar
// foto' and 'Continuar'. While the identity call runs the flow shows the same preview, busy.
import { BIOMETRICS_MESSAGES } from '@alta/core/biometrics/identity-outcome';
import type { faceCaptureMachine } from '@alta/core/capture/face-capture.machine';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { BlobImage, CameraError, LiveVideo, UPLOAD_TEXTS, UploadInput } from './capture-parts.tsx';

export type FaceCaptureActor = ActorRefFrom<typeof faceCaptureMachine>;

export const VALIDATING_TEXT = BIOMETRICS_MESSAGES.validating;
// Ours (docs/decisions.md).
const TITLE = 'Ubicá tu rostro dentro del óvalo';
const PREVIEW_TITLE = 'Tu foto';

export const SelfiePreview = ({
  selfie,
  validating = false,
  onRetake,
  onConfirm,
  confirmLabel = 'Continuar',
}: {
  selfie: Blob | null;
  validating?: boolean;
  onRetake?: () => void;
  onConfirm?: () => void;
  confirmLabel?: string;
}) => (
  <section className="capture capture--preview" aria-busy={validating}>
    <h1 className="bio__title">{PREVIEW_TITLE}</h1>
    <BlobImage blob={selfie} alt="Tu selfie" className="capture__still capture__still--selfie" />
    <div className="capture__actions">
      <button type="button" className="button button--secondary" disabled={!onRetake} onClick={onRetake}>
        Volver a tomar foto
      </button>
      <button type="button" className="button button--primary" disabled={!onConfirm} onClick={onConfirm}>
        {confirmLabel}
      </button>
    </div>
    {validating && (
      <div className="capture__overlay" role="status">
        <span className="capture__spinner" aria-hidden="true" />
        <p>{VALIDATING_TEXT}</p>
      </div>
    )}
  </section>
);

export const FaceCaptureView = ({ actor, video }: { actor: FaceCaptureActor; video: HTMLVideoElement }) => {
  const view = useSelector(actor, (s) => {
    if (s.matches('preview') || s.matches('done')) return 'preview';
    if (s.matches('upload')) return s.matches({ upload: 'choosing' }) ? 'upload' : 'uploadBusy';
    if (s.matches('cameraFailed')) return 'cameraFailed';
    if (s.matches('libraryFailed')) return 'libraryFailed';
    if (s.matches('live')) return 'live';
    return 'starting';
  });
  const feedback = useSelector(actor, (s) => s.context.feedback);
  const cameraError = useSelector(actor, (s) => s.context.cameraError);
  const libraryError = useSelector(actor, (s) => s.context.libraryError);
  const selfie = useSelector(actor, (s) => s.context.captured?.selfie ?? null);

  if (view === 'preview')
    return (
      <SelfiePreview
        selfie={selfie}
        onRetake={() => actor.send({ type: 'capture.retake' })}
        onConfirm={() => actor.send({ type: 'capture.confirm' })}
      />
    );
  return (
    <section className="capture">
      <h1 className="bio__title">{TITLE}</h1>
      {view === 'upload' || view === 'uploadBusy' ? (
        <UploadInput
          label="Foto de tu rostro"
          busy={view === 'uploadBusy'}
          feedback={libraryError ?? feedback}
          onFrame={(frame) => actor.send({ type: 'capture.file', frame })}
        />
      ) : view === 'cameraFailed' ? (
        <CameraError
          failure={cameraError}
          onRestart={() => actor.send({ type: 'capture.restartCamera' })}
          onUpload={() => actor.send({ type: 'capture.useUpload' })}
        />
      ) : (
        <>
          <LiveVideo video={video} className="capture__viewport--face">
            <div className="capture__oval" aria-hidden="true" />
          </LiveVideo>
          <p className="capture__feedback" role="status">
            {view === 'libraryFailed'
              ? libraryError
              : view === 'starting'
                ? 'Iniciando la cámara...'
                : feedback}
          </p>
          <div className="capture__actions">
            {view === 'libraryFailed' && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => actor.send({ type: 'capture.restartCamera' })}
              >
                Reiniciar cámara
              </button>
            )}
            {view === 'live' && (
              <button
                type="button"
                className="capture__link"
                onClick={() => actor.send({ type: 'capture.useUpload' })}
              >
                {UPLOAD_TEXTS.useUpload}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
};
