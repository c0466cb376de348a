import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollBackTo } from './use-detail-restore';

/** A page whose height the test sets, as the grid's rows arrive. */
function pageOfHeight(initial: number) {
  let height = initial;
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => height);
  vi.stubGlobal('innerHeight', 800);
  let scrollY = 0;
  vi.stubGlobal('scrollY', 0);
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  const scrollTo = vi.fn((_x: number, y: number) => {
    scrollY = y;
  });
  vi.stubGlobal('scrollTo', scrollTo);
  return {
    grow: (to: number) => {
      height = to;
      // The browser keeps the position inside the page, as a shrinking page clamps it.
      scrollY = Math.min(scrollY, Math.max(0, height - 800));
    },
    scrollTo,
  };
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

  it('holds the position while late rows shrink the page and grow it again', () => {
    const page = pageOfHeight(2400);
    scrollBackTo(900);
    expect(page.scrollTo).toHaveBeenLastCalledWith(0, 900);
    page.grow(1264); // a panel's placeholder swapped: the browser clamps the scroll to 464
    vi.advanceTimersByTime(100);
    expect(window.scrollY).toBe(464);
    page.grow(2400); // its photos take their space
    vi.advanceTimersByTime(50);
    expect(window.scrollY).toBe(900);
    // Once held, the page is the buyer's: later changes are left alone.
    vi.advanceTimersByTime(2000);
    page.grow(1264);
    page.grow(2400);
    vi.advanceTimersByTime(100);
    expect(window.scrollY).toBe(464);
  });

  it('leaves a scroll made elsewhere during the hold alone', () => {
    const page = pageOfHeight(2400);
    scrollBackTo(370);
    expect(window.scrollY).toBe(370);
    window.scrollTo(0, 900); // the page itself, or a script, moves on
    vi.advanceTimersByTime(500);
    expect(window.scrollY).toBe(900);
    expect(page.scrollTo).toHaveBeenCalledTimes(2);
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
