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

/**
 * Sent to a staff member's streams when their place at a store changes (docs/api.md, "Staff"):
 * `ended` when they were removed, else their new role and branches. A counter stream of that store
 * closes on it, on whichever process holds it; the client reopens it to work with its new rights.
 */
export const LiveStaffAccessEvent = Type.Object(
  {
    event: Type.Literal('staff_access'),
    data: Type.Object({
      store_id: Type.String({ format: 'uuid' }),
      ended: Type.Boolean(),
    }),
  },
  {
    $id: 'LiveStaffAccessEvent',
    title: 'Live event: staff access',
    description:
      'Your place at a store changed (`ended`: you were removed); the stream closes after it.',
  },
);

export type CardEvent = Static<typeof LiveCardEvent>;

/** One message the API sends through `publish`: its `event:` and `data:`. */
export type LiveEvent = CardEvent | Static<typeof LiveStaffAccessEvent>;

/** A live event with the account it is for, as it travels between API processes. */
export interface AddressedEvent {
  userId: string;
  event: LiveEvent;
}

export type LiveListener = (event: LiveEvent) => void;
