import { type CSSProperties, createContext, type ReactNode, useContext, useState } from 'react';
import { useLocation } from 'react-router';
import { ROUTER_TRANSITION_DELAY_MS } from '@/shared/config';
import styles from './page-transition.module.css';
import { type TransitionDirection, transitionDirection } from './transition-direction';

const DirectionContext = createContext<TransitionDirection>('none');

/** Direction of the latest navigation, derived once per path change for the whole app. */
function useNavigationDirection(): TransitionDirection {
  const { pathname } = useLocation();
  const [state, setState] = useState<{ pathname: string; direction: TransitionDirection }>({
    pathname,
    direction: 'none',
  });
  if (state.pathname !== pathname) {
    // React's "adjust state while rendering" pattern: no extra paint with the old direction.
    const next = { pathname, direction: transitionDirection(state.pathname, pathname) };
    setState(next);
    return next.direction;
  }
  return state.direction;
}

export function TransitionDirectionProvider({ children }: { children: ReactNode }) {
  const direction = useNavigationDirection();
  return <DirectionContext.Provider value={direction}>{children}</DirectionContext.Provider>;
}

/**
 * Slides the page in from the side the navigation went to. Keyed by path, so each page
 * enters once; `prefers-reduced-motion` turns the slide off (global stylesheet + here).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const direction = useContext(DirectionContext);
  return (
    <div
      key={pathname}
      className={`${styles.page} ${styles[direction]}`}
      data-transition={direction}
      style={{ '--transition-ms': `${ROUTER_TRANSITION_DELAY_MS}ms` } as CSSProperties}
    >
      {children}
    </div>
  );
}
