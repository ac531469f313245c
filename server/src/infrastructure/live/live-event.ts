import { Type, type Static } from '@sinclair/typebox';
import { CustomerCardRecord } from '../../contract/reward-cards';

// The messages of `GET /users/me/events` (docs/api.md, "Live updates"), one schema each: the
// OpenAPI document describes the stream with them, so the SPA's types of the events are generated
// from the same schemas the server's events are typed by.

export const CardChangeKind = Type.Union(
  [
    Type.Literal('stamp'),
    Type.Literal('redeem'),
    Type.Literal('undo'),
    Type.Literal('redeem_undo'),
  ],
  { description: 'What changed the card: `undo` took a stamp back, `redeem_undo` a redemption.' },
);
export type CardChangeKind = Static<typeof CardChangeKind>;

export const LiveReadyEvent = Type.Object(
  { event: Type.Literal('ready'), data: Type.Object({}) },
  {
    $id: 'LiveReadyEvent',
    title: 'Live event: ready',
    description: 'Sent once, as the stream opens.',
  },
);

export const LiveCardEvent = Type.Object(
  {
    event: Type.Literal('card'),
    data: Type.Object({ customer_card: CustomerCardRecord, kind: CardChangeKind }),
  },
  {
    $id: 'LiveCardEvent',
    title: 'Live event: card',
    description:
      'One of your cards changed: the card as `GET /home` shows it, and what changed it.',
  },
);

/** One message of `GET /users/me/events` that the API sends through `publish`: its `event:` and `data:`. */
export type LiveEvent = Static<typeof LiveCardEvent>;

/** A live event with the account it is for, as it travels between API processes. */
export interface AddressedEvent {
  userId: string;
  event: LiveEvent;
}

export type LiveListener = (event: LiveEvent) => void;
