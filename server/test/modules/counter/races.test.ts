import type { App } from '../../../src/app';
import { build } from '../../helper';
import { subscribedOwner, type Owner } from '../reward-cards/cards';
import { cashierWithPin, deviceAtNewBranch, unlock, type Device } from './counter';

// Wrong PINs are counted on the person's row under its lock (docs/product.md, "Counter mode"):
// tries sent at once count one by one. Run with TEST_DATABASE_URL for PostgreSQL's real
// concurrency.
describe('counter PINs under races', () => {
  let app: App;
  let owner: Owner;
  let device: Device;

  beforeAll(async () => {
    app = await build();
    owner = await subscribedOwner(app, 'scale');
    device = await deviceAtNewBranch(app, owner);
  }, 60_000);
  afterAll(() => app.close());

  it.each([1, 2, 3])(
    'locks after exactly 5 of 10 wrong tries sent at once (round %i)',
    async () => {
      const cashier = await cashierWithPin(app, owner, '2580');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => unlock(app, device.token, cashier.staffId, '1111')),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
      const left = answers
        .filter((answer) => answer.statusCode === 401)
        .map((answer) => answer.json().message)
        .sort();
      expect(left).toEqual([
        'Wrong PIN. 1 try left.',
        'Wrong PIN. 2 tries left.',
        'Wrong PIN. 3 tries left.',
        'Wrong PIN. 4 tries left.',
      ]);
      // Locked: even the right PIN waits.
      expect((await unlock(app, device.token, cashier.staffId, '2580')).statusCode).toBe(429);
    },
  );

  it('unlocks every one of several right tries sent at once', async () => {
    const cashier = await cashierWithPin(app, owner, '2580');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => unlock(app, device.token, cashier.staffId, '2580')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
  });
});
