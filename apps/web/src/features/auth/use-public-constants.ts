import type { SystemConstant } from '@omoide/contract';
import { useQuery } from '@tanstack/react-query';
import {
  fetchSystemConstantNonAuth,
  readCachedSystemConstant,
  writeCachedSystemConstant,
} from '@/shared/api/system-constant';

/**
 * The constants a page without a token may use (the password-reminder link): the cached
 * ones when present (spec §3, session storage), else `/constant/non_auth`. A failure only
 * hides what needs them, so it gets no modal.
 */
export function usePublicConstants() {
  return useQuery<SystemConstant>({
    queryKey: ['system-constant', 'public'],
    queryFn: async ({ signal }) => {
      const cached = readCachedSystemConstant();
      if (cached) return cached;
      const constant = await fetchSystemConstantNonAuth(signal);
      writeCachedSystemConstant(constant);
      return constant;
    },
    staleTime: 10 * 60_000,
    meta: { errorModal: false },
  });
}
