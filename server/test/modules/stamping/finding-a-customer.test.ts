import { eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { stores } from '../../../src/db/schema';
import { build } from '../../helper';
import { bearer } from '../../accounts';
import {
  API,
  createCard,
  customerAccount,
  REWARD_CARDS,
  stamp,
  subscribedOwner,
  type Customer,
} from '../reward-cards/cards';
import { atTheCounter } from './fixture';

// docs/product.md, "Finding a customer": the short code and the phone a cashier types.

function lookup(app: App, access: string, cardId: string, query: Record<string, string>) {
  return app.inject({
    url: `${REWARD_CARDS}/${cardId}/customer?${new URLSearchParams(query).toString()}`,
    headers: bearer(access),
  });
}

async function me(app: App, customer: Customer) {
  const response = await app.inject({ url: `${API}/users/me`, headers: bearer(customer.access) });
  return response.json().data.user as {
    short_code: string;
    qr_code: string;
    phone: string | null;
    phone_findable: boolean;
  };
}

function saveProfile(app: App, customer: Customer, body: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url: `${API}/users/me`,
    headers: bearer(customer.access),
    payload: body,
  });
}

/** "K7P4QX2M" as a person might type it: lower case, with the dash. */
const typed = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();

describe('finding a customer by short code', () => {
  const counter = atTheCounter({ customerPerTest: true });

  it('gives every account a short code, and finds the customer by it however it is typed', async () => {
    const { app, owner, customer } = counter;
    const card = await createCard(app, owner);
    const { short_code: code } = await me(app, customer);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);

    for (const asTyped of [code, typed(code), code.toLowerCase()]) {
      const found = await lookup(app, owner.access, card.id, { code: asTyped });
      expect(found.statusCode).toBe(200);
      expect(found.json().data.customer).toEqual({ first_name: 'Ana', short_code: code });
    }
  });

  it('reads O as 0 and I or L as 1', async () => {
    const { app, owner, customer } = counter;
    const card = await createCard(app, owner);
    const { short_code: code } = await me(app, customer);
    const lookAlike = code.replace(/0/g, 'o').replace(/1/g, () => 'l');
    const found = await lookup(app, owner.access, card.id, { code: lookAlike });
    expect({ status: found.statusCode, code: lookAlike }).toEqual({ status: 200, code: lookAlike });
  });

  it('stamps by the short code, and a rotated code matches nobody', async () => {
    const { app, owner, customer } = counter;
    const card = await createCard(app, owner);
    const before = await me(app, customer);
    const stamped = await stamp(app, owner.access, card.id, { code: typed(before.short_code) });
    expect(stamped.statusCode).toBe(201);
    expect(stamped.json().data.customer_card.stamps).toBe(1);

    const rotated = await app.inject({
      method: 'POST',
      url: `${API}/users/me/qr/rotate`,
      headers: bearer(customer.access),
    });
    expect(rotated.statusCode).toBe(200);
    const { qr_code: qrCode, short_code: shortCode } = rotated.json().data;
    expect(shortCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(shortCode).not.toBe(before.short_code);
    expect(qrCode).not.toBe(before.qr_code);
    expect(await me(app, customer)).toMatchObject({ short_code: shortCode, qr_code: qrCode });

    const old = await lookup(app, owner.access, card.id, { code: before.short_code });
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('No customer has this short code.');
    const fresh = await lookup(app, owner.access, card.id, { code: shortCode });
    expect(fresh.json().data.customer_card.stamps).toBe(1);
  });

  it('keeps short codes unique across many rotations', async () => {
    const { app, customer } = counter;
    const seen = new Set<string>([(await me(app, customer)).short_code]);
    for (let rotation = 0; rotation < 20; rotation += 1) {
      const rotated = await app.inject({
        method: 'POST',
        url: `${API}/users/me/qr/rotate`,
        headers: bearer(customer.access),
      });
      seen.add(rotated.json().data.short_code);
    }
    expect(seen.size).toBe(21);
  });

  it('asks for exactly one of qr_code, code or phone, and for a code that can be one', async () => {
    const { app, owner, customer } = counter;
    const card = await createCard(app, owner);
    const none = await lookup(app, owner.access, card.id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      message: 'Send exactly one of qr_code, code or phone.',
      errors: { qr_code: ['Send exactly one of qr_code, code or phone.'] },
    });
    const both = await lookup(app, owner.access, card.id, {
      qr_code: customer.qrCode,
      code: (await me(app, customer)).short_code,
    });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().errors)).toEqual(['qr_code', 'code']);
    const short = await lookup(app, owner.access, card.id, { code: 'K7P4-QX2' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.code).toEqual([
      'A short code has 8 letters and digits, like K7P4-QX2M.',
    ]);
    const stampBoth = await stamp(app, owner.access, card.id, {});
    expect(stampBoth.statusCode).toBe(400);
    expect(stampBoth.json().message).toBe('Send exactly one of qr_code or code.');
  });

  it('answers the customer’s cards at the store, so the scanner can open on the one that matters', async () => {
    const { app, owner, customer } = counter;
    const lunch = await createCard(app, owner, { title: 'Lunch', stamps_required: 10 });
    const coffee = await createCard(app, owner, { title: 'Coffee', stamps_required: 2 });
    await stamp(app, owner.access, coffee.id, { qr_code: customer.qrCode, count: 2 });
    const found = await lookup(app, owner.access, lunch.id, { qr_code: customer.qrCode });
    expect(found.statusCode).toBe(200);
    const data = found.json().data;
    expect(data.customer_card).toBeNull();
    expect(data.store_cards).toEqual([
      expect.objectContaining({
        reward_card: expect.objectContaining({ id: coffee.id, title: 'Coffee' }),
        stamps: 2,
        rewards_ready: 1,
      }),
    ]);
  });
});

describe('finding a customer by phone', () => {
  const counter = atTheCounter({ customerPerTest: true });
  const PORTUGUESE = '+351912345678';

  async function storeIn(app: App, storeId: string, country: string) {
    await app.db.update(stores).set({ country }).where(eq(stores.id, storeId));
  }

  it('finds a customer only once they let shops find them by their number', async () => {
    const { app, owner, customer } = counter;
    await storeIn(app, owner.storeId, 'PT');
    const card = await createCard(app, owner);
    const saved = await saveProfile(app, customer, { phone: '+351 912 345 678' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ phone: PORTUGUESE, phone_findable: false });

    const hidden = await lookup(app, owner.access, card.id, { phone: '912 345 678' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('No customer can be found by this phone number.');

    await saveProfile(app, customer, { phone_findable: true });
    const found = await lookup(app, owner.access, card.id, { phone: '912 345 678' });
    expect(found.statusCode).toBe(200);
    // Only the first name before the stamp; the short code to stamp with.
    expect(found.json().data.customer).toEqual({
      first_name: 'Ana',
      short_code: (await me(app, customer)).short_code,
    });
    const stamped = await stamp(app, owner.access, card.id, {
      code: found.json().data.customer.short_code,
    });
    expect(stamped.statusCode).toBe(201);

    // Removing the number removes the permission with it.
    await saveProfile(app, customer, { phone: null });
    expect(await me(app, customer)).toMatchObject({ phone: null, phone_findable: false });
    expect((await lookup(app, owner.access, card.id, { phone: '912345678' })).statusCode).toBe(404);
  });

  it('reads the number in the store’s country, and a foreign one with its + code', async () => {
    const { app, owner, customer } = counter;
    await storeIn(app, owner.storeId, 'US');
    const card = await createCard(app, owner);
    await saveProfile(app, customer, { phone: PORTUGUESE, phone_findable: true });
    const local = await lookup(app, owner.access, card.id, { phone: '912 345 678' });
    expect(local.statusCode).toBe(400);
    expect(local.json().errors.phone).toEqual([
      'This is not a phone number of US. A number from another country needs its + code.',
    ]);
    const international = await lookup(app, owner.access, card.id, { phone: '+351 912 345 678' });
    expect(international.statusCode).toBe(200);

    const american = await customerAccount(app);
    await saveProfile(app, american, { phone: '+1 415 555 0123', phone_findable: true });
    const typedLocally = await lookup(app, owner.access, card.id, { phone: '(415) 555-0123' });
    expect(typedLocally.statusCode).toBe(200);
  });

  it('refuses the permission without a number, and a number that is none', async () => {
    const { app, customer } = counter;
    const noPhone = await saveProfile(app, customer, { phone_findable: true });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().errors.phone_findable).toEqual([
      'Add your phone number before letting shops find you by it.',
    ]);
    const other = await customerAccount(app);
    await saveProfile(app, other, { phone: '+351 912 345 679', phone_findable: true });
    const shared = await saveProfile(app, customer, {
      phone: '+351912345679',
      phone_findable: true,
    });
    expect(shared.statusCode).toBe(409);
    expect(shared.json().errors.phone_findable).toEqual([
      'Shops already find another account by this number, so they cannot find you by it.',
    ]);
    const bad = await saveProfile(app, customer, { phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['phone']);
  });
});

describe('lookups per person at the counter', () => {
  let app: App;
  beforeAll(async () => {
    app = await build({ RATE_LIMIT_MULTIPLIER: '1' });
  }, 60_000);
  afterAll(() => app?.close());

  it('allows 30 a minute to one person, then says when the next is possible', async () => {
    const owner = await subscribedOwner(app, 'scale');
    const other = await subscribedOwner(app, 'scale');
    const card = await createCard(app, owner);
    const otherCard = await createCard(app, other);
    const statuses: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const answer = await lookup(app, owner.access, card.id, { code: `K7P4-QX${index % 10}M` });
      statuses.push(answer.statusCode);
    }
    expect(statuses.every((status) => status === 404)).toBe(true);
    const limited = await lookup(app, owner.access, card.id, { code: 'K7P4-QX2M' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many customer lookups in a minute\. You can look up the next customer in \d+ seconds\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A stamp by short code draws on the same budget; by QR code it does not.
    expect((await stamp(app, owner.access, card.id, { code: 'K7P4-QX2M' })).statusCode).toBe(429);
    // Another person's budget is their own.
    expect((await lookup(app, other.access, otherCard.id, { code: 'K7P4-QX2M' })).statusCode).toBe(
      404,
    );
  }, 60_000);
});
