/**
 * What changed a customer's card (docs/api.md, "Live updates"): `undo` took a stamp back,
 * `redeem_undo` a redemption.
 */
export type CardChangeKind = 'stamp' | 'redeem' | 'undo' | 'redeem_undo';

/**
 * The customer_card record as the cards routes answer it (docs/api.md, "Records"). The live
 * stream passes it on as it is, so only its id is relied on here.
 */
export interface CustomerCardSnapshot {
  readonly id: string;
  readonly [field: string]: unknown;
}

/** One message of `GET /users/me/events`: its SSE `event:` name and its `data:`. */
export interface LiveEvent {
  event: 'card';
  data: { customer_card: CustomerCardSnapshot; kind: CardChangeKind };
}

/** A live event with the account it is for, as it travels between API processes. */
export interface AddressedEvent {
  userId: string;
  event: LiveEvent;
}

export type LiveListener = (event: LiveEvent) => void;
