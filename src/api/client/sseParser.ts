/** One server-sent event: its `event:` name ("message" when none) and its `data:` lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Reads the text/event-stream format (the HTML standard's "event stream interpretation") from
 * chunks that may split a line, or a character, anywhere. Comments (heartbeats) are skipped; `id`
 * and `retry` are not used by our server and are ignored.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let name = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
    name = '';
    data = [];
  };

  const readLine = (line: string) => {
    if (line === '') return dispatch();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(text: string) {
      buffer += text;
      // A lone "\r" at the end may be the first half of "\r\n": wait for the next chunk.
      const lines = buffer.split(/\r\n|\r(?!$)|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) readLine(line);
    },
  };
}
