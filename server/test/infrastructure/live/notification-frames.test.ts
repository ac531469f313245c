import {
  createFrameAssembler,
  encodeFrames,
  FRAME_BYTES,
} from '../../../src/infrastructure/live/notification-frames';
import { cardEvent } from '../../modules/live/card-event';

// An event travels as NOTIFY payloads, each under PostgreSQL's 8000-byte limit
// (docs/architecture.md, "Live updates").

describe('live-event frames', () => {
  it('sends a small event in one frame and reads it back', () => {
    const message = { userId: 'ana', event: cardEvent() };
    const frames = encodeFrames(message);
    expect(frames).toHaveLength(1);
    expect(createFrameAssembler().accept(frames[0]!)).toEqual(message);
  });

  it('cuts a large event into frames under the limit, without splitting a character', () => {
    const description = 'Café ☕ croissant 🥐 '.repeat(1_000);
    const message = { userId: 'ana', event: cardEvent({ description }) };
    const frames = encodeFrames(message);
    expect(frames.length).toBeGreaterThan(2);
    for (const frame of frames) {
      expect(Buffer.byteLength(frame)).toBeLessThan(FRAME_BYTES + 100);
      expect(frame).not.toContain('\uFFFD');
    }

    const assembler = createFrameAssembler();
    const answers = frames.map((frame) => assembler.accept(frame));
    expect(answers.slice(0, -1)).toEqual(frames.slice(0, -1).map(() => null));
    expect(answers.at(-1)).toEqual(message);
    expect(assembler.pendingCount).toBe(0);
  });

  it('puts together frames of two events that arrive interleaved', () => {
    const long = 'x'.repeat(10_000);
    const first = encodeFrames({ userId: 'ana', event: cardEvent({ description: long }) });
    const second = encodeFrames({ userId: 'ben', event: cardEvent({ description: long }) });
    const assembler = createFrameAssembler();
    expect(assembler.accept(first[0]!)).toBeNull();
    expect(assembler.accept(second[0]!)).toBeNull();
    expect(assembler.accept(second[1]!)).toMatchObject({ userId: 'ben' });
    expect(assembler.accept(first[1]!)).toMatchObject({ userId: 'ana' });
  });

  it('drops an event whose frames never all arrive', () => {
    let now = 0;
    const assembler = createFrameAssembler(() => now);
    const frames = encodeFrames({
      userId: 'ana',
      event: cardEvent({ description: 'y'.repeat(9_000) }),
    });
    assembler.accept(frames[0]!);
    now += 60_000;
    assembler.accept(
      encodeFrames({ userId: 'ben', event: cardEvent({ description: 'z'.repeat(9_000) }) })[0]!,
    );
    expect(assembler.pendingCount).toBe(1);
  });

  it('refuses a payload someone else sent on the channel', () => {
    const assembler = createFrameAssembler();
    expect(() => assembler.accept('hello')).toThrow();
    expect(() =>
      assembler.accept('5b7f2c1e-8a43-4c1e-9d0b-2f6f1f7c9a10 1/1 {"userId":1}'),
    ).toThrow();
  });
});
