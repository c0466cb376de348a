import { useCallback, useEffect, useRef, useState } from 'react';
import { type DetailState, readDetailRestore, reportDetailState } from './detail-restore';

/**
 * How long to wait at most for the page to grow tall enough to scroll back. The grid's
 * photos arrive from the API and their rows take space only then: on a slow phone or
 * network that took longer than the second (60 frames) this used to wait, and the page
 * came back short of where the buyer was.
 */
const MAX_RESTORE_WAIT_MS = 5000;
/**
 * How long the position is held once reached. Rows that settle after the scroll (a panel
 * swapping its placeholder for the photos, a late image above) can shrink the page under the
 * buyer and leave it short of where they were: seen in the end-to-end journey on a cold
 * server, back at 464 px instead of 900.
 */
const HOLD_MS = 1500;
/** The buyer taking over the page: a restore still waiting or holding then gives way. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Scrolls back to `y` once the page is tall enough (or at the deadline, as far as it goes),
 * then holds it there for a moment while late rows settle.
 */
export function scrollBackTo(y: number, maxWaitMs = MAX_RESTORE_WAIT_MS): () => void {
  const deadline = performance.now() + maxWaitMs;
  let holdUntil: number | null = null;
  let clamped = false;
  let handle = 0;
  const stop = () => {
    window.cancelAnimationFrame(handle);
    for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const now = performance.now();
    const reachable = document.documentElement.scrollHeight - window.innerHeight;
    if (holdUntil !== null) {
      if (now >= holdUntil) return stop();
      // Only a page grown short moves the position here (the browser clamps it): once it is
      // tall enough again, back. A scroll by anything else (the page's own, a script's) stays.
      if (reachable < y) clamped = true;
      else if (clamped) {
        clamped = false;
        window.scrollTo(0, y);
      }
    } else if (reachable >= y) {
      window.scrollTo(0, y);
      holdUntil = now + HOLD_MS;
    } else if (now >= deadline) {
      stop();
      window.scrollTo(0, Math.max(0, reachable));
      return;
    }
    handle = window.requestAnimationFrame(attempt);
  };
  for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * The event detail's expanded panels and scroll position (spec §2): taken from the restore
 * entry when the buyer comes back from a photo (the navigation watcher has cleared it on any
 * other way in), reported as they change so the watcher can store them when the buyer opens
 * a photo. `ready` is true once the page's content is there to scroll in.
 */
export function useDetailRestore(eventId: number, ready: boolean) {
  const [restore] = useState<DetailState | null>(() => readDetailRestore(eventId));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(restore?.expanded ?? []));
  const expandedRef = useRef(expanded);
  expandedRef.current = expanded;

  const report = useCallback(
    (open: ReadonlySet<number>) => {
      reportDetailState(eventId, { scrollY: Math.round(window.scrollY), expanded: [...open] });
    },
    [eventId],
  );

  // Entered any other way than back from a photo: start at the top.
  useEffect(() => {
    if (!restore) window.scrollTo(0, 0);
  }, [restore]);

  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current || !restore) return;
    restored.current = true;
    return scrollBackTo(restore.scrollY);
  }, [ready, restore]);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        report(expandedRef.current);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.cancelAnimationFrame(frame);
    };
  }, [report]);

  useEffect(() => {
    report(expanded);
  }, [expanded, report]);

  const toggle = useCallback((categoryId: number) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(categoryId)) next.delete(categoryId);
      else next.add(categoryId);
      return next;
    });
  }, []);

  return { expanded, toggle };
}
