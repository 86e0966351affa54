// What the capture machines ask of the camera and how its failures read (identity §5, §8, §9).
import { describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES, cameraFailure, cameraRequest, meetsMinimum } from './camera-port.ts';

describe('camera requests', () => {
  it('uses the rear camera only for the ID on a phone, at the spec resolutions', () => {
    expect(cameraRequest('document', 'mobile')).toEqual({
      facingMode: 'environment',
      width: 1920,
      height: 1080,
    });
    expect(cameraRequest('document', 'desktop').facingMode).toBe('user');
    expect(cameraRequest('selfie', 'mobile')).toEqual({ facingMode: 'user', width: 1280, height: 720 });
  });

  it('enforces the minimum in either orientation', () => {
    expect(meetsMinimum({ width: 1280, height: 720 }, 'document')).toBe(true);
    expect(meetsMinimum({ width: 720, height: 1280 }, 'document')).toBe(true);
    expect(meetsMinimum({ width: 1279, height: 720 }, 'document')).toBe(false);
    expect(meetsMinimum({ width: 640, height: 480 }, 'selfie')).toBe(true);
    expect(meetsMinimum({ width: 640, height: 479 }, 'selfie')).toBe(false);
  });
});

describe('camera failures', () => {
  it('keeps 912 with the spec text and no restart', () => {
    expect(cameraFailure({ code: 912 })).toEqual({
      code: 912,
      message: 'La resolución de la cámara no alcanza el mínimo para el normal funcionamiento del sistema.',
    });
  });

  it.each([
    ['NotAllowedError', CAMERA_MESSAGES.denied],
    ['NotFoundError', CAMERA_MESSAGES.missing],
    ['NotReadableError', CAMERA_MESSAGES.busy],
    ['TypeError', CAMERA_MESSAGES.other],
  ])('%s reads in Spanish', (name, message) => {
    expect(cameraFailure(Object.assign(new Error('english'), { name }))).toEqual({ code: null, message });
  });

  it('reads anything else as the generic failure', () => {
    expect(cameraFailure(undefined)).toEqual({ code: null, message: CAMERA_MESSAGES.other });
  });
});
