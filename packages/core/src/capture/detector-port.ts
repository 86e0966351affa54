// The one seam between the capture machines and whatever judges a camera frame (identity §4, §9):
// start (load the model or wasm), frame in, result out, stop. The real detectors (a Web Worker for
// the ID, a face model for the selfie) and the scripted fakes of the tests implement it, so the
// machines never know which one runs and never touch the camera or the DOM.

/** A camera frame in ImageData's shape (an ImageData is one), RGBA, row by row. */
export interface Frame {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** An axis-aligned box in frame pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The card's four corners in frame pixels: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

export interface DetectorPort<R> {
  /** Loads what the detector needs; rejects when it cannot (the machine retries after 5000 ms). */
  start(): Promise<void>;
  /** Judges one frame. Only called between a resolved start() and stop(). */
  detect(frame: Frame): Promise<R>;
  /** Frees the worker or model; safe to call more than once, and before start() settled. */
  stop(): void;
}

// --- Document (ID front and back) ----------------------------------------------------------------

export const DOCUMENT_STATUS = {
  notFound: 'doc-not-found',
  found: 'doc-found',
  passed: 'doc-passed',
} as const;
export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];

/** Detector codes (identity §4): 910 not found, 901 too far, 902 hold steady, 500 critical error. */
export const DOCUMENT_CODE = { notFound: 910, tooFar: 901, holdSteady: 902, critical: 500 } as const;
export type DocumentCode = (typeof DOCUMENT_CODE)[keyof typeof DOCUMENT_CODE];

/** What the PDF417 of the card said, when the detector read it. */
export interface BarcodeRead {
  /** The raw text of the barcode (fields separated by '@' on an Argentine DNI). */
  barcodeText?: string;
  isBarcodeFound?: boolean;
}

/** Where the card is; absent when no card is in the frame. */
export interface CardPlacement {
  quad?: Quad;
  box?: Box;
  /**
   * The outline is the card mask's coarse blob, of a small card no border closed (decision 061):
   * enough to ask the applicant nearer, never a picture to keep.
   */
  rough?: true;
}

export type DocumentResult =
  /** No card (910), or the detector broke on this frame (500, 'Error crítico en la detección de documentos.'). */
  | ({ status: 'doc-not-found'; code: 910 | 500 } & CardPlacement & BarcodeRead)
  /** A card, but too far (901) or moving (902). */
  | ({ status: 'doc-found'; code: 901 | 902 } & CardPlacement & BarcodeRead)
  /** A card close and steady enough to keep this frame. */
  | ({ status: 'doc-passed'; code?: undefined } & CardPlacement & BarcodeRead);

export interface DocumentDetector extends DetectorPort<DocumentResult> {
  /**
   * Reads the card's PDF417 in a full-resolution still, the card's corners given in the still's
   * pixels (issue 23: the live frames may lack the pixels the barcode needs). Where the judge runs in
   * a worker this runs there too. Optional: a detector without it leaves the barcode to the live frames.
   */
  readBarcode?(still: Frame, quad: Quad): Promise<string | undefined>;
}

// --- Face (selfie) ---------------------------------------------------------------------------------

/** Face codes (identity §4): 900 passed, 901 no face; any other code means a face not yet centred. */
export const FACE_CODE = { passed: 900, noFace: 901 } as const;

export interface FaceResult {
  /** 900 passed, 901 no face, anything else: a face that is not (yet) centred in the oval. */
  code: number;
  /** The face in frame pixels, when one was found; the preview's face image is cut from it. */
  face?: Box;
}

export type FaceDetector = DetectorPort<FaceResult>;
