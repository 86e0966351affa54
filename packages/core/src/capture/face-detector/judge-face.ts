// Turns the face boxes a model found in a selfie frame into the codes of identity §4: 900 when one
// face sits centred in the oval and fills it, 901 when there is none, and the "centre your face"
// codes otherwise (the screen says 'Por favor, centra tu cara en el óvalo.' for all of them).

import type { Box, FaceResult } from '../detector-port';

export const FACE_JUDGE_CODE = {
  passed: 900,
  noFace: 901,
  offCentre: 902,
  tooFar: 903,
  tooClose: 904,
  severalFaces: 905,
} as const;

/** The oval drawn over the camera, in frame pixels. */
export interface Oval {
  cx: number;
  cy: number;
  /** Half width and half height. */
  rx: number;
  ry: number;
}

/** The oval the selfie screen draws: centred, 70% of the frame's height, 3:4. */
export function defaultOval(width: number, height: number): Oval {
  const ry = 0.35 * height;
  return { cx: width / 2, cy: height / 2, rx: 0.75 * ry, ry };
}

export interface ScoredBox extends Box {
  /** The model's confidence, 0..1. */
  score: number;
}

export interface FaceJudgeOptions {
  /** Below it a box is not a face. */
  minScore?: number;
  /** How far the face's centre may be from the oval's, as a share of the oval's radii. */
  maxOffset?: number;
  /** The face's height as a share of the oval's height: at least / at most. */
  minFill?: number;
  maxFill?: number;
}

export function judgeFaces(
  faces: readonly ScoredBox[],
  oval: Oval,
  options: FaceJudgeOptions = {},
): FaceResult {
  const { minScore = 0.5, maxOffset = 0.2, minFill = 0.45, maxFill = 1.05 } = options;
  const found = faces.filter((f) => f.score >= minScore).sort((a, b) => b.score - a.score);
  const [face, second] = found;
  if (!face) return { code: FACE_JUDGE_CODE.noFace };
  const box: Box = { x: face.x, y: face.y, width: face.width, height: face.height };
  // A second face as large as half the first is someone else in the picture, not a false positive.
  if (second && second.height > face.height / 2) return { code: FACE_JUDGE_CODE.severalFaces, face: box };
  const dx = (face.x + face.width / 2 - oval.cx) / oval.rx;
  const dy = (face.y + face.height / 2 - oval.cy) / oval.ry;
  if (Math.hypot(dx, dy) > maxOffset) return { code: FACE_JUDGE_CODE.offCentre, face: box };
  const fill = face.height / (2 * oval.ry);
  if (fill < minFill) return { code: FACE_JUDGE_CODE.tooFar, face: box };
  if (fill > maxFill) return { code: FACE_JUDGE_CODE.tooClose, face: box };
  return { code: FACE_JUDGE_CODE.passed, face: box };
}
