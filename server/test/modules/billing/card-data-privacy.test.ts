import { sql, type SQL } from 'drizzle-orm';
import type { App } from '../../../src/app';
import { bearer } from '../../accounts';
import { build } from '../../helper';
import { logLines } from '../../log-lines';
import type * as LogLines from '../../log-lines';
import { CARD, planId, subscribableMerchant } from './billing';

jest.mock('../../../src/logger', () =>
  jest.requireActual<typeof LogLines>('../../log-lines').capturedLogger(),
);

const METHODS = '/api/merchant/payment-methods';
const CARD_ROUTE = `${METHODS}/card`;
const WITH_METHOD = '/api/merchant/subscription/create-subscription-with-payment-method';
const NUMBERS = ['4242424242424242', '4000000000000002'];
const CVC = '987';
const CARD_WITH_CVC = { ...CARD, cvc: CVC };

/** The strings in a JSON document, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * What of a card a JSON text gives away: a full number (however spaced, or as a JSON number), or
 * the CVC as a token of some string (not as a digit run inside a timestamp or an id).
 */
function cardDataIn(text: string): string[] {
  const found = NUMBERS.filter((number) => text.replace(/[\s-]/g, '').includes(number));
  const cvc = new RegExp(`(?<![\\w.])${CVC}(?![\\w.])`);
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: search it whole.
  }
  if (strings(parsed).some((value) => cvc.test(value))) found.push(`CVC ${CVC}`);
  return found;
}

describe('card numbers and CVCs in logs, answers and rows (sandbox)', () => {
  let app: App;
  let starter: string;
  const answers: string[] = [];

  // Building an app is slow while every suite runs in parallel.
  beforeAll(async () => {
    app = await build({ LOG_LEVEL: 'trace' });
    // A careless log call someone might add to a card route: the logger must still blank it.
    app.post('/test/log-card-form', async (request) => {
      request.log.info(request.body as object, 'card form, fields at the top');
      request.log.info({ body: request.body }, 'card form, as a body');
      return { logged: true };
    });
    starter = await planId(app);
  }, 30_000);

  afterAll(async () => {
    await app.close();
  });

  /** Sends a request as the merchant, keeping its answer for the final search. */
  async function send(access: string, method: 'POST' | 'GET', url: string, payload?: unknown) {
    const response = await app.inject({
      method,
      url,
      headers: { ...bearer(access), 'content-type': 'application/json' },
      ...(payload !== undefined && {
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
    });
    answers.push(response.body);
    return response;
  }

  /** Both drivers (node-postgres, PGlite) answer `execute` with `{ rows }`; drizzle types it unknown. */
  async function rowsOf<Row>(statement: SQL): Promise<Row[]> {
    return ((await app.db.execute(statement)) as { rows: Row[] }).rows;
  }

  /** Every row of every table, as JSON. */
  async function everyRow(): Promise<string[]> {
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    const texts: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await rowsOf<{ j: string }>(
        sql.raw(`select row_to_json(t)::text as j from "${table}" t`),
      );
      texts.push(...rows.map((row) => row.j));
    }
    return texts;
  }

  /** No log line, no answer and no row of any table holds a number or the CVC. */
  async function expectNoCardDataAnywhere() {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => cardDataIn(line).length > 0)).toEqual([]);
    expect(answers.filter((body) => cardDataIn(body).length > 0)).toEqual([]);
    expect((await everyRow()).filter((row) => cardDataIn(row).length > 0)).toEqual([]);
  }

  /** The log lines of requests to `url`, e.g. to see that the flow was logged at all. */
  const linesAbout = (url: string) => logLines.filter((line) => line.includes(url));

  it('saves a card and subscribes with a new one', async () => {
    const merchant = await subscribableMerchant(app);

    const saved = await send(merchant.access, 'POST', CARD_ROUTE, {
      card_number: '4242 4242 4242 4242',
      ...CARD_WITH_CVC,
    });
    // A new card: the same number with a later expiry (the same card again would be reused).
    const subscribed = await send(merchant.access, 'POST', WITH_METHOD, {
      plan_id: starter,
      card_number: '4242424242424242',
      ...CARD_WITH_CVC,
      exp_year: CARD_WITH_CVC.exp_year + 1,
    });
    await send(merchant.access, 'GET', METHODS);

    expect(saved.statusCode).toBe(201);
    expect(subscribed.statusCode).toBe(201);
    expect(linesAbout(CARD_ROUTE).length).toBeGreaterThan(0);
    expect(linesAbout(WITH_METHOD).length).toBeGreaterThan(0);
    // The rows searched are the real ones: the cards are there, by their last four.
    const cards = (await everyRow()).filter((row) => row.includes('"last4":"4242"'));
    expect(cards).toHaveLength(2);
    await expectNoCardDataAnywhere();
  });

  it('refuses a card that fails validation', async () => {
    const merchant = await subscribableMerchant(app);

    const badCvc = await send(merchant.access, 'POST', CARD_ROUTE, {
      card_number: '4242424242424242',
      ...CARD,
      cvc: `${CVC}x`,
    });
    const noExpiry = await send(merchant.access, 'POST', WITH_METHOD, {
      plan_id: starter,
      card_number: '4242424242424242',
      cvc: CVC,
    });
    const brokenJson = await send(
      merchant.access,
      'POST',
      CARD_ROUTE,
      `{"card_number": "4242424242424242", "cvc": "${CVC}", `,
    );

    expect(badCvc.statusCode).toBe(400);
    expect(badCvc.json().errors).toEqual({ cvc: ['cvc has an invalid format'] });
    expect(noExpiry.statusCode).toBe(400);
    expect(brokenJson.statusCode).toBe(400);
    expect(brokenJson.json().message).toBe('Request body is not valid JSON.');
    await expectNoCardDataAnywhere();
  });

  it('answers a declined card with 402', async () => {
    const merchant = await subscribableMerchant(app);

    const declined = await send(merchant.access, 'POST', WITH_METHOD, {
      plan_id: starter,
      card_number: '4000 0000 0000 0002',
      ...CARD_WITH_CVC,
    });
    const declinedCard = await send(
      merchant.access,
      'POST',
      '/api/merchant/subscription/create-subscription',
      {
        plan_id: starter,
        card_number: '4000000000000002',
        ...CARD_WITH_CVC,
      },
    );

    expect(declined.statusCode).toBe(402);
    expect(declinedCard.statusCode).toBe(402);
    expect(logLines.some((line) => line.includes('Your card was declined.'))).toBe(true);
    await expectNoCardDataAnywhere();
  });

  it('blanks the number and CVC when a log call is handed the card form', async () => {
    const merchant = await subscribableMerchant(app);

    const response = await send(merchant.access, 'POST', '/test/log-card-form', {
      card_number: '4242424242424242',
      ...CARD_WITH_CVC,
    });

    expect(response.statusCode).toBe(200);
    expect(linesAbout('card form').length).toBe(2);
    await expectNoCardDataAnywhere();
  });
});
