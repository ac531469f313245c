// Stripe.js cannot load in tests (no network), so loadStripe answers a fake Stripe object with the
// functions <Elements> checks for. Tests set what the confirm calls resolve to.
const elementsApi = {
  create: jest.fn(() => ({
    mount: jest.fn(),
    destroy: jest.fn(),
    on: jest.fn(),
    update: jest.fn(),
  })),
  getElement: jest.fn(() => null),
  submit: jest.fn(async () => ({})),
  update: jest.fn(),
  fetchUpdates: jest.fn(async () => ({})),
};

export const stripeMock = {
  elements: jest.fn(() => elementsApi),
  createToken: jest.fn(),
  createPaymentMethod: jest.fn(),
  confirmCardPayment: jest.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
  confirmPayment: jest.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
  confirmSetup: jest.fn(async () => ({ setupIntent: { status: 'succeeded' } })),
  registerAppInfo: jest.fn(),
  _registerWrapper: jest.fn(),
};

export const loadStripe = jest.fn(async () => stripeMock);
