import { useSyncExternalStore } from 'react';
import { PHONE_QUERY } from './share-file';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const snapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** A phone (coarse pointer or narrow screen), kept up to date on rotation and resizing. */
export function usePhoneLike(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
