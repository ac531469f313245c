import type { App } from '../../../src/app';
import { bearer } from '../../accounts';

export const REQUESTS = '/api/merchant/merchant-requests';

/** A valid request body; `overrides` replace fields (undefined removes one). */
export async function requestBody(app: App, overrides: Record<string, unknown> = {}) {
  const categories = await app.inject({ method: 'GET', url: '/api/merchant/categories' });
  const cafe = (categories.json().data as { id: string; slug: string }[]).find(
    (category) => category.slug === 'cafe',
  );
  return {
    business_name: 'Ana Bakery LLC',
    business_type: 'company',
    category_id: cafe?.id,
    store_name: 'Ana Bakery',
    description: 'Fresh bread and pastries every morning.',
    phone: '+1 415 555 0123',
    address_line: '1 Market St',
    city: 'San Francisco',
    postal_code: '94105',
    country: 'us',
    website: 'https://ana.example.com',
    ...overrides,
  };
}

export async function submitRequest(app: App, access: string, overrides = {}) {
  return app.inject({
    method: 'POST',
    url: REQUESTS,
    headers: bearer(access),
    payload: await requestBody(app, overrides),
  });
}
