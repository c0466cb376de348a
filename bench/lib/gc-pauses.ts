import { type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';

/**
 * The garbage collector's pauses while a bench runs, to tell a slow request's own work from a
 * collection that landed in it: every `gc` entry is kept (start and duration on
 * `performance.now()`'s clock), and `within` sums those overlapping a window.
 */
export function watchGcPauses() {
  const pauses: { start: number; end: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEntry[])
      pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    /** Milliseconds of collection inside [start, end]. */
    within(start: number, end: number): number {
      let ms = 0;
      for (const pause of pauses) ms += Math.max(0, Math.min(end, pause.end) - Math.max(start, pause.start));
      return ms;
    },
    stop: () => observer.disconnect(),
  };
}
