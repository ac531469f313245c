import type { App } from '../../../src/app';
import { build } from '../../helper';
import { bearer } from '../../accounts';
import {
  createCard,
  customerAccount,
  REWARD_CARDS,
  saveSettings,
  stamp,
  subscribedOwner,
  type Owner,
} from '../reward-cards/cards';

// The cooldown and the daily limit count a customer's stamps at a store, across
// its cards, so stamping several cards of one store at once must still give what the rule allows
// (docs/api.md, "Reward cards and stamps": the lock is on the store and the customer).

const ROUNDS = 5;

describe('the cooldown and the daily limit under parallel stamps of one store', () => {
  let app: App;
  let owner: Owner;
  let cardIds: string[];

  beforeAll(async () => {
    app = await build();
    owner = await subscribedOwner(app, 'scale');
    const cards = [];
    for (const title of ['Coffee card', 'Tea card', 'Cake card']) {
      cards.push(await createCard(app, owner, { title, stamps_required: 10 }));
    }
    cardIds = cards.map((card) => card.id);
  });
  afterAll(() => app.close());

  /** Stamps a new customer on every card at once; the statuses, and the stamps their cards hold. */
  async function stampEveryCardAtOnce() {
    const customer = await customerAccount(app);
    const answers = await Promise.all(
      cardIds.map((cardId) => stamp(app, owner.access, cardId, { qr_code: customer.qrCode })),
    );
    const mine = await app.inject({ url: `${REWARD_CARDS}/my`, headers: bearer(customer.access) });
    const held = (mine.json().data as { stamps: number; stamps_waiting?: number }[]).reduce(
      (sum, card) => sum + card.stamps + (card.stamps_waiting ?? 0),
      0,
    );
    return { statuses: answers.map((answer) => answer.statusCode).sort(), held };
  }

  it('gives one stamp for three cards stamped at once within a 60-minute cooldown', async () => {
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 60,
      daily_stamp_limit_per_customer: 10,
    });
    for (let round = 0; round < ROUNDS; round += 1) {
      expect(await stampEveryCardAtOnce()).toEqual({ statuses: [201, 409, 409], held: 1 });
    }
  });

  it('gives one stamp for three cards stamped at once with a daily limit of 1', async () => {
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 1,
    });
    for (let round = 0; round < ROUNDS; round += 1) {
      expect(await stampEveryCardAtOnce()).toEqual({ statuses: [201, 409, 409], held: 1 });
    }
  });
});
