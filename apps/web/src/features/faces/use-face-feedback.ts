import type { FaceFeedback, FaceMatch } from '@omoide/contract';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { reportError } from '@/shared/errors/error-modal-store';
import { faceKeys, sendFaceFeedback } from './faces-api';
import { applyFeedback } from './match-results';

export interface Rejection {
  childId: number;
  itemId: number;
}

function verdictIn(match: FaceMatch | undefined, childId: number, itemId: number): FaceFeedback | null {
  const result = match?.data.find((candidate) => candidate.image_item.id === itemId);
  return result?.matches.find((child) => child.child_id === childId)?.feedback ?? null;
}

/**
 * "This is my child" / "Not my child" on the match page. The answer changes on screen at once
 * (the cached result is edited) and goes back if the server refuses it. The last rejection
 * can be undone.
 */
export function useFaceFeedback(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const [lastRejection, setLastRejection] = useState<Rejection | null>(null);

  const send = useCallback(
    async (childId: number, itemId: number, verdict: FaceFeedback | null): Promise<boolean> => {
      // A poll in flight would bring back the answer from before this verdict.
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<FaceMatch>(queryKey);
      const previous = verdictIn(before, childId, itemId);
      const edit = (value: FaceFeedback | null) =>
        queryClient.setQueryData<FaceMatch>(queryKey, (current) =>
          current ? applyFeedback(current, childId, itemId, value) : current,
        );
      edit(verdict);
      try {
        await sendFaceFeedback(childId, itemId, verdict);
      } catch (error) {
        edit(previous);
        reportError(error);
        return false;
      }
      // The events-by-child counts include this photo or not any more.
      void queryClient.invalidateQueries({ queryKey: [...faceKeys.all, 'child-events'] });
      return true;
    },
    [queryClient, queryKey],
  );

  const confirm = useCallback(
    (childId: number, itemId: number, confirmed: boolean) =>
      send(childId, itemId, confirmed ? 'confirmed' : null),
    [send],
  );

  const reject = useCallback(
    async (childId: number, itemId: number) => {
      if (await send(childId, itemId, 'rejected')) setLastRejection({ childId, itemId });
    },
    [send],
  );

  const undo = useCallback(async () => {
    if (!lastRejection) return;
    const { childId, itemId } = lastRejection;
    setLastRejection(null);
    const present = verdictIn(queryClient.getQueryData<FaceMatch>(queryKey), childId, itemId) === 'rejected';
    if (!(await send(childId, itemId, null))) return;
    // A refetch since the rejection left the photo out: only the server can bring it back.
    if (!present) await queryClient.invalidateQueries({ queryKey });
  }, [lastRejection, queryClient, queryKey, send]);

  return { confirm, reject, undo, lastRejection, dismiss: () => setLastRejection(null) };
}
