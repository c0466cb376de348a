import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import type { FollowUp } from '@/shared/errors/describe-api-error';
import { reportError } from '@/shared/errors/error-modal-store';

/** Per-call error handling, set through a query's or mutation's `meta`. */
export interface ErrorMeta extends Record<string, unknown> {
  /** false: the caller handles the error itself (e.g. spec §8 "404 → empty result"). */
  errorModal?: boolean;
  /** Where to go after the modal closes, for 4xx answers (spec §8). */
  followUp?: FollowUp;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

function report(error: unknown, meta: ErrorMeta | undefined): void {
  if (meta?.errorModal === false) return;
  reportError(error, { followUp: meta?.followUp ?? null });
}

/** A 4xx will not change on retry; network failures and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== null && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
