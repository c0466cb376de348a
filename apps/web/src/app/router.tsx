import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadAllTexts } from '@/shared/i18n/i18n';
import { AppShell } from './app-shell';
import DefaultLayout from './layouts/default-layout';
import GuestLayout from './layouts/guest-layout';
import LogoutLayout from './layouts/logout-layout';
import WhiteGreyBtbLayout from './layouts/white-grey-btb-layout';
import WhiteGreyLayout from './layouts/white-grey-layout';
import WhiteLayout from './layouts/white-layout';
import { guardedLoader } from './navigation/auth-guard';
import { firstPageData } from './navigation/first-page-data';
import { LAYOUT_NAMES, type LayoutName, type RouteHandle } from './route-meta';
import { ROUTE_TABLE, type RouteEntry } from './route-table';
import { hasNumericParams, notFoundLoader, validateParamsLoader } from './route-validation';
import { AppLoading } from './routes/app-loading';
import { RouteErrorPage } from './routes/route-error-page';

// The error layout has no routes of its own: the error boundary renders it around the error page.
const LAYOUTS: Record<Exclude<LayoutName, 'error'>, ComponentType> = {
  default: DefaultLayout,
  guest: GuestLayout,
  logout: LogoutLayout,
  white: WhiteLayout,
  'white-grey': WhiteGreyLayout,
  'white-grey-btb': WhiteGreyBtbLayout,
};

const NOT_FOUND_HANDLE: RouteHandle = {
  name: 'not-found',
  layout: 'error',
  auth: 'public',
  titleKey: null,
};

function pageRoute(entry: RouteEntry, queryClient: QueryClient | undefined): RouteObject {
  const validate = hasNumericParams(entry.path) ? validateParamsLoader : undefined;
  const data = firstPageData(queryClient, entry.path);
  return {
    id: entry.handle.name,
    path: entry.path,
    handle: entry.handle,
    // Spec §4/§6 token guard on every navigation, then the route's param validation (§5),
    // then, for the event's pages, its first API request (first-page-data.ts).
    loader: guardedLoader(
      entry.handle.auth,
      data && validate
        ? (args) => {
            validate(args);
            return data(args);
          }
        : (validate ?? data),
    ),
    lazy: async () => {
      // The first page starts with its own texts only (i18n.ts); any page after it waits
      // for the rest, so none shows a text's key.
      const texts = firstPageShown ? loadAllTexts() : null;
      firstPageShown = true;
      const [page] = await Promise.all([entry.page(), texts]);
      return { Component: page.default };
    },
  };
}

/** Set once the first page's code has been asked for. */
let firstPageShown = false;

/**
 * The route tree: root shell → error boundary → one pathless route per layout → pages. With
 * the app's query client, the event's pages start their first request from their loader.
 */
export function createAppRoutes(
  table: readonly RouteEntry[] = ROUTE_TABLE,
  queryClient?: QueryClient,
): RouteObject[] {
  const layoutRoutes = LAYOUT_NAMES.filter(
    (name): name is Exclude<LayoutName, 'error'> => name !== 'error',
  ).map(
    (name): RouteObject => ({
      id: `layout-${name}`,
      Component: LAYOUTS[name],
      children: table
        .filter((entry) => entry.handle.layout === name)
        .map((entry) => pageRoute(entry, queryClient)),
    }),
  );
  return [
    // The operators' studio: its own route tree and layout, fetched only when /studio is opened,
    // so the buyers' bundle never carries it (docs/decisions/016).
    {
      id: 'studio',
      path: '/studio/*',
      ErrorBoundary: RouteErrorPage,
      lazy: async () => ({ Component: (await import('@/studio/studio-app')).default }),
    },
    {
      id: 'root',
      Component: AppShell,
      HydrateFallback: AppLoading,
      // Last resort, for a failure of the shell itself.
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          id: 'boundary',
          ErrorBoundary: RouteErrorPage,
          children: [
            ...layoutRoutes,
            { id: 'not-found', path: '*', handle: NOT_FOUND_HANDLE, loader: notFoundLoader },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter(createAppRoutes(ROUTE_TABLE, queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
