import { expect, test } from '@playwright/test';
import { payWithCard, registerAndVerifyMerchant, submitMerchantRequest } from './support/merchant';

test.describe('merchant onboarding end to end', () => {
  test('register, verify, request, pay with 4242 and reach the dashboard', async ({
    page,
    request,
  }) => {
    // The sandbox never leaves the machine: not even Stripe.js is fetched.
    const offMachine: string[] = [];
    page.on('request', (sent) => {
      if (!/^https?:\/\/localhost[:/]/.test(sent.url())) offMachine.push(sent.url());
    });
    await registerAndVerifyMerchant(page, request);
    await submitMerchantRequest(page, 'Bean & Leaf Harbor');
    await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });
    await page.screenshot({ path: 'e2e-artifacts/subscription-plans.png', fullPage: true });
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByText('Subscription active')).toBeVisible();
    expect(offMachine).toEqual([]);
  });

  test('a declined card shows its message and creates no subscription', async ({
    page,
    request,
  }) => {
    await registerAndVerifyMerchant(page, request);
    await submitMerchantRequest(page, 'Bean & Leaf Pier');
    await expect(page).toHaveURL(/\/merchant\/subscription$/, { timeout: 15_000 });
    await payWithCard(page, '4000 0000 0000 0002');
    await expect(
      page
        .getByRole('form', { name: 'Test mode card' })
        .getByRole('alert')
        .filter({ hasText: 'Your card was declined.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/merchant\/subscription$/);
    const subscriptions = await page.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem('persist:qrewards') ?? '{}');
      const token = JSON.parse(stored.accessToken ?? 'null');
      const answer = await fetch('/api/merchant/subscriptions/my', {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await answer.json()).data;
    });
    expect(subscriptions.filter((s: { status: string }) => s.status === 'active')).toHaveLength(0);
  });
});
