import type { StudioMe, StudioMembership } from '@omoide/contract';
import { useOutletContext } from 'react-router';

/** What the signed-in shell hands its pages: the operator and the organisation acted on. */
export type StudioContext = { me: StudioMe; organization: StudioMembership | null };

export function useStudio(): StudioContext {
  return useOutletContext<StudioContext>();
}
