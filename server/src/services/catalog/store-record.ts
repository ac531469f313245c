import type { StoreRecord } from '../../contract/store';
import type { StoreWithCategory } from '../../repositories/public-store-pages';
import { toCategoryRecord } from './category-record';

// Makes the store record (contract/store.ts) from its rows.

/**
 * A store's logo: its own, else its merchant's brand logo (`POST /stores/me/avatar` without
 * `store_id`), else none.
 */
export function toStoreRecord({
  store,
  category,
  branchesCount,
  brandLogoUrl,
}: StoreWithCategory): StoreRecord {
  return {
    id: store.id,
    merchant_id: store.merchantId,
    name: store.name,
    slug: store.slug,
    description: store.description,
    category: category ? toCategoryRecord(category) : null,
    avatar_url: store.avatarUrl ?? brandLogoUrl,
    phone: store.phone,
    email: store.email,
    website: store.website,
    address_line: store.addressLine,
    city: store.city,
    postal_code: store.postalCode,
    country: store.country,
    latitude: store.latitude,
    longitude: store.longitude,
    status: store.status,
    branches_count: branchesCount,
    created_at: store.createdAt.toISOString(),
    updated_at: store.updatedAt.toISOString(),
  };
}
