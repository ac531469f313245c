import net from 'node:net';

/**
 * A TCP proxy in front of the database that a test can stall (bytes stop flowing, connections
 * stay open: a frozen network or an overloaded host) or stop (every connection reset, new ones
 * refused: the database process is gone), and then bring back.
 */
export interface TcpProxy {
  readonly port: number;
  stall(): void;
  stop(): Promise<void>;
  /** Undoes stall() or stop(): bytes flow again, new connections are accepted. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let stalled = false;
  // Bytes that arrived while stalled, delivered on resume(), in order.
  const held: Array<() => void> = [];

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (stalled) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.once('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);

  return {
    port,
    stall() {
      stalled = true;
    },
    async stop() {
      held.length = 0;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.resetAndDestroy();
      });
    },
    async resume() {
      stalled = false;
      for (const deliver of held.splice(0)) deliver();
      if (!server.listening) await listen(port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
