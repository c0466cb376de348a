// The orders module's surface for the modules that act on an order by its id: payments
// (checkout writes the order, settling moves its state, refunds mark and close it) and the
// money commands. They call these, never the repos: every state change stays a conditional
// update of the orders module (docs/decisions/007), whoever asks for it.

/** Refunds (docs/decisions/014): the row lock, the marker, and the refunds left pending. */
export {
  findOrder,
  findOrderByCode,
  listPendingRefunds,
  lockOrder,
  REFUNDABLE_STATES,
  setRefundRequested,
} from './order-refund.repo';
/** Writing an order and reading it back. */
/** State changes: exactly one caller wins each (null for the others). */
/** What the sweep, the store-slip expiry and the ledger check go through. */
export {
  findBuyerOrder,
  findOpenOrderOfCart,
  findOrderByIdempotencyKey,
  insertOrderWithLines as createOrder,
  listAwaitingOrdersPastDeadline,
  listFailedOrdersWithChargeSince,
  listOrderLines,
  listPaidOrders,
  listPendingOrdersBefore,
  moveOrder,
  reviveFailedOrder,
  setOrderCharge,
} from './orders.repo';
