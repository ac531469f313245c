// `npm run cluster` itself, as a person starts it (docs/deploy.md, "npm run cluster"): it serves
// the SPA and the API on its PORT through HAProxy, round-robin over CLUSTER_PROCESSES, and Ctrl-C
// stops everything it started. Runs with `npm run test:cluster`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createScratchDatabase } from '../../harness/database';
import { API_PREFIX, REPOSITORY_ROOT } from '../../harness/paths';
import { TEST_DATABASE_URL } from '../prerequisites';
import { freePort } from '../../harness/processes';
import { request } from './http';

test(
  'npm run cluster serves through HAProxy and Ctrl-C stops everything it started',
  { timeout: 300_000 },
  async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL);
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qrewards-npm-cluster-'));
    const port = await freePort();
    const child = spawn('npm', ['run', 'cluster'], {
      cwd: REPOSITORY_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        CLUSTER_PROCESSES: '2',
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so that a failed test can stop whatever it left.
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    try {
      const deadline = Date.now() + 240_000;
      while (!output.includes(`QRewards cluster is running at http://localhost:${port}`)) {
        assert.ok(Date.now() < deadline && child.exitCode === null, `it did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const servedBy = [];
      for (let index = 0; index < 4; index += 1) {
        const answer = await request(`http://127.0.0.1:${port}`, 'GET', `${API_PREFIX}/ready`);
        assert.equal(answer.status, 200);
        servedBy.push(answer.servedBy);
      }
      assert.deepEqual([...new Set(servedBy)].sort(), ['api1', 'api2']);
      const page = await fetch(`http://127.0.0.1:${port}/`);
      assert.equal(page.status, 200);
      assert.match(page.headers.get('content-type') ?? '', /text\/html/);

      const apiOrigins = [...output.matchAll(/ {2}api\d {2}(http:\/\/127\.0\.0\.1:\d+)/g)].map(
        (match) => match[1],
      );
      assert.equal(apiOrigins.length, 2, output);

      // Ctrl-C in a terminal signals the whole foreground group: npm, tsx, the script and its children.
      process.kill(-child.pid!, 'SIGINT');
      await exited;
      assert.match(output, /Stopping the cluster/);
      // Nothing it started still listens once each has drained (docs/reliability.md, "Shutdown"):
      // the balancer and both processes are gone within 20 s.
      const listening = async () => {
        const answers = await Promise.allSettled(
          [`http://127.0.0.1:${port}`, ...apiOrigins].map((origin) =>
            fetch(`${origin}${API_PREFIX}/health`, { signal: AbortSignal.timeout(2_000) }),
          ),
        );
        return answers.filter((answer) => answer.status === 'fulfilled').length;
      };
      const stopBy = Date.now() + 20_000;
      while ((await listening()) > 0 && Date.now() < stopBy) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.equal(await listening(), 0, output);
    } finally {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // The group is gone already: nothing left to stop.
      }
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
