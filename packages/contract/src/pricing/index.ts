// Pricing rules of spec §9 (DESIGN §8); re-exported by the package root.
export * from './cart-badge.js';
export * from './cart-totals.js';
export * from './deadlines.js';
export * from './line-adjustments.js';
export * from './price-line.js';
export * from './receipt-order.js';
export * from './sale-period.js';
export * from './shipping-fee.js';
