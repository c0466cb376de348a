import type { OrderResult } from '@omoide/contract';
import type { QueryClient } from '@tanstack/react-query';
import { cartAreaKey } from '@/shared/api/cart';
import { showErrorMessage } from '@/shared/errors/error-modal-store';
import type { Area } from '@/shared/routing/area';
import { cartPath, orderCompletePath, orderDetailPath, orderFormPath } from './order-paths';
import { clearOrderPayment, clearOrderResult, writeOrderResult } from './order-storage';

/** Seams of the leaving-the-app steps, replaced in tests. */
export const orderEnvironment = {
  /** The 3-D Secure page is another site: a full page load, not a router navigation. */
  assign: (url: string) => window.location.assign(url),
  now: () => new Date(),
  /** An Idempotency-Key; randomUUID needs a secure context, getRandomValues does not. */
  newKey: (): string => {
    if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
    const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  },
};

export type SettledAs = 'complete' | 'challenge' | 'confirming' | 'failed';

interface Settle {
  area: Area;
  /** The event whose form a failure returns to; null: unknown, the cart instead. */
  eventId: number | null;
  result: OrderResult;
  queryClient: QueryClient;
  navigate: (to: string, options: { replace: boolean }) => void;
  /** The text when a failed result carries no message of its own. */
  fallbackMessage: string;
}

/**
 * Spec §4 "Order result", for both the first answer and the one after 3-D Secure or a
 * wallet's approval page:
 * - a challenge (`acs_flag` 2) or a wallet's approval (`redirect_url`): keep the result,
 *   send the browser to that page;
 * - success (`acs_flag` 0): keep the result for the completion page, forget the spent
 *   card token (the buyer's details stay for their next order in this tab), read the
 *   (now empty) cart again, show the completion;
 * - payment being confirmed (`error_code` payment_confirming): show the message and go to
 *   the order's page, which shows how the payment ends;
 * - failure: forget the result and the spent token, show `error_code` and `error_message`
 *   in the error modal and go back to the form, where another card can be tried. What the
 *   buyer typed about themselves stays, so only the card has to be entered again.
 */
export function settleOrderResult({
  area,
  eventId,
  result,
  queryClient,
  navigate,
  fallbackMessage,
}: Settle): SettledAs {
  if (result.is_sucessful && result.acs_flag === 2 && result.acs_redirect_url) {
    writeOrderResult({ area, event_id: eventId, result });
    orderEnvironment.assign(result.acs_redirect_url);
    return 'challenge';
  }
  // A wallet (decision 011): to the provider's approval page, which sends the buyer back to
  // the handler page; a return before deciding goes back there too.
  const approval = result.redirect_url;
  if (approval && (result.is_sucessful || result.error_code === 'wallet_awaiting_approval')) {
    writeOrderResult({ area, event_id: eventId, result });
    orderEnvironment.assign(approval);
    return 'challenge';
  }
  if (result.is_sucessful) {
    writeOrderResult({ area, event_id: eventId, result });
    clearOrderPayment(area);
    // Spec §4: the cart is reloaded, now, so the header's badge empties at once.
    void queryClient.invalidateQueries({ queryKey: cartAreaKey(area), refetchType: 'all' });
    navigate(orderCompletePath(area), { replace: true });
    return 'complete';
  }
  clearOrderResult();
  clearOrderPayment(area);
  const text = result.error_message || fallbackMessage;
  // The payment service's answer was lost (docs/decisions/007): the order exists and is
  // being confirmed. Its page shows how it ends; the form would only invite a second try.
  if (result.error_code === 'payment_confirming' && result.order_id !== null) {
    showErrorMessage({ kind: 'text', text, title: 'errors.modal.titles.confirming' });
    navigate(orderDetailPath(area, result.order_id), { replace: true });
    return 'confirming';
  }
  // The server's message may already name the code; it is shown once.
  const code = result.error_code && !text.includes(result.error_code) ? result.error_code : null;
  showErrorMessage({ kind: 'text', text, title: 'errors.modal.titles.payment', ...(code ? { code } : {}) });
  navigate(eventId === null ? cartPath(area, null) : orderFormPath(area, eventId), { replace: true });
  return 'failed';
}
