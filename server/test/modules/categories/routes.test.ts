import type { App } from '../../../src/app';
import { createCategoriesRepository } from '../../../src/repositories/categories-repository';
import { SEEDED_CATEGORIES } from '../../../src/services/catalog/categories';
import { build } from '../../helper';

describe('GET /categories', () => {
  let app: App;

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    app = await build();
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  it('answers every seeded category, sorted by name, to anyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/categories' });

    expect(response.statusCode).toBe(200);
    const { data } = response.json() as { data: { id: string; name: string; slug: string }[] };
    expect(data).toHaveLength(16);
    expect(data.map((category) => category.name)).toEqual(
      SEEDED_CATEGORIES.map((category) => category.name).sort((a, b) => (a < b ? -1 : 1)),
    );
    expect(data[0]).toEqual({ id: expect.any(String), name: 'Bakery', slug: 'bakery' });
  });

  it('seeds idempotently: a second upsert changes nothing', async () => {
    const repository = createCategoriesRepository(app.db);
    const before = await repository.list();

    await repository.upsert(SEEDED_CATEGORIES);

    expect(await repository.list()).toEqual(before);
  });
});
