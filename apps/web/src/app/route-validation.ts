import { data, type LoaderFunctionArgs, type Params } from 'react-router';
import { NUMERIC_PARAMS } from './route-meta';

export function isPositiveIntegerParam(value: string | undefined): boolean {
  return value !== undefined && /^[1-9]\d*$/.test(value) && Number.isSafeInteger(Number(value));
}

/** Names of the numeric params (spec ids) present in `params` that are not positive integers. */
export function invalidParams(params: Params): string[] {
  return NUMERIC_PARAMS.filter((name) => name in params && !isPositiveIntegerParam(params[name]));
}

export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

export function hasNumericParams(path: string): boolean {
  return pathParamNames(path).some((name) => (NUMERIC_PARAMS as readonly string[]).includes(name));
}

/** Spec §5/§8: a failed route validation is a 404 "Page Not Found: {path}". */
export function validateParamsLoader({ params, request }: LoaderFunctionArgs): null {
  if (invalidParams(params).length > 0) {
    const { pathname } = new URL(request.url);
    throw data(`Page Not Found: ${pathname}`, { status: 404, statusText: 'Not Found' });
  }
  return null;
}

/** Spec §8: an unknown route is a not-found error "Page not found: {path}". */
export function notFoundLoader({ request }: LoaderFunctionArgs): never {
  const { pathname } = new URL(request.url);
  throw data(`Page not found: ${pathname}`, { status: 404, statusText: 'Not Found' });
}
