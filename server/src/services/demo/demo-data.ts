import type {
  NewBranchRow,
  NewMerchantRequestRow,
  NewMerchantRow,
  NewMerchantSettingsRow,
  NewInteractionRow,
  NewPaymentMethodRow,
  NewRewardCardRow,
  NewStoreRow,
  NewSubscriptionRow,
  NewUserRow,
} from '../../db/schema';
import { DEMO_INVOICE_PREFIX, type DemoRows } from '../../repositories/demo-repository';
import { periodEnd } from '../../infrastructure/payments/billing-periods';
import { readSandboxCard } from '../../infrastructure/payments/sandbox-cards';
import { seededRandom } from './random';
import { drawHabit, type Habit, visitMinute, withinHours } from './customer-habits';
import {
  ascii,
  type CardKey,
  CARDS,
  dayFactor,
  DEMO_EMAIL_DOMAIN,
  FIRST_NAMES,
  LAST_NAMES,
  type StoreKey,
  STORES,
} from './demo-business';
import {
  atLocal,
  DAY_MS,
  localDay,
  MINUTE_MS,
  todayUtcMidnight,
  DEMO_TIME_ZONE,
} from './demo-calendar';

export { DEMO_EMAIL_DOMAIN, DEMO_TIME_ZONE };

/**
 * The demo merchant and its year of customers (docs/product.md, "Demo data"). Everything here is
 * drawn from one seeded generator: the same `now` gives the same rows, ids included. Every demo
 * account's email is on DEMO_EMAIL_DOMAIN, which is how a later run finds the rows to rebuild.
 * The tables and the small generators it draws with are demo-business.ts, customer-habits.ts and
 * demo-calendar.ts.
 */
export const DEMO_MERCHANT_EMAIL = `owner@${DEMO_EMAIL_DOMAIN}`;
export const DEMO_MERCHANT_PASSWORD = 'Demo-merchant-2026';
export const DEMO_CUSTOMER_PASSWORD = 'Demo-customer-2026';
export const DEMO_CUSTOMER_COUNT = 500;
/** Days of history before today: the data runs from today minus DEMO_DAYS to `now`. */
export const DEMO_DAYS = 365;
/** The plan the demo merchant is subscribed to: the top one (services/catalog/plans.ts). */
export const DEMO_PLAN_CODE = 'scale';
const SEED = 20_261_125;

export interface DemoInputs {
  now: Date;
  merchantPasswordHash: string;
  customerPasswordHash: string;
  /** Category ids by slug: `cafe` and `bakery` are used. */
  categoryIds: Record<string, string>;
  /** The plan the merchant pays for, monthly. */
  plan: { id: string; name: string; monthlyPriceCents: number; currency: string };
  /** The admin who "accepted" the merchant request, when one exists. */
  adminId: string | null;
}

export interface DemoCustomerCard {
  id: string;
  rewardCardId: string;
  userId: string;
  stamps: number;
  rewardsRedeemed: number;
  lastActivityAt: Date | null;
  createdAt: Date;
}

export interface DemoData extends DemoRows {
  customerCards: DemoCustomerCard[];
  /** One customer to sign in as. */
  sampleCustomerEmail: string;
}

// --- The year --------------------------------------------------------------------------------

export function buildDemoRows(inputs: DemoInputs): DemoData {
  const random = seededRandom(SEED);
  const { now } = inputs;
  const today = todayUtcMidnight(now);
  const firstDay = today - DEMO_DAYS * DAY_MS;
  const days = Array.from({ length: DEMO_DAYS + 1 }, (_, index) =>
    localDay(firstDay + index * DAY_MS),
  );
  const startOfData = atLocal(days[0] ?? localDay(firstDay), 0);
  // The business signed up a month before the data begins.
  const joined = new Date(startOfData.getTime() - 30 * DAY_MS);
  const accepted = new Date(joined.getTime() + 2 * DAY_MS);
  const subscribed = new Date(accepted.getTime() + 3_600_000);

  const merchantUserId = random.uuid();
  const merchantId = random.uuid();
  const users: NewUserRow[] = [
    {
      id: merchantUserId,
      email: DEMO_MERCHANT_EMAIL,
      username: 'luna.owner',
      passwordHash: inputs.merchantPasswordHash,
      firstName: 'Marta',
      lastName: 'Azevedo',
      roleId: 'merchant',
      emailVerified: true,
      qrCode: random.token(),
      createdAt: joined,
      updatedAt: joined,
    },
  ];
  const merchant: NewMerchantRow = {
    id: merchantId,
    userId: merchantUserId,
    businessName: 'Luna & Forno Lda',
    businessType: 'company',
    verificationStatus: 'verified',
    status: 'active',
    createdAt: joined,
    updatedAt: accepted,
  };
  const cafe = STORES.cafe;
  const merchantRequest: NewMerchantRequestRow = {
    id: random.uuid(),
    merchantId,
    status: 'accepted',
    businessName: merchant.businessName,
    businessType: 'company',
    categoryId: categoryId(inputs, 'cafe'),
    storeName: cafe.name,
    description: cafe.description,
    phone: cafe.phone,
    addressLine: cafe.addressLine,
    city: cafe.city,
    postalCode: cafe.postalCode,
    country: 'PT',
    website: cafe.website,
    reviewedAt: accepted,
    reviewedBy: inputs.adminId,
    createdAt: new Date(joined.getTime() + 20 * MINUTE_MS),
  };
  const merchantSettings: NewMerchantSettingsRow = {
    merchantId,
    brandColor: '#6d4c41',
    defaultStampsRequired: 8,
    stampCooldownMinutes: 5,
    dailyStampLimitPerCustomer: 10,
    notifyOnRedeem: true,
    timeZone: DEMO_TIME_ZONE,
    updatedAt: accepted,
  };

  // Billing as the sandbox provider leaves it after "4242 4242 4242 4242" (services/payments).
  const expYear = new Date(now).getUTCFullYear() + 3;
  const card = readSandboxCard(
    { card_number: '4242424242424242', exp_month: 12, exp_year: expYear, cvc: '123' },
    now,
  );
  const paymentCustomer: DemoRows['paymentCustomer'] = {
    id: random.uuid(),
    merchantId,
    provider: 'sandbox',
    customerId: `cus_sandbox_${random.uuid()}`,
    createdAt: subscribed,
  };
  const paymentMethod: NewPaymentMethodRow = {
    id: random.uuid(),
    merchantId,
    provider: 'sandbox',
    providerId: `pm_sandbox_${card.onCharge}_${random.uuid()}`,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
    fingerprint: card.fingerprint,
    isDefault: true,
    createdAt: subscribed,
  };
  // Monthly periods since the subscription began, each ending on the anchor's day (clamped to the
  // month's last day, as Stripe bills): the current one holds `now`. Each was paid, as the sandbox
  // provider writes it, so the billing page has a year of invoices to show.
  let period = 0;
  let periodStart = subscribed;
  const invoices: DemoRows['invoices'] = [];
  const providerSubscriptionId = `sub_sandbox_${random.uuid()}`;
  for (;;) {
    const end = periodEnd(subscribed, 'month', period + 1);
    invoices.push({
      id: random.uuid(),
      providerSubscriptionId,
      number: `${DEMO_INVOICE_PREFIX}${String(invoices.length + 1).padStart(4, '0')}`,
      amountCents: inputs.plan.monthlyPriceCents,
      currency: inputs.plan.currency,
      status: 'paid',
      description: `${inputs.plan.name} plan, billed every month`,
      periodStart,
      periodEnd: end,
      createdAt: periodStart,
    });
    if (end > now) break;
    period += 1;
    periodStart = end;
  }
  const subscription: NewSubscriptionRow = {
    id: random.uuid(),
    merchantId,
    planId: inputs.plan.id,
    interval: 'month',
    status: 'active',
    provider: 'sandbox',
    providerSubscriptionId,
    paymentMethodId: paymentMethod.id,
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd(subscribed, 'month', period + 1),
    cancelAtPeriodEnd: false,
    firstPaidAt: subscribed,
    createdAt: subscribed,
    updatedAt: periodStart,
  };

  const storeIds: Record<StoreKey, string> = { cafe: random.uuid(), bakery: random.uuid() };
  const stores: NewStoreRow[] = [];
  const branches: NewBranchRow[] = [];
  const branchIds: Record<StoreKey, string[]> = { cafe: [], bakery: [] };
  for (const key of ['cafe', 'bakery'] as const) {
    const plan = STORES[key];
    const createdAt = key === 'cafe' ? accepted : new Date(accepted.getTime() + 5 * DAY_MS);
    stores.push({
      id: storeIds[key],
      merchantId,
      name: plan.name,
      slug: plan.slug,
      description: plan.description,
      categoryId: categoryId(inputs, key),
      phone: plan.phone,
      email: plan.email,
      website: plan.website,
      addressLine: plan.addressLine,
      city: plan.city,
      postalCode: plan.postalCode,
      country: 'PT',
      latitude: plan.latitude,
      longitude: plan.longitude,
      status: 'active',
      createdAt,
      updatedAt: createdAt,
    });
    for (const branch of plan.branches) {
      const id = random.uuid();
      branchIds[key].push(id);
      branches.push({
        id,
        storeId: storeIds[key],
        name: branch.name,
        addressLine: branch.addressLine,
        city: plan.city,
        postalCode: branch.postalCode,
        country: 'PT',
        phone: branch.phone,
        latitude: branch.latitude,
        longitude: branch.longitude,
        openingHours: branch.hours,
        status: 'open',
        createdAt,
        updatedAt: createdAt,
      });
    }
  }

  const cardIds: Record<CardKey, string> = {
    coffee: random.uuid(),
    lunch: random.uuid(),
    pastry: random.uuid(),
  };
  const rewardCards: NewRewardCardRow[] = (Object.keys(CARDS) as CardKey[]).map((key) => {
    const plan = CARDS[key];
    const store = stores.find((row) => row.id === storeIds[plan.store]);
    return {
      id: cardIds[key],
      merchantId,
      storeId: storeIds[plan.store],
      title: plan.title,
      description: plan.description,
      stampsRequired: plan.stamps,
      rewardDescription: plan.reward,
      active: true,
      createdAt: store?.createdAt ?? accepted,
      updatedAt: store?.createdAt ?? accepted,
    };
  });

  // Customers: names, accounts, habits.
  const habits: Habit[] = [];
  const usedUsernames = new Set<string>();
  for (let index = 0; index < DEMO_CUSTOMER_COUNT; index += 1) {
    const userId = random.uuid();
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const habit = drawHabit(random, userId, DEMO_DAYS);
    habits.push(habit);
    let username = `${ascii(firstName)}.${ascii(lastName)}`;
    while (usedUsernames.has(username)) username = `${ascii(firstName)}.${ascii(lastName)}${index}`;
    usedUsernames.add(username);
    const createdAt = atLocal(
      days[Math.min(habit.arrivalDay, DEMO_DAYS)] ?? localDay(today),
      random.int(6 * 60, 7 * 60),
    );
    users.push({
      id: userId,
      email: `${username}@${DEMO_EMAIL_DOMAIN}`,
      username,
      passwordHash: inputs.customerPasswordHash,
      firstName,
      lastName,
      roleId: 'user',
      emailVerified: true,
      qrCode: random.token(),
      gender: random.weighted([
        ['female', 48],
        ['male', 47],
        ['non_binary', 2],
        ['prefer_not_to_say', 3],
      ] as const),
      birthDate: `${random.int(1955, 2006)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      createdAt: createdAt.getTime() > now.getTime() ? now : createdAt,
      updatedAt: createdAt.getTime() > now.getTime() ? now : createdAt,
    });
  }

  // The year, day by day: each customer's chance of a visit that day.
  const cards = new Map<string, DemoCustomerCard>();
  const interactions: NewInteractionRow[] = [];
  const cardOf = (rewardCardId: string, userId: string, at: Date) => {
    const key = `${rewardCardId}:${userId}`;
    let held = cards.get(key);
    if (!held) {
      held = {
        id: random.uuid(),
        rewardCardId,
        userId,
        stamps: 0,
        rewardsRedeemed: 0,
        lastActivityAt: null,
        createdAt: at,
      };
      cards.set(key, held);
    }
    return held;
  };
  const record = (
    held: DemoCustomerCard,
    storeId: string,
    branchId: string,
    row: Pick<NewInteractionRow, 'kind' | 'count' | 'createdAt' | 'undoneAt' | 'undoesId'>,
  ) => {
    const id = random.uuid();
    interactions.push({
      id,
      merchantId,
      storeId,
      rewardCardId: held.rewardCardId,
      customerCardId: held.id,
      customerId: held.userId,
      staffUserId: merchantUserId,
      branchId,
      ...row,
    });
    held.lastActivityAt = row.createdAt ?? null;
    return interactions[interactions.length - 1];
  };

  days.forEach((day, dayIndex) => {
    const season = dayFactor(day);
    if (season === 0) return;
    const weekend = day.weekDay === 'sat' || day.weekDay === 'sun';
    for (const habit of habits) {
      if (dayIndex < habit.arrivalDay || dayIndex >= habit.leaveDay) continue;
      const firstVisit = dayIndex === habit.arrivalDay;
      if (habit.segment === 'once' && !firstVisit) continue;
      const storeKey: StoreKey =
        habit.otherStore > 0 && random.chance(habit.otherStore)
          ? habit.homeStore === 'cafe'
            ? 'bakery'
            : 'cafe'
          : habit.homeStore;
      const plan = STORES[storeKey];
      if (!firstVisit) {
        const chance = (habit.perWeek / 7) * (plan.weekFactor[day.weekDay] ?? 1) * season;
        if (!random.chance(Math.min(chance, 0.95))) continue;
      }
      // The home branch, or the other one when it is closed that day (or for a change).
      let branchIndex = random.chance(0.85) ? habit.homeBranch : 1 - habit.homeBranch;
      let branch = plan.branches[branchIndex];
      if (!branch?.hours[day.weekDay]?.length) {
        branchIndex = 1 - branchIndex;
        branch = plan.branches[branchIndex];
      }
      const branchId = branchIds[storeKey][branchIndex];
      if (!branch || !branchId) continue;
      const minute = withinHours(
        random,
        branch.hours,
        day.weekDay,
        visitMinute(random, habit.slot, weekend),
      );
      if (minute === undefined) continue;
      let at = atLocal(day, minute).getTime() + random.int(0, 59) * 1000;
      // Today's data stops at `now`.
      if (at + 10 * MINUTE_MS > now.getTime()) continue;

      const cardKey: CardKey =
        storeKey === 'bakery'
          ? 'pastry'
          : !weekend && minute >= 11 * 60 + 45 && minute <= 14 * 60 + 30
            ? 'lunch'
            : 'coffee';
      const required = CARDS[cardKey].stamps;
      const held = cardOf(cardIds[cardKey], habit.userId, new Date(at));
      const storeId = storeIds[storeKey];

      // A full card is redeemed first (usually), then today's purchase is stamped.
      if (held.stamps >= required && random.chance(habit.redeemRate)) {
        record(held, storeId, branchId, {
          kind: 'redeem',
          count: required,
          createdAt: new Date(at),
        });
        held.stamps -= required;
        held.rewardsRedeemed += 1;
        at += random.int(20, 90) * 1000;
      }
      const count = random.chance(0.07) ? 2 : 1;
      const stamp = record(held, storeId, branchId, {
        kind: 'stamp',
        count,
        createdAt: new Date(at),
      });
      held.stamps += count;
      // Now and then the cashier stamped the wrong card or twice, and takes it back at once.
      if (stamp && random.chance(0.015)) {
        const undoneAt = new Date(at + random.int(30, 8 * 60) * 1000);
        stamp.undoneAt = undoneAt;
        record(held, storeId, branchId, {
          kind: 'undo',
          count,
          createdAt: undoneAt,
          undoesId: stamp.id,
        });
        held.stamps -= count;
      }
    }
  });

  const sample = habits.find((habit) => habit.segment === 'loyal');
  // The customer the seed prints, and the guides show, always has a reward ready (docs/product.md,
  // "Demo data"): where the year's draws left none full, their card nearest to full gets the
  // stamps it lacks from one visit an hour ago (a cashier's "count" stamp).
  const cardKeyOf = (held: DemoCustomerCard): CardKey =>
    (Object.keys(cardIds) as CardKey[]).find((key) => cardIds[key] === held.rewardCardId) ??
    'coffee';
  const fullness = (held: DemoCustomerCard) => held.stamps / CARDS[cardKeyOf(held)].stamps;
  const sampleCards = [...cards.values()].filter((held) => held.userId === sample?.userId);
  const nearest = [...sampleCards].sort((a, b) => fullness(b) - fullness(a))[0];
  if (nearest && fullness(nearest) < 1) {
    const card = CARDS[cardKeyOf(nearest)];
    const storeKey = card.store;
    const branchId = branchIds[storeKey][0];
    const missing = card.stamps - nearest.stamps;
    if (branchId) {
      record(nearest, storeIds[storeKey], branchId, {
        kind: 'stamp',
        count: missing,
        createdAt: new Date(
          Math.max(
            now.getTime() - 60 * MINUTE_MS,
            (nearest.lastActivityAt?.getTime() ?? 0) + 60_000,
          ),
        ),
      });
      nearest.stamps += missing;
    }
  }
  const sampleCustomerEmail =
    users.find((user) => user.id === sample?.userId)?.email ?? users[1]?.email ?? '';
  return {
    users,
    merchant,
    merchantRequest,
    merchantSettings,
    paymentCustomer,
    paymentMethod,
    subscription,
    invoices,
    stores,
    branches,
    rewardCards,
    customerCards: [...cards.values()],
    interactions,
    sampleCustomerEmail,
  };
}

function categoryId(inputs: DemoInputs, slug: string): string {
  const id = inputs.categoryIds[slug];
  if (!id) throw new Error(`the category "${slug}" is missing: reference data not seeded`);
  return id;
}
