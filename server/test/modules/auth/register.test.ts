import type { App } from '../../../src/app';
import { build } from '../../helper';
import { expectNoSecrets, outbox, PASSWORD, register, uniqueEmail } from '../../accounts';

describe('POST /auth/register', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
  });

  afterAll(async () => {
    await app.close();
  });

  it('creates a merchant, signs it in and answers 201 without secrets', async () => {
    const email = uniqueEmail('Ana.Lopez');

    const response = await register(app, { email: email.toUpperCase(), business_name: 'Bakery' });

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      message: 'Account created. We sent a 6-digit code to your email.',
      data: {
        user: {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          username: expect.stringMatching(/^ana\.lopez/),
          first_name: 'Ana',
          last_name: 'Lopez',
          email: email.toLowerCase(),
          role_id: 'merchant',
          avatar_url: null,
          birth_date: null,
          gender: null,
          status: 'active',
          email_verified: false,
          qr_code: expect.stringMatching(/^[\w-]{43}$/),
          short_code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{8}$/),
          phone: null,
          phone_findable: false,
          last_login_at: expect.any(String),
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
        merchant: {
          id: expect.any(String),
          user_id: body.data.user.id,
          username: body.data.user.username,
          first_name: 'Ana',
          last_name: 'Lopez',
          email: email.toLowerCase(),
          business_name: 'Bakery',
          business_type: 'individual',
          verification_status: 'pending',
          email_verified: false,
          status: 'active',
        },
        tokens: {
          access_token: expect.stringMatching(/^eyJ/),
          refresh_token: expect.stringMatching(/^[\w-]{43}$/),
          access_expires_at: expect.any(String),
          refresh_expires_at: expect.any(String),
        },
        pending_verification: true,
      },
    });
    expectNoSecrets(response.body);
    expect(response.body).not.toContain(PASSWORD);
  });

  it('emails a 6-digit verification code, in text and in the product-styled HTML', async () => {
    const email = uniqueEmail();
    await register(app, { email });

    const [sent, ...others] = await outbox(app, email);

    expect(others).toEqual([]);
    expect(sent).toMatchObject({ to: email, kind: 'verify_email' });
    const code = sent?.subject.match(/^(\d{6}) is your QRewards verification code$/)?.[1];
    expect(code).toBeDefined();
    expect(sent?.text).toContain(`    ${code}`);
    expect(sent?.text).toContain('valid for 10 minutes');
    expect(sent?.html).toContain('#4338ca');
    expect(sent?.html).toContain(
      `letter-spacing:10px;color:#4338ca;font-family:'Courier New',monospace">${code}<`,
    );
  });

  it('creates a customer without a merchant record', async () => {
    const response = await register(app, { account_type: 'user' });

    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ user: { role_id: 'user' }, merchant: null });
  });

  it('answers 409 for an email already taken, whatever its case, naming the email field', async () => {
    const email = uniqueEmail();
    await register(app, { email });

    const response = await register(app, { email: email.toUpperCase() });

    expect(response.statusCode).toBe(409);
    // The field lets a form put the message under the email, where the person fixes it.
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'An account with this email already exists.',
      errors: { email: ['An account with this email already exists.'] },
    });
  });

  it('derives a free username from the email, and refuses a chosen one that is taken', async () => {
    const first = await register(app, { email: `same.name@${uniqueEmail().split('@')[0]}.com` });
    const second = await register(app, { email: `same.name@${uniqueEmail().split('@')[0]}.org` });
    expect(first.json().data.user.username).toBe('same.name');
    expect(second.json().data.user.username).toMatch(/^same\.name\d{4}$/);

    const taken = await register(app, { username: 'Same.Name' });

    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CONFLICT',
      errors: { username: ['This username is taken.'] },
    });
  });

  it('names every bad field with a sentence', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/auth/register',
      payload: { email: 'not-an-email', password: 'letters only', account_type: 'shop' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: {
        email: ['email must be a valid email address'],
        password: ['Password must be 8 to 128 characters and contain a letter and a digit.'],
        first_name: ['first name is required'],
        last_name: ['last name is required'],
        account_type: ['account type must be one of: user, merchant'],
      },
    });
  });

  it.each(['short1', 'no digits here', '12345678', `a1${'x'.repeat(127)}`])(
    'refuses the password %p with the password rule',
    async (password) => {
      const response = await register(app, { password });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Password must be 8 to 128 characters and contain a letter and a digit.',
        errors: {
          password: ['Password must be 8 to 128 characters and contain a letter and a digit.'],
        },
      });
    },
  );

  it('requires a business name from a merchant', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/auth/register',
      payload: {
        email: uniqueEmail(),
        password: PASSWORD,
        first_name: 'Ana',
        last_name: 'Lopez',
        account_type: 'merchant',
      },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Business name is required for a merchant account.',
      errors: { business_name: ['Business name is required for a merchant account.'] },
    });
  });
});
