import { merchantRequestInitialValues, type MerchantRequestValues } from './merchantRequestSchema';

/** The draft of the merchant request form lives in localStorage under the session's draft id. */
export const merchantRequestDraftKey = (draftId: string) => `qrewards:merchant-request:${draftId}`;

/** The saved draft, or null when there is none (or it cannot be read). */
export function loadMerchantRequestDraft(draftId: string): MerchantRequestValues | null {
  try {
    const saved = window.localStorage.getItem(merchantRequestDraftKey(draftId));
    if (!saved) return null;
    const parsed: unknown = JSON.parse(saved);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const values = merchantRequestInitialValues();
    for (const key of Object.keys(values) as (keyof MerchantRequestValues)[]) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') Object.assign(values, { [key]: value });
    }
    return values;
  } catch {
    return null;
  }
}

export function saveMerchantRequestDraft(draftId: string, values: MerchantRequestValues) {
  try {
    window.localStorage.setItem(merchantRequestDraftKey(draftId), JSON.stringify(values));
  } catch {
    // Storage full or disabled: the draft is a convenience, the form still works.
  }
}

export function clearMerchantRequestDraft(draftId: string) {
  try {
    window.localStorage.removeItem(merchantRequestDraftKey(draftId));
  } catch {
    // As above.
  }
}
