import { expect, test, type Page } from '@playwright/test';
import { registerAndVerifyMerchant } from './support/merchant';

// /payment-test shows what each sandbox test card does without touching the merchant's saved cards
// (docs/api.md, POST /payment-methods/test-card).

/** Calls the API as the signed-in merchant, with the access token the SPA keeps. */
async function asMerchant(page: Page, method: string, path: string, body?: object) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const stored = JSON.parse(localStorage.getItem('persist:qrewards') ?? '{}');
      const token = JSON.parse(stored.accessToken ?? 'null');
      const answer = await fetch(`/api/merchant${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
      return (await answer.json()).data;
    },
    { method, path, body },
  );
}

test('trying every test card leaves the saved cards as they were and says what each does', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await registerAndVerifyMerchant(page, request);
  await asMerchant(page, 'POST', '/payment-methods/card', {
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2031,
    cvc: '123',
  });
  const before = await asMerchant(page, 'GET', '/payment-methods');
  expect(before).toHaveLength(1);

  await page.goto('/payment-test');
  const results: Record<string, string> = {
    '4242 4242 4242 4242': 'Approved: the payment would go through (Visa ending in 4242).',
    '4000 0000 0000 0002': 'Declined: Your card was declined.',
    '4000 0000 0000 9995': 'Declined: Your card has insufficient funds.',
    '4000 0025 0000 3155': 'Needs authentication (3-D Secure)',
  };
  for (const [number, text] of Object.entries(results)) {
    const card = page.getByRole('region', { name: number });
    await card.getByRole('button', { name: `Try ${number}` }).click();
    await expect(card.getByRole('alert')).toContainText(text);
  }
  await expect(page.getByText(/Saved:/)).toHaveCount(0);

  expect(await asMerchant(page, 'GET', '/payment-methods')).toEqual(before);
});
