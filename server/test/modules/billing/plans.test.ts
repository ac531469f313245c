import type { App } from '../../../src/app';
import { createPlansRepository } from '../../../src/repositories/plans-repository';
import { SEEDED_PLANS } from '../../../src/services/catalog/plans';
import { build } from '../../helper';

const PLANS = '/api/merchant/subscription/plans';

describe('GET /subscription/plans', () => {
  let app: App;

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    app = await build();
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  it('answers the seeded plans, monthly by default, to anyone', async () => {
    const response = await app.inject({ method: 'GET', url: PLANS });

    expect(response.statusCode).toBe(200);
    const plans = response.json().data;
    expect(plans.map((plan: { code: string }) => plan.code)).toEqual([
      'starter',
      'growth',
      'scale',
    ]);
    expect(plans[0]).toEqual({
      id: expect.any(String),
      code: 'starter',
      name: 'Starter',
      description: expect.any(String),
      price_cents: 2900,
      monthly_price_cents: 2900,
      yearly_price_cents: 29000,
      currency: 'USD',
      interval: 'month',
      features: expect.arrayContaining(['QR stamping']),
      max_stores: 1,
      max_branches: 3,
      max_reward_cards: 3,
    });
    expect(plans[1]).toMatchObject({ price_cents: 7900, max_stores: 5, max_branches: 15 });
    expect(plans[2]).toMatchObject({ price_cents: 19900, max_reward_cards: 100 });
  });

  it('prices for a year on ?interval=year, and refuses other intervals', async () => {
    const yearly = await app.inject({ method: 'GET', url: `${PLANS}?interval=year` });
    const weekly = await app.inject({ method: 'GET', url: `${PLANS}?interval=week` });

    expect(yearly.json().data[2]).toMatchObject({ price_cents: 199000, interval: 'year' });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.json().errors).toEqual({ interval: ['interval must be one of: month, year'] });
  });

  it('seeds idempotently', async () => {
    const repository = createPlansRepository(app.db);
    const before = await repository.list();

    await repository.upsert(SEEDED_PLANS);

    expect(await repository.list()).toEqual(before);
  });
});
