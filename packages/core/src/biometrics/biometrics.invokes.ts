// The biometric flow's repeated invocations (biometrics.machine.ts): the request read of precheck and
// memberCheck, and the document sides' capture children. Typed against the machine's setup by name.
import type { DoneActorEvent, ErrorActorEvent } from 'xstate';
import type { RequestDetail } from '../api/solicitud.ts';
import { barcodeGivesTramite, type CapturedDocument } from '../capture/id-capture.types.ts';
import { expectedHolder } from './biometric-holder.ts';
import type { BiometricsContext } from './biometrics.types.ts';

/** GET the request being validated (precheck, memberCheck). */
export const readRequest = {
  id: 'getSolicitud',
  src: 'getSolicitud',
  input: ({ context }: { context: BiometricsContext }) => context.idSolicitud,
} as const;

/** The request a read returned, as a guard's or an action's params. */
export const readOutput = ({ event }: { event: DoneActorEvent<RequestDetail> }) => event.output;

/** The read's first branch: when `guard` holds of the request, keep it (`keep`) and go to `target`. */
export const keepRequestIf = <
  const Guard extends string,
  const Target extends string,
  const Keep extends string,
>(
  guard: Guard,
  target: Target,
  keep: Keep,
) => ({
  guard: { type: guard, params: readOutput },
  target,
  actions: { type: keep, params: readOutput },
});

/** The read failed because the company's members are disabled (IntegrantesInhabilitados). */
export const whenDisabled = <const Target extends string>(target: Target) => ({
  guard: { type: 'membersDisabled' as const, params: ({ event }: { event: ErrorActorEvent }) => event },
  target,
});

export const documentCapture =
  (side: 'front' | 'back') =>
  ({ context }: { context: BiometricsContext }) => ({
    side,
    device: context.device,
    camera: context.ports.camera,
    detector: context.ports.documentDetector,
    expected: expectedHolder(context.holder),
    // The identity call's nroTramite comes from a barcode only: the back must give it when the front did not.
    needsBarcode: side === 'back' && context.front !== null && !barcodeGivesTramite(context.front),
    uploadOnly: context.uploadOnly,
  });

const capturedSide = ({ event }: { event: DoneActorEvent<CapturedDocument> }) => event.output;

/** A side's capture child: keep the side (and whether the camera failed) and go on; a failure starts over at info. */
export const captureSide = <
  const Id extends 'frontCapture' | 'backCapture',
  const Keep extends 'keepFront' | 'keepBack',
  const Next extends string,
>(
  id: Id,
  keep: Keep,
  next: Next,
) => ({
  id,
  src: id,
  input: documentCapture(id === 'frontCapture' ? 'front' : 'back'),
  onDone: {
    target: next,
    actions: [
      { type: keep, params: capturedSide },
      { type: 'noteCameraUnavailable' as const, params: capturedSide },
    ],
  },
  onError: { target: 'info' as const, actions: 'toastProcessError' as const },
});
