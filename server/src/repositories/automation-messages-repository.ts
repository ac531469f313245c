import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { automationMessages, type OfferKind } from '../db/schema';
import { rowsOf } from './raw-rows';

/** One chosen message with what sending it needs: the shop, the customer, their choices. */
export interface DeliveryRow {
  id: string;
  store_id: string;
  user_id: string;
  kind: string;
  status: string;
  broadcast_id: string | null;
  offer_kind: OfferKind | null;
  offer_stamps: number | null;
  offer_valid_until: string | Date | null;
  push_status: string | null;
  store_name: string;
  store_time_zone: string;
  email: string;
  first_name: string;
  /** null: no row, the channel is on. */
  pref_email: boolean | null;
  pref_push: boolean | null;
  subject: string | null;
  body: string | null;
  /** Whether `now` is in the customer's quiet hours (their time zone, else the store's). */
  quiet: boolean;
  /** The end of those quiet hours. */
  quiet_until: string | Date;
}

export interface QuietHours {
  start: number;
  end: number;
}

/** The store's rules a daily run reads. */
export interface RunStore {
  time_zone: string;
  reward_expiry_days: number | null;
  stamp_expiry_months: number | null;
}

/** A store's chosen message as the development routes list it (modules/dev). */
export interface ChosenMessage {
  id: string;
  kind: string;
  email: string;
  holdout: boolean;
  status: string;
  email_status: string | null;
  push_status: string | null;
  offer_stamps: number | null;
}

export function createAutomationMessagesRepository(db: Database) {
  return {
    /** The store's messages, newest first, with their customer's email (development routes). */
    listForStore(storeId: string): Promise<ChosenMessage[]> {
      return rowsOf<ChosenMessage>(
        db,
        sql`select m.id, m.kind, u.email, m.holdout, m.status, m.email_status, m.push_status,
              m.offer_stamps
            from automation_messages m join users u on u.id = m.user_id
            where m.store_id = ${storeId}
            order by m.created_at desc, u.email
            limit 500`,
      );
    },

    async runStore(storeId: string): Promise<RunStore | null> {
      const [store] = await rowsOf<RunStore>(
        db,
        sql`select coalesce(ms.time_zone, 'UTC') as time_zone, s.reward_expiry_days,
              s.stamp_expiry_months
            from stores s left join merchant_settings ms on ms.merchant_id = s.merchant_id
            where s.id = ${storeId}`,
      );
      return store ?? null;
    },

    async userOf(messageId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: automationMessages.userId })
        .from(automationMessages)
        .where(eq(automationMessages.id, messageId));
      return row?.userId ?? null;
    },

    /** Until the transaction ends: one delivery per customer at a time (the caps count them). */
    async lockCustomer(userId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`automations-customer:${userId}`}, 0))`,
      );
    },

    /** The message and what sending it needs; `lock` takes its row (inside a transaction). */
    async delivery(
      messageId: string,
      now: Date,
      quiet: QuietHours,
      lock = false,
    ): Promise<DeliveryRow | null> {
      const zone = sql`coalesce(u.time_zone, ms.time_zone, 'UTC')`;
      const [row] = await rowsOf<DeliveryRow>(
        db,
        sql`
          select m.id, m.store_id, m.user_id, m.kind, m.status, m.broadcast_id, m.offer_kind,
            m.offer_stamps, m.offer_valid_until, m.push_status, s.name as store_name,
            coalesce(ms.time_zone, 'UTC') as store_time_zone,
            u.email, u.first_name, p.email as pref_email, p.push as pref_push,
            b.subject, b.body,
            extract(hour from ${now}::timestamptz at time zone ${zone})
              not between ${quiet.end} and ${quiet.start - 1} as quiet,
            ((((${now}::timestamptz at time zone ${zone}) - make_interval(hours => ${quiet.end}))::date
              + 1 + make_interval(hours => ${quiet.end})) at time zone ${zone}) as quiet_until
          from automation_messages m
          join stores s on s.id = m.store_id
          join users u on u.id = m.user_id
          left join merchant_settings ms on ms.merchant_id = s.merchant_id
          left join message_preferences p on p.user_id = m.user_id and p.store_id = m.store_id
          left join broadcasts b on b.id = m.broadcast_id
          where m.id = ${messageId}
          ${lock ? sql`for update of m` : sql``}`,
      );
      return row ?? null;
    },

    /**
     * The customer's sent messages counted by the caps: at this shop in the last 7 days, and
     * across shops in the last 24 hours (one-off messages included).
     */
    async capCounts(userId: string, storeId: string, now: Date) {
      const [caps] = await rowsOf<{ shop_week: number; day: number }>(
        db,
        sql`select
            count(*) filter (where store_id = ${storeId})::int as shop_week,
            count(*) filter (where sent_at > ${now}::timestamptz - interval '1 day')::int as day
          from automation_messages
          where user_id = ${userId} and status = 'sent'
            and sent_at > ${now}::timestamptz - interval '7 days'`,
      );
      return { shopWeek: caps?.shop_week ?? 0, day: caps?.day ?? 0 };
    },

    /** Nothing sent: the reason, the channels' opt-outs, and no offer (it was never told). */
    async skip(
      messageId: string,
      reason: string,
      optedOut: { email: boolean; push: boolean },
    ): Promise<void> {
      await db
        .update(automationMessages)
        .set({
          status: 'skipped',
          skippedReason: reason,
          emailStatus: optedOut.email ? 'opted_out' : null,
          pushStatus: optedOut.push ? 'opted_out' : null,
          offerKind: null,
          offerStamps: null,
          offerValidUntil: null,
        })
        .where(eq(automationMessages.id, messageId));
    },

    async markSent(
      messageId: string,
      values: {
        now: Date;
        emailStatus: string;
        pushStatus: string | null;
        content: { subject: string; text: string };
      },
    ): Promise<void> {
      await db
        .update(automationMessages)
        .set({
          status: 'sent',
          sentAt: values.now,
          emailStatus: values.emailStatus,
          pushStatus: values.pushStatus,
          content: values.content,
        })
        .where(eq(automationMessages.id, messageId));
    },

    async setPushStatus(messageId: string, status: string): Promise<void> {
      await db
        .update(automationMessages)
        .set({ pushStatus: status })
        .where(eq(automationMessages.id, messageId));
    },

    /** The email was handed to the transport. */
    async emailDelivered(messageId: string): Promise<void> {
      await db
        .update(automationMessages)
        .set({ emailStatus: 'delivered' })
        .where(
          and(eq(automationMessages.id, messageId), eq(automationMessages.emailStatus, 'sent')),
        );
    },

    /** The first click of a message's link; later ones change nothing. */
    async markClicked(messageId: string, now: Date): Promise<void> {
      await db
        .update(automationMessages)
        .set({ clickedAt: now })
        .where(and(eq(automationMessages.id, messageId), isNull(automationMessages.clickedAt)));
    },
  };
}

export type AutomationMessagesRepository = ReturnType<typeof createAutomationMessagesRepository>;
