// The live selfie (identity §2 screens 9-10): the capture screen (camera-stage.tsx) with the oval,
// and the preview with 'Volver a tomar foto' and 'Continuar'. While the identity call runs the flow
// shows the same preview, busy.
import { BIOMETRICS_MESSAGES } from '@alta/core/biometrics/identity-outcome';
import type { faceCaptureMachine } from '@alta/core/capture/face-capture.machine';
import { countdownFeedback, countdownShown } from '@alta/core/capture/face-capture.types';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CameraStage, captureStep } from './camera-stage.tsx';
import { BlobImage } from './capture-parts.tsx';
import { SELFIE_UPLOAD_TIPS, SelfiePhotoIllustration } from './upload-panel.tsx';

export type FaceCaptureActor = ActorRefFrom<typeof faceCaptureMachine>;

export const VALIDATING_TEXT = BIOMETRICS_MESSAGES.validating;
// Ours (docs/decisions.md).
const TITLE = 'Ubicá tu rostro dentro del óvalo';
const PREVIEW_TITLE = 'Tu foto';
// Ours (issue 23): the upload alternative has its own heading, since it shows no camera.
const UPLOAD_TITLE = 'Subí una selfie';

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
  const step = useSelector(actor, captureStep);
  const camera = useSelector(actor, (s) => s.children.camera);
  const feedback = useSelector(actor, (s) => s.context.feedback);
  // 3, 2, 1 before the shot (issue 24): big over the oval, and in the feedback line screen readers hear.
  const countdown = useSelector(actor, (s) => countdownShown(s.context.countdown));
  const detectorError = useSelector(actor, (s) => s.context.detectorError);
  const selfie = useSelector(actor, (s) => s.context.captured?.selfie ?? null);
  const shutterOffered = useSelector(actor, (s) => s.context.shutterOffered);

  if (step === 'preview')
    return (
      <SelfiePreview
        selfie={selfie}
        onRetake={() => actor.send({ type: 'capture.retake' })}
        onConfirm={() => actor.send({ type: 'capture.confirm' })}
      />
    );
  return (
    <CameraStage
      step={step}
      title={TITLE}
      camera={camera}
      send={actor.send}
      video={video}
      viewportClass="capture__viewport--face"
      overlay={
        <>
          <div className="capture__oval" aria-hidden="true" />
          {countdown !== null && (
            <span key={countdown} className="capture__countdown" aria-hidden="true">
              {countdown}
            </span>
          )}
        </>
      }
      feedback={countdownFeedback(feedback, countdown)}
      detectorError={detectorError}
      upload={{
        title: UPLOAD_TITLE,
        label: 'Foto de tu rostro',
        tips: SELFIE_UPLOAD_TIPS,
        illustration: <SelfiePhotoIllustration />,
      }}
      uploadFeedback={detectorError ?? feedback}
      onShutter={shutterOffered ? () => actor.send({ type: 'capture.shutter' }) : undefined}
    />
  );
};
