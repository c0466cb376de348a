import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { photoDetailQueryOptions } from '@/features/events/events-api';
import { eventInfoQueryOptions } from '@/shared/api/events';
import { currentTextLanguage } from '@/shared/i18n/i18n';
import { areaOf } from '@/shared/routing/area';
import { numericParam } from '@/shared/routing/event-paths';

/** The pages that show the event's information first: the event and one of its photos. */
const EVENT_INFO_PAGES = new Set([
  '/events/detail/:eventId',
  '/events/detail/:eventId/:categoryId/:itemId',
  '/guest/events/detail/:eventId',
  '/guest/events/detail/:eventId/:categoryId/:itemId',
]);
/** Of those, the photo's page also shows the photo's own answer (already in the entry, via events-navigation.ts). */
const hasPhoto = (path: string) => path.endsWith('/:itemId');

/**
 * A loader step that asks the API for the event's information as soon as the router has
 * let the visitor in, beside the page's code, instead of from the page's first render
 * (render-as-you-fetch). On a phone opening the event from a mail, that render comes only
 * after the entry script has run and the page's code and texts have arrived; the event's
 * answer, and the cover photo it names (the page's largest paint), came one step after
 * that (issue 27, docs/decisions/041). The page reads the same query (same key, the
 * client's 30 s staleTime), so nothing is fetched twice. A failure here shows nothing: the
 * page's own query retries on mount and reports as it always did.
 */
export function firstPageData(
  queryClient: QueryClient | undefined,
  path: string,
): LoaderFunction | undefined {
  if (!queryClient || !EVENT_INFO_PAGES.has(path)) return undefined;
  return ({ params, request }) => {
    const eventId = numericParam(params.eventId);
    const area = areaOf(new URL(request.url).pathname);
    const options = eventInfoQueryOptions(area, eventId, currentTextLanguage());
    const quiet = { meta: { errorModal: false } };
    const info = queryClient.prefetchQuery({ ...options, ...quiet });
    if (hasPhoto(path))
      void queryClient.prefetchQuery({
        ...photoDetailQueryOptions(area, numericParam(params.itemId)),
        ...quiet,
      });
    // The cover heads the event's page only.
    else
      void info.then(() => preloadImage(queryClient.getQueryData(options.queryKey)?.event.cover_thumb_url));
    return null;
  };
}

/**
 * The event's cover, the page's largest paint, asked for as soon as its address is known
 * rather than when the page has rendered (on a busy phone, ≈ 0.2–0.7 s later).
 */
function preloadImage(href: string | null | undefined): void {
  if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
