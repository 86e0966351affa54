// The face library wait: polled every 150 ms, given up after 7000 ms (identity §9).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitUntil } from './wait-until.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('waitUntil', () => {
  it('checks every 150 ms and resolves on the first check that holds', async () => {
    let checks = 0;
    const done = vi.fn();
    void waitUntil(() => ++checks === 4).then(done);
    expect(checks).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    expect(checks).toBe(3);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(done).toHaveBeenCalled();
  });

  it('gives up after 7000 ms with Error loading face capture library', async () => {
    const outcome = waitUntil(() => false).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(6999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(150);
    expect(await outcome).toBe('Error loading face capture library');
  });
});
