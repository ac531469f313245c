import type { World } from './world';

/** A complete merchant request (the category is the seeded café). */
export function requestBodyFields(world: World) {
  return {
    business_name: 'Other Bakery LLC',
    business_type: 'company',
    category_id: world.cafeCategoryId,
    store_name: 'Other Bakery',
    description: 'Fresh bread and pastries every morning.',
    phone: '+1 415 555 0123',
    address_line: '1 Market St',
    city: 'San Francisco',
    postal_code: '94105',
    country: 'us',
  };
}
