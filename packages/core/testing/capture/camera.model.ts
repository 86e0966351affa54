// The camera child's model: a stream broken while capturing, restarts, a camera below the minimum
// (912, no restart) or refused by the browser, the running stream and the upload alternative.
import { expect } from 'vitest';
import type { ModelSpec } from '../model-harness.ts';
import { CAMERA_MESSAGES } from '../../src/capture/camera-port.ts';
import { cameraMachine } from '../../src/capture/camera.machine.ts';
import { INERT_CAMERA } from './capture.fixtures.ts';

export const cameraModel: ModelSpec<typeof cameraMachine> = {
  machine: cameraMachine,
  // Broken from the start, so the graph takes both ways out of opening (a restart clears the failure).
  input: { camera: INERT_CAMERA, kind: 'document', device: 'mobile', broken: new Error('canvas') },
  apiActors: { startCamera: 'startCamera' },
  events: [
    { type: 'xstate.done.actor.startCamera', output: { width: 1920, height: 1080 } },
    { type: 'xstate.done.actor.startCamera', output: { width: 640, height: 480 } },
    { type: 'xstate.error.actor.startCamera', error: { name: 'NotAllowedError' } },
    { type: 'camera.restart' },
    { type: 'camera.useUpload' },
  ],
  promises: {
    starting: (s, log) => {
      expect(s.context.error).toBeNull();
      expect(log.calls.startCamera?.at(-1)).toMatchObject({ kind: 'document', device: 'mobile' });
    },
    failed: (s) =>
      expect([CAMERA_MESSAGES.lowResolution, CAMERA_MESSAGES.denied, CAMERA_MESSAGES.other]).toContain(
        s.context.error?.message,
      ),
    running: (s) => expect(s.output).toBe('running'),
    upload: (s) => expect(s.output).toBe('upload'),
  },
};
