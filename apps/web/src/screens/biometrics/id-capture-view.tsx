// One side of the ID (identity §2 screens 5-7): the capture screen (camera-stage.tsx) with the card
// frame (amber when a card is found, green when it passed), and the preview (processed or unprocessed
// image, retake, continue).
import { cardGuide } from '@alta/core/capture/card-guide';
import { DOCUMENT_FEEDBACK, PREVIEW_TEXTS } from '@alta/core/capture/capture-texts';
import type { idCaptureMachine } from '@alta/core/capture/id-capture.machine';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CameraStage, captureStep } from './camera-stage.tsx';
import { BlobImage, percentBox, useVideoSize } from './capture-parts.tsx';
import { TRAMITE_TEXTS, TramiteForm } from './tramite-form.tsx';
import { CardPhotoIllustration, DOCUMENT_UPLOAD_TIPS } from './upload-panel.tsx';

export type IdCaptureActor = ActorRefFrom<typeof idCaptureMachine>;

// Ours (docs/decisions.md): the spec says the headings differ by device without their words.
const TITLES = {
  front: { desktop: 'Mostrá el frente de tu DNI a la cámara', mobile: 'Fotografiá el frente de tu DNI' },
  back: { desktop: 'Mostrá el dorso de tu DNI a la cámara', mobile: 'Fotografiá el dorso de tu DNI' },
} as const;
const UPLOAD_LABEL = { front: 'Foto del frente del DNI', back: 'Foto del dorso del DNI' } as const;
// Ours (issue 23): the upload alternative has its own heading, since it shows no camera.
const UPLOAD_TITLE = {
  front: 'Subí una foto del frente de tu DNI',
  back: 'Subí una foto del dorso de tu DNI',
} as const;
const PREVIEW_TITLE = { front: 'Frente del DNI', back: 'Dorso del DNI' } as const;

const Preview = ({ actor, onRetakeFront }: { actor: IdCaptureActor; onRetakeFront?: () => void }) => {
  const captured = useSelector(actor, (s) => s.context.captured);
  const side = useSelector(actor, (s) => s.context.side);
  // A back that must give the número de trámite and did not: the machine refuses to go on.
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'capture.confirm' }));
  // …which may then take the número de trámite typed from the card instead.
  const canType = useSelector(actor, (s) => s.can({ type: 'capture.typeTramite' }));
  const typing = useSelector(actor, (s) => s.hasTag('tramite'));
  const [processed, setProcessed] = useState(true);
  return (
    <section className="capture capture--preview">
      <h1 className="bio__title">{PREVIEW_TITLE[side]}</h1>
      <BlobImage
        blob={processed ? (captured?.image ?? null) : (captured?.unprocessed ?? null)}
        alt={processed ? 'Imagen procesada del DNI' : 'Imagen sin procesar del DNI'}
        className="capture__still"
      />
      {captured?.checkPhoto && <p className="capture__check">{PREVIEW_TEXTS.checkPhoto}</p>}
      {!typing &&
        captured?.barcodeIssues?.map((issue) => (
          <p key={issue} className="capture__issue" role="alert">
            {issue}
          </p>
        ))}
      <label className="capture__toggle">
        <input
          type="checkbox"
          checked={!processed}
          onChange={(e) => setProcessed(!e.currentTarget.checked)}
        />
        Ver imagen sin procesar
      </label>
      {typing ? (
        <TramiteForm actor={actor} />
      ) : (
        <div className="capture__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => actor.send({ type: 'capture.retake' })}
          >
            Volver a tomar foto
          </button>
          {canConfirm ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => actor.send({ type: 'capture.confirm' })}
            >
              Continuar
            </button>
          ) : (
            onRetakeFront && (
              <button type="button" className="button button--primary" onClick={onRetakeFront}>
                Volver a tomar el frente
              </button>
            )
          )}
          {canType && (
            <button
              type="button"
              className="capture__link"
              onClick={() => actor.send({ type: 'capture.typeTramite' })}
            >
              {TRAMITE_TEXTS.offer}
            </button>
          )}
        </div>
      )}
    </section>
  );
};

/** The card frame, where the judge measures the card (core's cardGuide), over the whole frame. */
const CardFrame = ({ video, overlay }: { video: HTMLVideoElement; overlay: string }) => {
  const size = useVideoSize(video) ?? { width: 1280, height: 720 };
  return (
    <div
      className={`capture__frame capture__frame--${overlay}`}
      style={percentBox(cardGuide(size.width, size.height), size)}
      aria-hidden="true"
    />
  );
};

export const IdCaptureView = ({
  actor,
  video,
  onRetakeFront,
}: {
  actor: IdCaptureActor;
  video: HTMLVideoElement;
  /** Offered where the back cannot go on without the barcode the front did not give. */
  onRetakeFront?: () => void;
}) => {
  const step = useSelector(actor, captureStep);
  const camera = useSelector(actor, (s) => s.children.camera);
  const { side, device, feedback, overlay, detectorError, shutterOffered } = useSelector(
    actor,
    (s) => s.context,
    (a, b) =>
      a.feedback === b.feedback &&
      a.overlay === b.overlay &&
      a.detectorError === b.detectorError &&
      a.shutterOffered === b.shutterOffered,
  );

  if (step === 'preview') return <Preview actor={actor} onRetakeFront={onRetakeFront} />;
  return (
    <CameraStage
      step={step}
      title={TITLES[side][device]}
      camera={camera}
      send={actor.send}
      video={video}
      viewportClass={`capture__viewport--card capture__viewport--${overlay}`}
      overlay={<CardFrame video={video} overlay={overlay} />}
      feedback={feedback}
      detectorError={detectorError}
      upload={{
        title: UPLOAD_TITLE[side],
        label: UPLOAD_LABEL[side],
        tips: DOCUMENT_UPLOAD_TIPS,
        illustration: <CardPhotoIllustration />,
      }}
      uploadFeedback={detectorError ?? (feedback === DOCUMENT_FEEDBACK.captured ? null : feedback)}
      onShutter={shutterOffered ? () => actor.send({ type: 'capture.shutter' }) : undefined}
    />
  );
};
