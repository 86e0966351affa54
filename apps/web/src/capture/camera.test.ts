import { cameraFailure, cameraRequest } from '@alta/core/capture/camera-port';
import { describe, expect, it, vi } from 'vitest';
import { deviceOf } from '@alta/core/env/device';
import { AHEAD_MAX_AGE, createBrowserCamera, mediaConstraints } from './camera';
import { straighten } from './straighten';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36';

function fakeNavigator(userAgent: string, width: number, height: number) {
  const stop = vi.fn();
  const track = { stop, getSettings: () => ({ width, height }) };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => stream);
  return { nav: { userAgent, mediaDevices: { getUserMedia } }, getUserMedia, stop };
}

function fakeVideo(): HTMLVideoElement {
  return { play: vi.fn(async () => undefined), srcObject: null } as unknown as HTMLVideoElement;
}

describe('browser camera', () => {
  it('asks the phone for the rear camera at 1920x1080 for the ID, the desktop for the front one', async () => {
    expect(deviceOf({ userAgent: PHONE })).toBe('mobile');
    expect(deviceOf({ userAgent: DESKTOP })).toBe('desktop');
    const { nav, getUserMedia } = fakeNavigator(PHONE, 720, 1280);
    const camera = createBrowserCamera('document', fakeVideo(), nav);
    // A portrait 720x1280 phone stream meets the 1280x720 minimum.
    await expect(camera.start(cameraRequest('document', deviceOf(nav)))).resolves.toEqual({
      width: 720,
      height: 1280,
    });
    expect(getUserMedia.mock.calls[0]?.[0]).toEqual({
      audio: false,
      video: {
        facingMode: { ideal: 'environment' },
        width: { ideal: 1920 },
        height: { ideal: 1080 },
        resizeMode: 'none',
      },
    });
    expect(mediaConstraints(cameraRequest('selfie', 'mobile')).video).toMatchObject({
      facingMode: { ideal: 'user' },
      width: { ideal: 1280 },
      height: { ideal: 720 },
      // A portrait camera's frames are not cropped to the ideals' landscape shape.
      resizeMode: 'none',
    });
  });

  it('refuses a camera below the minimum with 912 and releases it', async () => {
    const { nav, stop } = fakeNavigator(DESKTOP, 640, 480);
    const error = await createBrowserCamera('document', fakeVideo(), nav)
      .start(cameraRequest('document', 'desktop'))
      .catch((e: unknown) => e);
    expect(cameraFailure(error)).toEqual({
      code: 912,
      message: 'La resolución de la cámara no alcanza el mínimo para el normal funcionamiento del sistema.',
    });
    expect(stop).toHaveBeenCalled();
    // The same camera is enough for the selfie.
    const selfie = createBrowserCamera('selfie', fakeVideo(), fakeNavigator(DESKTOP, 640, 480).nav);
    await expect(selfie.start(cameraRequest('selfie', 'desktop'))).resolves.toEqual({
      width: 640,
      height: 480,
    });
  });

  it('passes the browser error on (permission denied), which is not a 912', async () => {
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    const nav = {
      userAgent: DESKTOP,
      mediaDevices: { getUserMedia: vi.fn(async () => Promise.reject(denied)) },
    };
    const error = await createBrowserCamera('selfie', fakeVideo(), nav)
      .start(cameraRequest('selfie', 'desktop'))
      .catch((e: unknown) => e);
    expect(cameraFailure(error).code).toBeNull();
  });

  it('straightens a tilted card into an upright, landscape image', () => {
    // A 4x2 frame whose right half is white; the quad is the whole frame listed from a short side.
    const data = new Uint8ClampedArray(4 * 2 * 4);
    for (const i of [2, 3, 6, 7]) data.fill(255, i * 4, i * 4 + 4);
    const frame = { data, width: 4, height: 2 };
    const portraitOrder = [
      { x: 0, y: 2 },
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 4, y: 2 },
    ] as const;
    const upright = straighten(frame, portraitOrder);
    expect([upright.width, upright.height]).toEqual([4, 2]);
  });
});

/** A canvas whose every read gives a frame numbered by how many were drawn, for grab()'s tests. */
function numberedCanvas() {
  let drawn = 0;
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return {
        canvas: this,
        drawImage: () => {
          drawn++;
        },
        getImageData: (_x: number, _y: number, width: number, height: number) => ({
          data: new Uint8ClampedArray([drawn, 0, 0, 255]),
          width,
          height,
        }),
      };
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeCanvas);
  return { drawn: () => drawn };
}

const nextTimer = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('grabbing frames', () => {
  async function started() {
    const canvas = numberedCanvas();
    const video = { ...fakeVideo(), videoWidth: 1280, videoHeight: 720 } as unknown as HTMLVideoElement;
    const camera = createBrowserCamera('document', video, fakeNavigator(DESKTOP, 1280, 720).nav);
    await camera.start(cameraRequest('document', 'desktop'));
    return { camera, canvas };
  }

  it('reads the next frame while the last is judged, and hands it over at once', async () => {
    const { camera, canvas } = await started();
    expect((await camera.grab()).data[0]).toBe(1);
    // The detector judges frame 1; meanwhile frame 2 is read from the video.
    await nextTimer();
    expect(canvas.drawn()).toBe(2);
    // The loop asks again: frame 2, with no read of its own (and frame 3 read ahead after it).
    expect((await camera.grab()).data[0]).toBe(2);
    expect(canvas.drawn()).toBe(2);
    await nextTimer();
    expect((await camera.grab()).data[0]).toBe(3);
    camera.stop();
  });

  it('never hands over a frame kept through a pause, nor one from before a stop', async () => {
    const { camera, canvas } = await started();
    const now = vi.spyOn(performance, 'now');
    let clock = 1000;
    now.mockImplementation(() => clock);
    await camera.grab();
    await nextTimer();
    // The capture paused (a dialog, the preview): the frame read ahead is too old to judge.
    clock += AHEAD_MAX_AGE + 1;
    expect((await camera.grab()).data[0]).toBe(3);
    // A judge that slow reads ahead only every other frame: no read is wasted on each.
    await nextTimer();
    expect(canvas.drawn()).toBe(3);
    expect((await camera.grab()).data[0]).toBe(4);
    await nextTimer();
    expect(canvas.drawn()).toBe(5);
    camera.stop();
    await camera.start(cameraRequest('document', 'desktop'));
    expect((await camera.grab()).data[0]).toBe(6);
    now.mockRestore();
    camera.stop();
  });
});
