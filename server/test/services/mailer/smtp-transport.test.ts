import { createServer, type AddressInfo, type Server } from 'node:net';
import { build } from '../../helper';
import { register } from '../../accounts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** Just enough SMTP for nodemailer: no TLS, no auth; every message lands in `received`. */
function fakeSmtpServer(received: Received[]): Server {
  return createServer((socket) => {
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
      if (command === 'MAIL') message.from = line.slice(10);
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
}

describe('the SMTP mailer (SMTP_URL)', () => {
  const received: Received[] = [];
  const server = fakeSmtpServer(received);

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('delivers the verification code from SMTP_FROM', async () => {
    const { port } = server.address() as AddressInfo;
    const app = await build({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_FROM: 'Shop <shop@example.com>',
    });
    try {
      expect(app.mailer.transport).toBe('smtp');

      await register(app, { email: 'smtp.person@example.com' });

      expect(received).toHaveLength(1);
      expect(received[0]?.from).toContain('shop@example.com');
      expect(received[0]?.to).toEqual(['<smtp.person@example.com>']);
      expect(received[0]?.data).toMatch(/Subject: \d{6} is your QRewards verification code/);
      expect(received[0]?.data).toContain('multipart/alternative');
    } finally {
      await app.close();
    }
  });
});
