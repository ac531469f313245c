import type { InjectOptions } from 'fastify';
import type { App } from '../../../src/app';

/** What the gates read of an answer: its status and, for an error, the envelope. */
export interface InjectedAnswer {
  statusCode: number;
  body: string;
  json<T = unknown>(): T;
}

/**
 * `app.inject`, or for a route whose answer is an endless stream (server-sent events, the
 * matrix row says `stream: true`): the status and headers, after which the client goes away, as
 * a closed tab would. An error answer is an ordinary, finished body and is read whole.
 */
export async function injectAnswer(
  app: App,
  options: InjectOptions,
  stream = false,
): Promise<InjectedAnswer> {
  if (!stream) return app.inject(options);
  const controller = new AbortController();
  const response = await app.inject({
    ...options,
    payloadAsStream: true,
    signal: controller.signal,
  });
  const body = response.stream();
  body.on('error', () => undefined);
  if (response.statusCode < 300) {
    controller.abort();
    return { statusCode: response.statusCode, body: '', json: <T>() => ({}) as T };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return { statusCode: response.statusCode, body: text, json: <T>() => JSON.parse(text) as T };
}
