import type { App } from '../../../src/app';
import { build } from '../../helper';
import {
  bearer,
  expectNoSecrets,
  register,
  testClock,
  uniqueEmail,
  verifiedAccount,
} from '../../accounts';

const ME = '/api/merchant/users/me';

describe('/users/me', () => {
  const clock = testClock(new Date('2030-06-15T12:00:00.000Z'));
  let app: App;

  beforeAll(async () => {
    app = await build({}, { now: clock.now });
  });

  afterAll(async () => {
    await app.close();
  });

  const put = (access: string, payload: object) =>
    app.inject({ method: 'PUT', url: ME, headers: bearer(access), payload });

  it('GET answers the account, also before the email is verified', async () => {
    const email = uniqueEmail();
    const registered = (await register(app, { email })).json();

    const response = await app.inject({
      method: 'GET',
      url: ME,
      headers: bearer(registered.data.tokens.access_token),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { user: registered.data.user, merchant: registered.data.merchant },
    });
    expectNoSecrets(response.body);
  });

  it('GET without a token answers 401 UNAUTHENTICATED', async () => {
    const response = await app.inject({ method: 'GET', url: ME });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Please sign in to continue.',
    });
  });

  it('PUT updates the given fields only', async () => {
    const { access } = await verifiedAccount(app);

    const response = await put(access, {
      first_name: '  Maria ',
      username: 'Maria_Shop',
      birth_date: '1990-02-03',
      gender: 'non_binary',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: {
        first_name: 'Maria',
        last_name: 'Lopez',
        username: 'maria_shop',
        birth_date: '1990-02-03',
        gender: 'non_binary',
        updated_at: clock.now().toISOString(),
      },
    });
    expectNoSecrets(response.body);

    const cleared = await put(access, { birth_date: null, gender: null });
    expect(cleared.json().data).toMatchObject({
      birth_date: null,
      gender: null,
      first_name: 'Maria',
    });
  });

  it('PUT answers 409 for a username someone else has', async () => {
    const first = await verifiedAccount(app);
    const second = await verifiedAccount(app);
    await put(first.access, { username: 'taken.name' });

    const response = await put(second.access, { username: 'Taken.Name' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', message: 'This username is taken.' });
    expect((await put(first.access, { username: 'taken.name' })).statusCode).toBe(200);
  });

  it.each([
    [{ birth_date: '2030-06-15' }, 'birth_date', 'Birth date must be in the past.'],
    [{ birth_date: '1990-13-45' }, 'birth_date', 'birth date must be a date (YYYY-MM-DD)'],
    [
      { gender: 'other' },
      'gender',
      'gender must be one of: female, male, non_binary, prefer_not_to_say',
    ],
    [
      { username: 'a b' },
      'username',
      'Username must be 3 to 30 characters: letters, digits, dots and underscores.',
    ],
    [{ first_name: '   ' }, 'first_name', 'first name must not be empty'],
  ])('PUT refuses %j', async (payload, field, message) => {
    const { access } = await verifiedAccount(app);

    const response = await put(access, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('PUT needs a verified email: 403 EMAIL_NOT_VERIFIED', async () => {
    const registered = (await register(app)).json();

    const response = await put(registered.data.tokens.access_token, { first_name: 'X' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Please verify your email to continue.',
    });
  });
});
