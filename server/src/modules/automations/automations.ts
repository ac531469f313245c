import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AutomationKind, BroadcastRow } from '../../db/schema';
import { httpError } from '../../http/app-error';
import { createAutomationsRepository } from '../../repositories/automations-repository';
import { answerOnce, type IdempotentCall } from '../../services/idempotency/answer-once';
import { automationsOf, type AutomationSettings } from '../../services/automations/defaults';
import { renderMessage } from '../../services/automations/email-content';
import { segmentOf } from '../../repositories/automation-eligibility';
import { liftOf, MIN_GROUP_SIZE } from '../../services/automations/lift';
import { messageLinks, type AutomationJobs } from '../../services/automations/automation-jobs';
import { merchantSettingsOf } from '../../services/stores/merchant-settings';
import {
  createStoreAccess,
  MANAGERS,
  STORE_NOT_FOUND,
  type Caller,
} from '../../services/staff/store-access';
import type {
  AutomationBody,
  AutomationRecord,
  BroadcastBody,
  BroadcastRecord,
  ExpiryBody,
  ResultRecord,
  SendBroadcastBody,
} from './schemas';
import { isoLocalDate } from '../../services/automations/local-day';

/** How many of `count` chosen customers a one-off message holds out: exact, so the preview is. */
export function holdoutSize(count: number, percent: number): number {
  return Math.round((count * percent) / 100);
}

function recordOf(settings: AutomationSettings & { id: string | null }): AutomationRecord {
  return {
    kind: settings.kind,
    saved: settings.id !== null,
    enabled: settings.enabled,
    offer_kind: settings.offerKind,
    offer_stamps: settings.offerStamps,
    offer_valid_days: settings.offerValidDays,
    holdout_percent: settings.holdoutPercent,
    days_before: settings.daysBefore,
    idle_days: settings.idleDays,
  };
}

function broadcastRecordOf(row: BroadcastRow): BroadcastRecord {
  return {
    id: row.id,
    segment: row.segment,
    subject: row.subject,
    body: row.body,
    offer_kind: row.offerKind,
    offer_stamps: row.offerStamps,
    offer_valid_days: row.offerValidDays,
    holdout_percent: row.holdoutPercent,
    recipients: row.recipients,
    created_at: row.createdAt.toISOString(),
  };
}

export const RECIPIENTS_CHANGED = (now: number, expected: number) =>
  `This segment now has ${now} recipient${now === 1 ? '' : 's'}, not ${expected}: check the preview again before sending.`;

/**
 * A store's automations, expiry rules, results and one-off messages (docs/api.md,
 * "Automations"): its owner and managers; a cashier is 403, another merchant's store 404.
 */
export function createAutomations(app: FastifyInstance, jobs: AutomationJobs) {
  const storeAccess = createStoreAccess(app.db);
  const repository = createAutomationsRepository(app.db);
  const accessOf = (caller: Caller, storeId: string) =>
    storeAccess.atStore(caller, storeId, MANAGERS, STORE_NOT_FOUND);

  async function dayOf(storeId: string, merchantId: string) {
    const { timeZone } = await merchantSettingsOf(app.db, merchantId);
    const now = app.now();
    return { storeId, timeZone, today: isoLocalDate(now, timeZone), now };
  }

  async function preview(caller: Caller, storeId: string, body: BroadcastBody) {
    const { store, merchant } = await accessOf(caller, storeId);
    const day = await dayOf(store.id, merchant.id);
    const count = await repository.segmentSize(segmentOf(body.segment, day));
    const heldOut = holdoutSize(count, body.holdout_percent);
    const links = messageLinks(app, jobs.tokens, {
      messageId: '00000000-0000-4000-8000-000000000000',
      userId: caller.user.id,
      storeId: store.id,
    });
    const email = renderMessage({
      kind: 'one_off',
      storeName: store.name,
      firstName: caller.user.firstName,
      offerKind: body.offer_kind,
      offerStamps: body.offer_stamps,
      offerValidUntil: new Date(day.now.getTime() + body.offer_valid_days * 86_400_000),
      timeZone: day.timeZone,
      subject: body.subject,
      body: body.body,
      clickUrl: links.clickUrl,
      unsubscribeUrl: links.unsubscribePage,
    });
    return {
      recipients: count - heldOut,
      held_out: heldOut,
      email: { subject: email.subject, text: email.text, html: email.html },
    };
  }

  return {
    async overview(caller: Caller, storeId: string) {
      const { store, merchant } = await accessOf(caller, storeId);
      const { timeZone } = await merchantSettingsOf(app.db, merchant.id);
      const run = await repository.lastRun(store.id);
      return {
        automations: automationsOf(await repository.list(store.id)).map(recordOf),
        expiry: {
          reward_expiry_days: store.rewardExpiryDays,
          stamp_expiry_months: store.stampExpiryMonths,
        },
        time_zone: timeZone,
        last_run: run
          ? {
              local_date: run.localDate,
              started_at: run.startedAt.toISOString(),
              finished_at: run.finishedAt?.toISOString() ?? null,
              chosen: run.chosen,
            }
          : null,
      };
    },

    async save(caller: Caller, storeId: string, kind: AutomationKind, body: AutomationBody) {
      const { store } = await accessOf(caller, storeId);
      const row = await repository.save(
        store.id,
        {
          kind,
          enabled: body.enabled,
          offerKind: body.offer_kind,
          offerStamps: body.offer_stamps,
          offerValidDays: body.offer_valid_days,
          daysBefore: body.days_before,
          idleDays: body.idle_days,
          holdoutPercent: body.holdout_percent,
        },
        app.now(),
      );
      return recordOf({ ...row, id: row.id });
    },

    async saveExpiry(caller: Caller, storeId: string, body: ExpiryBody) {
      const { store } = await accessOf(caller, storeId);
      await repository.saveExpiry(
        store.id,
        {
          rewardExpiryDays: body.reward_expiry_days,
          stampExpiryMonths: body.stamp_expiry_months,
        },
        app.now(),
      );
      return body;
    },

    async results(caller: Caller, storeId: string): Promise<ResultRecord[]> {
      const { store } = await accessOf(caller, storeId);
      const rows = await repository.results(store.id, app.now());
      return rows.map((row) => {
        const messaged = { size: row.messaged_matured, returned: row.messaged_returned };
        const holdout = { size: row.holdout_matured, returned: row.holdout_returned };
        const lift = liftOf(messaged, holdout);
        return {
          source: row.kind === 'one_off' ? 'one_off' : 'automation',
          id: row.source_id,
          kind: row.kind,
          eligible: row.eligible,
          held_out: row.held_out,
          sent: row.sent,
          delivered: row.delivered,
          clicked: row.clicked,
          maturing: row.maturing,
          messaged: { ...messaged, rate: lift.messaged_rate },
          holdout: { ...holdout, rate: lift.holdout_rate },
          lift: lift.lift,
          ci_low: lift.ci_low,
          ci_high: lift.ci_high,
          enough_data: lift.enough_data,
        };
      });
    },

    minGroupSize: MIN_GROUP_SIZE,
    preview,

    async listBroadcasts(caller: Caller, storeId: string) {
      const { store } = await accessOf(caller, storeId);
      return (await repository.listBroadcasts(store.id)).map(broadcastRecordOf);
    },

    /**
     * Sends a one-off message: under a lock on the store (two sends cannot race), once per
     * Idempotency-Key, and only if the segment still has the previewed number of recipients.
     */
    async send(
      caller: Caller,
      storeId: string,
      body: SendBroadcastBody,
      call: IdempotentCall | undefined,
    ) {
      const { store, merchant } = await accessOf(caller, storeId);
      const day = await dayOf(store.id, merchant.id);
      const answer = await app.db.transaction(async (tx) => {
        const txRepository = createAutomationsRepository(tx);
        await txRepository.lockStoreSends(store.id);
        return answerOnce(tx, merchant.id, call, day.now, async () => {
          const segment = segmentOf(body.segment, day);
          const count = await txRepository.segmentSize(segment);
          const recipients = count - holdoutSize(count, body.holdout_percent);
          if (recipients !== body.expected_recipients) {
            throw httpError(
              409,
              'CONFLICT',
              RECIPIENTS_CHANGED(recipients, body.expected_recipients),
              {
                expected_recipients: [String(recipients)],
              },
            );
          }
          const { broadcast } = await txRepository.insertBroadcast({
            storeId: store.id,
            values: {
              segment: body.segment,
              subject: body.subject,
              body: body.body,
              offerKind: body.offer_kind,
              offerStamps: body.offer_stamps,
              offerValidDays: body.offer_valid_days,
              holdoutPercent: body.holdout_percent,
              sentBy: caller.user.id,
            },
            segment,
            holdoutFor: (people) =>
              pickHoldout(people, holdoutSize(people.length, body.holdout_percent)),
            now: day.now,
          });
          return { status: 201, body: broadcastRecordOf(broadcast) };
        });
      });
      // After the commit: the rows exist. A crash before this is caught up by the store's next
      // daily run, which queues every message still queued.
      await jobs.enqueueQueued(store.id);
      return answer;
    },
  };
}

/** `size` people drawn at random (a partial Fisher-Yates shuffle). */
function pickHoldout(people: string[], size: number): Set<string> {
  const pool = [...people];
  for (let i = 0; i < size; i += 1) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return new Set(pool.slice(0, size));
}
