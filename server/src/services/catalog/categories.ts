/** The store categories every installation has, seeded at start. Slugs are stable ids for URLs. */
export const SEEDED_CATEGORIES: readonly { name: string; slug: string }[] = [
  { name: 'Cafe', slug: 'cafe' },
  { name: 'Restaurant', slug: 'restaurant' },
  { name: 'Bakery', slug: 'bakery' },
  { name: 'Grocery', slug: 'grocery' },
  { name: 'Beauty & Spa', slug: 'beauty-spa' },
  { name: 'Fitness', slug: 'fitness' },
  { name: 'Retail', slug: 'retail' },
  { name: 'Services', slug: 'services' },
  { name: 'Bar & Pub', slug: 'bar-pub' },
  { name: 'Bookstore', slug: 'bookstore' },
  { name: 'Pharmacy', slug: 'pharmacy' },
  { name: 'Pet Care', slug: 'pet-care' },
  { name: 'Florist', slug: 'florist' },
  { name: 'Hotel', slug: 'hotel' },
  { name: 'Education', slug: 'education' },
  { name: 'Entertainment', slug: 'entertainment' },
];
