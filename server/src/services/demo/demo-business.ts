import type { OpeningHours, WeekDay } from '../../db/schema';
import { DAY_MS, type LocalDay, MINUTE_MS } from './demo-calendar';

// The demo merchant's business (docs/product.md, "Demo data"): its owner and settings, its
// stores and branches, its reward cards, the seasons and the names its customers are drawn from.

/** Every demo account's and store's email is on this domain (how a later run finds them). */
export const DEMO_EMAIL_DOMAIN = 'demo.qrewards.local';
/** Every store, branch and the merchant request are in Portugal. */
export const DEMO_COUNTRY = 'PT';

/** The merchant: its owner's account, its business, the request the admin accepted, its settings. */
export const MERCHANT = {
  owner: { username: 'luna.owner', firstName: 'Marta', lastName: 'Azevedo' },
  businessName: 'Luna & Forno Lda',
  businessType: 'company',
  /** The request names the cafe, sent 20 minutes after signing up. */
  requestedStore: 'cafe',
  requestAfterJoiningMs: 20 * MINUTE_MS,
  settings: {
    brandColor: '#6d4c41',
    defaultStampsRequired: 8,
    stampCooldownMinutes: 5,
    dailyStampLimitPerCustomer: 10,
    notifyOnRedeem: true,
  },
} as const;

/** The card the merchant saved with the sandbox provider: a Visa ending 4242, valid 3 more years. */
export const SANDBOX_CARD = {
  number: '4242424242424242',
  expMonth: 12,
  yearsValid: 3,
  cvc: '123',
} as const;

export type StoreKey = 'cafe' | 'bakery';

interface BranchPlan {
  name: string;
  addressLine: string;
  postalCode: string;
  latitude: number;
  longitude: number;
  phone: string;
  hours: OpeningHours;
}

const WEEKDAYS: WeekDay[] = ['mon', 'tue', 'wed', 'thu', 'fri'];
export const every = (days: WeekDay[], intervals: [string, string][]): OpeningHours =>
  Object.fromEntries(days.map((day) => [day, intervals]));

export const STORES: Record<
  StoreKey,
  {
    name: string;
    slug: string;
    description: string;
    city: string;
    addressLine: string;
    postalCode: string;
    phone: string;
    email: string;
    website: string;
    latitude: number;
    longitude: number;
    /** When the store was created, after the merchant request was accepted. */
    openedAfterAcceptanceMs: number;
    branches: BranchPlan[];
    /** Visits by day of the week, relative: a cafe's weekdays, a bakery's weekends. */
    weekFactor: Record<WeekDay, number>;
  }
> = {
  cafe: {
    name: 'Luna Coffee House',
    slug: 'luna-coffee-house-demo',
    description:
      'Speciality coffee roasted in Lisbon, fresh sandwiches and a set lunch on weekdays. Laptops welcome until noon.',
    city: 'Lisbon',
    addressLine: 'Rua Garrett 48',
    postalCode: '1200-204',
    phone: '+351213400100',
    email: `hello@${DEMO_EMAIL_DOMAIN}`,
    website: 'https://luna-coffee.example.com',
    latitude: 38.7107,
    longitude: -9.1423,
    openedAfterAcceptanceMs: 0,
    branches: [
      {
        name: 'Chiado',
        addressLine: 'Rua Garrett 48',
        postalCode: '1200-204',
        latitude: 38.7107,
        longitude: -9.1423,
        phone: '+351213400101',
        hours: {
          ...every(WEEKDAYS, [['07:30', '19:00']]),
          sat: [['08:30', '19:00']],
          sun: [['09:00', '14:00']],
        },
      },
      {
        name: 'Avenidas Novas',
        addressLine: 'Avenida da República 35',
        postalCode: '1050-186',
        latitude: 38.7411,
        longitude: -9.1461,
        phone: '+351213400102',
        hours: { ...every(WEEKDAYS, [['07:00', '18:30']]), sat: [['09:00', '13:00']] },
      },
    ],
    weekFactor: { mon: 1.1, tue: 1.15, wed: 1.15, thu: 1.15, fri: 1.05, sat: 0.75, sun: 0.45 },
  },
  bakery: {
    name: 'Forno Dourado Bakery',
    slug: 'forno-dourado-bakery-demo',
    description:
      'Family bakery in Porto since 1998: bread from a wood oven, pastéis de nata warm from 7 am, cakes to order.',
    city: 'Porto',
    addressLine: 'Rua de São João 21',
    postalCode: '4050-552',
    phone: '+351222000200',
    email: `forno@${DEMO_EMAIL_DOMAIN}`,
    website: 'https://forno-dourado.example.com',
    latitude: 41.1414,
    longitude: -8.6131,
    openedAfterAcceptanceMs: 5 * DAY_MS,
    branches: [
      {
        name: 'Ribeira',
        addressLine: 'Rua de São João 21',
        postalCode: '4050-552',
        latitude: 41.1414,
        longitude: -8.6131,
        phone: '+351222000201',
        hours: every(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], [['07:00', '20:00']]),
      },
      {
        name: 'Boavista',
        addressLine: 'Avenida da Boavista 1277',
        postalCode: '4100-130',
        latitude: 41.1579,
        longitude: -8.6291,
        phone: '+351222000202',
        hours: {
          ...every(
            ['mon', 'tue', 'wed', 'thu', 'fri'],
            [
              ['07:30', '13:00'],
              ['15:00', '19:30'],
            ],
          ),
          sat: [['08:00', '13:30']],
        },
      },
    ],
    weekFactor: { mon: 0.85, tue: 0.9, wed: 0.9, thu: 0.95, fri: 1.05, sat: 1.4, sun: 1.15 },
  },
};

export type CardKey = 'coffee' | 'lunch' | 'pastry';
export const CARDS: Record<
  CardKey,
  { store: StoreKey; title: string; stamps: number; description: string; reward: string }
> = {
  coffee: {
    store: 'cafe',
    title: 'Coffee card',
    stamps: 8,
    description: 'One stamp for every hot drink.',
    reward: 'A free coffee or tea of your choice',
  },
  lunch: {
    store: 'cafe',
    title: 'Lunch card',
    stamps: 10,
    description: 'One stamp for every set lunch, weekdays from noon.',
    reward: 'A free set lunch',
  },
  pastry: {
    store: 'bakery',
    title: 'Pastry card',
    stamps: 6,
    description: 'One stamp for every pastry or cake slice.',
    reward: 'A free pastel de nata with a coffee',
  },
};

/** Visits by month, relative: a December peak, an August dip (holidays: the city empties). */
const SEASON: Record<number, number> = {
  1: 0.85,
  2: 0.9,
  3: 1,
  4: 1.02,
  5: 1.05,
  6: 1,
  7: 0.85,
  8: 0.6,
  9: 1.05,
  10: 1.05,
  11: 1.1,
  12: 1.35,
};

export function dayFactor(day: LocalDay): number {
  // Closed on Christmas Day and New Year's Day; busiest the days before Christmas.
  if ((day.month === 12 && day.dayOfMonth === 25) || (day.month === 1 && day.dayOfMonth === 1)) {
    return 0;
  }
  const beforeChristmas = day.month === 12 && day.dayOfMonth >= 18 && day.dayOfMonth <= 24;
  return (SEASON[day.month] ?? 1) * (beforeChristmas ? 1.3 : 1);
}

export const FIRST_NAMES = [
  'Ana',
  'Beatriz',
  'Carla',
  'Daniela',
  'Inês',
  'Joana',
  'Leonor',
  'Mariana',
  'Marta',
  'Rita',
  'Sofia',
  'Teresa',
  'Catarina',
  'Helena',
  'Laura',
  'Clara',
  'Emma',
  'Olivia',
  'Chloé',
  'Amira',
  'João',
  'Pedro',
  'Miguel',
  'Tiago',
  'Rui',
  'Nuno',
  'André',
  'Bruno',
  'Diogo',
  'Gonçalo',
  'Luís',
  'Ricardo',
  'Filipe',
  'Hugo',
  'Tomás',
  'Rafael',
  'Lucas',
  'Noah',
  'Samuel',
  'Omar',
];
export const LAST_NAMES = [
  'Silva',
  'Santos',
  'Ferreira',
  'Pereira',
  'Oliveira',
  'Costa',
  'Rodrigues',
  'Martins',
  'Jesus',
  'Sousa',
  'Fernandes',
  'Gonçalves',
  'Gomes',
  'Lopes',
  'Marques',
  'Alves',
  'Almeida',
  'Ribeiro',
  'Pinto',
  'Carvalho',
  'Teixeira',
  'Moreira',
  'Correia',
  'Mendes',
  'Nunes',
  'Soares',
  'Vieira',
  'Monteiro',
  'Cardoso',
  'Rocha',
  'Neves',
  'Coelho',
  'Cruz',
  'Cunha',
  'Dias',
  'Müller',
  'Dubois',
  'Rossi',
  'García',
  'Smith',
];

/** The customers' genders, with their weights. */
export const GENDERS = [
  ['female', 48],
  ['male', 47],
  ['non_binary', 2],
  ['prefer_not_to_say', 3],
] as const;
/** The customers are born in these years, both included. */
export const BIRTH_YEARS = { from: 1955, to: 2006 } as const;

export const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
