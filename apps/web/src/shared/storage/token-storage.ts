import { GUEST_TOKEN_STORAGE_KEY, MEMBER_TOKEN_STORAGE_KEY, type TokenKind } from '@omoide/contract';
import { z } from 'zod';
import { readJson, removeItem, writeItem } from './safe-storage';

/** The token record of spec §3: times are epoch seconds. */
export const tokenRecordSchema = z.object({
  token: z.string().min(1),
  expires_t: z.number(),
  refresh_expires_t: z.number(),
});
export type TokenRecord = z.infer<typeof tokenRecordSchema>;

export function tokenStorageKey(kind: TokenKind): string {
  return kind === 'member' ? MEMBER_TOKEN_STORAGE_KEY : GUEST_TOKEN_STORAGE_KEY;
}

/** A record that does not have the expected shape counts as absent (e.g. left by an old build). */
export function readTokenRecord(kind: TokenKind): TokenRecord | null {
  const parsed = tokenRecordSchema.safeParse(readJson('local', tokenStorageKey(kind)));
  return parsed.success ? parsed.data : null;
}

export function writeTokenRecord(kind: TokenKind, record: TokenRecord): void {
  writeItem('local', tokenStorageKey(kind), JSON.stringify(record));
}

export function clearTokenRecord(kind: TokenKind): void {
  removeItem('local', tokenStorageKey(kind));
}
