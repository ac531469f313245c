// The copy of the landing page's first screen (hero promises and the numbers), kept apart from the
// rest so the first download carries only what it shows (docs/adr/0002-landing-page-bundle.md). The
// numbers are marketing placeholders (docs/product.md, "What QRewards is").

export interface Stat {
  value: string;
  label: string;
}

/** Short promises under the hero's calls to action; each repeats a claim the FAQ states in full. */
export const heroHighlights: string[] = [
  'Free for customers',
  'No setup fees',
  '30-day money-back guarantee',
];

export const statsHeading = 'Trusted by shops and their regulars';

export const stats: Stat[] = [
  { value: '10K+', label: 'Users collecting rewards' },
  { value: '50K+', label: 'Merchants' },
  { value: '1M+', label: 'Stamps collected' },
  { value: '4.9/5', label: 'Average app rating' },
];
