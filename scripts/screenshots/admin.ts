// The screenshots of docs/guide-admin.md: the request the merchant guide's new merchant filed,
// waiting for review.
import { SAMPLE_REQUEST } from '../harness/people';
import { goto, TIMEOUT, type Recipe } from './shared';

const review = `Review ${SAMPLE_REQUEST.storeName}`;

const requests: Recipe = {
  who: 'admin',
  url: /\/admin\/merchant-requests$/,
  async take(page) {
    await goto(page, '/admin/merchant-requests', 'Merchant requests');
    await page.getByRole('button', { name: review }).waitFor({ timeout: TIMEOUT });
  },
};

const details: Recipe = {
  who: 'admin',
  url: /\/admin\/merchant-requests$/,
  async take(page, run) {
    await requests.take(page, run);
    await page.getByRole('button', { name: review }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).waitFor();
  },
};

export const adminRecipes: Record<string, Recipe> = {
  'admin-requests': requests,
  'admin-request-details': details,
  'admin-accept': {
    who: 'admin',
    url: /\/admin\/merchant-requests$/,
    async take(page, run) {
      await details.take(page, run);
      await page.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Accept this request?' })
        .waitFor({ timeout: TIMEOUT });
    },
  },
  'admin-reject': {
    who: 'admin',
    url: /\/admin\/merchant-requests$/,
    async take(page, run) {
      await details.take(page, run);
      await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
      const reason = page.getByRole('dialog').getByLabel('Reason');
      await reason.fill(
        'The address is missing the unit number. Please add it and send the request again.',
      );
    },
  },
};
