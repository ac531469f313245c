import { Type } from '@sinclair/typebox';
import type { App } from '../../src/app';
import { httpError } from '../../src/http/app-error';
import { build } from '../helper';

const SignUpBody = Type.Object({
  email: Type.String({ format: 'email' }),
  name: Type.String({ minLength: 1 }),
  account_type: Type.Union([Type.Literal('user'), Type.Literal('merchant')]),
});

describe('the error envelope', () => {
  let app: App;

  beforeAll(async () => {
    app = await build();
    // Test-only routes: one of each way a request can fail.
    app.post('/api/merchant/test/sign-up', { schema: { body: SignUpBody } }, async (request) => ({
      success: true,
      data: request.body,
    }));
    app.get('/api/merchant/test/crash', async () => {
      throw new Error('connection to db-primary:5432 refused (password=hunter2)');
    });
    app.get('/api/merchant/test/conflict', async () => {
      throw httpError(409, 'CONFLICT', 'This email is already registered.');
    });
    app.get(
      '/api/merchant/test/limited',
      { config: { rateLimit: { max: 1, timeWindow: '1 minute' } } },
      async () => ({ success: true, data: null }),
    );
  });

  afterAll(async () => {
    await app.close();
  });

  it('names each bad field of a body that fails its schema', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/test/sign-up',
      payload: { email: 'not-an-email', account_type: 'admin' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Name is required.',
      errors: {
        name: ['name is required'],
        email: ['email must be a valid email address'],
        account_type: ['account type must be one of: user, merchant'],
      },
    });
  });

  it('lets a valid body through without the fields the schema does not know', async () => {
    const body = { email: 'a@b.example', name: 'Ada', account_type: 'user', role: 'admin' };

    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/test/sign-up',
      payload: body,
    });

    expect(response.json()).toEqual({
      success: true,
      data: { email: 'a@b.example', name: 'Ada', account_type: 'user' },
    });
  });

  it('hides what went wrong in a 500 and never sends a stack', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/test/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toMatch(/hunter2|db-primary|stack|at /);
  });

  it('keeps the status, code and message of an AppError', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/merchant/test/conflict' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'This email is already registered.',
    });
  });

  it('answers malformed JSON with a validation error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/test/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Request body is not valid JSON.',
    });
  });

  it('refuses a body it cannot read with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/test/sign-up',
      headers: { 'content-type': 'application/xml' },
      payload: '<sign-up/>',
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/merchant/test/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large.',
    });
  });

  it('answers 429 RATE_LIMITED with Retry-After on a route that opted in', async () => {
    await app.inject({ method: 'GET', url: '/api/merchant/test/limited' });

    const response = await app.inject({ method: 'GET', url: '/api/merchant/test/limited' });

    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 1 minute.',
    });
  });
});
