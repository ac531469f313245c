import type { AccountRecord, MerchantRecord, UserRecord } from '../../contract/account';
import type { MerchantRow, UserRow } from '../../db/schema';

// Makes the account records (contract/account.ts) from their rows.

export function toUserRecord(user: UserRow): UserRecord {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role_id: user.roleId,
    avatar_url: user.avatarUrl,
    birth_date: user.birthDate,
    gender: user.gender,
    status: user.status,
    email_verified: user.emailVerified,
    qr_code: user.qrCode,
    // Never null in the database (its migration backfills it and sets NOT NULL); the row's type
    // says nullable only for the generated ADD COLUMN (db/schema/users.ts).
    short_code: user.shortCode ?? '',
    phone: user.phone,
    phone_findable: user.phoneFindable,
    last_login_at: user.lastLoginAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

export function toMerchantRecord(merchant: MerchantRow, user: UserRow): MerchantRecord {
  return {
    id: merchant.id,
    user_id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    business_name: merchant.businessName,
    business_type: merchant.businessType,
    verification_status: merchant.verificationStatus,
    email_verified: user.emailVerified,
    status: merchant.status,
  };
}

export function toAccountRecord(user: UserRow, merchant: MerchantRow | undefined): AccountRecord {
  return {
    user: toUserRecord(user),
    merchant: merchant ? toMerchantRecord(merchant, user) : null,
  };
}
