import webPush from 'web-push';
import type { AppConfig, VapidSettings } from '../../config';
import type { Database } from '../../db/client';
import { createServerKeysRepository } from '../../repositories/server-keys-repository';

/** The row of `server_keys` that keeps a pair made by the server itself. */
export const VAPID_KEY_NAME = 'vapid';

interface StoredPair {
  publicKey: string;
  privateKey: string;
}

function isStoredPair(value: unknown): value is StoredPair {
  if (!value || typeof value !== 'object') return false;
  const pair = value as Record<string, unknown>;
  return typeof pair.publicKey === 'string' && typeof pair.privateKey === 'string';
}

/**
 * `mailto:` the address of SMTP_FROM ("QRewards <no-reply@qrewards.app>"): push services write
 * there about a misbehaving sender. VAPID_SUBJECT comes with the environment's pair only.
 */
export function defaultVapidSubject(smtpFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(smtpFrom)?.[1] ?? smtpFrom.trim();
  return `mailto:${address.includes('@') ? address : 'no-reply@qrewards.app'}`;
}

/**
 * The pair from the environment, or else the one kept in `server_keys`: the first process to
 * start inserts a new pair and every process (that one included) reads back the row that won, so
 * several API processes on one database sign with one pair, and a restart keeps it (every
 * browser's subscription is bound to the public key it was made with).
 */
export async function resolveVapidKeys(
  db: Database,
  config: Pick<AppConfig, 'vapid' | 'smtpFrom'>,
): Promise<VapidSettings> {
  if (config.vapid) return config.vapid;
  const made = webPush.generateVAPIDKeys();
  const candidate: StoredPair = { publicKey: made.publicKey, privateKey: made.privateKey };
  const row = await createServerKeysRepository(db).keepFirst(VAPID_KEY_NAME, candidate);
  if (!isStoredPair(row.value)) {
    // Only a hand-edited row gets here: starting with another pair would orphan every device.
    throw new Error(`server_keys row "${VAPID_KEY_NAME}" is not a VAPID key pair`);
  }
  return {
    publicKey: row.value.publicKey,
    privateKey: row.value.privateKey,
    subject: defaultVapidSubject(config.smtpFrom),
  };
}
