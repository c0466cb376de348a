import type { QueryClient } from '@tanstack/react-query';

/** After the first page's data, this long for its images (the cover, the first row) to start. */
const IMAGES_HEAD_START_MS = 800;
/** A page that asks the API nothing, or a very slow API, still gets the background work. */
const GIVE_UP_MS = 5000;

/**
 * Calls `then` once the first page has what it shows: the document has loaded, the page's
 * API queries have started and all settled, and its images have had a head start. The
 * work that waits for it (the other pages' texts, the service worker's precache, ≈ 60 KiB)
 * used to start at `load`, which comes before the page even asks the API for anything: on
 * a phone's slow network it then shared the line with the event's data and its cover photo,
 * the page's largest paint (issue 27; docs/decisions/041). A later page never waits on this:
 * the router loads the texts itself before showing one (router.tsx). Returns a cancel.
 */
export function whenFirstPageSettled(queryClient: QueryClient, then: () => void): () => void {
  let finished = false;
  const timers: ReturnType<typeof setTimeout>[] = [];
  let unsubscribe = () => {};
  const finish = () => {
    if (finished) return;
    finished = true;
    unsubscribe();
    for (const timer of timers) clearTimeout(timer);
    then();
  };
  const watchQueries = () => {
    const cache = queryClient.getQueryCache();
    // A query is added to the cache before its fetch starts: wait to see one fetching, unless
    // the page's answers arrived before `load` did.
    let asked = cache.getAll().some((query) => query.state.dataUpdatedAt > 0);
    const check = () => {
      if (queryClient.isFetching() > 0) asked = true;
      if (!asked || queryClient.isFetching() > 0) return;
      unsubscribe();
      timers.push(setTimeout(finish, IMAGES_HEAD_START_MS));
    };
    unsubscribe = cache.subscribe(check);
    timers.push(setTimeout(finish, GIVE_UP_MS));
    check();
  };
  if (document.readyState === 'complete') watchQueries();
  else window.addEventListener('load', watchQueries, { once: true });
  return () => {
    finished = true;
    unsubscribe();
    window.removeEventListener('load', watchQueries);
    for (const timer of timers) clearTimeout(timer);
  };
}
