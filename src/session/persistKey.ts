/**
 * The one local-storage key the session lives under (docs/product.md, "Session"). redux-persist writes it as
 * `persist:qrewards`. Kept apart from the store so the start-up script can look at it without
 * loading Redux.
 */
export const PERSIST_KEY = 'qrewards';
