import type { App } from '../../../src/app';
import { build } from '../../helper';
import { HTTP_URL_RULE_MESSAGE, PHONE_RULE_MESSAGE } from '../../../src/contract/formats';
import { adminAccount, bearer, register, verifiedAccount } from '../../accounts';
import { REQUESTS, requestBody, submitRequest } from './requests';

describe('POST /merchant-requests and /onboarding/create-request', () => {
  let app: App;

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    app = await build();
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  it('creates a pending request for a verified merchant', async () => {
    const merchant = await verifiedAccount(app);

    const response = await submitRequest(app, merchant.access);

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      status: 'pending',
      store_name: 'Ana Bakery',
      business_type: 'company',
      country: 'US',
      website: 'https://ana.example.com',
      rejection_reason: null,
      reviewed_at: null,
    });
  });

  it('answers the same at /onboarding/create-request', async () => {
    const merchant = await verifiedAccount(app);

    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/onboarding/create-request',
      headers: bearer(merchant.access),
      payload: await requestBody(app, { website: undefined }),
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data.website).toBeNull();
  });

  it('refuses a second request while one is under review', async () => {
    const merchant = await verifiedAccount(app);
    await submitRequest(app, merchant.access);

    const again = await submitRequest(app, merchant.access);

    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'You already have a request under review.',
    });
  });

  it('lets only one of two simultaneous submits through', async () => {
    const merchant = await verifiedAccount(app);
    const body = await requestBody(app);
    const send = () =>
      app.inject({
        method: 'POST',
        url: REQUESTS,
        headers: bearer(merchant.access),
        payload: body,
      });

    const statuses = (await Promise.all([send(), send()])).map((r) => r.statusCode).sort();

    expect(statuses).toEqual([201, 409]);
  });

  it('refuses a request after one was accepted', async () => {
    const merchant = await verifiedAccount(app);
    const admin = await adminAccount(app);
    const { id } = (await submitRequest(app, merchant.access)).json().data;
    await app.inject({
      method: 'POST',
      url: `${REQUESTS}/${id}/accept`,
      headers: bearer(admin.access),
    });

    const again = await submitRequest(app, merchant.access);

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Your merchant request has already been accepted.');
  });

  it('names each bad field in words', async () => {
    const merchant = await verifiedAccount(app);

    const response = await submitRequest(app, merchant.access, {
      phone: '555',
      website: 'ftp://x',
      country: 'USA',
      store_name: undefined,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      phone: [PHONE_RULE_MESSAGE],
      website: [HTTP_URL_RULE_MESSAGE],
      country: ['Country must be a two-letter ISO code, e.g. US.'],
      store_name: ['store name is required'],
    });
  });

  it('checks a phone number against its country, as the forms do (libphonenumber-js)', async () => {
    const merchant = await verifiedAccount(app);

    // Seven digits after +1 pass a length check but are no US number.
    const tooShort = await submitRequest(app, merchant.access, { phone: '+1 555 0100' });
    const written = await submitRequest(app, merchant.access, { phone: '+1 (415) 555-0123' });

    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().errors).toEqual({
      phone: [PHONE_RULE_MESSAGE],
    });
    expect(written.statusCode).toBe(201);
  });

  it('takes a national number of the chosen country and a website without its scheme, stored whole', async () => {
    const lisbon = await verifiedAccount(app);

    const response = await submitRequest(app, lisbon.access, {
      phone: '912 345 678',
      city: 'Lisboa',
      postal_code: '1100-148',
      country: 'PT',
      website: 'cafesol.pt',
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      phone: '+351 912 345 678',
      country: 'PT',
      website: 'https://cafesol.pt',
    });
  });

  it('refuses a national number that is not one of the chosen country', async () => {
    const merchant = await verifiedAccount(app);

    // A Portuguese mobile number, but the address is in the United States.
    const response = await submitRequest(app, merchant.access, { phone: '912 345 678' });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ phone: [PHONE_RULE_MESSAGE] });
  });

  it('limits the address, city, postal code and website to what a real address needs', async () => {
    const merchant = await verifiedAccount(app);
    const longest = {
      address_line: 'a'.repeat(120),
      city: 'c'.repeat(85),
      postal_code: '1'.repeat(12),
      website: `https://${'w'.repeat(184)}.example`,
    };
    expect(longest.website).toHaveLength(200);

    const tooLong = await submitRequest(app, merchant.access, {
      address_line: `${longest.address_line}a`,
      city: `${longest.city}c`,
      postal_code: `${longest.postal_code}1`,
      website: `${longest.website}x`,
    });
    const fits = await submitRequest(app, merchant.access, longest);

    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual({
      address_line: ['address line must be at most 120 characters'],
      city: ['city must be at most 85 characters'],
      postal_code: ['postal code must be at most 12 characters'],
      website: ['website must be at most 200 characters'],
    });
    expect(fits.statusCode).toBe(201);
  });

  it('takes any assigned ISO 3166 country, in either case, and refuses an unassigned code', async () => {
    const greek = await verifiedAccount(app);
    const accepted = await submitRequest(app, greek.access, { country: 'gr' });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.country).toBe('GR');

    const nowhere = await verifiedAccount(app);
    const refused = await submitRequest(app, nowhere.access, { country: 'XX' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      country: ['Country must be a two-letter ISO code, e.g. US.'],
    });
  });

  it('refuses an unknown category', async () => {
    const merchant = await verifiedAccount(app);

    const response = await submitRequest(app, merchant.access, {
      category_id: '00000000-0000-4000-8000-000000000000',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      category_id: ['Choose one of the listed categories.'],
    });
  });

  it('refuses an unverified email, other roles and strangers', async () => {
    const unverified = (await register(app)).json().data.tokens.access_token;
    const customer = await verifiedAccount(app, { account_type: 'user' });

    const [noEmail, wrongRole, anonymous] = await Promise.all([
      submitRequest(app, unverified),
      submitRequest(app, customer.access),
      app.inject({ method: 'POST', url: REQUESTS, payload: await requestBody(app) }),
    ]);

    expect(noEmail.statusCode).toBe(403);
    expect(noEmail.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().code).toBe('FORBIDDEN');
    expect(anonymous.statusCode).toBe(401);
  });
});
