import type { App } from '../../../src/app';
import { bearer, type SignedIn } from '../../accounts';
import { build } from '../../helper';
import { CARD, planId, subscribableMerchant, subscribe } from './billing';

const METHODS = '/api/merchant/payment-methods';

type Expected =
  { status: 402; message: string } | { status: 201; brand?: string; requiresAction?: boolean };

const DECLINED = 'Your card was declined.';
const saved = (brand = 'visa', requiresAction = false): Expected => ({
  status: 201,
  brand,
  requiresAction,
});
const refused = (message: string): Expected => ({ status: 402, message });

/**
 * Each of Stripe's published test cards, as Stripe answers it when the card is saved (a SetupIntent,
 * or attaching it to the customer) and when it is charged (docs.stripe.com/testing): a card its
 * issuer declines is declined both times, except 4000 0000 0000 0341, which is saved and declined
 * on every charge. docs/api.md, "Sandbox cards", has the same table.
 */
const PUBLISHED: [number: string, onSave: Expected, onCharge: Expected][] = [
  ['4242424242424242', saved(), saved()],
  ['5555555555554444', saved('mastercard'), saved('mastercard')],
  ['378282246310005', saved('amex'), saved('amex')],
  ['6011111111111117', saved('discover'), saved('discover')],
  ['4000000000003055', saved(), saved()],
  ['4000000000000002', refused(DECLINED), refused(DECLINED)],
  [
    '4000000000009995',
    refused('Your card has insufficient funds.'),
    refused('Your card has insufficient funds.'),
  ],
  ['4000000000009987', refused(DECLINED), refused(DECLINED)],
  ['4000000000009979', refused(DECLINED), refused(DECLINED)],
  ['4000000000000069', refused('Your card has expired.'), refused('Your card has expired.')],
  [
    '4000000000000127',
    refused("Your card's security code is incorrect."),
    refused("Your card's security code is incorrect."),
  ],
  [
    '4000000000000119',
    refused('An error occurred while processing your card. Try again in a little bit.'),
    refused('An error occurred while processing your card. Try again in a little bit.'),
  ],
  [
    '4000000000006975',
    refused(
      'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
    ),
    refused(
      'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
    ),
  ],
  [
    '4242424242424241',
    refused('Your card number is incorrect.'),
    refused('Your card number is incorrect.'),
  ],
  ['4000000000000341', saved(), refused(DECLINED)],
  ['4000002500003155', saved('visa', true), saved('visa', true)],
  ['4000002760003184', saved('visa', true), saved('visa', true)],
  ['4000000000003220', saved('visa', true), saved('visa', true)],
];

describe('the sandbox answers each published Stripe test card as Stripe does', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  }, 120_000);
  afterAll(() => app.close());

  const saveCard = (merchant: SignedIn, card_number: string) =>
    app.inject({
      method: 'POST',
      url: `${METHODS}/card`,
      headers: bearer(merchant.access),
      payload: { ...CARD, card_number },
    });

  it.each(PUBLISHED)('%s: saving, then paying with it', async (number, onSave, onCharge) => {
    const merchant = await subscribableMerchant(app);

    const save = await saveCard(merchant, number);

    expect(save.statusCode).toBe(onSave.status);
    const cards = (await app.inject({ url: METHODS, headers: bearer(merchant.access) })).json()
      .data as { id: string }[];
    if (onSave.status === 402) {
      expect(save.json()).toEqual({
        success: false,
        code: 'PAYMENT_FAILED',
        message: onSave.message,
      });
      expect(cards).toEqual([]);
    } else {
      expect(save.json().data).toMatchObject({
        brand: onSave.brand,
        last4: number.slice(-4),
        requires_action: onSave.requiresAction,
      });
      expect(cards).toHaveLength(1);
    }

    // Paying: with the saved card when it was kept, else with the number typed in.
    const paid = await subscribe(app, merchant.access, {
      plan_id: await planId(app),
      ...(cards[0] ? { payment_method_id: cards[0].id } : { card_number: number, ...CARD }),
    });

    expect(paid.statusCode).toBe(onCharge.status);
    if (onCharge.status === 402) {
      expect(paid.json()).toEqual({
        success: false,
        code: 'PAYMENT_FAILED',
        message: onCharge.message,
      });
    } else {
      expect(paid.json().data).toMatchObject({
        subscription: { status: onCharge.requiresAction ? 'incomplete' : 'active' },
        requires_action: onCharge.requiresAction,
      });
    }
  });
});
