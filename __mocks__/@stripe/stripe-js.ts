// Stripe.js cannot load in tests (no network), so loadStripe answers a fake Stripe object with the
// functions <Elements> checks for. Tests set what the confirm calls resolve to.
function fakeElements() {
  return {
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
}

const elementsApi = fakeElements();

type FakeElements = ReturnType<typeof fakeElements>;
const elementsByClientSecret = new Map<string, FakeElements>();

/**
 * The Elements group that `<Elements options={{ clientSecret }}>` hands its children through
 * `useElements()` (see the react-stripe-js mock): one per client secret, so a test can check that
 * a confirm call got the group of the right intent. Without a client secret: the key ''.
 */
export function elementsFor(clientSecret: string | undefined): FakeElements {
  const key = clientSecret ?? '';
  let elements = elementsByClientSecret.get(key);
  if (!elements) {
    elements = fakeElements();
    elementsByClientSecret.set(key, elements);
  }
  return elements;
}

/** What `confirmSetup` resolves to: the SetupIntent, or the error Stripe.js shows for the card. */
export type ConfirmSetupResult =
  | { setupIntent: { id?: string; status: string }; error?: undefined }
  | { setupIntent?: undefined; error: { type?: string; code?: string; message?: string } };

export const stripeMock = {
  elements: jest.fn(() => elementsApi),
  createToken: jest.fn(),
  createPaymentMethod: jest.fn(),
  confirmCardPayment: jest.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
  confirmPayment: jest.fn(async () => ({ paymentIntent: { status: 'succeeded' } })),
  confirmSetup: jest.fn<Promise<ConfirmSetupResult>, [{ elements: unknown }]>(async () => ({
    setupIntent: { status: 'succeeded' },
  })),
  registerAppInfo: jest.fn(),
  _registerWrapper: jest.fn(),
};

export const loadStripe = jest.fn(async () => stripeMock);
