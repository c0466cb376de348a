import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollBackTo } from './use-detail-restore';

/** A page whose height the test sets, as the grid's rows arrive. */
function pageOfHeight(initial: number) {
  let height = initial;
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
  vi.stubGlobal('innerHeight', 800);
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return { grow: (to: number) => (height = to), scrollTo };
}

describe('scrollBackTo: back from a photo, where the buyer was', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] }),
  );
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('waits for rows that take longer than a second to arrive', () => {
    const page = pageOfHeight(1000);
    scrollBackTo(900);
    vi.advanceTimersByTime(2500);
    expect(page.scrollTo).not.toHaveBeenCalled();
    page.grow(2400);
    vi.advanceTimersByTime(50);
    expect(page.scrollTo).toHaveBeenCalledWith(0, 900);
  });

  it('goes as far as it can at the deadline', () => {
    const page = pageOfHeight(1200);
    scrollBackTo(900, 5000);
    vi.advanceTimersByTime(5100);
    expect(page.scrollTo).toHaveBeenCalledWith(0, 400);
  });

  it('gives way when the buyer takes over the page while it waits', () => {
    const page = pageOfHeight(1000);
    scrollBackTo(900);
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new Event('touchstart'));
    page.grow(2400);
    vi.advanceTimersByTime(6000);
    expect(page.scrollTo).not.toHaveBeenCalled();
  });
});
