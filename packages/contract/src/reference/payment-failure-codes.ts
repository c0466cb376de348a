/**
 * Provider failure codes an order result's `error_code` carries (spec §4 "Order result"):
 * the payment providers' adapters answer them, and the order's answer says what they mean.
 * Kept here, not in either module, so neither has to import the other for a word.
 */

/** A wallet session the buyer cancelled at the provider: nothing was charged (decision 011). */
export const WALLET_CANCELLED_CODE = 'user_cancelled';
/** A wallet session the buyer did not approve in time: nothing was charged. */
export const WALLET_EXPIRED_CODE = 'session_expired';
/** A convenience-store slip unpaid at its deadline: the order is `expired` (decision 012). */
export const CVS_EXPIRED_CODE = 'cvs_expired';
