import { z } from 'zod';

/** An environment switch: `true`/`1`/`yes` turn it on, `false`/`0`/`no` off; anything else is refused. */
export const booleanFromText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
