import type { FastifyInstance } from 'fastify';
import type { GoogleWalletSettings } from '../../../config';
import { jobIdOf } from '../../../infrastructure/jobs/job-ids';
import type { GoogleWalletApi } from '../../../infrastructure/wallet/google-wallet-api';
import { createWalletGoogleRepository } from '../../../repositories/wallet-google-repository';
import {
  contentHashOf,
  createWalletPassesRepository,
} from '../../../repositories/wallet-passes-repository';
import { passContentOf } from '../pass-content';
import { loyaltyClassOf } from './loyalty-class';
import { loyaltyObjectOf } from './loyalty-object';

interface GoogleUpdateJob {
  passId: string;
}

/**
 * Rounds of one update: a second round finds everything sent and stops. More happen only when
 * another process stored an older content over ours meanwhile; past that, the job fails and is
 * tried again later.
 */
const MAX_ROUNDS = 3;

/**
 * Google's copies of a pass follow its card (docs/architecture.md, "Wallet passes"): one durable
 * `wallet.google` job per new version of a pass. The job reads the pass as it is now (not through
 * `app.wallet.current`, which would queue this job again), and patches the loyalty object, and the
 * card's class, only when what they show differs from what was last sent.
 */
export async function startGoogleUpdates(
  app: FastifyInstance,
  settings: GoogleWalletSettings,
  api: GoogleWalletApi,
): Promise<{ queueUpdate(passId: string): Promise<void> }> {
  const passes = createWalletPassesRepository(app.db);
  const sent = createWalletGoogleRepository(app.db);
  const { issuerId } = settings;
  const { publicUrl } = app.config;

  /** The class and the object as they should be now, with their hashes. */
  async function wanted(passId: string) {
    const source = await passes.source(passId);
    if (!source) return undefined;
    const content = passContentOf(source, publicUrl, app.now());
    const loyaltyClass = loyaltyClassOf(content, { issuerId, publicUrl });
    const object = loyaltyObjectOf(content, issuerId);
    return {
      rewardCardId: content.rewardCardId,
      loyaltyClass,
      classHash: contentHashOf(loyaltyClass),
      object,
      objectHash: contentHashOf(object),
    };
  }

  async function update(passId: string): Promise<void> {
    // A class Google does not have yet is asked about once per job: nobody has saved a pass of it.
    let classMissing = false;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const now = await wanted(passId);
      if (!now) return; // The pass or its card is gone.
      const classDue = !classMissing && now.classHash !== (await sent.classHash(now.rewardCardId));
      const objectDue = now.objectHash !== (await sent.objectHash(passId));
      if (!classDue && !objectDue) return;
      if (classDue) {
        const outcome = await api.patch('loyaltyClass', now.loyaltyClass.id, now.loyaltyClass);
        // A missing class is not recorded: the next save link carries the design as it is then,
        // and the first update after that patches it if it changed.
        if (outcome === 'missing') classMissing = true;
        else await sent.setClassHash(now.rewardCardId, now.classHash, app.now());
      }
      if (objectDue) {
        const outcome = await api.patch('loyaltyObject', now.object.id, now.object);
        // Not saved by its customer yet: their save link will carry the content of its moment.
        if (outcome === 'missing') return;
        await sent.setObjectHash(passId, now.objectHash);
      }
    }
    throw new Error(`Google Wallet pass ${passId} kept changing during its update`);
  }

  await app.jobs.work<GoogleUpdateJob>('wallet.google', async ({ passId }) => {
    await update(passId);
  });

  return {
    async queueUpdate(passId) {
      const pass = await passes.find(passId);
      if (!pass) return;
      // One job per version: a later change makes a new job, a repeated ask for the same stores one.
      await app.jobs.send('wallet.google', { passId } satisfies GoogleUpdateJob, {
        id: jobIdOf(`wallet.google:${passId}:${pass.version}`),
      });
    },
  };
}
