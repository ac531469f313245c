/**
 * What changed a card (docs/api.md, "Live updates"): `undo` took a stamp back, `redeem_undo` a
 * redemption.
 */
export type CardChangeKind = 'stamp' | 'redeem' | 'undo' | 'redeem_undo';

/** The customer_card record of docs/api.md, "Records", as the stream sends it. */
export interface LiveCustomerCard {
  id: string;
  reward_card: { id: string; title: string; stamps_required: number } & Record<string, unknown>;
  store: { id: string; name: string; avatar_url: string | null };
  /** At most `stamps_required`: stamps past a full card are `stamps_waiting`. */
  stamps: number;
  stamps_waiting: number;
  rewards_ready: number;
  rewards_earned: number;
  rewards_redeemed: number;
  last_activity_at: string | null;
}

/** The `data` of an `event: card` message. */
export interface LiveCardEvent {
  customer_card: LiveCustomerCard;
  kind: CardChangeKind;
}
