import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body; null for an empty or non-JSON body. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the envelope of any route, read by field
  /** X-Served-By: the API process that answered through the balancer. */
  servedBy: string | undefined;
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /**
   * The client's own address, any of 127.0.0.0/8: the balancer forwards it in X-Forwarded-For, so
   * each test is a different visitor to the rate limits.
   */
  from?: string;
  timeoutMs?: number;
}

/** One HTTP request over a new connection (node:http, for `localAddress`). */
export function request(
  origin: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `${origin}${path}`,
      {
        method,
        agent: false,
        localAddress: options.from,
        timeout: options.timeoutMs ?? 30_000,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let body: unknown = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = null;
          }
          const servedBy = response.headers['x-served-by'];
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            servedBy: typeof servedBy === 'string' ? servedBy : undefined,
          });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path} timed out`)));
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** A loopback address of its own for each caller (127.x.y.z, never 127.0.0.1). */
export function randomLoopback(): string {
  const byte = () => 1 + Math.floor(Math.random() * 250);
  return `127.${byte()}.${byte()}.${byte()}`;
}
