import { useEffect } from 'react';
import type { HomeAnswer } from '../../api/home';
import { readSavedCode, saveCode, summariseCards, type SavedCode } from '../../session/savedCode';

/**
 * The customer's code kept for offline use from the dashboard too, the installed app's start page
 * (docs/product.md, "Your code offline"): saved each time `GET /home` answers, read back when it
 * cannot. A first visit that never opens `/my-code` still leaves a code to show offline.
 */
export function useSavedCode(userId: string | undefined, home: HomeAnswer | undefined) {
  const copy: SavedCode | null =
    userId && home?.role === 'user' && home.qr_code
      ? {
          user_id: userId,
          qr_code: home.qr_code,
          first_name: home.user.first_name ?? '',
          cards: summariseCards(home.cards),
          saved_at: '',
        }
      : null;
  // Saved when what it holds changes, not on every render (the time alone would change it).
  const copyJson = copy ? JSON.stringify(copy) : null;
  useEffect(() => {
    if (!copyJson) return;
    saveCode({ ...(JSON.parse(copyJson) as SavedCode), saved_at: new Date().toISOString() });
  }, [copyJson]);

  return { read: () => (userId ? readSavedCode(userId) : null) };
}
