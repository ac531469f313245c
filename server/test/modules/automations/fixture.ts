import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../../src/app';
import {
  automationMessages,
  automations,
  customerCards,
  interactions,
  outboxEmails,
  rewardCards,
  users,
} from '../../../src/db/schema';
import { createAutomationJobs } from '../../../src/services/automations/automation-jobs';
import { bearer } from '../../accounts';
import { API } from '../reward-cards/cards';

export const DAY = 86_400_000;

/** `/stores/:id/...` of the automations module. */
export const storeUrl = (storeId: string, path: string) => `${API}/stores/${storeId}/${path}`;

/** A customer made straight in the table (no sign-up emails): fast for worlds of many. */
export async function insertCustomer(
  app: App,
  input: { birthDate?: string; timeZone?: string; firstName?: string } = {},
): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `c-${id}@example.com`;
  await app.db.insert(users).values({
    id,
    email,
    username: `c${id.replaceAll('-', '')}`,
    passwordHash: 'x',
    firstName: input.firstName ?? 'Sam',
    lastName: 'Lee',
    qrCode: `qr-${id}`,
    shortCode: id.replaceAll('-', '').slice(0, 8).toUpperCase(),
    birthDate: input.birthDate ?? null,
    timeZone: input.timeZone ?? null,
    emailVerified: true,
  });
  return { id, email };
}

export async function insertRewardCard(
  app: App,
  merchantId: string,
  storeId: string,
  stampsRequired = 10,
): Promise<string> {
  const [row] = await app.db
    .insert(rewardCards)
    .values({ merchantId, storeId, title: 'Coffee', stampsRequired, rewardDescription: 'A coffee' })
    .returning({ id: rewardCards.id });
  return row!.id;
}

/**
 * A customer's card holding `stamps`, with one stamp interaction at each of `visits` (the last
 * one its last activity).
 */
export async function cardWithVisits(
  app: App,
  place: { merchantId: string; storeId: string; rewardCardId: string },
  userId: string,
  visits: Date[],
  stamps = visits.length,
  extra: { rewardReadyAt?: Date } = {},
): Promise<string> {
  const last = visits.length ? visits[visits.length - 1]! : null;
  const [card] = await app.db
    .insert(customerCards)
    .values({
      rewardCardId: place.rewardCardId,
      userId,
      stamps,
      lastActivityAt: last,
      rewardReadyAt: extra.rewardReadyAt ?? null,
    })
    .returning({ id: customerCards.id });
  if (visits.length) {
    await app.db.insert(interactions).values(
      visits.map((at) => ({
        merchantId: place.merchantId,
        storeId: place.storeId,
        rewardCardId: place.rewardCardId,
        customerCardId: card!.id,
        customerId: userId,
        kind: 'stamp' as const,
        count: 1,
        createdAt: at,
      })),
    );
  }
  return card!.id;
}

/** Saves an automation through the route, turned on with `settings` over the defaults. */
export async function turnOn(
  app: App,
  access: string,
  storeId: string,
  kind: string,
  settings: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'PUT',
    url: storeUrl(storeId, `automations/${kind}`),
    headers: bearer(access),
    payload: {
      enabled: true,
      offer_kind: 'bonus_stamps',
      offer_stamps: 1,
      offer_valid_days: 30,
      holdout_percent: 10,
      days_before: 7,
      idle_days: 14,
      ...settings,
    },
  });
  if (response.statusCode !== 200) throw new Error(`save automation: ${response.body}`);
}

export function jobsOf(app: App) {
  return createAutomationJobs(app);
}

/** The messages chosen at a store. */
export function messagesAt(app: App, storeId: string) {
  return app.db.select().from(automationMessages).where(eq(automationMessages.storeId, storeId));
}

export function outboxTo(app: App, to: string) {
  return app.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));
}

/** Runs the store's day and waits for every job it queued. */
export async function runDay(app: App, storeId: string, localDate: string) {
  const chosen = await jobsOf(app).run({ storeId, localDate });
  await app.jobs.drain();
  return chosen;
}

/** The automation row of `kind` at a store (saved by `turnOn`). */
export async function automationId(app: App, storeId: string, kind: string): Promise<string> {
  const [row] = await app.db
    .select({ id: automations.id })
    .from(automations)
    .where(and(eq(automations.storeId, storeId), eq(automations.kind, kind as 'win_back')));
  if (!row) throw new Error(`no ${kind} automation`);
  return row.id;
}

/** A chosen message, as the run writes it (queued unless said), for the delivery's tests. */
export async function insertMessage(
  app: App,
  input: {
    storeId: string;
    userId: string;
    automationId: string;
    kind?: string;
    period?: string;
    status?: 'queued' | 'sent';
    sentAt?: Date;
    createdAt?: Date;
  },
): Promise<string> {
  const [row] = await app.db
    .insert(automationMessages)
    .values({
      storeId: input.storeId,
      userId: input.userId,
      automationId: input.automationId,
      kind: input.kind ?? 'near_reward',
      period: input.period ?? randomUUID(),
      holdout: false,
      status: input.status ?? 'queued',
      sentAt: input.sentAt ?? null,
      offerKind: 'bonus_stamps',
      offerStamps: 1,
      offerValidUntil: new Date('2030-04-14T12:00:00.000Z'),
      createdAt: input.createdAt ?? input.sentAt ?? new Date('2030-03-15T12:00:00.000Z'),
    })
    .returning({ id: automationMessages.id });
  return row!.id;
}

export async function messageById(app: App, id: string) {
  const [row] = await app.db.select().from(automationMessages).where(eq(automationMessages.id, id));
  return row!;
}
