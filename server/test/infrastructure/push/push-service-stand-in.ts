import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * A push service on this machine: web-push-testing's server (the package's own `bin/server.js`, in
 * a process of its own, as its CLI starts it). It makes subscriptions as a browser's push manager
 * would, checks each notification's VAPID signature, decrypts the payload (RFC 8291) and keeps it
 * for `messages`; `expire` makes a subscription answer 410 Gone as a real service does once the
 * browser unsubscribed.
 */
export interface PushServiceStandIn {
  /** A subscription for `applicationServerKey`, as `PushSubscription.toJSON()` gives it. */
  subscribe(applicationServerKey: string): Promise<StandInSubscription>;
  /** The decrypted payloads this subscription received, oldest first. */
  messages(subscription: StandInSubscription): Promise<string[]>;
  expire(subscription: StandInSubscription): Promise<void>;
  stop(): Promise<void>;
}

export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

const SERVER_SCRIPT = path.join(
  path.dirname(require.resolve('web-push-testing/package.json')),
  'src/bin/server.js',
);

/** A port nobody listens on right now (the stand-in takes a port number, not 0). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function started(child: ChildProcess): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server running')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`push stand-in exited (${code}): ${output}`)));
  });
}

export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_SCRIPT, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its own logs (a refused signature is printed there) stay out of the test's output.
  child.stderr?.resume();
  await started(child);
  const base = `http://localhost:${port}`;

  async function call(route: string, body: unknown): Promise<Response> {
    return fetch(`${base}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  return {
    async subscribe(applicationServerKey) {
      const response = await call('/subscribe', { applicationServerKey });
      const answer = (await response.json()) as { data?: StandInSubscription; error?: unknown };
      if (!response.ok || !answer.data) throw new Error(`subscribe: ${JSON.stringify(answer)}`);
      return answer.data;
    },
    async messages(subscription) {
      const response = await call('/get-notifications', { clientHash: subscription.clientHash });
      const answer = (await response.json()) as { data: { messages: string[] } };
      return answer.data.messages;
    },
    async expire(subscription) {
      const response = await call(`/expire-subscription/${subscription.clientHash}`, {});
      await response.body?.cancel();
      if (!response.ok) throw new Error(`expire: ${response.status}`);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}
