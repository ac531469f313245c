import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { BillingOperation } from '../../db/schema';
import { ConflictError, DomainError } from '../../contract/domain-errors';
import type { IdempotentCall, KeptAnswer } from '../idempotency/answer-once';
import { createBillingLocksRepository } from '../../repositories/billing-locks-repository';
import { createIdempotencyKeysRepository } from '../../repositories/idempotency-keys-repository';
import { claimKey, keepAnswer } from '../idempotency/answer-once';

export const BILLING_BUSY =
  'Another change to your plan or payments is still being made. Try again in a moment.';

/**
 * How long a call may hold a merchant's billing lock before it counts as stopped half-way (the
 * process died between the provider's answer and ours): longer than the slowest exchange with the
 * provider (Stripe: 10 s a request, two retries, up to a few requests a call).
 */
export const BILLING_LOCK_STALE_MS = 5 * 60_000;

/** One call that moves money or saves a card, in the three steps `runMoneyCall` takes. */
export interface MoneyCall<Prepared, Outcome, Body> {
  /**
   * What the merchant's billing lock says is under way; null takes no lock (saving a card takes
   * turns on the merchant's row when it stores the card, and refuses the same card twice).
   */
  operation: BillingOperation | null;
  /**
   * Reads and checks what is asked, in the lock's transaction and after the lock is taken, so the
   * rows it reads stay as they are until the outcome is written. A refusal here keeps nothing.
   */
  prepare(tx: Database): Promise<Prepared>;
  /**
   * Asks the payment provider, outside any transaction (a network exchange may take seconds; the
   * database bounds a statement to one). It may write what must outlive a later failure.
   */
  perform(prepared: Prepared): Promise<Outcome>;
  /** Stores the outcome and answers the status and body the key keeps. */
  record(
    tx: Database,
    prepared: Prepared,
    outcome: Outcome,
  ): Promise<{ status: number; body: Body }>;
}

/**
 * Runs a call that moves a merchant's money (docs/api.md, "One change at a time"):
 * 1. a short transaction claims the `Idempotency-Key` as still being handled (a key seen before
 *    answers its first answer, or 422/409: services/idempotency/answer-once.ts), takes the
 *    merchant's billing lock (held: 409) and runs `prepare`'s checks; it commits, so racing calls
 *    see the key and the lock while the provider is asked;
 * 2. the provider is asked (`perform`), with no transaction open;
 * 3. a second short transaction writes the outcome (`record`), keeps the answer for the key and
 *    gives the lock back.
 * A refusal by the provider (402) or its absence (503) gives the key and the lock back, so the call
 * may be tried again, with the same key too. If the outcome cannot be stored after the provider
 * acted (the database failed at that moment) the key stays "still being handled", so a retry
 * never charges twice, and the lock goes stale after BILLING_LOCK_STALE_MS.
 */
export async function runMoneyCall<Prepared, Outcome, Body>(
  app: FastifyInstance,
  merchantId: string,
  call: IdempotentCall | undefined,
  money: MoneyCall<Prepared, Outcome, Body>,
): Promise<KeptAnswer<Body>> {
  const token = randomUUID();
  const at = app.now();
  const started = await app.db.transaction(
    async (tx): Promise<{ kept: KeptAnswer<Body> } | { prepared: Prepared }> => {
      const kept = call ? await claimKey<Body>(tx, merchantId, call, at) : null;
      if (kept) return { kept };
      if (money.operation) {
        const staleBefore = new Date(at.getTime() - BILLING_LOCK_STALE_MS);
        const locks = createBillingLocksRepository(tx);
        if (!(await locks.take(merchantId, money.operation, token, at, staleBefore))) {
          throw new ConflictError(BILLING_BUSY);
        }
      }
      return { prepared: await money.prepare(tx) };
    },
  );
  if ('kept' in started) return started.kept;

  const giveBack = (tx: Database) =>
    Promise.all([
      money.operation && createBillingLocksRepository(tx).release(merchantId, token),
      call && createIdempotencyKeysRepository(tx).release(merchantId, call.key),
    ]);
  const giveBackAfter = async (error: unknown): Promise<never> => {
    await app.db.transaction(giveBack).catch((releaseError: unknown) => {
      app.log.error({ err: releaseError, merchant_id: merchantId }, 'billing lock not released');
    });
    throw error;
  };

  let outcome: Outcome;
  try {
    outcome = await money.perform(started.prepared);
  } catch (error) {
    return giveBackAfter(error);
  }
  try {
    const answer = await app.db.transaction(async (tx) => {
      const answer = await money.record(tx, started.prepared, outcome);
      if (call) await keepAnswer(tx, merchantId, call, answer);
      if (money.operation) await createBillingLocksRepository(tx).release(merchantId, token);
      return answer;
    });
    return { ...answer, replayed: false };
  } catch (error) {
    // A refusal while storing (the same card saved twice) undid the provider's part itself.
    if (error instanceof DomainError) return giveBackAfter(error);
    app.log.error(
      { err: error, merchant_id: merchantId, operation: money.operation },
      'the payment provider acted but its outcome was not stored',
    );
    throw error;
  }
}
