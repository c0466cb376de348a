/** Front-end constants. The spec's limits (§9) come from the contract, shared with the API. */

/**
 * STALE_BUILD_RELOAD_GUARD_MS: one automatic reload per path per 10 s (spec §4, §9).
 * ROUTER_TRANSITION_DELAY_MS: the spec's ~100 ms router transition; here the slide's length.
 * React renders the new page before ScrollRestoration's layout effect runs, so the scroll
 * needs no extra wait (Nuxt needed one for its leave transition).
 */
export { ROUTER_TRANSITION_DELAY_MS, STALE_BUILD_RELOAD_GUARD_MS } from '@omoide/contract';

/** How often a running tab checks `/version.json` for a newer build (spec: "not shown"). */
export const NEW_BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** Product name: the default page title and the suffix of the title template (spec §1). */
export const PRODUCT_NAME = 'Omoide';

/** The build this bundle was made from (injected by vite.config.ts). */
export const APP_VERSION: string = __APP_VERSION__;

/** An https link given at build time (`VITE_*`), or null when unset or not https. */
function buildTimeUrl(value: unknown): string | null {
  return typeof value === 'string' && /^https:\/\/\S+$/.test(value.trim()) ? value.trim() : null;
}

/**
 * Store download links (spec §1): the one place every link to the apps reads. A build sets
 * them with `VITE_APP_STORE_URL` and `VITE_PLAY_STORE_URL`. A link not configured is not
 * shown (no placeholder that leads nowhere); the footer then explains how to add the web
 * app to the home screen instead.
 */
export const STORE_LINKS: { ios: string | null; android: string | null } = {
  ios: buildTimeUrl(import.meta.env.VITE_APP_STORE_URL),
  android: buildTimeUrl(import.meta.env.VITE_PLAY_STORE_URL),
};

/** How long children's face data is kept (the server's retention job uses the same figure). */
export { FACE_DATA_RETENTION_DAYS } from '@omoide/contract';

/** localStorage / sessionStorage keys of spec §3 besides the token records. */
export const STORAGE_KEYS = {
  appFrom: 'appFrom',
  isPreview: 'isPreview',
  systemConstant: 'systemConstant',
  /** Spec §3 "Contact draft" (sessionStorage), and the reference number of the last inquiry sent. */
  contactDraft: 'contactDraft',
  contactReceipt: 'contactReceipt',
  /** Spec §3/§4 guest cart-saved flag (localStorage, text 'true' or 'false'). */
  guestCartSaved: 'guestCartSaved',
  /** Spec §3 "Order form" between the order pages (sessionStorage; never the card number or code). */
  orderData: 'orderData',
  /** Spec §4 "Order result" kept across the 3-D Secure redirect and for the completion page (localStorage). */
  orderResult: 'orderResult',
  chunkReloadPrefix: 'omoide:chunk-reload:',
  /**
   * Set when a member token is stored, kept when it expires, gone with a full sign-out (the
   * `omoide:session:` prefix): /token_missing tells "sign in again" from a first visit by it.
   */
  memberSeen: 'omoide:session:member-seen',
  /** How far the server's clock is ahead of this device's, in seconds (see `authClock`). */
  serverClockOffset: 'omoide:server-clock-offset',
} as const;

/** `x-app-from` value when the page was not opened from a partner app. */
export const DEFAULT_APP_FROM = 'web';
