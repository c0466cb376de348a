import { describe, expect, it } from 'vitest';
import { isOpenOrderStatus, OPEN_ORDER_STATES, ORDER_STATUSES } from './orders.js';

describe('open order states (docs/decisions/007)', () => {
  it('are the states whose payment is not settled: never a paid, waiting or closed one', () => {
    expect(OPEN_ORDER_STATES).toEqual(['pending_payment', 'payment_confirming']);
    for (const status of ORDER_STATUSES)
      expect(isOpenOrderStatus(status)).toBe(OPEN_ORDER_STATES.includes(status as never));
    expect(isOpenOrderStatus('awaiting_payment')).toBe(false);
    expect(isOpenOrderStatus('paid')).toBe(false);
  });
});
