import { STALE_BUILD_RELOAD_GUARD_MS, STORAGE_KEYS } from '@/shared/config';
import { readItem, writeItem } from '@/shared/storage/safe-storage';

// Messages browsers and Vite use when a code-split chunk is gone (a new build replaced it).
const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload
  /loading (css )?chunk [\w-]+ failed/i,
];

/** The reload itself, replaceable in tests (happy-dom cannot reload). */
export const pageReloader = {
  reload: (): void => window.location.reload(),
};

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

export interface GuardOptions {
  now?: number;
  windowMs?: number;
}

/**
 * Spec §4/§9: after a stale-build chunk failure the app reloads, at most once per 10 s per
 * path. Returns true when the caller may reload now (and records the attempt). Without
 * working sessionStorage the answer is false: a reload we cannot record could loop.
 */
export function claimChunkReload(path: string, options: GuardOptions = {}): boolean {
  const now = options.now ?? Date.now();
  const windowMs = options.windowMs ?? STALE_BUILD_RELOAD_GUARD_MS;
  const key = `${STORAGE_KEYS.chunkReloadPrefix}${path}`;
  const last = Number(readItem('session', key));
  if (Number.isFinite(last) && last > 0 && now - last < windowMs) return false;
  return writeItem('session', key, String(now));
}

// One decision per error object: React may render an error boundary twice (StrictMode,
// concurrent retries) and the second render must not read the first one's claim as "too soon".
const decisions = new WeakMap<object, boolean>();

export function shouldReloadForError(error: unknown, path: string, options: GuardOptions = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const known = decisions.get(error as object);
  if (known !== undefined) return known;
  const decision = claimChunkReload(path, options);
  decisions.set(error as object, decision);
  return decision;
}

interface RouterLike {
  state: { initialized: boolean; navigation: { state: string } };
}

/**
 * `vite:preloadError` outside a navigation (e.g. a component's own dynamic import) reloads
 * the current page under the same guard. During a navigation the failed import rejects the
 * route's `lazy`, and the error page applies the guard to the *target* path instead.
 */
export function installPreloadErrorHandler(
  router: RouterLike,
  reload = () => pageReloader.reload(),
): () => void {
  const onPreloadError = (event: Event) => {
    const settled = router.state.initialized && router.state.navigation.state === 'idle';
    if (settled && claimChunkReload(window.location.pathname)) {
      event.preventDefault();
      reload();
    }
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
