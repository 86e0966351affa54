// The worker detector's start() as the preload uses it: called early and again by the capture, it
// loads one worker; a load that failed is tried afresh by the next start().
import { describe, expect, it } from 'vitest';
import { workerDetector } from './worker-detector';

class FakeWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  constructor(private readonly answer: 'ready' | 'failed') {}
  postMessage(message: { type: string }) {
    if (message.type !== 'start') return;
    queueMicrotask(() =>
      this.onmessage?.({
        data: this.answer === 'ready' ? { type: 'ready' } : { type: 'failed', message: 'no wasm' },
      } as MessageEvent),
    );
  }
  terminate() {
    this.terminated = true;
  }
}

describe('workerDetector start()', () => {
  it('loads one worker for the preload and the capture, both waiting for the same load', async () => {
    const made: FakeWorker[] = [];
    const detector = workerDetector(() => {
      const w = new FakeWorker('ready');
      made.push(w);
      return w as unknown as Worker;
    }, {});
    const preload = detector.start();
    const capture = detector.start();
    expect(capture).toBe(preload);
    await expect(capture).resolves.toBeUndefined();
    expect(made).toHaveLength(1);
  });

  it('tries a failed load afresh on the next start()', async () => {
    const answers: ('ready' | 'failed')[] = ['failed', 'ready'];
    const made: FakeWorker[] = [];
    const detector = workerDetector(() => {
      const w = new FakeWorker(answers.shift() ?? 'ready');
      made.push(w);
      return w as unknown as Worker;
    }, {});
    await expect(detector.start()).rejects.toThrow('no wasm');
    await Promise.resolve();
    expect(made[0]?.terminated).toBe(true);
    await expect(detector.start()).resolves.toBeUndefined();
    expect(made).toHaveLength(2);
  });
});
