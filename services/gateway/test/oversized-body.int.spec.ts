import { connect } from 'node:net';
import { stackUrl } from '@civic/testing';

/*
 * A body over BODY_LIMIT_BYTES is refused from its Content-Length, before it is read (413). The
 * answer must reach a client that is still uploading: the gateway ends the connection lingering
 * (reading and dropping the rest) instead of destroying it with the body unread, which makes the
 * kernel answer the client's next bytes with a reset, and a reset can discard an answer the
 * client has received but not yet read (hostile-input.int.spec.ts met that under load).
 */
const TOTAL = 1_000_000;

it('answers 413 to a body over the limit and takes the rest of the upload without a reset', async () => {
  const url = new URL(stackUrl());
  const outcome = await new Promise<{ text: string; error?: string }>((resolve) => {
    // Half-open allowed: the client goes on uploading after the gateway's FIN, as a browser does.
    const socket = connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true });
    let text = '';
    let error: string | undefined;
    let rest = TOTAL - 65_536;
    socket.setEncoding('utf8');
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve({ text, error }));
    socket.on('data', (chunk: string) => {
      const answered = !!text;
      text += chunk;
      if (answered) return;
      // The answer is in: upload the rest of the body, then end.
      const write = () => {
        while (rest > 0) {
          const n = Math.min(rest, 65_536);
          rest -= n;
          if (!socket.write('x'.repeat(n))) return void socket.once('drain', write);
        }
        socket.end();
      };
      write();
    });
    socket.write(`POST /api/login HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${TOTAL}\r\n\r\n{"email":"${'x'.repeat(65_536 - 10)}`);
  });
  expect(outcome.error).toBeUndefined();
  const [head, body] = outcome.text.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
  expect(head.toLowerCase()).toContain('connection: close');
  expect(JSON.parse(body)).toEqual({ statusCode: 413, error: 'Payload Too Large', message: 'Request body is too large' });
});
