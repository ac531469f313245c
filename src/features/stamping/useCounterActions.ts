import { useEffect, useState } from 'react';
import type { AlertColor } from '@mui/material/Alert';
import { asApiError } from '../../api/client/apiError';
import {
  useRedeemRewardMutation,
  useStampCustomerMutation,
  useUndoChangeMutation,
  type ChangeKey,
  type CounterOffer,
  type UndoableKind,
} from '../../api/stamping';
import { usePendingKey } from '../../lib/usePendingKey';
import {
  REDEMPTION_UNDONE_MESSAGE,
  STAMP_UNDONE_MESSAGE,
  STAMP_UNREACHABLE_MESSAGE,
  UNREACHABLE_MESSAGE,
  mayRetry,
  nextStampMessage,
  redeemedByMessage,
  rewardReadyMessage,
  rewardRedeemedMessage,
  stampedByMessage,
  offerMessage,
  stampAddedMessage,
  stampsWaitingMessage,
} from './counterMessages';

export interface CounterNotice {
  severity: AlertColor;
  message: string;
  /** A second line: when a refused stamp is possible again, in the viewer's own time. */
  detail?: string;
  /** Sends the failed request again, when its outcome is unknown. */
  retry?: () => void;
}

interface CounterTarget {
  rewardCardId: string;
  customerKey: ChangeKey;
  branchId?: string;
  firstName: string;
  reward: string;
  /** Told after each change the server made (the scanner reads the numbers again as it closes). */
  onChange?: () => void;
}

/** What each undo says once done. */
const UNDONE_MESSAGES: Record<UndoableKind, string> = {
  stamp: STAMP_UNDONE_MESSAGE,
  redeem: REDEMPTION_UNDONE_MESSAGE,
};

/**
 * Stamp, redeem and undo for the customer in front of the cashier, and what each did. Each tap
 * gets one `Idempotency-Key` (usePendingKey), so the customer never gets a stamp twice and a
 * reward is never given away twice by a double tap or a retry. Undo takes back the last stamp or
 * redemption, for as long as the server's `undo_until` allows. The card each change answers goes
 * into the lookup's cache (src/api/stamping.ts), where the counter reads it.
 */
export function useCounterActions(target: CounterTarget) {
  const [notice, setNotice] = useState<CounterNotice | null>(null);
  const [undoable, setUndoable] = useState<{
    kind: UndoableKind;
    interactionId: string;
    until: number;
    /** The offers a stamp used: its undo gives them back. */
    offers?: CounterOffer[];
  } | null>(null);
  const stampKey = usePendingKey();
  const redeemKey = usePendingKey();
  const undoKey = usePendingKey();
  const [sendStamp, stamping] = useStampCustomerMutation();
  const [sendRedeem, redeeming] = useRedeemRewardMutation();
  const [sendUndo, undoing] = useUndoChangeMutation();
  const { rewardCardId, customerKey, branchId, firstName, reward, onChange } = target;
  const where = branchId ? { branch_id: branchId } : {};

  // docs/product.md, "Scanning a customer": Undo stays for the server's `undo_until` (10 minutes).
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), Math.max(0, undoable.until - Date.now()));
    return () => clearTimeout(timer);
  }, [undoable]);

  const failed = (error: unknown, retry: () => void, unreachable = UNREACHABLE_MESSAGE) => {
    const problem = asApiError(error);
    if (!mayRetry(problem)) {
      // A cooldown or the daily limit says in Retry-After when the stamp is possible again.
      const detail =
        problem.status === 409 && problem.retryAfterSeconds
          ? nextStampMessage(new Date(Date.now() + problem.retryAfterSeconds * 1000))
          : undefined;
      return setNotice({ severity: 'warning', message: problem.message, detail });
    }
    const message = typeof problem.status === 'number' ? problem.message : unreachable;
    setNotice({ severity: 'error', message, retry });
  };

  /** Stamps `count` at once; answers whether the stamps were given. */
  const stamp = async (count = 1): Promise<boolean> => {
    setNotice(null);
    try {
      const answer = await sendStamp({
        rewardCardId,
        idempotencyKey: stampKey.take(),
        body: { ...customerKey, ...where, ...(count > 1 && { count }) },
      }).unwrap();
      stampKey.settle();
      // A new stamp is a new thing to undo: an undo still pending was for the one before.
      undoKey.settle();
      onChange?.();
      setUndoable({
        kind: 'stamp',
        interactionId: answer.interaction.id,
        until: Date.parse(answer.interaction.undo_until),
        offers: answer.offers,
      });
      const waiting = answer.customer_card.stamps_waiting;
      // docs/product.md, "Offers at the counter": the stamps asked for, then each offer the stamp used.
      const message = [
        stampAddedMessage(answer.interaction.count - answer.interaction.bonus),
        ...answer.offers.map(offerMessage),
        answer.reward_ready && rewardReadyMessage(firstName),
        waiting > 0 && stampsWaitingMessage(waiting),
        answer.staff && stampedByMessage(answer.staff.name),
      ];
      setNotice({ severity: 'success', message: message.filter(Boolean).join(' ') });
      return true;
    } catch (error) {
      stampKey.settle(error);
      failed(error, () => void stamp(count), STAMP_UNREACHABLE_MESSAGE);
      return false;
    }
  };

  const redeem = async () => {
    setNotice(null);
    try {
      const answer = await sendRedeem({
        rewardCardId,
        idempotencyKey: redeemKey.take(),
        body: { ...customerKey, ...where },
      }).unwrap();
      redeemKey.settle();
      // The redemption is now the thing to undo: an undo still pending was for a stamp before it.
      undoKey.settle();
      onChange?.();
      setUndoable({
        kind: 'redeem',
        interactionId: answer.interaction.id,
        until: Date.parse(answer.interaction.undo_until),
      });
      const message = [
        rewardRedeemedMessage(reward),
        answer.staff && redeemedByMessage(answer.staff.name),
      ];
      setNotice({ severity: 'success', message: message.filter(Boolean).join(' ') });
    } catch (error) {
      redeemKey.settle(error);
      failed(error, () => void redeem());
    }
  };

  const undo = async () => {
    if (!undoable) return;
    setNotice(null);
    try {
      await sendUndo({
        rewardCardId,
        idempotencyKey: undoKey.take(),
        kind: undoable.kind,
        interactionId: undoable.interactionId,
        ...(undoable.offers && { offers: undoable.offers }),
      }).unwrap();
      undoKey.settle();
      onChange?.();
      setUndoable(null);
      setNotice({ severity: 'info', message: UNDONE_MESSAGES[undoable.kind] });
    } catch (error) {
      undoKey.settle(error);
      failed(error, () => void undo());
    }
  };

  return {
    notice,
    canUndo: undoable !== null,
    busy: stamping.isLoading || redeeming.isLoading || undoing.isLoading,
    stamping: stamping.isLoading,
    redeeming: redeeming.isLoading,
    undoing: undoing.isLoading,
    stamp,
    redeem,
    undo,
  };
}
