import { randomUUID } from 'node:crypto';
import type { AddressedEvent } from './live-event';

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. A customer_card embeds its reward
 * card, whose texts may be long, so an event is cut into frames of at most FRAME_BYTES and put
 * together again by the listener. The frames of one event are sent in one transaction, which
 * PostgreSQL delivers together and in order.
 */
export const FRAME_BYTES = 7_000;

/** `<message id> <index>/<count> <piece of the JSON text>`: readable with `LISTEN` in psql. */
const FRAME = /^([0-9a-f-]{36}) (\d+)\/(\d+) ([\s\S]*)$/;

/** The JSON of `message` in pieces of at most `maxBytes` UTF-8 bytes, never splitting a character. */
export function encodeFrames(message: AddressedEvent, maxBytes = FRAME_BYTES): string[] {
  const text = JSON.stringify(message);
  const pieces: string[] = [];
  let piece = '';
  let bytes = 0;
  for (const character of text) {
    const size = Buffer.byteLength(character);
    if (bytes + size > maxBytes) {
      pieces.push(piece);
      piece = '';
      bytes = 0;
    }
    piece += character;
    bytes += size;
  }
  pieces.push(piece);
  const id = randomUUID();
  return pieces.map((part, index) => `${id} ${index + 1}/${pieces.length} ${part}`);
}

interface PendingMessage {
  parts: string[];
  received: number;
  startedAt: number;
}

/** A frame whose message was never completed is dropped after this long. */
const INCOMPLETE_MS = 30_000;

/**
 * Puts frames back together. `accept` answers the message once its last frame has arrived, null
 * before; it throws on a frame that is not one of ours (someone else NOTIFYing on the channel).
 */
export function createFrameAssembler(now: () => number = Date.now) {
  const pending = new Map<string, PendingMessage>();

  const forgetStale = () => {
    for (const [id, partial] of pending) {
      if (now() - partial.startedAt > INCOMPLETE_MS) pending.delete(id);
    }
  };

  return {
    accept(frame: string): AddressedEvent | null {
      const match = FRAME.exec(frame);
      if (!match) throw new Error('not a live-event frame');
      const [, id, indexText, countText, part] = match as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      const index = Number(indexText);
      const count = Number(countText);
      if (count < 1 || index < 1 || index > count) throw new Error('frame numbers out of range');
      if (count === 1) return parseMessage(part);

      forgetStale();
      const partial = pending.get(id) ?? { parts: [], received: 0, startedAt: now() };
      pending.set(id, partial);
      if (partial.parts[index - 1] === undefined) partial.received += 1;
      partial.parts[index - 1] = part;
      if (partial.received < count) return null;
      pending.delete(id);
      return parseMessage(partial.parts.join(''));
    },
    /** Messages waiting for frames (for tests). */
    get pendingCount() {
      return pending.size;
    },
  };
}

function parseMessage(text: string): AddressedEvent {
  const value: unknown = JSON.parse(text);
  const message = value as Partial<AddressedEvent> | null;
  if (
    typeof message?.userId !== 'string' ||
    typeof message.event?.event !== 'string' ||
    typeof message.event.data !== 'object' ||
    message.event.data === null
  ) {
    throw new Error('not a live event');
  }
  return message as AddressedEvent;
}
