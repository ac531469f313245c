// The copy of the landing page below the fold (docs/product.md, "What QRewards is"): partners, reviews, FAQ and the closing call
// to action. Partners and testimonials are sample data (docs/product.md, "What QRewards is"). It loads with LandingBelowFold.
import type { SectionIntro } from './landingContent';

export interface Partner {
  name: string;
  category: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export const belowFoldIntros = {
  partners: {
    eyebrow: 'Partners',
    title: 'Loved by local favourites',
    subtitle: 'Cafés, bakeries, shops and studios already reward their regulars with QRewards.',
  },
  testimonials: {
    eyebrow: 'Reviews',
    title: 'What our customers and merchants say',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Plans for every shop',
    subtitle:
      'Customers never pay. Merchants pick a plan, with no setup fees and a 30-day money-back guarantee.',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently asked questions',
    subtitle: 'Plans, fees, support and devices: the answers people ask for most.',
  },
} satisfies Record<string, SectionIntro>;

export const closingCta = {
  title: 'Ready to reward your regulars?',
  subtitle:
    'Customers join for free in a minute. Merchants can set up their first store today, with no setup fees.',
};

/** docs/product.md, "Landing page": the closing words for someone signed in, with "Go to dashboard". */
export const closingCtaSignedIn = {
  title: 'Pick up where you left off',
  subtitle: 'Your dashboard shows where you stand and what comes next.',
};

export const partners: Partner[] = [
  { name: 'Bean & Leaf Coffee', category: 'Café' },
  { name: 'Crumb Bakery', category: 'Bakery' },
  { name: 'Greenfield Market', category: 'Grocery' },
  { name: 'Northside Books', category: 'Bookshop' },
  { name: 'Pulse Fitness', category: 'Gym' },
  { name: 'Lotus Day Spa', category: 'Wellness' },
];

export const testimonials: Testimonial[] = [
  {
    quote:
      'Our regulars stopped asking about lost stamp cards. Repeat visits went up within the first month.',
    name: 'Sofia Martins',
    role: 'Owner, Bean & Leaf Coffee',
  },
  {
    quote:
      'One code for my coffee, my bakery and my gym. I finally use the rewards I earn instead of forgetting them.',
    name: 'Daniel Okafor',
    role: 'QRewards customer',
  },
  {
    quote:
      'Setting up three branches took an afternoon, and the dashboard shows me which store needs attention.',
    name: 'Hannah Weber',
    role: 'Manager, Greenfield Market',
  },
];

// Each claim of docs/product.md, "What QRewards is" is stated here verbatim; the landing tests look for these words.
export const faqs: FaqEntry[] = [
  {
    question: 'How much does QRewards cost for merchants?',
    answer:
      'Merchant plans start at $29/month. Pick the plan that fits the number of stores you run and change it at any time.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. Every merchant plan comes with a 30-day money-back guarantee: if QRewards is not right for you, we refund your payment.',
  },
  {
    question: 'Are there any hidden fees?',
    answer:
      'No. There are no fees for users and no setup fees. Customers use QRewards for free, and merchants pay only for their plan.',
  },
  {
    question: 'How quickly does support answer?',
    answer:
      'Our support team responds within 2 hours, and most issues are resolved within 24 hours.',
  },
  {
    question: 'Which phones do the mobile apps support?',
    answer:
      'The mobile apps need iOS 12+ or Android 8+. On any other device, QRewards works in the web browser.',
  },
  {
    question: 'How do customers collect a reward?',
    answer:
      'They show their personal QR code at the counter; the merchant scans it, the stamp lands on their card, and completed cards turn into rewards.',
  },
];
