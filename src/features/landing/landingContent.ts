// The copy of the features and how-it-works sections (docs/product.md, "What QRewards is"), as data, so the sections only lay it
// out. The first screen's copy is in firstScreenContent.ts; partners, reviews and the FAQ are in
// belowFoldContent.ts.

export type FeatureIconKey = 'qrCode' | 'store' | 'analytics' | 'security' | 'mobile' | 'speed';

export interface SectionIntro {
  eyebrow: string;
  title: string;
  subtitle?: string;
}

export interface Feature {
  title: string;
  description: string;
  icon: FeatureIconKey;
}

export interface Step {
  title: string;
  description: string;
}

export interface Audience {
  id: 'users' | 'merchants';
  title: string;
  steps: Step[];
}

export const sectionIntros = {
  features: {
    eyebrow: 'Features',
    title: 'Everything a rewards program needs',
    subtitle:
      'From the first scan to the monthly report, QRewards handles the busywork so you can focus on your customers.',
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'Up and running in three steps',
    subtitle: 'Whether you collect rewards or hand them out, getting started takes minutes.',
  },
} satisfies Record<string, SectionIntro>;

export const features: Feature[] = [
  {
    icon: 'qrCode',
    title: 'Smart QR Codes',
    description:
      'Every customer gets one personal QR code that works at every participating store, with no paper cards to lose.',
  },
  {
    icon: 'store',
    title: 'Store Management',
    description:
      'Add stores and branches, set up reward cards and keep every location in step from one place.',
  },
  {
    icon: 'analytics',
    title: 'Analytics Dashboard',
    description:
      'See visits, stamps and redemptions per store, and learn which rewards bring customers back.',
  },
  {
    icon: 'security',
    title: 'Secure Role-Based Access',
    description:
      'Customers, merchants and administrators each see only what their role allows, and nothing more.',
  },
  {
    icon: 'mobile',
    title: 'Mobile Ready',
    description:
      'Works in any phone browser and in our iOS and Android apps, so the code is always at hand.',
  },
  {
    icon: 'speed',
    title: 'Fast',
    description:
      'Pages load in a blink and a scan is recorded in moments, so rewards never hold up the queue.',
  },
];

export const audiences: Audience[] = [
  {
    id: 'users',
    title: 'For customers',
    steps: [
      {
        title: 'Create Profile',
        description: 'Sign up for free with your email address. It takes less than a minute.',
      },
      {
        title: 'Generate QR Code',
        description: 'Get your personal QR code and keep it on your phone, ready to show.',
      },
      {
        title: 'Enjoy Rewards',
        description:
          'Collect stamps at every visit and redeem gifts and rewards from your favourite shops.',
      },
    ],
  },
  {
    id: 'merchants',
    title: 'For merchants',
    steps: [
      {
        title: 'Register & Set Up',
        description: 'Verify your email, tell us about your business and choose a plan.',
      },
      {
        title: 'Add Stores',
        description:
          'Add your stores and branches and design the reward cards your customers collect.',
      },
      {
        title: 'Track & Analyze',
        description: 'Scan customer codes at the counter and watch visits and redemptions grow.',
      },
    ],
  },
];
