import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';

/**
 * A check of whether a navigation is under way *now*, read from the router at call time.
 *
 * `useNavigation()` is not enough for work a timer does later: React Router renders its state
 * in a transition, so on a busy phone a timer can run between a link's click and the render
 * that shows the navigation as loading. A `setSearchParams` from that timer would replace the
 * pending navigation, and the tapped link would never open (the FAQ search's URL sync did).
 * Outside a data router (a component test without one) nothing is ever pending.
 */
export function useNavigationPending(): () => boolean {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return useCallback(() => (dataRouter?.router.state.navigation.state ?? 'idle') !== 'idle', [dataRouter]);
}
