// The billing area (docs/architecture.md, "Areas"): the server's `billing` module answers plans and
// subscriptions, saved cards, and invoices with the plan's usage; one file here for each.
export * from './subscriptions';
export * from './paymentMethods';
export * from './invoices';
