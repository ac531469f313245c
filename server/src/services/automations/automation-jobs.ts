import type { FastifyInstance } from 'fastify';
import type { AutomationKind } from '../../db/schema';
import { jobIdOf } from '../../infrastructure/jobs/job-ids';
import type { PushSender } from '../../infrastructure/push/push-sender';
import { expireCards } from '../rewards/expire-cards';
import { createAutomationsRepository } from '../../repositories/automations-repository';
import {
  createAutomationMessagesRepository,
  type DeliveryRow,
} from '../../repositories/automation-messages-repository';
import { automationsOf } from './defaults';
import { renderMessage } from './email-content';
import { eligibleFor } from '../../repositories/automation-eligibility';
import { createLinkTokens, type LinkTokens } from './message-tokens';

/** The local hour from which a store's daily run may start (docs/product.md, "Automations"). */
export const DAILY_RUN_HOUR = 10;
/** The cron of `automations.tick`: every 15 minutes (UTC; the stores' hours are local). */
export const TICK_CRON = '*/15 * * * *';
/** At most this many automated messages per customer and shop in 7 days. */
export const WEEKLY_CAP_PER_SHOP = 1;
/** At most this many messages per customer per 24 hours across shops. */
export const DAILY_CAP = 3;
/** No push between these local hours (the email still goes); the push waits for QUIET_END. */
export const QUIET_START_HOUR = 21;
export const QUIET_END_HOUR = 9;
const QUIET_HOURS = { start: QUIET_START_HOUR, end: QUIET_END_HOUR };

/** The mail `kind` of every automated or one-off message (its `ref` is the message's id). */
export const MESSAGE_MAIL_KIND = 'automation';

export interface RunJob {
  storeId: string;
  localDate: string;
}
export interface MessageJob {
  messageId: string;
}

/** Links of a message: the tracked click, the unsubscribe page and its one-click POST. */
export function messageLinks(app: FastifyInstance, tokens: LinkTokens, m: MessageLinkFacts) {
  const base = app.config.publicUrl;
  const api = `${base}${app.config.apiPrefix}/messaging`;
  const unsubscribe = tokens.sign({ t: 'unsubscribe', u: m.userId, s: m.storeId, c: 'email' });
  const pushUnsubscribe = tokens.sign({ t: 'unsubscribe', u: m.userId, s: m.storeId, c: 'push' });
  const click = tokens.sign({ t: 'click', m: m.messageId });
  return {
    clickUrl: `${api}/click/${click}`,
    /** The SPA's confirmation page (it asks `GET /messaging/unsubscribe` what the token names). */
    unsubscribePage: `${base}/unsubscribe?token=${unsubscribe}`,
    pushUnsubscribePage: `${base}/unsubscribe?token=${pushUnsubscribe}`,
    /** RFC 8058's one-click target: a POST without a session. */
    oneClick: `${api}/unsubscribe?token=${unsubscribe}`,
  };
}

interface MessageLinkFacts {
  messageId: string;
  userId: string;
  storeId: string;
}

/**
 * The daily run and the sending (docs/product.md, "Automations"; docs/architecture.md,
 * "Background jobs"): `automations.tick` finds stores due, `automations.run` chooses a store's
 * customers for its local day, `automations.deliver` sends one chosen message, `automations.push`
 * its push part.
 */
export function createAutomationJobs(app: FastifyInstance) {
  const tokens = createLinkTokens(app.codeHasher);
  // The push plugin (plugins/push.ts) decorates every app; read at sending time, so a test can
  // put a stand-in in its place.
  const push = (): PushSender => app.push;

  /** Enqueues the day's run of every store due: once per store and local date, whoever sends. */
  async function tick(): Promise<number> {
    const due = await createAutomationsRepository(app.db).storesDue(app.now(), DAILY_RUN_HOUR);
    for (const { store_id: storeId, local_date: localDate } of due) {
      await app.jobs.send('automations.run', { storeId, localDate } satisfies RunJob, {
        id: jobIdOf(`automations.run:${storeId}:${localDate}`),
      });
    }
    return due.length;
  }

  /**
   * Chooses the customers of each enabled automation (ON CONFLICT: a retried or parallel run adds
   * nobody twice), then enqueues a delivery per queued message (job id = the message's id).
   */
  async function run({ storeId, localDate }: RunJob): Promise<number> {
    const repository = createAutomationsRepository(app.db);
    const now = app.now();
    const store = await createAutomationMessagesRepository(app.db).runStore(storeId);
    if (!store) return 0;
    await repository.startRun(storeId, localDate, now);
    // What has expired is taken off the cards first (the counter and every read already treat it
    // as gone: docs/product.md, "Expiry"), so the reminders below see the cards as they are.
    if (store.reward_expiry_days !== null || store.stamp_expiry_months !== null) {
      await expireCards(app.db, storeId, now);
    }
    const day = { storeId, timeZone: store.time_zone, today: localDate, now };
    const rules = {
      rewardExpiryDays: store.reward_expiry_days,
      stampExpiryMonths: store.stamp_expiry_months,
    };
    let chosen = 0;
    for (const automation of automationsOf(await repository.list(storeId))) {
      if (!automation.enabled || !automation.id) continue;
      chosen += await repository.choose({
        storeId,
        automationId: automation.id,
        kind: automation.kind,
        eligible: eligibleFor(automation.kind, automation, day, rules),
        holdoutPercent: automation.holdoutPercent,
        offer: automation,
        now,
      });
    }
    await enqueueQueued(storeId);
    await repository.finishRun(storeId, localDate, chosen, app.now());
    return chosen;
  }

  async function enqueueQueued(storeId: string): Promise<void> {
    const ids = await createAutomationsRepository(app.db).queued(storeId);
    await app.jobs.sendMany(
      'automations.deliver',
      ids.map((messageId) => ({ id: messageId, data: { messageId } satisfies MessageJob })),
    );
  }

  /**
   * Sends one chosen message, under a lock on the customer (the caps count per customer): checks
   * their channels and the caps, writes sent or skipped, then queues the email (and the push) with
   * job ids made from the message's, so a retry after a crash queues nothing twice (a message
   * already `sent` only has its jobs queued again, which stores nothing new).
   */
  async function deliver({ messageId }: MessageJob): Promise<void> {
    const now = app.now();
    const outcome = await app.db.transaction(async (tx) => {
      const messages = createAutomationMessagesRepository(tx);
      const userId = await messages.userOf(messageId);
      if (!userId) return null;
      await messages.lockCustomer(userId);
      const row = await messages.delivery(messageId, now, QUIET_HOURS, true);
      if (!row) return null;
      const wantsEmail = row.pref_email ?? true;
      const wantsPush = row.pref_push ?? true;
      if (row.status === 'sent') return { row, wantsEmail, wantsPush };
      if (row.status !== 'queued') return null;
      const optedOut = { email: !wantsEmail, push: !(row.pref_push ?? true) };
      if (!wantsEmail && !wantsPush) {
        await messages.skip(messageId, 'opted_out', optedOut);
        return null;
      }
      // One-off messages count toward the caps but are not held by them: the merchant chose them.
      if (row.kind !== 'one_off') {
        const caps = await messages.capCounts(row.user_id, row.store_id, now);
        const reason =
          caps.shopWeek >= WEEKLY_CAP_PER_SHOP
            ? 'weekly_cap'
            : caps.day >= DAILY_CAP
              ? 'daily_cap'
              : null;
        if (reason) {
          await messages.skip(messageId, reason, optedOut);
          return null;
        }
      }
      const content = contentOf(row);
      await messages.markSent(messageId, {
        now,
        emailStatus: wantsEmail ? 'sent' : 'opted_out',
        pushStatus: optedOut.push ? 'opted_out' : null,
        content: { subject: content.subject, text: content.text },
      });
      return { row, wantsEmail, wantsPush };
    });
    if (!outcome) return;
    const { row, wantsEmail, wantsPush } = outcome;
    const content = contentOf(row);
    const links = linksOf(row);
    if (wantsEmail) {
      await app.mailer.send(
        {
          to: row.email,
          subject: content.subject,
          text: content.text,
          html: content.html,
          kind: MESSAGE_MAIL_KIND,
          ref: row.id,
          headers: {
            'List-Unsubscribe': `<${links.oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        { id: jobIdOf(`automation-email:${row.id}`) },
      );
    }
    if (wantsPush) {
      // Quiet hours hold the push back to their end; the email went now.
      await app.jobs.send('automations.push', { messageId: row.id } satisfies MessageJob, {
        id: jobIdOf(`automation-push:${row.id}`),
        startAfter: row.quiet ? new Date(row.quiet_until) : undefined,
      });
    }
  }

  function linksOf(row: DeliveryRow) {
    return messageLinks(app, tokens, {
      messageId: row.id,
      userId: row.user_id,
      storeId: row.store_id,
    });
  }

  function contentOf(row: DeliveryRow) {
    const links = linksOf(row);
    return renderMessage({
      kind: row.kind,
      storeName: row.store_name,
      firstName: row.first_name,
      offerKind: row.offer_kind,
      offerStamps: row.offer_stamps,
      offerValidUntil: row.offer_valid_until ? new Date(row.offer_valid_until) : null,
      timeZone: row.store_time_zone,
      subject: row.subject ?? undefined,
      body: row.body ?? undefined,
      clickUrl: links.clickUrl,
      unsubscribeUrl: links.unsubscribePage,
    });
  }

  /** The push part of a sent message (held past quiet hours by its job's start). */
  async function sendPush({ messageId }: MessageJob): Promise<void> {
    const sender = push();
    const messages = createAutomationMessagesRepository(app.db);
    const row = await messages.delivery(messageId, app.now(), QUIET_HOURS);
    if (!row || row.status !== 'sent' || row.push_status !== null) return;
    if (row.pref_push === false) {
      await messages.setPushStatus(messageId, 'opted_out');
      return;
    }
    const content = contentOf(row);
    const links = linksOf(row);
    const status = await sender.sendToUser(row.user_id, {
      title: content.pushTitle,
      body: content.pushBody,
      url: links.clickUrl,
      tag: `qrewards-${row.kind}-${row.store_id}`,
      // Each message lets the customer turn its channel off (docs/product.md, "Automations").
      unsubscribeUrl: links.pushUnsubscribePage,
    });
    await messages.setPushStatus(messageId, status);
  }

  /** Marks a message's email delivered once the email job handed it to the transport. */
  async function emailDelivered(messageId: string): Promise<void> {
    await createAutomationMessagesRepository(app.db).emailDelivered(messageId);
  }

  return { tick, run, deliver, sendPush, emailDelivered, enqueueQueued, tokens };
}

export type AutomationJobs = ReturnType<typeof createAutomationJobs>;

/** Registers the workers (and, outside tests, the tick's cron) in this process. */
export async function startAutomationJobs(app: FastifyInstance): Promise<AutomationJobs> {
  const jobs = createAutomationJobs(app);
  app.mailer.afterDelivery(MESSAGE_MAIL_KIND, jobs.emailDelivered);
  await app.jobs.work('automations.tick', async () => {
    await jobs.tick();
  });
  await app.jobs.work<RunJob>('automations.run', async (data) => {
    await jobs.run(data);
  });
  await app.jobs.work<MessageJob>('automations.deliver', jobs.deliver);
  await app.jobs.work<MessageJob>('automations.push', jobs.sendPush);
  if (app.config.env !== 'test') await app.jobs.schedule('automations.tick', TICK_CRON);
  return jobs;
}

export type { AutomationKind };
