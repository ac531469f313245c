import type { MerchantRequest } from '../../api/merchantRequests';
import type { Merchant } from '../../session/sessionTypes';
import { merchantRequestInitialValues, type MerchantRequestValues } from './merchantRequestSchema';

/**
 * The request form's starting values from what the merchant already told us: the answers of a
 * request that was not accepted (to correct and send again), else the business name and type
 * given at sign-up. Nobody is asked the same thing twice (docs/product.md, "Merchant request").
 */
export function knownAnswers(
  merchant: Pick<Merchant, 'business_name' | 'business_type'> | null,
  latest: MerchantRequest | undefined,
): MerchantRequestValues {
  if (latest?.status === 'rejected') {
    const { business_name, business_type, category_id, store_name, description, phone } = latest;
    const { address_line, city, postal_code, country, website } = latest;
    return {
      business_name,
      business_type,
      category_id,
      store_name,
      description,
      phone,
      address_line,
      city,
      postal_code,
      country,
      website: website ?? '',
    };
  }
  const blank = merchantRequestInitialValues();
  return {
    ...blank,
    business_name: merchant?.business_name ?? '',
    business_type: merchant?.business_type ?? blank.business_type,
  };
}
