import { z } from 'zod';

/** Every error answer of the API (spec §3 "Error response", DESIGN §5). */
export const errorResponseSchema = z.object({
  display_message: z.string(),
  display_message_lang: z.record(z.string(), z.string()),
  display_code: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
