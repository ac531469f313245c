import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

/** A QRewards server running as its own process, as `npm start` runs it (through tsx). */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** http://127.0.0.1:PORT */
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  readonly exited: Promise<number | string>;
  /** Sends `signal` (SIGKILL when the process does not go within `ms`), waits for the exit. */
  stop(signal?: NodeJS.Signals, ms?: number): Promise<number | string>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** Reuse a data folder (PGlite files, JWT secret) of an earlier process. */
  dataDir?: string;
}

/**
 * Starts `server/src/main.ts` on a free port with its own data folder and waits for the line that
 * says it is running. The data folder is removed by `removeDataDir()` when the test is done.
 */
export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'qrewards-reliability-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPOSITORY_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-spa-build'),
      PASSWORD_HASH_COST: '10',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`server exited (${code}) before it ran:\n${output}`)),
    );
    setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000).unref();
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM', ms = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    const code = await exited;
    clearTimeout(timer);
    return code;
  };
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    output: () => output,
    exited,
    stop,
  };
}

export function removeDataDir(server: Pick<ServerProcess, 'dataDir'> | undefined): void {
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
}
