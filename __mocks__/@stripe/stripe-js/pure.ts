// The app imports `@stripe/stripe-js/pure` (Stripe.js loads only when loadStripe is called); it is
// the same fake as the main entry, so tests and the app share one `stripeMock`.
export * from '../stripe-js';
