import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The browser a session was signed in from: a random id in an HttpOnly cookie, set when a
 * session starts (and at a refresh that finds none), stored only as its SHA-256 with the
 * session. A bearer token says nothing about who presents it; this cookie does, and script
 * cannot read it, so a token copied out of local storage (a shared phone, a log, an
 * extension) comes back without it. Refresh uses it to give its grace window to the client
 * that rotated the token only (issue 25, decision 031).
 */
export const DEVICE_COOKIE = 'omoide_device';

/** Browsers cap a cookie's life at 400 days; the session itself ends sooner (a year at most). */
const DEVICE_COOKIE_SECONDS = 400 * 86_400;
const DEVICE_ID = /^[A-Za-z0-9_-]{32}$/;

export const deviceSha256 = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

/** The caller's device id, or null when it sent none (or something this server never set). */
export function presentedDevice(request: FastifyRequest): string | null {
  const value = request.cookies?.[DEVICE_COOKIE];
  return value && DEVICE_ID.test(value) ? value : null;
}

/**
 * The caller's device id, minting one (and setting the cookie on this answer) when it has
 * none. Path `/api`: only API calls carry it; SameSite=Strict: no other site's page sends it.
 */
export function clientDevice(request: FastifyRequest, reply: FastifyReply): string {
  const existing = presentedDevice(request);
  if (existing) return existing;
  const minted = randomBytes(24).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, minted, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_SECONDS,
  });
  return minted;
}
