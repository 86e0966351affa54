// The ID capture machine's types and what it shows for a detector result (identity §4).
import * as v from 'valibot';
import { tramiteNumberSchema } from '../biometrics/biometrics.schema.ts';
import type { CaptureEvent, CaptureFields, CaptureInput, Judged as CaptureJudged } from './capture-setup.ts';
import { DOCUMENT_FEEDBACK, UPLOAD_FEEDBACK } from './capture-texts.ts';
import type { DocumentDetector, DocumentResult } from './detector-port.ts';
import {
  BARCODE_MESSAGES,
  crossCheckDni,
  type ExpectedHolder,
  tramiteOf,
} from './document-detector/dni-barcode.ts';

export type Side = 'front' | 'back';
export type Overlay = 'none' | 'amber' | 'green';

/** A captured side: what the preview shows and what the identity call sends. */
export interface CapturedDocument {
  side: Side;
  /** The card cut from the frame (the processed image). */
  image: Blob;
  /** The whole frame. */
  unprocessed: Blob;
  barcodeText?: string;
  isBarcodeFound: boolean;
  /** What the front's barcode contradicts in the request, in Spanish (empty when all agree). */
  barcodeIssues?: string[];
  /**
   * The número de trámite the applicant typed from the card, when the barcode was read on neither
   * side (checked with the identity call's own schema).
   */
  typedTramite?: string;
  /** The manual shutter's shot of a card the judge found but did not pass: the preview asks to check it. */
  checkPhoto?: boolean;
  /** The camera could not start and the applicant took the upload: later captures start there. */
  cameraUnavailable?: boolean;
}

export interface IdCaptureInput extends CaptureInput<DocumentDetector> {
  side: Side;
  /** Who the request says holds the card; the front's barcode is checked against it. */
  expected?: ExpectedHolder;
  /**
   * This side must give the número de trámite: the back, when the front's barcode was not read
   * (older cards carry it there). Its preview does not confirm without it.
   */
  needsBarcode?: boolean;
}

export interface IdCaptureContext extends IdCaptureInput, CaptureFields<DocumentResult, CapturedDocument> {
  overlay: Overlay;
  /** The frame being captured was shot by hand with a card found but not passed (checkPhoto). */
  unpassedShot: boolean;
  /** Why the typed número de trámite was refused, in Spanish; null before a try or once accepted. */
  tramiteError: string | null;
}

export type IdCaptureEvent =
  | CaptureEvent
  /** From a back preview without the barcode: type the número de trámite instead. */
  | { type: 'capture.typeTramite' }
  | { type: 'capture.cancelTramite' }
  | { type: 'capture.tramite'; value: string };

export type Judged = CaptureJudged<DocumentResult>;

const FEEDBACK_BY_CODE: Readonly<Record<number, string>> = {
  910: DOCUMENT_FEEDBACK.notFound,
  901: DOCUMENT_FEEDBACK.tooFar,
  902: DOCUMENT_FEEDBACK.holdSteady,
  500: DOCUMENT_FEEDBACK.critical,
};

/** The text under the camera for a result; a pass that needs another frame asks to hold still. */
export const documentFeedback = (result: DocumentResult): string =>
  result.status === 'doc-passed' ? DOCUMENT_FEEDBACK.holdSteady : (FEEDBACK_BY_CODE[result.code] ?? '');

const UPLOAD_FEEDBACK_BY_CODE: Readonly<Record<number, string>> = {
  910: UPLOAD_FEEDBACK.notFound,
  901: UPLOAD_FEEDBACK.tooFar,
  902: UPLOAD_FEEDBACK.notFound,
  500: DOCUMENT_FEEDBACK.critical,
};

/** What the upload alternative says of a refused photo: about the photo, never a drawn frame. */
export const uploadFeedback = (result: DocumentResult): string =>
  UPLOAD_FEEDBACK_BY_CODE[result.code ?? 0] ?? UPLOAD_FEEDBACK.notFound;

export const overlayFor = (result: DocumentResult): Overlay =>
  result.status === 'doc-passed' ? 'green' : result.status === 'doc-found' ? 'amber' : 'none';

/** A still file cannot be judged for steadiness, so 902 counts as a pass for it (docs/decisions.md). */
export const fileAccepted = (result: DocumentResult): boolean =>
  result.status === 'doc-passed' || result.code === 902;

/**
 * What the preview says of a side's barcode: the front's is checked against the request; a back that
 * must give the trámite number and does not says so, and one that does is checked like a front.
 */
export const withBarcodeIssues = (
  captured: CapturedDocument,
  { expected, needsBarcode }: Pick<IdCaptureInput, 'expected' | 'needsBarcode'>,
): CapturedDocument => {
  const givesTramite = barcodeGivesTramite(captured);
  if (captured.side === 'back' && needsBarcode && !givesTramite) {
    return { ...captured, barcodeIssues: [BARCODE_MESSAGES.unreadOnEitherSide] };
  }
  const checked = captured.side === 'front' || (needsBarcode && givesTramite);
  return checked && expected
    ? { ...captured, barcodeIssues: crossCheckDni(captured.barcodeText, expected) }
    : captured;
};

export const barcodeGivesTramite = (captured: CapturedDocument): boolean =>
  tramiteOf(captured.barcodeText) !== null;

/** The número de trámite a side gives: its barcode's, else the one typed from the card. */
export const tramiteFrom = (captured: CapturedDocument | null): string | null =>
  captured ? (tramiteOf(captured.barcodeText) ?? captured.typedTramite ?? null) : null;

/** The typed número de trámite as the identity call's schema reads it, or its first issue. */
export const checkTypedTramite = (value: string): { tramite: string } | { error: string } => {
  const parsed = v.safeParse(tramiteNumberSchema, value);
  return parsed.success ? { tramite: parsed.output } : { error: parsed.issues[0].message };
};
