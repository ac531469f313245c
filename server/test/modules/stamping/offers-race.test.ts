import type { App } from '../../../src/app';
import { build } from '../../helper';
import {
  createCard,
  customerAccount,
  saveSettings,
  stamp,
  subscribedOwner,
  type Owner,
} from '../reward-cards/cards';
import { giveOffer, offerUse } from './offers';

// An offer is used once (docs/product.md, "Offers at the counter"): two stamps of one customer at one store,
// at once (here on two cards, which the cooldown lets through), never both get it. On PGlite the
// requests take turns; on PostgreSQL (TEST_DATABASE_URL) they really run in parallel.

const ROUNDS = 6;

describe('one offer under parallel stamps', () => {
  let app: App;
  let owner: Owner;
  let cardIds: string[];

  beforeAll(async () => {
    app = await build();
    owner = await subscribedOwner(app, 'scale');
    await saveSettings(app, owner.access, {
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 10,
    });
    const cards = [];
    for (const title of ['Coffee card', 'Tea card']) {
      cards.push(await createCard(app, owner, { title, stamps_required: 10 }));
    }
    cardIds = cards.map((card) => card.id);
  });
  afterAll(() => app.close());

  it('gives the bonus to exactly one of two stamps at once, round after round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const customer = await customerAccount(app);
      const offer = await giveOffer(app, owner.storeId, customer.userId, {
        stamps: 2,
        validUntil: new Date(Date.now() + 86_400_000),
      });
      const answers = await Promise.all(
        cardIds.map((cardId) => stamp(app, owner.access, cardId, { qr_code: customer.qrCode })),
      );
      const bonuses = answers
        .map((answer) => {
          expect(answer.statusCode).toBe(201);
          return answer.json().data.interaction.bonus as number;
        })
        .sort();
      expect(bonuses).toEqual([0, 2]);
      const used = await offerUse(app, offer);
      const winner = answers.find((answer) => answer.json().data.interaction.bonus === 2);
      expect(used?.interactionId).toBe(winner?.json().data.interaction.id);
    }
  });
});
