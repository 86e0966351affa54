// The capture screen both captures share up to the preview (identity §2 screens 5 and 9, §8): the
// live video with the card frame or the oval and the feedback under it, the detector's failure with
// its restart, the camera child's start and failure (camera.machine.ts), and the upload alternative.
import type { cameraMachine } from '@alta/core/capture/camera.machine';
import type { CaptureEvent } from '@alta/core/capture/capture-setup';
import type { CaptureTag } from '@alta/core/capture/capture-tags';
import { CAPTURE_MESSAGES } from '@alta/core/capture/capture-texts';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CameraError, LiveVideo } from './capture-parts.tsx';
import { UPLOAD_TEXTS, UploadPanel, useCameraListed } from './upload-panel.tsx';

export type CameraActor = ActorRefFrom<typeof cameraMachine>;

/** What a capture shows, from the tags both capture machines put on their states. */
export type CaptureStep =
  | 'preview'
  | 'upload'
  | 'uploadBusy'
  | 'camera'
  | 'detectorFailed'
  | 'live'
  | 'starting';

const STEPS = ['preview', 'camera', 'detectorFailed', 'live'] as const;

export const captureStep = (s: { hasTag(tag: CaptureTag): boolean }): CaptureStep => {
  if (s.hasTag('upload')) return s.hasTag('busy') ? 'uploadBusy' : 'upload';
  return STEPS.find((tag) => s.hasTag(tag)) ?? 'starting';
};

type Command = Exclude<CaptureEvent, { type: 'capture.file' }>['type'];

export const CameraStage = ({
  step,
  title,
  camera,
  send,
  video,
  viewportClass,
  overlay,
  feedback,
  detectorError,
  upload,
  uploadFeedback,
  onShutter,
}: {
  step: Exclude<CaptureStep, 'preview'>;
  title: string;
  /** The camera child, there while the capture waits for a stream. */
  camera: CameraActor | undefined;
  send: (event: CaptureEvent) => void;
  video: HTMLVideoElement;
  viewportClass: string;
  /** The card frame or the oval drawn over the video. */
  overlay: ReactNode;
  feedback: string | null;
  detectorError: string | null;
  /** The upload alternative: its own heading, the file's name, tips and illustration. */
  upload: { title: string; label: string; tips: readonly string[]; illustration: ReactNode };
  uploadFeedback: string | null;
  /** Present while the machine offers the manual shutter (no capture for a while). */
  onShutter?: (() => void) | undefined;
}) => {
  const cameraFailure = useSelector(camera, (s) => (s?.hasTag('unavailable') ? s.context.error : null));
  const shown = step === 'camera' && !cameraFailure ? 'starting' : step;
  const uploading = shown === 'upload' || shown === 'uploadBusy';
  const cameraListed = useCameraListed();
  // The capture's buttons each send one event without data.
  const sending = (type: Command) => () => send({ type });
  return (
    <section className="capture">
      <h1 className="bio__title">{uploading ? upload.title : title}</h1>
      {uploading ? (
        <UploadPanel
          label={upload.label}
          tips={upload.tips}
          illustration={upload.illustration}
          busy={shown === 'uploadBusy'}
          feedback={uploadFeedback}
          onFrame={(frame) => send({ type: 'capture.file', frame })}
          onUseCamera={cameraListed ? sending('capture.useCamera') : undefined}
        />
      ) : shown === 'camera' ? (
        <CameraError
          failure={cameraFailure}
          onRestart={() => camera?.send({ type: 'camera.restart' })}
          onUpload={() => camera?.send({ type: 'camera.useUpload' })}
        />
      ) : (
        <>
          <LiveVideo video={video} className={viewportClass}>
            {overlay}
          </LiveVideo>
          <p className="capture__feedback" role="status">
            {shown === 'detectorFailed'
              ? detectorError
              : shown === 'starting'
                ? 'Iniciando la cámara...'
                : feedback}
          </p>
          <div className="capture__actions">
            {shown === 'detectorFailed' && (
              <button
                type="button"
                className="button button--secondary"
                onClick={sending('capture.restartCamera')}
              >
                {CAPTURE_MESSAGES.restartCamera}
              </button>
            )}
            {shown === 'live' && onShutter && (
              <button type="button" className="button button--primary" onClick={onShutter}>
                {CAPTURE_MESSAGES.shutter}
              </button>
            )}
            {shown === 'live' && (
              <button type="button" className="capture__link" onClick={sending('capture.useUpload')}>
                {UPLOAD_TEXTS.useUpload}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
};
