import { useEffect, useReducer, useRef } from 'react';
import { type UploadQueue as Queue, UploadQueue } from './upload-queue';
import { studioUploadTransport } from './upload-transport';

const REFRESH_MS = 2000;

/**
 * One upload queue for the page's event, re-rendering the page as files progress and calling
 * `onSettled` whenever a file finishes (the list then shows it, pending). While anything is
 * being sent, leaving the page asks first: a closed tab would stop the uploads.
 */
export function useUploadQueue(eventId: number, chunkBytes: number, onSettled: () => void): Queue {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const finished = useRef(0);
  // Hundreds of small files finish within seconds: the list is asked at once, then at most
  // every REFRESH_MS (a last time after the final file), not once per file.
  const lastRefresh = useRef(0);
  const trailing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const settle = () => {
    const wait = lastRefresh.current + REFRESH_MS - Date.now();
    if (wait <= 0) {
      lastRefresh.current = Date.now();
      settled.current();
    } else if (!trailing.current) {
      trailing.current = setTimeout(() => {
        trailing.current = null;
        lastRefresh.current = Date.now();
        settled.current();
      }, wait);
    }
  };
  const queue = useRef<Queue | null>(null);
  if (!queue.current) {
    queue.current = new UploadQueue({
      eventId,
      chunkBytes,
      transport: studioUploadTransport,
      onChange: () => {
        const q = queue.current;
        if (!q) return;
        const done = q.files().filter((f) => f.status === 'done' || f.status === 'refused').length;
        if (done !== finished.current) {
          finished.current = done;
          settle();
        }
        rerender();
      },
    });
  }
  const current = queue.current;

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (current.busy) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      if (trailing.current) clearTimeout(trailing.current);
    };
  }, [current]);

  return current;
}
