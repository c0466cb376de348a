/**
 * The pages a parent opens first, from a publication mail or a QR code (issue 27): what each
 * needs for its first paint beside the entry script. Two readers:
 * - i18n.ts starts such a page with `common` and its one namespace instead of every buyer
 *   namespace (docs/decisions/035);
 * - the build (vite.config.ts, `firstPagePreloads`) turns `page` into the page's chunks and
 *   texts, and the server names them in the HTML it sends for a matching address, so a phone
 *   fetches them beside the entry instead of one round trip after another (decision 041).
 *
 * Plain data, no imports: the build reads this file too. `page` is the module the route table
 * imports lazily for that address (route-table.ts), as the build's manifest names it; the
 * budget spec (e2e/web-budget.spec.ts) fails if the chunks a page really loads are not named.
 */
export interface FirstPage {
  /** The address, with or without the guest prefix. */
  pattern: RegExp;
  /** The one namespace beside `common` its first paint shows. */
  namespace: string;
  /** The page module (route-table.ts), from the web app's root. */
  page: string;
}

export const FIRST_PAGES: readonly FirstPage[] = [
  {
    pattern: /^(\/guest)?\/events\/detail\/\d+\/?$/,
    namespace: 'events',
    page: 'src/features/events/event-detail-page.tsx',
  },
  {
    pattern: /^(\/guest)?\/events\/detail\/\d+\/\d+\/\d+\/?$/,
    namespace: 'events',
    page: 'src/features/events/item-detail-page.tsx',
  },
  { pattern: /^(\/guest)?\/cart(\/\d+)?\/?$/, namespace: 'cart', page: 'src/features/cart/cart-page.tsx' },
  { pattern: /^\/guest\/landing\/?$/, namespace: 'auth', page: 'src/features/guest/guest-landing-page.tsx' },
];

/** The first page `pathname` opens, if it is one. */
export function firstPageOf(pathname: string): FirstPage | undefined {
  return FIRST_PAGES.find((page) => page.pattern.test(pathname));
}
