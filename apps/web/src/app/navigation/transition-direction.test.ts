import { describe, expect, it } from 'vitest';
import { type TransitionDirection, transitionDirection } from './transition-direction';

const cases: [from: string | null, to: string, expected: TransitionDirection][] = [
  // first render and same page
  [null, '/', 'none'],
  ['/events', '/events', 'none'],
  ['/events', '/events/', 'none'],
  ['/', '/guest', 'forward'],
  // depth
  ['/', '/events', 'forward'],
  ['/events', '/events/detail/1', 'forward'],
  ['/events/detail/1', '/events/detail/1/2/3', 'forward'],
  ['/events/detail/1/2/3', '/events/detail/1', 'back'],
  ['/events/detail/1', '/', 'back'],
  ['/history/5', '/history', 'back'],
  // siblings at the same depth move forward
  ['/about', '/terms', 'forward'],
  ['/history', '/library', 'forward'],
  // guest paths follow the same rules
  ['/guest', '/guest/events/code', 'forward'],
  ['/guest/events/detail/1', '/guest', 'back'],
  // cart and order flow
  ['/cart', '/cart/12', 'forward'],
  ['/cart/12', '/cart', 'back'],
  ['/cart/12/3/abc', '/cart/12', 'back'],
  ['/cart', '/order/12', 'forward'],
  ['/cart/12', '/order/12', 'forward'],
  ['/order/12', '/order/confirm', 'forward'],
  ['/order/confirm', '/order/complete', 'forward'],
  ['/order/confirm', '/order/12', 'back'],
  ['/order/12', '/cart', 'back'],
  ['/order/confirm', '/cart/12', 'back'],
  ['/guest/order/confirm', '/guest/cart', 'back'],
  ['/guest/cart/7', '/guest/order/7', 'forward'],
  // completion → anywhere is forward, even to shallower pages
  ['/order/complete', '/', 'forward'],
  ['/order/complete', '/cart', 'forward'],
  ['/order/complete', '/history', 'forward'],
  ['/guest/order/complete', '/guest', 'forward'],
  ['/order/handler', '/order/complete', 'forward'],
  ['/order/handler', '/', 'forward'],
  // leaving the flow elsewhere uses depth
  ['/order/12', '/', 'back'],
  ['/', '/order/12', 'forward'],
];

describe('transitionDirection', () => {
  it.each(cases)('%s → %s is %s', (from, to, expected) => {
    expect(transitionDirection(from, to)).toBe(expected);
  });
});
