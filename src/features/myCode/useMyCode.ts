import { useEffect } from 'react';
import { asApiError } from '../../api/client/apiError';
import { useGetMyCardsQuery } from '../../api/rewardCards';
import { useGetMeQuery } from '../../api/users';
import { readSavedCode, saveCode, summariseCards, type SavedCode } from '../../session/savedCode';

export type MyCode =
  | { kind: 'loading' }
  /** Read from the server just now. */
  | { kind: 'live'; code: SavedCode }
  /** The server could not be read: the copy saved when it last could. */
  | { kind: 'saved'; code: SavedCode }
  /** The account has no code yet. */
  | { kind: 'none' }
  /** The server could not be reached and nothing was saved. */
  | { kind: 'offline' }
  | { kind: 'failed'; message: string; retry: () => void; retrying: boolean };

/**
 * The signed-in customer's code: from the server when it answers, saved for the next time it
 * does not (docs/product.md, "Your code offline").
 */
export function useMyCode(userId: string): MyCode {
  const me = useGetMeQuery();
  const home = useGetMyCardsQuery();
  const user = me.data?.user;
  const cardsSettled = !home.isLoading;
  const cards = home.data ? summariseCards(home.data) : null;

  const live: SavedCode | null =
    user?.qr_code && me.isSuccess
      ? {
          user_id: user.id,
          qr_code: user.qr_code,
          short_code: user.short_code,
          first_name: user.first_name ?? '',
          cards,
          saved_at: new Date(me.fulfilledTimeStamp).toISOString(),
        }
      : null;
  const liveJson = live && cardsSettled ? JSON.stringify(live) : null;
  useEffect(() => {
    if (liveJson) saveCode(JSON.parse(liveJson) as SavedCode);
  }, [liveJson]);

  if (live) return { kind: 'live', code: live };
  if (me.isSuccess) return { kind: 'none' };
  if (!me.isError) return { kind: 'loading' };
  const saved = readSavedCode(userId);
  if (saved) return { kind: 'saved', code: saved };
  const error = asApiError(me.error);
  if (error.status === 'DEMO_MODE' || !navigator.onLine) return { kind: 'offline' };
  return {
    kind: 'failed',
    message: error.message,
    retry: () => void me.refetch(),
    retrying: me.isFetching,
  };
}
