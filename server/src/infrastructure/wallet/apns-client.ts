import http2 from 'node:http2';
import tls from 'node:tls';

/** APNs answers in well under a second; a stuck request must not hold a job's worker. */
export const APNS_TIMEOUT_MS = 10_000;
/** How long a close waits for pushes under way before it cuts the connection. */
const CLOSE_WAIT_MS = 2_000;

export interface ApnsClientOptions {
  /** `https://api.push.apple.com`, or a stand-in's origin in tests. */
  origin: string;
  /** PEM: the client certificate APNs knows the sender by, and its key. */
  certificate: string;
  key: string;
  passphrase: string | undefined;
  /** PEM: a CA trusted besides the system's (a local stand-in's). */
  caCertificate: string | undefined;
  timeoutMs?: number;
}

/** APNs's answer to one push: its status, and the `reason` of a refusal. */
export interface ApnsAnswer {
  status: number;
  reason: string | undefined;
}

export interface ApnsClient {
  /**
   * Posts one notification to `/3/device/<token>` and answers APNs's status. Throws when no
   * answer came (the connection failed, or the timeout passed): worth trying again later.
   */
  send(deviceToken: string, headers: Record<string, string>, payload: string): Promise<ApnsAnswer>;
  /** Lets pushes under way finish (briefly), then closes the connection. */
  close(): Promise<void>;
}

function reasonOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { reason?: unknown };
    return typeof parsed.reason === 'string' ? parsed.reason : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An HTTP/2 client of APNs with certificate authentication (docs/architecture.md, "Wallet
 * passes"). Apple asks providers to keep one connection open and send every push over it rather
 * than connect for each: the session is made on the first push and made again when APNs or the
 * network closes it.
 */
export function createApnsClient(options: ApnsClientOptions): ApnsClient {
  const timeoutMs = options.timeoutMs ?? APNS_TIMEOUT_MS;
  // Node's `ca` replaces the system's authorities: the stand-in's is added to them instead.
  const ca = options.caCertificate ? [...tls.rootCertificates, options.caCertificate] : undefined;
  let session: http2.ClientHttp2Session | undefined;
  let closed = false;

  function connect(): http2.ClientHttp2Session {
    if (session && !session.closed && !session.destroyed) return session;
    const made = http2.connect(options.origin, {
      cert: options.certificate,
      key: options.key,
      passphrase: options.passphrase,
      ...(ca ? { ca } : {}),
    });
    const forget = () => {
      if (session === made) session = undefined;
    };
    // A failed connection or TLS handshake fails the streams on it; the next push connects anew.
    made.on('error', forget);
    made.on('goaway', forget);
    made.on('close', forget);
    // An idle connection must not keep the process alive once everything else is done.
    made.unref();
    session = made;
    return made;
  }

  return {
    send(deviceToken, headers, payload) {
      if (closed) return Promise.reject(new Error('the APNs client is closed'));
      return new Promise<ApnsAnswer>((resolveOnce, rejectOnce) => {
        let settled = false;
        const resolve = (answer: ApnsAnswer) => {
          if (!settled) resolveOnce(answer);
          settled = true;
        };
        const reject = (error: Error) => {
          if (!settled) rejectOnce(error);
          settled = true;
        };
        let stream: http2.ClientHttp2Stream;
        try {
          stream = connect().request({
            ':method': 'POST',
            ':path': `/3/device/${encodeURIComponent(deviceToken)}`,
            'content-type': 'application/json',
            ...headers,
          });
        } catch (error) {
          session = undefined;
          reject(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        let status = 0;
        let body = '';
        stream.setEncoding('utf8');
        stream.setTimeout(timeoutMs, () => {
          stream.close(http2.constants.NGHTTP2_CANCEL);
          reject(new Error(`APNs did not answer within ${timeoutMs} ms`));
        });
        stream.on('response', (answer) => {
          status = Number(answer[':status']);
        });
        stream.on('data', (chunk: string) => {
          // An error answer is a short JSON object; anything longer is not worth keeping.
          if (body.length < 4_096) body += chunk;
        });
        stream.on('end', () => {
          if (status) resolve({ status, reason: reasonOf(body) });
          else reject(new Error('APNs closed the stream without an answer'));
        });
        stream.on('error', reject);
        // A stream cut with its session (the connection dropped) may close without an error.
        stream.on('close', () => reject(new Error('the connection to APNs closed')));
        stream.end(payload);
      });
    },

    async close() {
      closed = true;
      const open = session;
      session = undefined;
      if (!open || open.destroyed) return;
      await new Promise<void>((resolve) => {
        const cut = setTimeout(() => {
          open.destroy();
          resolve();
        }, CLOSE_WAIT_MS);
        cut.unref();
        open.close(() => {
          clearTimeout(cut);
          resolve();
        });
      });
    },
  };
}
