import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { build, createTestDatabase } from '../helper';

const ADMIN = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'admin secret 123' };

describe('the admin account made at start', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, verified, once', async () => {
    const database = await createTestDatabase(process.env.TEST_DATABASE_URL);
    const first = await build(ADMIN, { database });
    const login = await first.inject({
      method: 'POST',
      url: '/api/merchant/auth/login',
      payload: { email: 'boss@example.com', password: 'admin secret 123' },
    });
    expect(login.json()).toMatchObject({
      pending_verification: false,
      data: { user: { role_id: 'admin', email: 'boss@example.com', email_verified: true } },
    });

    // A restart on the same database: an admin exists, so nothing is made.
    const second = await build({ ...ADMIN, ADMIN_EMAIL: 'other@example.com' }, { database });
    const admins = await second.db.select().from(users).where(eq(users.roleId, 'admin'));
    expect(admins.map((admin) => admin.email)).toEqual(['boss@example.com']);
    await second.close();
    await first.close();
  });

  it('is admin@qrewards.local with a random password outside tests', async () => {
    const app = await build({ NODE_ENV: 'development' });
    try {
      const [admin] = await app.db.select().from(users).where(eq(users.roleId, 'admin'));
      expect(admin).toMatchObject({ email: 'admin@qrewards.local', emailVerified: true });
    } finally {
      await app.close();
    }
  });

  it('is not made under test unless asked', async () => {
    const app = await build();
    try {
      expect(await app.db.select().from(users)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
