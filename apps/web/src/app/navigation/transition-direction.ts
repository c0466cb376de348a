/** Page-transition direction (spec §2 "Navigation behaviour"). */
export type TransitionDirection = 'forward' | 'back' | 'none';

// Steps of the purchase flow; cart pages share step 0 and /order/handler (the return from an
// external payment page) counts as completion.
const CART = 0;
const ORDER_FORM = 1;
const ORDER_CONFIRM = 2;
const ORDER_COMPLETE = 3;

function trimmed(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** Also drops the /guest prefix: both areas share the rules. */
function normalise(pathname: string): string {
  const path = trimmed(pathname);
  if (path === '/guest') return '/';
  return path.startsWith('/guest/') ? path.slice('/guest'.length) : path;
}

function depth(path: string): number {
  return path.split('/').filter(Boolean).length;
}

function purchaseStep(path: string): number | null {
  if (path === '/cart' || path.startsWith('/cart/')) return CART;
  if (path === '/order/confirm') return ORDER_CONFIRM;
  if (path === '/order/complete' || path === '/order/handler') return ORDER_COMPLETE;
  if (/^\/order\/[^/]+$/.test(path)) return ORDER_FORM;
  return null;
}

/**
 * Deeper paths slide forward, shallower ones back, siblings forward. The purchase flow
 * overrides depth: cart → order form → confirm → complete always moves forward, returning
 * from the order flow to the cart moves back, and leaving the completion page moves forward
 * (the purchase is done; nothing is "undone" by going elsewhere).
 */
export function transitionDirection(from: string | null, to: string): TransitionDirection {
  if (from === null || trimmed(from) === trimmed(to)) return 'none';
  const a = normalise(from);
  const b = normalise(to);
  const fromStep = purchaseStep(a);
  const toStep = purchaseStep(b);
  if (fromStep === ORDER_COMPLETE || toStep === ORDER_COMPLETE) return 'forward';
  if (fromStep !== null && toStep !== null && !(fromStep === CART && toStep === CART)) {
    return toStep < fromStep ? 'back' : 'forward';
  }
  return depth(b) < depth(a) ? 'back' : 'forward';
}
