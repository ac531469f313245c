import type { App } from '../../../src/app';
import { createMerchantSettingsRepository } from '../../../src/repositories/merchant-settings-repository';
import { build } from '../../helper';
import { adminAccount, bearer, verifiedAccount } from '../../accounts';

const SETTINGS = '/api/merchant/stores/me/settings';

describe('GET and PUT /stores/me/settings', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  const put = (access: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: bearer(access),
      payload: payload as object,
    });

  it('answers the defaults until saved, then what was saved', async () => {
    const merchant = await verifiedAccount(app);
    const defaults = await app.inject({ url: SETTINGS, headers: bearer(merchant.access) });
    expect(defaults.json().data).toEqual({
      brand_color: null,
      default_stamps_required: 10,
      stamp_cooldown_minutes: 5,
      daily_stamp_limit_per_customer: 10,
      notify_on_redeem: false,
      time_zone: 'UTC',
    });
    const saved = await put(merchant.access, { brand_color: '#aa3300', stamp_cooldown_minutes: 0 });
    expect(saved.statusCode).toBe(200);
    const expected = {
      brand_color: '#AA3300',
      default_stamps_required: 10,
      stamp_cooldown_minutes: 0,
      daily_stamp_limit_per_customer: 10,
      notify_on_redeem: false,
      time_zone: 'UTC',
    };
    expect(saved.json().data).toEqual(expected);
    await put(merchant.access, { notify_on_redeem: true, default_stamps_required: 8 });
    const read = await app.inject({ url: SETTINGS, headers: bearer(merchant.access) });
    expect(read.json().data).toEqual({
      ...expected,
      notify_on_redeem: true,
      default_stamps_required: 8,
    });
    // Each merchant has their own.
    const other = await verifiedAccount(app);
    const theirs = await app.inject({ url: SETTINGS, headers: bearer(other.access) });
    expect(theirs.json().data.brand_color).toBeNull();
  });

  it('validates every field', async () => {
    const merchant = await verifiedAccount(app);
    const response = await put(merchant.access, {
      brand_color: 'red',
      default_stamps_required: 51,
      stamp_cooldown_minutes: 1441,
      daily_stamp_limit_per_customer: 0,
      notify_on_redeem: 'often',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'brand_color',
      'daily_stamp_limit_per_customer',
      'default_stamps_required',
      'notify_on_redeem',
      'stamp_cooldown_minutes',
    ]);
    const read = await app.inject({ url: SETTINGS, headers: bearer(merchant.access) });
    expect(read.json().data.default_stamps_required).toBe(10);
  });

  it('keeps an IANA time zone and refuses any other', async () => {
    const merchant = await verifiedAccount(app);
    const saved = await put(merchant.access, { time_zone: 'Europe/Berlin' });
    expect(saved.json().data.time_zone).toBe('Europe/Berlin');
    for (const timeZone of ['Mars/Olympus', '+05:00', '', 'Europe/Berlin; drop table x']) {
      const response = await put(merchant.access, { time_zone: timeZone });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.errors).toEqual({
        time_zone: [
          'Time zone must be an IANA time zone name, e.g. Europe/Berlin or America/New_York.',
        ],
      });
    }
    const read = await app.inject({ url: SETTINGS, headers: bearer(merchant.access) });
    expect(read.json().data.time_zone).toBe('Europe/Berlin');
    // Another field saved later keeps the zone.
    await put(merchant.access, { notify_on_redeem: true });
    const again = await app.inject({ url: SETTINGS, headers: bearer(merchant.access) });
    expect(again.json().data.time_zone).toBe('Europe/Berlin');
  });

  // The runtime accepts old aliases PostgreSQL no longer knows ("US/Pacific-New"); stored as given,
  // such a zone broke every later query with the merchant's day (a 500 on their home).
  it('stores the canonical name of a zone, so the database can compute with it', async () => {
    const merchant = await verifiedAccount(app);
    for (const [given, stored] of [
      ['us/eastern', 'America/New_York'],
      ['US/Pacific-New', 'America/Los_Angeles'],
      ['Canada/East-Saskatchewan', 'America/Regina'],
    ]) {
      const saved = await put(merchant.access, { time_zone: given });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data.time_zone).toBe(stored);
      const home = await app.inject({
        url: '/api/merchant/home',
        headers: bearer(merchant.access),
      });
      expect(home.statusCode).toBe(200);
    }
  });

  it('asks the database whether it knows a zone', async () => {
    const settings = createMerchantSettingsRepository(app.db);
    expect(await settings.knowsTimeZone('America/New_York')).toBe(true);
    expect(await settings.knowsTimeZone('Mars/Olympus')).toBe(false);
    // The database still answers after the refused statement.
    expect(await settings.knowsTimeZone('UTC')).toBe(true);
  });

  it('is for merchants only', async () => {
    const customer = await verifiedAccount(app, { account_type: 'user' });
    const admin = await adminAccount(app);
    expect((await app.inject({ url: SETTINGS })).statusCode).toBe(401);
    for (const access of [customer.access, admin.access]) {
      expect((await app.inject({ url: SETTINGS, headers: bearer(access) })).statusCode).toBe(403);
      expect((await put(access, { notify_on_redeem: true })).statusCode).toBe(403);
    }
  });
});
