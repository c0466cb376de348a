import { z } from 'zod';
import { eventCodeSchema } from '../reference/input-schemas.js';

/** Every call that hands out a token answers this (spec §3 expires_t / refresh_expires_t). */
export const tokenAnswerSchema = z.object({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_t: z.number().int(),
  refresh_expires_t: z.number().int(),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** `POST /api/auth/login` (spec §7). */
export const loginBodySchema = z.object({
  email: z.string().trim().max(254).email(),
  password: z.string().min(1).max(256),
});

/** `POST /api/auth/hash_login`: a one-time hash minted for a member by a partner app. */
export const hashLoginBodySchema = z.object({
  hash_key: z.string().trim().min(16).max(256),
  app_from: z.string().trim().min(1).max(64),
  is_preview: z.boolean().optional(),
});

/** `POST /api/auth/code/event_code`: two 5-character codes (spec §5, §7). */
export const eventCodeBodySchema = z.object({ event_code1: eventCodeSchema, event_code2: eventCodeSchema });

/** The public view of an event a code opened (its photos come from the events calls). */
export const publicEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  event_date: z.string(),
  published_until_t: z.number().int(),
  shipping_type_id: z.number().int(),
  currency_type_id: z.number().int(),
  organization_name: z.string(),
});
export type PublicEvent = z.infer<typeof publicEventSchema>;
export const eventCodeAnswerSchema = z.object({ event: publicEventSchema });

/** Operator call that mints a bridge hash for a member (DESIGN: partner-app entry). */
export const mintBridgeHashBodySchema = z.object({
  email: z.string().trim().max(254).email(),
  ttl_seconds: z.number().int().min(30).max(3600).optional(),
});
export const mintBridgeHashAnswerSchema = z.object({
  hash_key: z.string(),
  expires_t: z.number().int(),
  url: z.string(),
});
export type MintBridgeHashAnswer = z.infer<typeof mintBridgeHashAnswerSchema>;
