import net from 'node:net';
import type { App } from '../../src/app';
import { build } from '../helper';
import { bearer, verifiedAccount, type SignedIn } from '../accounts';

// Inputs that once reached a 500 or an answer without the envelope (docs/reliability.md, "Bad
// input"). The rules that fixed them hold for every route: no control characters in any string,
// numbers finite and bounded, every framework error in the envelope.

const API = '/api/merchant';

function expectEnvelope(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body) as { success: boolean; code: string; message: string };
  expect(body.success).toBe(false);
  expect(body.code).toMatch(/^[A-Z_]+$/);
  expect(body.message).not.toMatch(/FST_|Error:|at .+\(/);
  return body as typeof body & { errors?: Record<string, string[]> };
}

describe('hostile inputs', () => {
  let app: App;
  let merchant: SignedIn;

  beforeAll(async () => {
    app = await build();
    merchant = await verifiedAccount(app);
  });
  afterAll(() => app.close());

  it.each(['search', 'category', 'city'])(
    'a NUL byte in ?%s= of the public store list',
    async (field) => {
      const response = await app.inject({ url: `${API}/store-listing/stores?${field}=a%00b` });
      const body = expectEnvelope(response, 400);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.errors?.[field]?.[0]).toMatch(/control character/);
    },
  );

  it('a NUL byte in a profile field names the field and changes nothing', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `${API}/users/me`,
      headers: bearer(merchant.access),
      payload: { first_name: 'a\u0000b' },
    });
    expect(expectEnvelope(response, 400).errors).toHaveProperty('first_name');
    const me = await app.inject({ url: `${API}/users/me`, headers: bearer(merchant.access) });
    expect(me.json().data.user.first_name).toBe('Ana');
  });

  it('other control characters are refused; tabs and new lines are text', async () => {
    const bell = await app.inject({
      method: 'PUT',
      url: `${API}/users/me`,
      headers: bearer(merchant.access),
      payload: { last_name: 'Lo\u0007pez' },
    });
    expect(expectEnvelope(bell, 400).errors).toHaveProperty('last_name');
    const escape = await app.inject({ url: `${API}/store-listing/stores?search=%1B%5B31m` });
    expectEnvelope(escape, 400);
  });

  it('a NUL byte in the outbox filter', async () => {
    expectEnvelope(await app.inject({ url: `${API}/dev/outbox?to=%00` }), 400);
  });

  it.each([
    ['1e999', '1e999'],
    ['400 digits', '9'.repeat(400)],
    ['-1e999', '-1e999'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
  ])('a card expiry month of %s is a validation error', async (_label, month) => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/payment-methods/card`,
      headers: { ...bearer(merchant.access), 'content-type': 'application/json' },
      payload: `{"card_number":"4242424242424242","exp_month":${JSON.stringify(month)},"exp_year":2031,"cvc":"123"}`,
    });
    expect(expectEnvelope(response, 400).errors).toHaveProperty('exp_month');
  });

  it('a number literal that overflows in JSON is a validation error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/payment-methods/card`,
      headers: { ...bearer(merchant.access), 'content-type': 'application/json' },
      payload: `{"card_number":"4242424242424242","exp_month":1e999,"exp_year":2031,"cvc":"123"}`,
    });
    expectEnvelope(response, 400);
  });

  it.each([
    ['a broken body', 'multipart/form-data; boundary=x', '--x\r\nbroken'],
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data\r\n\r\nx'],
    [
      'a body that ends early',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ],
  ])('an avatar upload with %s', async (_name, contentType, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/users/me/avatar`,
      headers: { ...bearer(merchant.access), 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectEnvelope(response, response.statusCode);
  });

  it('an id of 5,000 characters answers in the envelope without echoing the path', async () => {
    const id = 'x'.repeat(5000);
    const response = await app.inject({
      url: `${API}/merchant-requests/${id}`,
      headers: bearer(merchant.access),
    });
    expect(response.statusCode).toBe(414);
    expectEnvelope(response, 414);
    expect(response.body).not.toContain('xxxxxxxxxx');
  });

  it('a path with a broken escape answers in the envelope', async () => {
    const response = await app.inject({ url: `${API}/merchant-requests/%E0%A4%A` });
    expect(response.statusCode).toBe(400);
    expectEnvelope(response, 400);
  });

  it('headers too large for the server (431) get the envelope over a real socket', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve) => {
      let received = '';
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `GET ${API}/store-listing/stores?search=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
        );
      });
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(received));
    });
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431/);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });
});
