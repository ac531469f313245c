import type { BranchRecord } from '../../contract/branch';
import type { BranchRow } from '../../db/schema';

// Makes the branch record (contract/branch.ts) from its row.

export function toBranchRecord(row: BranchRow): BranchRecord {
  return {
    id: row.id,
    store_id: row.storeId,
    name: row.name,
    address_line: row.addressLine,
    city: row.city,
    postal_code: row.postalCode,
    country: row.country,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    opening_hours: row.openingHours,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
