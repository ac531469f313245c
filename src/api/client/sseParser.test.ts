import { createSseParser, type ServerSentEvent } from './sseParser';

function parse(...chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  return events;
}

describe('the event-stream parser', () => {
  it('reads named events and skips heartbeat comments', () => {
    expect(parse(': heartbeat\n\nevent: ready\ndata: {}\n\n: heartbeat\n\n')).toEqual([
      { event: 'ready', data: '{}' },
    ]);
  });

  it('puts together an event cut anywhere, CRLF line ends included', () => {
    expect(parse('event: ca', 'rd\r', '\ndata: {"stamps"', ':4}\r\n\r\n')).toEqual([
      { event: 'card', data: '{"stamps":4}' },
    ]);
  });

  it('joins data lines, defaults the name to "message", and waits for the blank line', () => {
    expect(parse('data: one\ndata:two\n\n', 'data: three\n')).toEqual([
      { event: 'message', data: 'one\ntwo' },
    ]);
  });
});
