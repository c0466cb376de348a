import type { orderLines, orders } from '../../db/schema/orders';

// An order and its lines as the orders module keeps them: the types other modules (payments,
// fulfilment) read an order by, without reaching into its repo.

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** A new order, before its id. */
export type NewOrder = typeof orders.$inferInsert;
/** A new order's line, before it belongs to the order. */
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, 'orderId'>;
/** The columns a state change may set. */
export type OrderChange = Partial<typeof orders.$inferInsert>;
