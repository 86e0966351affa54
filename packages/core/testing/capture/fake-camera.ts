// A camera for tests: starts at a chosen resolution (or fails as the browser would), hands out a
// tiny frame, and "encodes" to a small JPEG-looking blob that says what was cut.
import type { CameraPort, CameraRequest, CameraStarted } from '../../src/capture/camera-port.ts';
import type { Box, Frame, Quad } from '../../src/capture/detector-port.ts';

export interface FakeCamera extends CameraPort {
  readonly requests: CameraRequest[];
  readonly stops: number;
}

export const tinyFrame = (fill = 0): Frame => ({
  data: new Uint8ClampedArray(4).fill(fill),
  width: 1,
  height: 1,
});

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];

export const fakeCamera = ({
  resolution = { width: 1920, height: 1080 },
  failWith,
}: {
  resolution?: CameraStarted;
  failWith?: unknown;
} = {}): FakeCamera => {
  const requests: CameraRequest[] = [];
  let stops = 0;
  return {
    requests,
    get stops() {
      return stops;
    },
    start: async (request) => {
      requests.push(request);
      if (failWith !== undefined) throw failWith;
      return resolution;
    },
    grab: async () => tinyFrame(requests.length),
    encode: async (_frame: Frame, crop?: Quad | Box) =>
      new Blob([new Uint8Array(JPEG_HEAD), crop ? 'cut' : 'whole'], { type: 'image/jpeg' }),
    stop: () => {
      stops += 1;
    },
  };
};
