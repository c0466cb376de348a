import type { TokenService } from '../../platform/auth/token-service';
import { AppError } from '../../platform/errors';
import { downloadsMessages } from './downloads.messages';

/** Links to single items live a few hours: the library hands out new ones on every visit. */
export const ITEM_LINK_SECONDS = 6 * 60 * 60;
/** A zip link lives a week, as the peers' mailed zip links do (ShootProof, Pic-Time). */
export const ZIP_LINK_SECONDS = 7 * 24 * 60 * 60;

/**
 * What a link gives: an order's item (`itemId`), or the zip of the order's event (`itemId` 0);
 * `view` links show the item in the page (inline, not counted as a download).
 */
export type LinkTarget = { orderId: number; itemId: number; eventId: number; view?: boolean };

/** Expiry of a link: its lifetime, never past the download deadline. */
export const linkExpiry = (now_t: number, lifetime: number, deadline_t: number) =>
  Math.min(now_t + lifetime, deadline_t);

/**
 * A download address that needs no bearer header (a phone hands it to another app): the
 * target, signed and expiring. The file name at the end is what browsers save it as.
 */
export async function signDownloadLink(
  tokens: TokenService,
  target: LinkTarget,
  fileName: string,
  expires_t: number,
): Promise<string> {
  const claims = { o: target.orderId, i: target.itemId, e: target.eventId, ...(target.view ? { v: 1 } : {}) };
  const token = await tokens.signLink(claims, expires_t);
  return `/api/download/${token}/${encodeURIComponent(fileName)}`;
}

/** The target of a link, or the §8 error of an expired (410) or altered (403) one. */
export async function readDownloadLink(tokens: TokenService, token: string): Promise<LinkTarget> {
  const verified = await tokens.verifyLink(token);
  if (verified === 'expired')
    throw new AppError(410, 'DOWNLOAD-LINK-EXPIRED', downloadsMessages['link.expired']);
  if (verified === 'invalid')
    throw new AppError(403, 'DOWNLOAD-LINK-INVALID', downloadsMessages['link.invalid']);
  const { o, i, e, v } = verified.claims;
  if (![o, i, e].every((n) => Number.isSafeInteger(n))) {
    throw new AppError(403, 'DOWNLOAD-LINK-INVALID', downloadsMessages['link.invalid']);
  }
  return { orderId: o as number, itemId: i as number, eventId: e as number, view: v === 1 };
}
