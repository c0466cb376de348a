import { OPERATOR_TOKEN_STORAGE_KEY, type StudioTokenAnswer } from '@omoide/contract';
import { z } from 'zod';
import { readJson, removeItem, writeItem } from '@/shared/storage/safe-storage';

/** The studio's token, kept apart from the buyers' member and guest records (docs/decisions/016). */
const recordSchema = z.object({ token: z.string().min(1), expires_t: z.number() });

export function readStudioToken(now = Date.now() / 1000): string | null {
  const parsed = recordSchema.safeParse(readJson('local', OPERATOR_TOKEN_STORAGE_KEY));
  if (!parsed.success || parsed.data.expires_t <= now) return null;
  return parsed.data.token;
}

export function saveStudioToken(answer: StudioTokenAnswer): void {
  writeItem(
    'local',
    OPERATOR_TOKEN_STORAGE_KEY,
    JSON.stringify({ token: answer.token, expires_t: answer.expires_t }),
  );
}

export function clearStudioToken(): void {
  removeItem('local', OPERATOR_TOKEN_STORAGE_KEY);
}
