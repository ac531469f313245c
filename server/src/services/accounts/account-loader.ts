import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { createMerchantsRepository } from '../../repositories/merchants-repository';
import { type AccountRecord } from '../../contract/account';
import { toAccountRecord } from './records';

/** `{ user, merchant|null }` for a user row: the merchant is looked up for merchants only. */
export async function loadAccount(db: Database, user: UserRow): Promise<AccountRecord> {
  const merchant =
    user.roleId === 'merchant'
      ? await createMerchantsRepository(db).findByUserId(user.id)
      : undefined;
  return toAccountRecord(user, merchant);
}
