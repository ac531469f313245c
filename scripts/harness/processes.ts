import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

/** node's arguments to run `entry`: a TypeScript one (a script) through tsx, a built one as it is. */
export const nodeRunning = (entry: string): string[] =>
  entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];

/** A TCP port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Polls `url` until it answers 2xx; rejects after `timeoutMs` or when `gone` settles first. */
export async function waitForOk(
  url: string,
  timeoutMs: number,
  gone?: Promise<unknown>,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void gone?.then(() => (exited = true));
  while (Date.now() < deadline && !exited) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    exited
      ? `${url}: the process exited before it answered`
      : `${url} did not answer within ${timeoutMs} ms`,
  );
}

/** A child process whose output is kept (and echoed with a prefix when `echo` is set). */
export interface Child {
  readonly child: ChildProcess;
  readonly exited: Promise<number | string>;
  output(): string;
  /** Sends `signal` and waits for the exit (SIGKILL after `ms`). */
  stop(signal?: NodeJS.Signals, ms?: number): Promise<number | string>;
  /** Resident memory in bytes, read from /proc (Linux); null when the process is gone. */
  rssBytes(): number | null;
}

export function spawnChild(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; name: string; echo: boolean },
): Child {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    // The last 200 kB is enough to explain a failure.
    output = (output + text).slice(-200_000);
    if (options.echo) {
      for (const line of text.split('\n').filter(Boolean)) console.log(`[${options.name}] ${line}`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return {
    child,
    exited,
    output: () => output,
    async stop(signal = 'SIGTERM', ms = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), ms);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    rssBytes() {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return null;
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
        return kilobytes ? Number(kilobytes) * 1024 : null;
      } catch {
        return null;
      }
    },
  };
}

/** True when something accepts a TCP connection at the URL's host and port (Redis: 6379) in 1 s. */
export function tcpAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) }, () => {
      socket.end();
      resolve(true);
    });
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(false));
  });
}
