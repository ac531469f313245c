import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * How long requests in flight get to finish once shutdown starts; then every socket still open is
 * cut. Below main.ts's 10 s watchdog, so the database is always closed and the exit code is 0.
 */
export const DRAIN_MS = 5_000;
const QUIET_MS = 200;

/**
 * Lets `app.close()` finish as soon as the requests in flight have (docs/reliability.md,
 * "Shutdown"). Node's server.close() waits for every open socket, and three kinds never end by
 * themselves: a keep-alive socket that turns idle after close() began (Node sweeps idle sockets
 * only once), a socket a browser opened ahead of time and sent nothing on, and a request that
 * never finishes arriving. So: answers sent during shutdown say `Connection: close`, and as soon
 * as no request is in flight every socket left is cut; a request still running after DRAIN_MS is
 * cut too.
 */
export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;
    let inFlight = 0;
    // A request a keep-alive client sent just as the last answer left is still on its way in: wait
    // a moment so it is read and answered (503 with `Connection: close`) rather than cut.
    const cutWhenDrained = () => {
      if (!closing || inFlight > 0) return;
      setTimeout(() => {
        if (inFlight === 0) app.server.closeAllConnections();
      }, QUIET_MS).unref();
    };

    app.addHook('onRequest', async (_request, reply) => {
      inFlight += 1;
      // The response's 'close' comes once the answer is sent or the client went away.
      reply.raw.once('close', () => {
        inFlight -= 1;
        cutWhenDrained();
      });
    });

    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });

    app.addHook('preClose', async () => {
      closing = true;
      const { server } = app;
      if (!server.listening) return;
      const cut = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
      cut.unref();
      server.once('close', () => clearTimeout(cut));
      cutWhenDrained();
    });
  },
  { name: 'graceful-close' },
);
