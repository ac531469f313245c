import { expect, test, type APIRequestContext } from '@playwright/test';
import { storedAccessToken } from '../scripts/harness/browser';
import { outboxPath, type OutboxEmail } from '../scripts/harness/outbox';
import { verifiedCustomerThroughApi } from './support/customer';
import {
  PASSWORD,
  registerMerchantWithAcceptedStore,
  verifyEmailThroughApi,
} from './support/merchant';
import { uniqueEmail } from './support/outbox';

// docs/product.md, "Counter mode": a manager makes the shop's tablet a counter; two cashiers share
// it, each unlocking it with their own PIN, and each stamp names who made it. Removing one of them
// locks the counter at once (the counter's stream), and their PIN no longer opens it.

const API = '/api/merchant';

async function signIn(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(`${API}/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return (await login.json()).data.tokens.access_token;
}

/** The token of the staff invitation mailed to `email` (sent by a background job). */
async function invitationToken(request: APIRequestContext, email: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = (await (await request.get(outboxPath(email))).json()) as {
      data: { items: OutboxEmail[] };
    };
    const invitation = answer.data.items.find((item) => item.kind === 'staff_invitation');
    const token = invitation?.text.match(/\/staff\/accept\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation was sent to ${email}`);
}

/** A cashier of the store, with their own account and PIN; answers their staff id. */
async function hireCashier(
  request: APIRequestContext,
  owner: Record<string, string>,
  storeId: string,
  name: [first: string, last: string],
  pin: string,
): Promise<string> {
  const email = uniqueEmail(name[0].toLowerCase());
  const registered = await request.post(`${API}/auth/register`, {
    data: {
      email,
      password: PASSWORD,
      first_name: name[0],
      last_name: name[1],
      account_type: 'user',
    },
  });
  expect(registered.status()).toBe(201);
  await verifyEmailThroughApi(request, email);
  const access = { authorization: `Bearer ${await signIn(request, email)}` };
  const invited = await request.post(`${API}/stores/${storeId}/staff`, {
    headers: owner,
    data: { email, role: 'cashier' },
  });
  expect(invited.status()).toBe(201);
  const accepted = await request.post(`${API}/staff/accept`, {
    headers: access,
    data: { token: await invitationToken(request, email) },
  });
  expect(accepted.status()).toBe(200);
  const staffId = (await accepted.json()).data.staff_id as string;
  const saved = await request.put(`${API}/staff/${staffId}/pin`, {
    headers: access,
    data: { pin },
  });
  expect(saved.status()).toBe(200);
  return staffId;
}

test('two cashiers share one counter device; each stamp names who made it; a removed one is locked out at once', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  const storeName = `Counter Café ${Date.now()}`;
  await registerMerchantWithAcceptedStore(page, browser, storeName);
  const owner = { authorization: `Bearer ${await storedAccessToken(page)}` };
  const stores = await request.get(`${API}/stores/me`, { headers: owner });
  const storeId = ((await stores.json()) as { data: { items: { id: string }[] } }).data.items[0]!
    .id;
  expect(
    (
      await request.post(`${API}/reward-cards`, {
        headers: owner,
        data: {
          store_id: storeId,
          title: 'Coffee card',
          stamps_required: 10,
          reward_description: 'A free coffee',
        },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await request.put(`${API}/stores/me/settings`, {
        headers: owner,
        data: { stamp_cooldown_minutes: 0 },
      })
    ).status(),
  ).toBe(200);
  const branch = await request.post(`${API}/branches`, {
    headers: owner,
    data: {
      store_id: storeId,
      name: 'Harbour',
      address_line: '1 Harbour Rd',
      city: 'San Francisco',
      postal_code: '94105',
      country: 'US',
    },
  });
  expect(branch.status()).toBe(201);

  const noorId = await hireCashier(request, owner, storeId, ['Noor', 'Saleh'], '2580');
  const samId = await hireCashier(request, owner, storeId, ['Sam', 'Rivera'], '13579');
  const customer = await verifiedCustomerThroughApi(request, 'counter-customer');
  const home = await request.get(`${API}/home`, {
    headers: { authorization: `Bearer ${await signIn(request, customer.email)}` },
  });
  const shortCode = (await home.json()).data.short_code as string;

  // The owner makes this browser the Harbour branch's counter, and is signed out of it.
  await page.goto(`/stores/${storeId}`);
  await page.getByRole('button', { name: 'Use this device as a counter' }).click();
  const dialog = page.getByRole('dialog', { name: /Use this device as a counter/ });
  await dialog.getByLabel('Device name').fill('Front till');
  await dialog.getByRole('combobox', { name: 'Branch' }).click();
  await page.getByRole('option', { name: 'Harbour' }).click();
  await dialog.getByRole('button', { name: 'Make it a counter' }).click();
  await expect(page).toHaveURL(/\/counter\/device$/);
  await expect(page.getByRole('heading', { name: 'Who is at the counter?' })).toBeVisible();

  /** Taps the person, their PIN on the pad, and Unlock; answers how long it took to be ready. */
  async function unlockAs(name: string, pin: string): Promise<number> {
    const started = Date.now();
    await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    for (const digit of pin) await page.getByRole('button', { name: digit, exact: true }).click();
    await page.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('heading', { name: `${name} · Cashier` })).toBeVisible();
    return Date.now() - started;
  }

  async function stampAs(name: string) {
    await page.getByRole('button', { name: 'Scan a customer' }).click();
    const scanner = page.getByRole('dialog', { name: 'Scan a customer' });
    await scanner.getByLabel(/^Short code or phone/).fill(shortCode);
    await scanner.getByRole('button', { name: 'Look up' }).click();
    await scanner.getByRole('button', { name: 'Stamp', exact: true }).click();
    await expect(scanner.getByText(`Stamped by ${name}.`)).toBeVisible();
    await scanner.getByRole('button', { name: 'Close the scanner' }).click();
  }

  const switches: number[] = [];
  switches.push(await unlockAs('Noor Saleh', '2580'));
  await stampAs('Noor Saleh');
  await page.getByRole('button', { name: 'Switch person' }).click();
  switches.push(await unlockAs('Sam Rivera', '13579'));
  await stampAs('Sam Rivera');
  // docs/product.md, "Counter mode": a switch takes under 3 s. A timing, so it is reported, not
  // asserted: this machine is shared (docs/performance.md, "Counter mode").
  test.info().annotations.push({
    type: 'tap on a name → unlocked',
    description: `${switches.join(', ')} ms`,
  });
  console.log(`tap on a name → unlocked: ${switches.join(', ')} ms`);

  // The per-person figures count one stamp each, at the Harbour branch.
  const figures = await request.get(`${API}/analytics/staff?store_id=${storeId}`, {
    headers: owner,
  });
  const rows = (await figures.json()).data.rows as { staff_id: string; stamps: number }[];
  expect(rows.find((row) => row.staff_id === noorId)?.stamps).toBe(1);
  expect(rows.find((row) => row.staff_id === samId)?.stamps).toBe(1);

  // Sam is removed while at the counter: it locks within moments, and Sam is no longer offered.
  const removed = await request.delete(`${API}/stores/${storeId}/staff/${samId}`, {
    headers: owner,
  });
  expect(removed.status()).toBe(200);
  const removedAt = Date.now();
  await expect(page.getByText('Locked: this person no longer works at this store.')).toBeVisible({
    timeout: 5_000,
  });
  test.info().annotations.push({
    type: 'removal → counter locked',
    description: `${Date.now() - removedAt} ms`,
  });
  await expect(page.getByRole('button', { name: /^Noor Saleh/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sam Rivera/ })).toHaveCount(0);
  const deviceToken = await page.evaluate(
    () => JSON.parse(localStorage.getItem('qrewards.counterDevice') ?? '{}').token as string,
  );
  const samAgain = await request.post(`${API}/counter/unlock`, {
    headers: { 'counter-device': deviceToken },
    data: { staff_id: samId, pin: '13579' },
  });
  expect(samAgain.status()).toBe(404);
});
