import type { AddressInfo } from 'node:net';
import { buildApp, type App } from './app';
import { readConfigOrExit } from './config';

// A shutdown that takes longer than this is stuck (a request that never ends): exit anyway.
const SHUTDOWN_GRACE_MS = 10_000;

function stopOnSignals(app: App): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      console.error('Shutdown took too long, exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // close() stops taking connections, waits for requests in flight, then closes the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: Ctrl-C under `npm start` arrives twice (from the terminal and passed on by
  // scripts/start.mjs), and the second must not kill a shutdown in progress.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const app = await buildApp(config);
  stopOnSignals(app);
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    // Port taken, say: close the database cleanly before giving up.
    await app.close();
    throw error;
  }

  const { port } = app.server.address() as AddressInfo;
  console.log(
    `QRewards is running at http://localhost:${port} (database: ${app.database.description})`,
  );
}

main().catch((error: unknown) => {
  console.error('QRewards could not start:', error);
  process.exit(1);
});
