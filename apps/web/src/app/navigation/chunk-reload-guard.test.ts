import { describe, expect, it, vi } from 'vitest';
import {
  claimChunkReload,
  installPreloadErrorHandler,
  isChunkLoadError,
  shouldReloadForError,
} from './chunk-reload-guard';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: https://example.com/assets/cart-x1.js');

describe('isChunkLoadError', () => {
  it.each([
    [chunkError(), true],
    [new TypeError('error loading dynamically imported module'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/a.css'), true],
    [Object.assign(new Error('x'), { name: 'ChunkLoadError' }), true],
    [new TypeError('Cannot read properties of undefined'), false],
    ['Failed to fetch dynamically imported module', false],
  ])('%s → %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('claimChunkReload (at most once per 10 s per path)', () => {
  it('allows the first reload and refuses a second within 10 s', () => {
    expect(claimChunkReload('/cart', { now: 1_000_000 })).toBe(true);
    expect(claimChunkReload('/cart', { now: 1_005_000 })).toBe(false);
    expect(claimChunkReload('/cart', { now: 1_009_999 })).toBe(false);
  });

  it('allows again once 10 s have passed', () => {
    expect(claimChunkReload('/cart', { now: 1_000_000 })).toBe(true);
    expect(claimChunkReload('/cart', { now: 1_010_000 })).toBe(true);
  });

  it('keeps paths apart', () => {
    expect(claimChunkReload('/cart', { now: 1_000_000 })).toBe(true);
    expect(claimChunkReload('/history', { now: 1_000_001 })).toBe(true);
    expect(sessionStorage.getItem('omoide:chunk-reload:/cart')).toBe('1000000');
  });

  it('refuses when sessionStorage cannot record the attempt', () => {
    const spy = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(claimChunkReload('/cart', { now: 1 })).toBe(false);
    spy.mockRestore();
  });
});

describe('shouldReloadForError', () => {
  it('decides once per error, so a re-render does not flip the answer', () => {
    const error = chunkError();
    expect(shouldReloadForError(error, '/events', { now: 5_000_000 })).toBe(true);
    expect(shouldReloadForError(error, '/events', { now: 5_000_001 })).toBe(true);
    expect(shouldReloadForError(chunkError(), '/events', { now: 5_000_002 })).toBe(false);
  });

  it('never reloads for other errors', () => {
    expect(shouldReloadForError(new Error('boom'), '/', { now: 1 })).toBe(false);
  });
});

describe('installPreloadErrorHandler', () => {
  const router = (initialized: boolean, state: string) => ({ state: { initialized, navigation: { state } } });

  it('reloads once on a preload error while the router is idle', () => {
    const reload = vi.fn();
    const uninstall = installPreloadErrorHandler(router(true, 'idle'), reload);
    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    uninstall();
  });

  it('leaves failures during a navigation to the error page', () => {
    const reload = vi.fn();
    const uninstall = installPreloadErrorHandler(router(true, 'loading'), reload);
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    expect(reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    uninstall();
  });
});
