import type { SystemConstant } from '@omoide/contract';
import { STORAGE_KEYS } from '@/shared/config';
import { readJson, writeItem } from '@/shared/storage/safe-storage';
import { isSystemConstant } from './stored-shapes';

/** Spec §3: the constants live in sessionStorage together with their is_authenticated flag. */
export function readCachedSystemConstant(): SystemConstant | null {
  const cached = readJson('session', STORAGE_KEYS.systemConstant);
  return isSystemConstant(cached) ? cached : null;
}

export function writeCachedSystemConstant(constant: SystemConstant): void {
  writeItem('session', STORAGE_KEYS.systemConstant, JSON.stringify(constant));
}
