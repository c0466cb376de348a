import { type SystemConstant, systemConstantSchema } from '@omoide/contract';
import { STORAGE_KEYS } from '@/shared/config';
import { readJson, writeItem } from '@/shared/storage/safe-storage';

/** Spec §3: the constants live in sessionStorage together with their is_authenticated flag. */
export function readCachedSystemConstant(): SystemConstant | null {
  const parsed = systemConstantSchema.safeParse(readJson('session', STORAGE_KEYS.systemConstant));
  return parsed.success ? parsed.data : null;
}

export function writeCachedSystemConstant(constant: SystemConstant): void {
  writeItem('session', STORAGE_KEYS.systemConstant, JSON.stringify(constant));
}
