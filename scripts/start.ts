// `npm start`: build what is missing or older than its sources, then serve the whole product
// (SPA + API) on http://localhost:3000 with `npm run serve`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT as root } from './harness/paths';

/** Newest modification time under the given paths (files or folders), in ms. */
function newest(paths: string[]) {
  let latest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) visit(path.join(p, entry));
    } else {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return latest;
}

function isStale(output: string, sources: string[]) {
  const out = path.join(root, output);
  return !existsSync(out) || statSync(out).mtimeMs < newest(sources);
}

function run(script: string) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const spaSources = ['src', 'public', 'webpack.config.ts', 'babel.config.js', 'package-lock.json'];
const serverSources = [
  'server/src',
  'server/drizzle',
  'server/tsconfig.json',
  'server/tsconfig.build.json',
];

if (isStale('dist/index.html', spaSources)) run('build:spa');
if (isStale('server/dist/main.js', serverSources)) run('build:server');
// `npm run cluster` builds through here, then starts its own processes.
if (process.argv.includes('--build-only')) process.exit(0);

// Run the server as a child and pass signals on: a supervisor's SIGTERM to this process (not only
// a terminal's Ctrl-C, which reaches the whole group) must stop the server too.
const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
