export * from './api/auth-token.js';
export * from './api/content.js';
export * from './api/error.js';
export * from './api/system.js';
export * from './locale.js';
export * from './pricing/index.js';
export * from './reference/index.js';
