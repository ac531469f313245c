import { Type } from '@sinclair/typebox';

/** The OpenAPI description of the stream; the route writes it itself (docs/api.md, "Live updates"). */
export const EventStreamResponse = {
  description:
    'text/event-stream: `event: ready` first, a `: heartbeat` comment every 25 s, and ' +
    '`event: card` with `data: { customer_card, kind }` whenever one of your cards changes.',
  content: {
    'text/event-stream': {
      schema: Type.String({ description: 'Server-sent events (one JSON `data:` line each).' }),
    },
  },
};
