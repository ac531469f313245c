import type { FastifyInstance } from 'fastify';
import type { AppleWalletSettings } from '../../../config';
import { jobIdOf } from '../../../infrastructure/jobs/job-ids';
import {
  createApnsClient,
  type ApnsAnswer,
  type ApnsClient,
} from '../../../infrastructure/wallet/apns-client';
import { createWalletRegistrationsRepository } from '../../../repositories/wallet-registrations-repository';

/** One device to tell that a pass changed (a `wallet.apns` job). */
interface ApnsJob {
  passId: string;
  deviceLibraryIdentifier: string;
}

/**
 * What a pass's push says: nothing. Wallet reads the payload of no pass push; it asks the web
 * service which passes changed (Apple: topic = the Pass Type ID, payload an empty dictionary).
 */
const PAYLOAD = '{}';

/** APNs's answers that say the device will never take a push on this token again. */
function tokenIsGone(status: number, reason: string | undefined): boolean {
  return status === 410 || (status === 400 && reason === 'BadDeviceToken');
}

/** APNs's answers worth trying again: it is busy, or failing on its side. */
function worthRetrying(status: number): boolean {
  return status === 429 || status >= 500;
}

/** A push token is a capability: logs show enough of it to match, no more. */
function shortToken(pushToken: string): string {
  return `${pushToken.slice(0, 8)}…`;
}

/**
 * The pushes that tell devices a pass changed (docs/architecture.md, "Wallet passes"): one
 * durable job per registered device, whose worker posts to APNs with the Pass Type ID certificate
 * as the TLS client certificate. A failure APNs may get over (429, 5xx, no answer) throws, so the
 * queue tries again with backoff (JOB_RETRIES); a token APNs reports gone unregisters the device.
 */
export async function startApnsPushes(app: FastifyInstance, settings: AppleWalletSettings) {
  const registrations = createWalletRegistrationsRepository(app.db);
  const client: ApnsClient = createApnsClient({
    origin: settings.apnsOrigin,
    certificate: settings.certificate,
    key: settings.key,
    passphrase: settings.keyPassphrase,
    caCertificate: settings.apnsCaCertificate,
  });
  // The queue stops at preClose, so no push is being sent by the time the connection closes.
  app.addHook('onClose', () => client.close());

  await app.jobs.work<ApnsJob>('wallet.apns', async ({ passId, deviceLibraryIdentifier }) => {
    // The token as registered now: a device that unregistered since gets nothing, and one that
    // registered again with a new token is reached on it.
    const pushToken = await registrations.pushTokenOf(deviceLibraryIdentifier, passId);
    if (!pushToken) return;
    let answer: ApnsAnswer;
    try {
      answer = await client.send(
        pushToken,
        {
          'apns-topic': settings.passTypeId,
          // A push that shows nothing: APNs wants such a push typed "background", at priority 5.
          'apns-push-type': 'background',
          'apns-priority': '5',
        },
        PAYLOAD,
      );
    } catch (error) {
      // No answer (APNs unreachable, a TLS handshake it refused, the bound passed): tried again.
      app.log.warn({ err: error, passId }, 'APNs did not take a pass update push; retrying');
      throw error;
    }
    const { status, reason } = answer;
    if (status === 200) return;
    const details = { passId, pushToken: shortToken(pushToken), status, reason };
    if (tokenIsGone(status, reason)) {
      await registrations.removePushToken(deviceLibraryIdentifier, pushToken);
      app.log.info(details, 'APNs reports the device gone: its pass registrations are removed');
      return;
    }
    if (worthRetrying(status)) {
      app.log.warn(details, 'APNs is busy or failing; the pass update push is retried');
      throw new Error(`APNs answered ${status} ${reason ?? ''}`.trim());
    }
    // A refusal of the push itself (a certificate APNs does not take for the topic, say): trying
    // again sends the same refusal. The operator's log says what to fix.
    app.log.error(details, 'APNs refused a pass update push');
  });

  return {
    /**
     * Queues a push to every device registered for the pass. The job id names the pass's update
     * tag, so queuing twice for one change stores one job per device, and a later change gets
     * jobs of its own.
     */
    async queuePushes(passId: string): Promise<void> {
      const targets = await registrations.pushTargets(passId);
      if (!targets.length) return;
      await app.jobs.sendMany(
        'wallet.apns',
        targets.map((target) => ({
          id: jobIdOf(`wallet.apns:${passId}:${target.version}:${target.deviceLibraryIdentifier}`),
          data: {
            passId,
            deviceLibraryIdentifier: target.deviceLibraryIdentifier,
          } satisfies ApnsJob,
        })),
      );
    },
  };
}
