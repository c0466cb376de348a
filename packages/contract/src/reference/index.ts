// Reference lists of spec §3 and limits of §5/§9; re-exported by the package root.
export * from './child-relationships.js';
export * from './currency-types.js';
export * from './cvs-networks.js';
export * from './input-schemas.js';
export * from './limits.js';
export * from './payment-failure-codes.js';
export * from './payment-types.js';
export * from './postcode.js';
export * from './prefectures.js';
export * from './price-types.js';
export * from './receipt-labels.js';
export * from './shipping-types.js';
