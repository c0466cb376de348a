import { type StudioMe, type StudioMembership, studioMeSchema } from '@omoide/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { readItem, writeItem } from '@/shared/storage/safe-storage';
import { studioFetch } from './studio-api';
import { readStudioToken } from './studio-session';

export const STUDIO_ME_KEY = ['studio', 'me'] as const;

/** The signed-in operator; nothing is asked without a studio session (the shell sends to sign-in). */
export function useStudioMe() {
  return useQuery({
    queryKey: STUDIO_ME_KEY,
    queryFn: () => studioFetch<StudioMe>('/api/studio/me', { schema: studioMeSchema }),
    staleTime: 60_000,
    enabled: readStudioToken() !== null,
  });
}

const ORGANIZATION_KEY = 'studioOrganization';

/**
 * The organisation the console acts on: the one chosen last time, else the first. An operator
 * of several organisations switches in the sidebar; pages read it from here.
 */
export function useCurrentOrganization(memberships: StudioMembership[]) {
  const [chosen, setChosen] = useState(() => Number(readItem('local', ORGANIZATION_KEY)));
  const current = memberships.find((m) => m.organization_id === chosen) ?? memberships[0] ?? null;
  const choose = (organizationId: number) => {
    writeItem('local', ORGANIZATION_KEY, String(organizationId));
    setChosen(organizationId);
  };
  return { current, choose };
}
