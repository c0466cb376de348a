import { useMediaQuery } from '@/shared/ui/use-media-query';
import { PHONE_QUERY } from './share-file';

/** A phone (coarse pointer or narrow screen), kept up to date on rotation and resizing. */
export function usePhoneLike(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
