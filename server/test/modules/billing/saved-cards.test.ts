import type { App } from '../../../src/app';
import { build } from '../../helper';
import { bearer, type SignedIn } from '../../accounts';
import { CARD, subscribableMerchant } from './billing';

// A card is kept once per merchant whatever requests race, and a merchant with cards always has
// exactly one default (docs/reliability.md, "Saved cards").

const METHODS = '/api/merchant/payment-methods';
const VISA = '4242424242424242';

interface Method {
  id: string;
  last4: string;
  exp_year: number;
  is_default: boolean;
}

describe('saved cards', () => {
  let app: App;
  let merchant: SignedIn;

  beforeAll(async () => {
    app = await build();
  });
  beforeEach(async () => {
    merchant = await subscribableMerchant(app);
  });
  afterAll(() => app.close());

  const save = (expYear = CARD.exp_year) =>
    app.inject({
      method: 'POST',
      url: `${METHODS}/card`,
      headers: bearer(merchant.access),
      payload: { ...CARD, card_number: VISA, exp_year: expYear },
    });
  const list = async () =>
    (await app.inject({ url: METHODS, headers: bearer(merchant.access) })).json<{
      data: Method[];
    }>().data;

  it('the same card saved 20 times at once is kept once; the others answer 409', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => save()));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'This card is already saved.',
    });
    const cards = await list();
    expect(cards).toHaveLength(1);
    expect(cards[0]?.is_default).toBe(true);
  });

  it('different cards saved at once: all kept, exactly one default', async () => {
    const answers = await Promise.all([2031, 2032, 2033, 2034, 2035].map((year) => save(year)));

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const cards = await list();
    expect(cards).toHaveLength(5);
    expect(cards.filter((card) => card.is_default)).toHaveLength(1);
  });

  it('removing the default card, with no subscription, makes the newest other card the default', async () => {
    expect((await save(2031)).statusCode).toBe(201);
    expect((await save(2032)).statusCode).toBe(201);
    expect((await save(2033)).statusCode).toBe(201);
    const [first] = await list();
    expect(first?.is_default).toBe(true);

    const removed = await app.inject({
      method: 'DELETE',
      url: `${METHODS}/${first!.id}`,
      headers: bearer(merchant.access),
    });

    expect(removed.statusCode).toBe(200);
    const left = removed.json<{ data: Method[] }>().data;
    expect(left.map((card) => [card.exp_year, card.is_default])).toEqual([
      [2032, false],
      [2033, true],
    ]);
  });
});
