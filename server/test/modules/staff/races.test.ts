import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { storeStaff } from '../../../src/db/schema';
import { uniqueEmail, verifiedAccount } from '../../accounts';
import { build } from '../../helper';
import { subscribedOwner, type Owner } from '../reward-cards/cards';
import { accept, invitationToken, invite } from './staff';

// Two requests at once make one row (docs/product.md, "Staff"); run with TEST_DATABASE_URL for
// PostgreSQL's real concurrency.
describe('staff under races', () => {
  let app: App;
  let owner: Owner;

  beforeAll(async () => {
    app = await build();
    owner = await subscribedOwner(app, 'scale');
  }, 60_000);
  afterAll(() => app.close());

  const rowsOf = (email: string) =>
    app.db.select().from(storeStaff).where(eq(storeStaff.email, email));

  it('makes one invitation of two sent at once for the same email', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        invite(app, owner.access, owner.storeId, { email, role: i % 2 ? 'manager' : 'cashier' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(await rowsOf(email)).toHaveLength(1);
  });

  it('accepts an invitation once when its link is used twice at once', async () => {
    const person = await verifiedAccount(app, { account_type: 'user' });
    await invite(app, owner.access, owner.storeId, { email: person.email, role: 'cashier' });
    const token = await invitationToken(app, person.email);
    const answers = await Promise.all([
      accept(app, person.access, token),
      accept(app, person.access, token),
      accept(app, person.access, token),
    ]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The losers either read the invitation before the winner's update (409) or after it (404).
    expect(statuses.filter((status) => status !== 200).every((s) => s === 409 || s === 404)).toBe(
      true,
    );
    const rows = await rowsOf(person.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', userId: person.userId });
  });
});
