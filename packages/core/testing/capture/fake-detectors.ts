// Deterministic detectors for tests and for the e2e face fake: each answers from a script, in order,
// and keeps answering the last result once the script is spent. start() can be told to fail a given
// number of times first (a wasm or model that does not load).
import type { DetectorPort, DocumentResult, FaceResult, Frame } from '../../src/capture/detector-port.ts';

export interface ScriptedDetector<R> extends DetectorPort<R> {
  /** Frames judged so far, in order. */
  readonly frames: Frame[];
  readonly starts: number;
  readonly stops: number;
}

export interface ScriptOptions {
  /** How many start() calls reject before one resolves. */
  failStarts?: number;
}

export const scriptedDetector = <R>(script: readonly R[], { failStarts = 0 }: ScriptOptions = {}) => {
  if (script.length === 0) throw new Error('a scripted detector needs at least one result');
  let next = 0;
  let failuresLeft = failStarts;
  const state = { frames: [] as Frame[], starts: 0, stops: 0 };
  const detector: ScriptedDetector<R> = {
    get frames() {
      return state.frames;
    },
    get starts() {
      return state.starts;
    },
    get stops() {
      return state.stops;
    },
    start: async () => {
      state.starts += 1;
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('detector failed to load');
      }
    },
    detect: async (frame) => {
      state.frames.push(frame);
      const result = script[Math.min(next, script.length - 1)] as R;
      next += 1;
      return result;
    },
    stop: () => {
      state.stops += 1;
    },
  };
  return detector;
};

export const fakeDocumentDetector = (script: readonly DocumentResult[], options?: ScriptOptions) =>
  scriptedDetector(script, options);

export const fakeFaceDetector = (script: readonly FaceResult[], options?: ScriptOptions) =>
  scriptedDetector(script, options);

/** Ready-made results, so scripts read like the spec's codes. */
export const DOC = {
  notFound: { status: 'doc-not-found', code: 910 },
  critical: { status: 'doc-not-found', code: 500 },
  tooFar: { status: 'doc-found', code: 901, box: { x: 40, y: 30, width: 20, height: 13 } },
  /** A small card only the card mask saw (decision 061). */
  tooFarRough: { status: 'doc-found', code: 901, box: { x: 40, y: 30, width: 20, height: 13 }, rough: true },
  holdSteady: { status: 'doc-found', code: 902, box: { x: 10, y: 10, width: 80, height: 50 } },
  passed: {
    status: 'doc-passed',
    box: { x: 10, y: 10, width: 80, height: 50 },
    barcodeText: '00123456789@PEREZ@ANA@F@23456789@A@01/01/1990@01/01/2020',
    isBarcodeFound: true,
  },
} as const satisfies Record<string, DocumentResult>;

export const FACE = {
  passed: { code: 900, face: { x: 30, y: 20, width: 40, height: 50 } },
  noFace: { code: 901 },
  offCentre: { code: 903, face: { x: 0, y: 0, width: 20, height: 25 } },
} as const satisfies Record<string, FaceResult>;
