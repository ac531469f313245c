// Every table, for drizzle-kit (drizzle.config.ts) and for the typed `db.query` API. Add each new
// schema file here.
export * from './audit-events';
export * from './users';
export * from './merchants';
export * from './email-codes';
export * from './refresh-tokens';
export * from './outbox-emails';
export * from './categories';
export * from './stores';
export * from './branches';
export * from './merchant-requests';
export * from './plans';
export * from './billing';
export * from './stripe-events';
export * from './merchant-settings';
export * from './reward-cards';
export * from './store-listing-version';
