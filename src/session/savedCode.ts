/**
 * The customer's code as last seen online, kept in this browser so the code page and the
 * dashboard (the installed app's start page) open offline (docs/product.md, "Your code offline").
 * One entry, for the account that saved it; logging out removes it (src/session/logOut.ts).
 */

import type { CustomerCard } from '../api/rewardCards';

/** What the code page shows of one card: enough to tell the cashier where the customer stands. */
export interface CardSummary {
  /** The customer card's id (its wallet buttons ask by it); absent from copies saved before it was kept. */
  id?: string;
  store_name: string;
  title: string;
  stamps: number;
  stamps_required: number;
  /** Stamps past a full card; absent from copies saved before it was kept. */
  stamps_waiting?: number;
  /**
   * When the ready reward and the stamps expire under the store's rules (null: they do not);
   * absent from copies saved before they were kept.
   */
  reward_expires_at?: string | null;
  stamps_expire_at?: string | null;
}

export interface SavedCode {
  user_id: string;
  qr_code: string;
  /** The short code under the QR code; absent from copies saved before it existed. */
  short_code?: string;
  first_name: string;
  /** Null when the card progress could not be read with the code. */
  cards: CardSummary[] | null;
  /** ISO 8601: when the page last read these from the server. */
  saved_at: string;
}

export const SAVED_CODE_KEY = 'qrewards:my-code';

/** The cards as the saved copy keeps them (the dashboard and the code page save the same). */
export const summariseCards = (cards: CustomerCard[]): CardSummary[] =>
  cards.map((card) => ({
    id: card.id,
    store_name: card.store.name,
    title: card.reward_card.title,
    stamps: card.stamps,
    stamps_required: card.reward_card.stamps_required,
    stamps_waiting: card.stamps_waiting,
    reward_expires_at: card.reward_expires_at,
    stamps_expire_at: card.stamps_expire_at,
  }));

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): Store | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (private mode, settings): the page works online only
  }
};

export function saveCode(code: SavedCode, storage = browserStorage()) {
  try {
    storage?.setItem(SAVED_CODE_KEY, JSON.stringify(code));
  } catch {
    // A full or blocked storage costs the offline copy only.
  }
}

/** The saved code of `userId`, or null: none, another account's, or unreadable. */
export function readSavedCode(userId: string, storage = browserStorage()): SavedCode | null {
  try {
    const raw = storage?.getItem(SAVED_CODE_KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedCode>;
    const valid =
      saved.user_id === userId &&
      typeof saved.qr_code === 'string' &&
      saved.qr_code !== '' &&
      typeof saved.first_name === 'string' &&
      typeof saved.saved_at === 'string' &&
      !Number.isNaN(Date.parse(saved.saved_at));
    return valid ? { ...(saved as SavedCode), cards: saved.cards ?? null } : null;
  } catch {
    return null;
  }
}

export function clearSavedCode(storage = browserStorage()) {
  try {
    storage?.removeItem(SAVED_CODE_KEY);
  } catch {
    // Nothing could be saved either.
  }
}
