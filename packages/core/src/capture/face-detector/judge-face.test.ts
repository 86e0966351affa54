import { describe, expect, it } from 'vitest';
import { FACE_CODE } from '../detector-port';
import { defaultOval, FACE_JUDGE_CODE, judgeFaces } from './judge-face';

// 1280x720 selfie frame: the oval is centred, 504 px tall.
const oval = defaultOval(1280, 720);
const centred = { x: 640 - 150, y: 360 - 190, width: 300, height: 380, score: 0.9 };

describe('face judge', () => {
  it('passes one face centred in the oval (900)', () => {
    expect(judgeFaces([centred], oval)).toEqual({
      code: FACE_CODE.passed,
      face: { x: 490, y: 170, width: 300, height: 380 },
    });
  });

  it('says 901 with no face, or only doubtful ones', () => {
    expect(judgeFaces([], oval)).toEqual({ code: FACE_CODE.noFace });
    expect(judgeFaces([{ ...centred, score: 0.3 }], oval)).toEqual({ code: FACE_CODE.noFace });
  });

  it('asks to centre a face beside the oval, too far, too close, or with company', () => {
    expect(judgeFaces([{ ...centred, x: 100 }], oval).code).toBe(FACE_JUDGE_CODE.offCentre);
    expect(judgeFaces([{ ...centred, x: 590, y: 300, width: 100, height: 120 }], oval).code).toBe(
      FACE_JUDGE_CODE.tooFar,
    );
    expect(judgeFaces([{ ...centred, x: 340, y: 0, width: 600, height: 720 }], oval).code).toBe(
      FACE_JUDGE_CODE.tooClose,
    );
    const other = { x: 1000, y: 200, width: 250, height: 300, score: 0.8 };
    expect(judgeFaces([other, centred], oval).code).toBe(FACE_JUDGE_CODE.severalFaces);
  });
});
