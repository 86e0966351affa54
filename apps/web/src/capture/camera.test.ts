import { describe, expect, it, vi } from 'vitest';
import { CameraError, cameraConstraints, LOW_RESOLUTION_MESSAGE, openCamera } from './camera';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';

function fakeNavigator(userAgent: string, width: number, height: number) {
  const stop = vi.fn();
  const track = { stop, getSettings: () => ({ width, height }) };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => stream);
  return { nav: { userAgent, mediaDevices: { getUserMedia } }, getUserMedia, stop };
}

describe('camera', () => {
  it('asks for the rear camera at 1920x1080 for the ID on a phone, the front one on a desktop', () => {
    expect(cameraConstraints('document', true).video).toMatchObject({
      facingMode: { ideal: 'environment' },
      width: { ideal: 1920 },
      height: { ideal: 1080 },
    });
    expect(cameraConstraints('document', false).video).toMatchObject({ facingMode: { ideal: 'user' } });
    expect(cameraConstraints('selfie', true).video).toMatchObject({
      facingMode: { ideal: 'user' },
      width: { ideal: 1280 },
      height: { ideal: 720 },
    });
  });

  it('opens a camera that meets the minimum, in either orientation', async () => {
    const { nav, getUserMedia } = fakeNavigator(PHONE, 720, 1280);
    const camera = await openCamera('document', nav);
    expect(camera).toMatchObject({ width: 720, height: 1280 });
    expect(getUserMedia.mock.calls[0]?.[0]).toMatchObject({
      video: { facingMode: { ideal: 'environment' } },
    });
  });

  it('refuses a camera below the minimum with 912 and releases it', async () => {
    const { nav, stop } = fakeNavigator(DESKTOP, 640, 480);
    const error = await openCamera('document', nav).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CameraError);
    expect(error).toMatchObject({ code: 912, message: LOW_RESOLUTION_MESSAGE });
    expect(stop).toHaveBeenCalled();
    // The same camera is enough for the selfie.
    await expect(openCamera('selfie', fakeNavigator(DESKTOP, 640, 480).nav)).resolves.toMatchObject({
      width: 640,
    });
  });

  it('passes the browser error on (permission denied) without a code', async () => {
    const nav = {
      userAgent: DESKTOP,
      mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(new Error('Permission denied'))) },
    };
    await expect(openCamera('selfie', nav)).rejects.toMatchObject({
      message: 'Permission denied',
      code: undefined,
    });
  });
});
