/**
 * Thrown while rendering a page whose path names something that does not exist (an unknown
 * news id, FAQ category or question). It carries the fields React Router's
 * `isRouteErrorResponse` reads, so the route error boundary shows the same 404 page as an
 * unknown route (spec §8 "Page Not Found: {path}").
 */
export class PageNotFoundError extends Error {
  override readonly name = 'PageNotFoundError';
  readonly status = 404;
  readonly statusText = 'Not Found';
  readonly internal = false;
  readonly data: string;

  constructor(pathname: string) {
    super(`Page Not Found: ${pathname}`);
    this.data = this.message;
  }
}
