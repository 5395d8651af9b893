import { createServer, type AddressInfo, type Socket } from 'node:net';

/** One message as the server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The DATA section: headers, a blank line, the body (dot-stuffing undone). */
  data: string;
}

export interface FakeSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** The next message to arrive, within `timeoutMs`. */
  nextMail(timeoutMs?: number): Promise<ReceivedMail>;
  /** Answer the next DATA with a permanent failure (554), as a refusing relay would. */
  refuseNext(): void;
  close(): Promise<void>;
}

/**
 * A loopback SMTP server speaking enough of RFC 5321 for a real client (nodemailer) to deliver:
 * greeting, EHLO/HELO, MAIL FROM, RCPT TO, DATA (ended by "." alone), RSET, NOOP, QUIT. No
 * STARTTLS or AUTH is advertised, so the client sends in the clear on loopback.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiting: Array<(mail: ReceivedMail) => void> = [];
  const sockets = new Set<Socket>();
  let refuse = false;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    reply('220 fake-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (refuse) {
            refuse = false;
            reply('554 5.7.1 message refused');
          } else {
            mails.push(mail);
            waiting.shift()?.(mail);
            reply('250 2.0.0 queued');
          }
          mail = { from: '', to: [], data: '' };
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          mail.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          mail = { from: '', to: [], data: '' };
          reply('250 2.0.0 ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else reply('502 5.5.2 command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextMail: (timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail within ${timeoutMs} ms`)), timeoutMs);
        waiting.push((mail) => {
          clearTimeout(timer);
          resolve(mail);
        });
      }),
    refuseNext: () => {
      refuse = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
