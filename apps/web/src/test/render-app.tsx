import { render } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { App } from '@/app/app';
import type { RouteEntry } from '@/app/route-table';
import { createAppRoutes } from '@/app/router';

/** Renders the real route tree at `path` in a memory router, with the app's providers. */
export function renderApp(path: string, table?: readonly RouteEntry[]) {
  const router = createMemoryRouter(createAppRoutes(table), { initialEntries: [path] });
  const result = render(<App router={router} i18n={i18next} />);
  return { router, ...result };
}
