/**
 * Limits of spec §5 and §9, named once so the server (authoritative) and the web app
 * (display) cannot drift apart.
 */

/** Characters in an event code (§5). */
export const EVENT_CODE_LENGTH = 5;
/** Digits in a Japanese postal code, without the hyphen (§5). */
export const ZIP_CODE_DIGITS = 7;
/** Face images per child (§5, child settings). */
export const MAX_PHOTO_COUNT = 3;
/** Children's face data is deleted this long after the last event the child could be in
 * (privacy policy; the server's retention job and the privacy page read it). */
export const FACE_DATA_RETENTION_DAYS = 365;
/** The provider refuses smaller Taiwan convenience-store payments (§5). */
export const TW_CVS_MIN_AMOUNT_TWD = 100;
/** A deadline this close shows a warning in cart, keep, event, library, order and home (§9). */
export const WARNING_PERIOD_DAYS = 5;
/** Avatars drawn overlapping before the rest collapse into a count (§9). */
export const MAX_OVERLAPPING_AVATARS = 5;
/** Largest quantity of one print in one purchase (§9). */
export const PRINT_PURCHASE_MAX_COUNT = 50;
/** Items in the purchase-history list (§9). */
export const HISTORY_LIST_LIMIT = 10;
/** The cart badge shows `99+` above this (§9). */
export const CART_BADGE_CAP = 99;
/** Header background-position offsets in px: title only, and title with a child's name (§9). */
export const HEADER_BG_OFFSET_TITLE_ONLY = 26;
export const HEADER_BG_OFFSET_WITH_CHILD = 130;
/** A path may force a reload for a stale build at most once in this window, to avoid loops (§9). */
export const STALE_BUILD_RELOAD_GUARD_MS = 10_000;
/** Wait before router scroll and transition, so the new page has laid out (§9). */
export const ROUTER_TRANSITION_DELAY_MS = 100;

export const SECONDS_PER_DAY = 86_400;
/** Saved shipping addresses a member may keep besides the home address (the address book). */
export const MAX_SHIPPING_ADDRESSES = 10;
