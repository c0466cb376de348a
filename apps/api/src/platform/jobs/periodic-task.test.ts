import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedulePeriodic } from './periodic-task';

afterEach(() => vi.useRealTimers());

describe('periodic housekeeping task', () => {
  it('runs at once and then on its interval, logs what it did and its failures, and stops', async () => {
    vi.useFakeTimers();
    const info = vi.fn();
    const error = vi.fn();
    const outcomes = [2, 0, new Error('disk gone')];
    const task = vi.fn(async () => {
      const next = outcomes.shift() ?? 0;
      if (next instanceof Error) throw next;
      return next;
    });

    const stop = schedulePeriodic('sweep', 1000, task, { info, error });
    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith({ count: 2 }, 'sweep done');

    await vi.advanceTimersByTimeAsync(1000); // nothing done: nothing logged
    expect(task).toHaveBeenCalledTimes(2);
    expect(info).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1000); // a failure is logged, never thrown
    expect(error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'sweep failed');

    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(task).toHaveBeenCalledTimes(3);
  });
});
