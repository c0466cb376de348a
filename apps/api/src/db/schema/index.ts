// The schema drizzle-kit reads to generate migrations, and the client's typed schema.
export * from './cart';
export * from './catalogue';
export * from './content';
export * from './faces';
export * from './family';
export * from './identity';
export * from './jobs';
export * from './keeps';
export * from './limits';
export * from './mail';
export * from './members';
export * from './operators';
export * from './orders';
export * from './programme';
export * from './system';
