import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import StudioApp from '../studio-app';

/** The studio at `path` in a memory router with a fresh query cache (no retries), as tests drive it. */
export function renderStudio(path: string) {
  const router = createMemoryRouter([{ path: '/studio/*', element: <StudioApp /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
