import type { App } from '../../src/app';
import { build } from '../helper';
import { PHONE_RULE_MESSAGE } from '../../src/contract/formats';
import { bearer, type SignedIn } from '../accounts';
import { STORES, storeBody, subscribedMerchant } from '../modules/stores/stores';

// Text that used to be stored altered instead of refused (docs/api.md, "Conventions"):
// half a surrogate pair and bytes that are not UTF-8 became U+FFFD, numbers and booleans
// became text, and bidi overrides made a public name read as something else. Each is a 400 naming
// the field now, and nothing is stored.

const API = '/api/merchant';

describe('hostile text', () => {
  let app: App;
  let merchant: SignedIn;

  beforeAll(async () => {
    app = await build();
    merchant = await subscribedMerchant(app, 'growth');
  }, 60_000);
  afterAll(() => app.close());

  /** `POST /stores` with a raw JSON body, as a client could send it. */
  const createStore = (payload: string | Buffer) =>
    app.inject({
      method: 'POST',
      url: STORES,
      headers: { ...bearer(merchant.access), 'content-type': 'application/json' },
      payload,
    });

  /** A valid store body as JSON text whose `name` is the raw JSON `nameJson`. */
  const storeJsonWithName = (nameJson: string) =>
    JSON.stringify(storeBody({ name: '@@NAME@@' })).replace('"@@NAME@@"', nameJson);

  async function storeNames(): Promise<string[]> {
    const answer = await app.inject({ url: `${STORES}/me`, headers: bearer(merchant.access) });
    return (answer.json().data.items as { name: string }[]).map((store) => store.name);
  }

  function expectRefused(
    response: { statusCode: number; json(): unknown },
    field: string,
    message: string,
  ) {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      errors: { [field]: [message] },
    });
  }

  it('refuses half a surrogate pair in a store name, and stores nothing', async () => {
    const before = await storeNames();

    const response = await createStore(storeJsonWithName('"\\ud83d\\ude00 \\ud800("'));

    expectRefused(response, 'name', 'name must be valid Unicode text');
    expect(await storeNames()).toEqual(before);
  });

  it('refuses bytes that are not UTF-8 in a JSON body, naming the field', async () => {
    const before = await storeNames();
    const [head, tail] = storeJsonWithName('"@@"').split('@@') as [string, string];
    // "\xff\xfe\xfd(" : three bytes no UTF-8 text has, then a bracket.
    const body = Buffer.concat([
      Buffer.from(head),
      Buffer.from([0xff, 0xfe, 0xfd, 0x28]),
      Buffer.from(tail),
    ]);

    const response = await createStore(body);

    expectRefused(response, 'name', 'name must be valid UTF-8 text');
    expect(response.json().message).toBe('Name must be valid UTF-8 text.');
    expect(await storeNames()).toEqual(before);
  });

  it('refuses bytes that are not UTF-8 outside any string as the body', async () => {
    const response = await createStore(Buffer.from([0x7b, 0xff, 0x7d]));

    expectRefused(response, 'body', 'body must be valid UTF-8 text');
  });

  it.each([
    ['1e999', 'name must be text'],
    ['12', 'name must be text'],
    ['true', 'name must be text'],
  ])('refuses "name": %s in a JSON body instead of storing it as text', async (raw, message) => {
    const before = await storeNames();

    const response = await createStore(storeJsonWithName(raw));

    expectRefused(response, 'name', message);
    expect(await storeNames()).toEqual(before);
  });

  it('refuses a number sent as text where the body takes a number', async () => {
    const response = await createStore(JSON.stringify(storeBody({ latitude: '37.77' })));

    expectRefused(response, 'latitude', 'latitude must be a number');
  });

  it.each([
    ['U+202E (right-to-left override)', 'Luna\u202Egpj.exe'],
    ['U+202A (left-to-right embedding)', '\u202ALuna'],
    ['U+2066 (left-to-right isolate)', 'Luna\u2066'],
    ['U+2069 (pop directional isolate)', 'Luna\u2069'],
  ])('refuses %s in a public store name', async (_name, name) => {
    const response = await createStore(JSON.stringify(storeBody({ name })));

    expectRefused(
      response,
      'name',
      'name must not contain text-direction controls (U+202A–U+202E, U+2066–U+2069)',
    );
  });

  it('refuses a bidi override in a profile name too, and keeps the old one', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `${API}/users/me`,
      headers: bearer(merchant.access),
      payload: { first_name: 'Ana\u202E' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('first_name');
    const me = await app.inject({ url: `${API}/users/me`, headers: bearer(merchant.access) });
    expect(me.json().data.user.first_name).toBe('Ana');
  });

  it('keeps right-to-left names, emoji and the direction marks U+200E/U+200F', async () => {
    const name = 'مقهى لونا \u200F☕ \u200E😀';

    const response = await createStore(JSON.stringify(storeBody({ name })));

    expect(response.statusCode).toBe(201);
    expect(await storeNames()).toContain(name);
  });

  it('still takes "" for none in an optional contact, and a wrong one names only its rule', async () => {
    const empty = await createStore(
      JSON.stringify(storeBody({ name: 'Blank Contacts', phone: '', website: '' })),
    );
    const wrong = await createStore(JSON.stringify(storeBody({ phone: 'call us' })));

    expect(empty.statusCode).toBe(201);
    expect(empty.json().data).toMatchObject({ phone: null, website: null });
    expectRefused(wrong, 'phone', PHONE_RULE_MESSAGE);
  });

  it('still converts query values: ?page=2&page_size=5 are numbers', async () => {
    const response = await app.inject({ url: `${API}/store-listing/stores?page=2&page_size=5` });

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ page: 2, page_size: 5 });
  });

  it.each([
    ['half a surrogate pair', '%ED%A0%80'],
    ['a byte no UTF-8 text has', 'caf%FF'],
    ['an escape cut short', 'caf%C3'],
  ])('refuses %s in a query value, naming it', async (_name, escaped) => {
    const response = await app.inject({ url: `${API}/store-listing/stores?search=${escaped}` });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ search: ['search must be valid UTF-8 text'] });
  });

  it('refuses a bidi override in a query value', async () => {
    const response = await app.inject({ url: `${API}/store-listing/stores?search=%E2%80%AE` });

    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('search');
  });
});
