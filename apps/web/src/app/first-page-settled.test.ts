import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenFirstPageSettled } from './first-page-settled';

describe('whenFirstPageSettled: background work waits for the first page’s data', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs after the page’s queries settled and its images had a head start, not at load', async () => {
    const client = new QueryClient();
    const then = vi.fn();
    whenFirstPageSettled(client, then);
    // The document has loaded (jsdom), but the page has not asked the API yet.
    await vi.advanceTimersByTimeAsync(1000);
    expect(then).not.toHaveBeenCalled();
    let answer: (value: string) => void = () => {};
    const query = client.fetchQuery({
      queryKey: ['event', 1],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(then).not.toHaveBeenCalled();
    answer('sports day');
    await query;
    await vi.advanceTimersByTimeAsync(700);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(then).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('still runs on a page that asks the API nothing', async () => {
    const then = vi.fn();
    whenFirstPageSettled(new QueryClient(), then);
    await vi.advanceTimersByTimeAsync(4900);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does not wait for the give-up when the page had its answers before `load`', async () => {
    const client = new QueryClient();
    await client.fetchQuery({ queryKey: ['event', 2], queryFn: async () => 'graduation' });
    const then = vi.fn();
    whenFirstPageSettled(client, then);
    await vi.advanceTimersByTimeAsync(900);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (an unmounted app)', async () => {
    const then = vi.fn();
    const cancel = whenFirstPageSettled(new QueryClient(), then);
    cancel();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(then).not.toHaveBeenCalled();
  });
});
