import type { Schema } from '../../api/client/contract';

// The live events as the OpenAPI document describes them (docs/api.md, "Live updates"), generated
// by `npm run api:types` from the schemas the server types its events with: a field the server
// adds, drops or renames changes them, and the type check shows every use that no longer fits.

/** The `data` of an `event: card` message. */
export type LiveCardEvent = Schema<'LiveCardEvent'>['data'];

/** The customer_card record of docs/api.md, "Records", as the stream sends it. */
export type LiveCustomerCard = LiveCardEvent['customer_card'];

/**
 * What changed a card: `undo` took a stamp back, `redeem_undo` a redemption.
 */
export type CardChangeKind = LiveCardEvent['kind'];
