import { spawn } from 'node:child_process';
import path from 'node:path';

// `npm test` must always exit, failed or not (docs/reliability.md, "The test suite on a busy
// machine"): a suite whose hook fails after building an app leaves it open, and the setup file
// closes it, so Jest ends by itself without --forceExit.

const ROOT = path.resolve(__dirname, '..', '..', '..');

it('Jest exits on its own after a suite whose beforeAll failed with an app open', async () => {
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/jest/bin/jest.js'),
      '--config',
      'server/test/fixtures/jest.fixture.config.json',
      '--ci',
    ],
    { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | string>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve('did not exit within 90 s');
    }, 90_000);
    child.once('exit', (exitCode, signal) => {
      clearTimeout(timer);
      resolve(exitCode ?? signal ?? 'unknown');
    });
  });

  expect({ code, failedHook: output.includes('a hook failed after building the app') }).toEqual({
    code: 1,
    failedHook: true,
  });
  expect(output).not.toContain('Jest did not exit');
});
