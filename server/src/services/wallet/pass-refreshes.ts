import type { FastifyInstance } from 'fastify';
import type { WalletPassRow } from '../../db/schema';
import { jobIdOf } from '../../infrastructure/jobs/job-ids';
import {
  contentHashOf,
  createWalletPassesRepository,
} from '../../repositories/wallet-passes-repository';
import { passContentOf, type PassContent } from './pass-content';
import type { AppleWallet, GoogleWallet } from './wallet-vendors';

/** The catch-up of refreshes lost with their process: every minute, from any process. */
const SWEEP_CRON = '* * * * *';
/** Passes queued by one sweep; the next takes the rest. */
const SWEEP_BATCH = 1_000;

interface RefreshJob {
  passId: string;
}

/** A pass as it is served: its content now, and the update tag and `Last-Modified` it carries. */
export interface CurrentPass {
  content: PassContent;
  pass: WalletPassRow;
}

export interface PassRefreshes {
  /**
   * After a commit that changed these customer cards: queues a refresh of their passes the
   * triggers marked, as a background task (`app.background`), after the answer. Never fails the
   * caller: a lost send is the sweep's to catch up.
   */
  refreshCards(customerCardIds: string[]): void;
  /** The same for every card of a customer (a rotated personal code). */
  refreshUser(userId: string): void;
  /**
   * Queues a refresh of every marked pass, and of every pass whose vendors were not told of its
   * last change (a process that died in between); answers how many were queued.
   */
  sweep(): Promise<number>;
  /**
   * The pass as it is now, recorded: a content that changed since it was last built takes a new
   * update tag and `Last-Modified`, and its devices and Google object are told. Undefined when the
   * pass or its card is gone.
   */
  current(passId: string): Promise<CurrentPass | undefined>;
}

/**
 * How a pass follows its card (docs/architecture.md, "Wallet passes"): triggers mark a pass in
 * the transaction that changes anything it shows; after the commit the change's own code queues
 * its refresh (`refreshCards`), and a sweep every minute queues whatever is still marked. A
 * refresh builds the content, and only a content that really changed reaches the vendors.
 */
export async function startPassRefreshes(
  app: FastifyInstance,
  vendors: { apple: AppleWallet | undefined; google: GoogleWallet | undefined },
): Promise<PassRefreshes> {
  const passes = createWalletPassesRepository(app.db);
  const anyVendor = Boolean(vendors.apple || vendors.google);

  const queue = (rows: { id: string; pendingChange: number | string }[]) =>
    app.jobs.sendMany(
      'wallet.refresh',
      rows.map((row) => ({
        // One job per mark: the change's own send and the sweep's store one job between them.
        id: jobIdOf(`wallet.refresh:${row.id}:${row.pendingChange}`),
        data: { passId: row.id } satisfies RefreshJob,
      })),
    );

  async function current(passId: string): Promise<CurrentPass | undefined> {
    const source = await passes.source(passId);
    if (!source) return undefined;
    const now = app.now();
    const content = passContentOf(source, app.config.publicUrl, now);
    const settled = await app.db.transaction((tx) =>
      createWalletPassesRepository(tx).settle(
        passId,
        contentHashOf(content),
        source.pass.pendingChange,
        now,
      ),
    );
    if (!settled) return undefined;
    // Told once the jobs are queued, so a process that dies in between leaves the pass owed: the
    // retry of its refresh, or the sweep, tells the vendors still.
    if (settled.pass.version > settled.pass.notifiedVersion) {
      await vendors.apple?.queuePushes(passId);
      await vendors.google?.queueUpdate(passId);
      await passes.markNotified(passId, settled.pass.version);
    }
    return { content, pass: settled.pass };
  }

  async function sweep(): Promise<number> {
    const rows = await passes.owed(SWEEP_BATCH);
    if (rows.length) await queue(rows);
    return rows.length;
  }

  await app.jobs.work<RefreshJob>('wallet.refresh', async ({ passId }) => {
    await current(passId);
  });
  await app.jobs.work('wallet.sweep', async () => {
    await sweep();
  });
  if (app.config.env !== 'test' && anyVendor) await app.jobs.schedule('wallet.sweep', SWEEP_CRON);

  const queuePending = (find: () => Promise<{ id: string; pendingChange: number }[]>) =>
    app.background.run('wallet pass refresh (the sweep queues it otherwise)', async () => {
      const rows = await find();
      if (rows.length) await queue(rows);
    });

  return {
    refreshCards: (customerCardIds) => queuePending(() => passes.pendingOfCards(customerCardIds)),
    refreshUser: (userId) => queuePending(() => passes.pendingOfUser(userId)),
    sweep,
    current,
  };
}
