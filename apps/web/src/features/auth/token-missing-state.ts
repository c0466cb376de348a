import { type ErrorResponse, errorResponseSchema } from '@omoide/contract';
import { z } from 'zod';

/** Why the visitor landed on /token_missing, passed as navigation state by the bridge. */
export interface TokenMissingState {
  reason: 'bridge' | 'network';
  error: ErrorResponse | null;
}

const stateSchema = z.object({
  reason: z.enum(['bridge', 'network']),
  error: errorResponseSchema.nullable(),
});

export function readTokenMissingState(state: unknown): TokenMissingState | null {
  const parsed = stateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
