import { Type } from '@sinclair/typebox';
import { LiveCardEvent, LiveReadyEvent } from '../../infrastructure/live/live-event';

/**
 * The OpenAPI description of the stream; the route writes it itself (docs/api.md, "Live updates").
 * Each message is one of the events below: its `event:` line, and its `data:` as one JSON line.
 * The events are shared schemas (`LIVE_EVENT_SCHEMAS`, added by the route), so the document names
 * each one under `components.schemas` and `npm run api:types` emits a type for each.
 */
export const LIVE_EVENT_SCHEMAS = [LiveReadyEvent, LiveCardEvent];

export const EventStreamResponse = {
  description:
    'text/event-stream: `event: ready` first, a `: heartbeat` comment every 25 s, and ' +
    '`event: card` with `data: { customer_card, kind }` whenever one of your cards changes.',
  content: {
    'text/event-stream': {
      schema: Type.Union([Type.Ref(LiveReadyEvent), Type.Ref(LiveCardEvent)], {
        description: 'Server-sent events: each message its `event:` name and its `data:` JSON.',
      }),
    },
  },
};
