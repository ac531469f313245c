import { expect, test, type APIRequestContext } from '@playwright/test';
import { storedAccessToken } from '../scripts/harness/browser';
import {
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../server/test/infrastructure/push/push-service-stand-in';
import { verifiedCustomerThroughApi } from './support/customer';
import { fullPageShot, horizontalOverflow, signInAsDemoMerchant } from './support/demo';
import { registerMerchantWithAcceptedStore } from './support/merchant';

// Retention automations end to end (docs/product.md, "Automations"): a merchant turns the four on
// in the browser, the day's run chooses a customer for each, their emails reach the outbox with a
// one-click unsubscribe, a push reaches the push service's stand-in (web-push-testing, which
// decrypts it), the next stamp at the counter carries the gift, the unsubscribe link works signed
// out, a one-off message goes to its exact count, and the page shows the holdout and the lift.

const API = '/api/merchant';
const DAY_MS = 86_400_000;

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  kind: string;
  headers: Record<string, string>;
}

interface Chosen {
  kind: string;
  email: string;
  holdout: boolean;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post(`${API}/auth/login`, { data: account });
  expect(login.status()).toBe(200);
  return (await login.json()).data.tokens.access_token as string;
}

/** The automated emails to `email`, once at least `count` have arrived (sent by jobs). */
async function automatedEmails(request: APIRequestContext, email: string, count = 1) {
  let found: OutboxEmail[] = [];
  await expect
    .poll(
      async () => {
        const answer = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(email)}`);
        const items = ((await answer.json()) as { data: { items: OutboxEmail[] } }).data.items;
        found = items.filter((item) => item.kind === 'automation');
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** An IANA zone where it is about noon now: the push is not held for quiet hours. */
function middayZone(): string {
  const offset = 12 - new Date().getUTCHours();
  const bounded = Math.max(-12, Math.min(12, offset));
  // Etc/GMT's sign is the other way round: Etc/GMT-5 is five hours ahead of UTC.
  return bounded === 0 ? 'Etc/GMT' : `Etc/GMT${bounded > 0 ? '-' : '+'}${Math.abs(bounded)}`;
}

/** A birth date whose next birthday is `days` from today (UTC), in 1990 or so. */
function birthdayIn(days: number): string {
  const next = new Date(Date.now() + days * DAY_MS);
  const year = next.getUTCFullYear() - 36;
  const month = String(next.getUTCMonth() + 1).padStart(2, '0');
  const day = String(next.getUTCDate()).padStart(2, '0');
  // 29 February does not come back every year: the 28th does.
  return month === '02' && day === '29' ? `${year}-02-28` : `${year}-${month}-${day}`;
}

test('the demo merchant sees what each automation brought, with the holdout and the lift', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsDemoMerchant(page);
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('link', { name: 'Automations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Automations' })).toBeVisible();
  const winBack = page.getByRole('region', { name: 'Win-back' });
  await expect(winBack.getByText('On · +1 stamp')).toBeVisible({ timeout: 20_000 });
  const results = page.getByRole('article', { name: 'Win-back' });
  await expect(results.getByText(/^Lift [+-]/)).toBeVisible();
  await expect(results.getByText(/^95 % CI /)).toBeVisible();
  await expect(results.getByText('Holdout came back')).toBeVisible();
  await fullPageShot(page, testInfo, 'automations-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(results.getByText(/^Lift [+-]/)).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await fullPageShot(page, testInfo, 'automations-390');
});

test.describe('a new store’s automations', () => {
  let pushService: PushServiceStandIn;
  test.beforeAll(async () => {
    pushService = await startPushServiceStandIn();
  });
  test.afterAll(async () => {
    await pushService.stop();
  });

  test('turned on, run, mailed, pushed, used at the counter, unsubscribed and measured', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    const storeName = `Retention Roasters ${Date.now()}`;
    await registerMerchantWithAcceptedStore(page, browser, storeName);
    const merchant = bearer(await storedAccessToken(page));
    const stores = await (await request.get(`${API}/stores/me`, { headers: merchant })).json();
    const storeId = stores.data.items[0].id as string;
    await request.put(`${API}/stores/me/settings`, {
      headers: merchant,
      data: { stamp_cooldown_minutes: 0 },
    });
    const created = await request.post(`${API}/reward-cards`, {
      headers: merchant,
      data: {
        store_id: storeId,
        title: 'Coffee card',
        stamps_required: 3,
        reward_description: 'A free coffee',
      },
    });
    expect(created.status()).toBe(201);
    const cardId = (await created.json()).data.id as string;

    // Four customers, one for each automation.
    const people: Record<'ana' | 'bea' | 'cleo' | 'dan', { email: string; qr: string }> = {
      ana: { email: '', qr: '' },
      bea: { email: '', qr: '' },
      cleo: { email: '', qr: '' },
      dan: { email: '', qr: '' },
    };
    const tokens: Record<string, string> = {};
    for (const name of Object.keys(people) as (keyof typeof people)[]) {
      const account = await verifiedCustomerThroughApi(request, `auto-${name}`);
      tokens[name] = await signIn(request, account);
      const me = await request.get(`${API}/users/me`, { headers: bearer(tokens[name]!) });
      people[name] = { email: account.email, qr: (await me.json()).data.user.qr_code };
    }
    // Bea's birthday is in 3 days; her browser gets messages (the stand-in's subscription), in a
    // zone where it is midday, so no quiet hours hold the push back.
    const birthday = await request.put(`${API}/users/me`, {
      headers: bearer(tokens.bea!),
      data: { birth_date: birthdayIn(3) },
    });
    expect(birthday.status()).toBe(200);
    const keyAnswer = await (await request.get(`${API}/push/public-key`)).json();
    const device = await pushService.subscribe(keyAnswer.data.public_key);
    const subscribed = await request.post(`${API}/push/subscriptions`, {
      headers: bearer(tokens.bea!),
      data: { endpoint: device.endpoint, keys: device.keys, time_zone: middayZone() },
    });
    expect(subscribed.status()).toBe(201);

    const stamp = async (name: keyof typeof people, count = 1) => {
      const answer = await request.post(`${API}/reward-cards/${cardId}/stamps`, {
        headers: { ...merchant, 'idempotency-key': crypto.randomUUID() },
        data: { qr_code: people[name].qr, count },
      });
      expect(answer.status()).toBe(201);
      return (await answer.json()) as { message: string };
    };
    const shift = async (days: number) => {
      const answer = await request.post(`${API}/dev/stores/${storeId}/shift-history`, {
        headers: merchant,
        data: { days },
      });
      expect(answer.status()).toBe(200);
    };
    // Weeks of visits in a minute (docs/qa.md, "Automations in a browser"): Ana comes weekly and
    // was last seen 20 days ago (lapsed: 20 > 2 × 7); Dan's one stamp is 26 days old (with stamps
    // expiring after a month, in 4 or 5 days); Cleo is 2 of 3 stamps in, away 20 days.
    await stamp('ana');
    await shift(7);
    await stamp('ana');
    await shift(1);
    await stamp('dan');
    await shift(6);
    await stamp('ana');
    await stamp('cleo', 2);
    await stamp('bea');
    await shift(20);

    // The merchant turns the four on, and stamps' expiry after a month.
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('link', { name: 'Automations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Automations' })).toBeVisible();
    await expect(page.getByText('No messages yet')).toBeVisible();
    for (const title of ['Win-back', 'Birthday', 'One stamp away', 'Reward or stamps expiring']) {
      const card = page.getByRole('region', { name: title });
      await card.getByRole('switch').check();
      await card.getByRole('button', { name: `Save ${title}` }).click();
      await expect(card.getByText(/^On( ·|$)/)).toBeVisible();
    }
    const expiry = page.getByRole('region', { name: 'Expiry' });
    await expiry.getByLabel('Stamps expire after (months)').fill('1');
    await expiry.getByRole('button', { name: 'Save expiry' }).click();
    await expect(page.getByText('Expiry rules saved')).toBeVisible();

    // The day's run, now.
    const run = await request.post(`${API}/dev/stores/${storeId}/automations/run`, {
      headers: merchant,
    });
    const chosen = ((await run.json()).data.messages as Chosen[]).filter((message) =>
      Object.values(people).some(({ email }) => email === message.email),
    );
    const kindOf = (name: keyof typeof people) =>
      chosen.find((message) => message.email === people[name].email);
    expect(kindOf('ana')?.kind).toBe('win_back');
    expect(kindOf('bea')?.kind).toBe('birthday');
    expect(kindOf('cleo')?.kind).toBe('near_reward');
    expect(kindOf('dan')?.kind).toBe('expiry_reminder');

    const subjects: Record<string, string> = {
      ana: `We miss you at ${storeName}`,
      bea: `Happy birthday from ${storeName}`,
      cleo: `You are almost there at ${storeName}`,
      dan: `Your stamps at ${storeName} expire soon`,
    };
    let gifted: keyof typeof people | undefined;
    for (const name of Object.keys(people) as (keyof typeof people)[]) {
      if (kindOf(name)?.holdout) continue;
      gifted ??= name;
      const [email] = await automatedEmails(request, people[name].email);
      expect(email?.subject).toContain(subjects[name]);
      expect(email?.headers['List-Unsubscribe']).toMatch(/^<http.*\/messaging\/unsubscribe\?/);
      expect(email?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    }
    expect(gifted).toBeDefined();
    // Whoever the holdout drew got nothing (the others' emails are in by now).
    for (const name of Object.keys(people) as (keyof typeof people)[]) {
      if (!kindOf(name)?.holdout) continue;
      const answer = await request.get(
        `${API}/dev/outbox?to=${encodeURIComponent(people[name].email)}`,
      );
      const items = ((await answer.json()) as { data: { items: OutboxEmail[] } }).data.items;
      expect(items.filter((item) => item.kind === 'automation')).toEqual([]);
    }
    if (!kindOf('bea')?.holdout) {
      await expect
        .poll(async () => (await pushService.messages(device)).join('\n'), { timeout: 20_000 })
        .toContain(`Happy birthday from ${storeName}`);
    }

    // The next stamp carries the gift, once.
    const next = await stamp(gifted!);
    expect(next.message).toMatch(/gift: \+1 stamp\.$/);
    expect((await stamp(gifted!)).message).not.toMatch(/gift/);

    // The unsubscribe link in the email works signed out.
    const [giftedEmail] = await automatedEmails(request, people[gifted!].email);
    // The page's link (the API's one-click address is in the headers).
    const link = giftedEmail!.text.match(/https?:\/\/[^\s/]+\/unsubscribe\?token=[^\s)>]+/)?.[0];
    expect(link).toBeDefined();
    const stranger = await browser.newContext();
    const signedOut = await stranger.newPage();
    await signedOut.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(
      signedOut.getByText(`Stop emails from ${storeName}?`, { exact: false }),
    ).toBeVisible();
    await signedOut.getByRole('button', { name: 'Stop emails' }).click();
    await expect(signedOut.getByText('You’re unsubscribed')).toBeVisible();
    await stranger.close();
    const choices = await request.get(`${API}/messaging/preferences`, {
      headers: bearer(tokens[gifted!]!),
    });
    expect((await choices.json()).data).toEqual([
      expect.objectContaining({ store_name: storeName, email: false, push: true }),
    ]);

    // A one-off message to everyone: the preview's count is what is sent.
    await page.reload();
    await page.getByRole('button', { name: 'New one-off message' }).click();
    const compose = page.getByRole('dialog', { name: `New message from ${storeName}` });
    await compose.getByLabel('Subject').fill('New beans this week');
    await compose.getByLabel('Message').fill('A Kenyan single origin, on the house to taste.');
    await compose.getByRole('button', { name: 'Preview' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this message?' });
    const send = confirm.getByRole('button', { name: /^Send to \d+ customers?$/ });
    await expect(send).toBeVisible();
    const count = Number((await send.textContent())?.match(/\d+/)?.[0]);
    // Four customers; the one who unsubscribed from email still gets push, so counts too.
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(4);
    await send.click();
    await expect(page.getByText(`Your message is on its way to ${count}`)).toBeVisible();
    const sent = page.getByRole('region', { name: 'One-off messages sent' });
    await expect(sent.getByText('New beans this week')).toBeVisible();

    // The results: each automation with its holdout, and not enough data for a lift yet.
    const winBack = page.getByRole('article', { name: 'Win-back' });
    await expect(winBack.getByText('Holdout came back')).toBeVisible();
    await expect(winBack.getByText(/^Not enough data yet/)).toBeVisible();
  });
});
