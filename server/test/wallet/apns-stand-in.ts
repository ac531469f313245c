import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { walletTestCredentials } from './test-credentials';

/** One push as APNs received it. */
export interface ReceivedPush {
  token: string;
  topic: string | undefined;
  pushType: string | undefined;
  priority: string | undefined;
  payload: string;
  /** The client certificate's subject common name: who APNs took the push from. */
  clientCommonName: string | undefined;
  at: number;
}

export interface ApnsStandIn {
  /** `https://localhost:<port>`: APNS_ORIGIN. */
  origin: string;
  /** Every push that reached it, answered 200 or not. */
  pushes: ReceivedPush[];
  /** The pushes answered 200. */
  delivered(): ReceivedPush[];
  /** Answers 410 Unregistered to this token from now on. */
  forget(token: string): void;
  /** Answers the next `times` pushes with `status` (503 ServiceUnavailable unless told). */
  fail(times: number, status?: number): void;
  /** Leaves the next `times` pushes unanswered (APNs stuck). */
  stall(times: number): void;
  /** Connections (HTTP/2 sessions) made to it so far, and those still open. */
  connections(): number;
  openConnections(): number;
  /** Drops every open connection, as APNs or a network may. */
  dropConnections(): void;
  /** Waits until `count` pushes were delivered (or throws after `timeoutMs`). */
  waitForDelivered(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}

const REASONS: Record<number, string> = {
  400: 'BadDeviceToken',
  403: 'BadCertificate',
  410: 'Unregistered',
  429: 'TooManyRequests',
  500: 'InternalServerError',
  503: 'ServiceUnavailable',
};

/**
 * A local stand-in for APNs (docs/qa.md, "Nothing leaves the machine"): HTTP/2 over TLS with the
 * test CA's localhost certificate, asking for a client certificate signed by the same CA (the
 * WWDR stand-in, which signed the test Pass Type ID certificate), as APNs asks for the pass's.
 */
export async function startApnsStandIn(): Promise<ApnsStandIn> {
  const credentials = walletTestCredentials();
  const pushes: ReceivedPush[] = [];
  const answers: ReceivedPush[] = [];
  const gone = new Set<string>();
  const failures: number[] = [];
  const server = http2.createSecureServer({
    cert: credentials.serverCertificate,
    key: credentials.serverKey,
    ca: credentials.wwdrCertificate,
    requestCert: true,
    rejectUnauthorized: true,
  });
  const sessions = new Set<http2.ServerHttp2Session>();
  let connections = 0;
  let stalls = 0;
  server.on('session', (session) => {
    connections += 1;
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });

  server.on('stream', (stream, headers) => {
    let payload = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (payload += chunk));
    stream.on('end', () => {
      const path = String(headers[':path'] ?? '');
      const token = path.startsWith('/3/device/') ? path.slice('/3/device/'.length) : '';
      const socket = stream.session?.socket as TLSSocket | undefined;
      const subject = socket?.getPeerCertificate().subject;
      const push: ReceivedPush = {
        token,
        topic: headers['apns-topic'] as string | undefined,
        pushType: headers['apns-push-type'] as string | undefined,
        priority: headers['apns-priority'] as string | undefined,
        payload,
        clientCommonName: [subject?.CN].flat()[0],
        at: Date.now(),
      };
      pushes.push(push);
      if (stalls > 0) {
        stalls -= 1;
        return;
      }
      const status = gone.has(token) ? 410 : (failures.shift() ?? 200);
      if (status === 200) {
        answers.push(push);
        stream.respond({ ':status': 200, 'apns-id': crypto.randomUUID() });
        stream.end();
        return;
      }
      stream.respond({ ':status': status, 'content-type': 'application/json' });
      stream.end(
        JSON.stringify({
          reason: REASONS[status] ?? 'InternalServerError',
          ...(status === 410 ? { timestamp: Date.now() } : {}),
        }),
      );
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `https://localhost:${port}`,
    pushes,
    delivered: () => [...answers],
    forget: (token) => gone.add(token),
    fail: (times, status = 503) => {
      for (let i = 0; i < times; i++) failures.push(status);
    },
    stall: (times) => {
      stalls += times;
    },
    connections: () => connections,
    openConnections: () => [...sessions].filter((session) => !session.closed).length,
    dropConnections: () => {
      for (const session of sessions) session.destroy();
    },
    async waitForDelivered(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (answers.length < count) {
        if (Date.now() > until) {
          throw new Error(`APNs stand-in: ${answers.length} of ${count} pushes delivered`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return [...answers];
    },
    async close() {
      for (const session of sessions) session.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
