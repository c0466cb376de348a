import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A test that does not fake the API gets a network failure rather than a real request to
// localhost:3000 (where a running dev server would answer): the header asks for the cart on
// every signed-in page. fakeApi() replaces this stub.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('fetch is not faked in this test');
    }),
  );
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
