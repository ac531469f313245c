import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface Received {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtp {
  readonly received: Received[];
  /** Connections accepted so far. */
  connections(): number;
  /** `smtp://127.0.0.1:<port>` once listening. */
  url(): string;
  /** The next `count` messages are refused at MAIL FROM (451, a temporary failure). */
  refuseNext(count: number): void;
  /** While true, new connections get no greeting: a send hangs as on a dead server. */
  stall(on: boolean): void;
  listen(): Promise<void>;
  close(): Promise<void>;
}

/** Just enough SMTP for nodemailer: no TLS, no auth; every accepted message lands in `received`. */
export function fakeSmtpServer(): FakeSmtp {
  const received: Received[] = [];
  let refusals = 0;
  let stalled = false;
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    connections += 1;
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (stalled) return;
    let message: Received = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const answer = (line: string): string => {
      if (inData) {
        if (line !== '.') {
          message.data += `${line}\n`;
          return '';
        }
        inData = false;
        received.push(message);
        message = { from: '', to: [], data: '' };
        return '250 queued';
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'EHLO' || command === 'HELO') return '250-fake\r\n250 8BITMIME';
      if (command === 'MAIL') {
        if (refusals > 0) {
          refusals -= 1;
          return '451 try again later';
        }
        message.from = line.slice(10);
      }
      if (command === 'RCPT') message.to.push(line.slice(8));
      if (command === 'DATA') {
        inData = true;
        return '354 go on';
      }
      return command === 'QUIT' ? '221 bye' : '250 ok';
    };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const reply = answer(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (reply) socket.write(`${reply}\r\n`);
      }
    });
  });
  return {
    received,
    connections: () => connections,
    url: () => `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refuseNext(count) {
      refusals = count;
    },
    stall(on) {
      stalled = on;
    },
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
