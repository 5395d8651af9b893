import { connect } from 'node:net';
import { stackUrl } from '@civic/testing';

/*
 * A visitor who opens connections and never finishes sending a request cannot keep them: once
 * HTTP_REQUEST_TIMEOUT_SECONDS has passed (5 s in `npm test`, 30 s by default) the gateway answers
 * 408 in the API's error shape and closes the connection, whether the headers or the body were
 * left unfinished. Before, a body that never ended held its connection for ever.
 */
interface Outcome {
  text: string;
  closed: boolean;
}

/** Sends `partial` and nothing more; resolves with what came back once the server closed. */
function sendAndStall(partial: string): Promise<Outcome> {
  const url = new URL(stackUrl());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, closed: true }));
    socket.write(partial.replace('{host}', url.host));
  });
}

function expectTimedOut(outcome: Outcome): void {
  expect(outcome.closed).toBe(true);
  const [head, body] = outcome.text.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
  expect(JSON.parse(body)).toEqual({ statusCode: 408, error: 'Request Timeout', message: 'Client Timeout' });
}

it('answers 408 and closes a request whose body never ends', async () => {
  expectTimedOut(await sendAndStall('POST /api/login HTTP/1.1\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"email":'));
}, 30_000);

it('answers 408 and closes a request whose headers never end', async () => {
  expectTimedOut(await sendAndStall('GET /api/bills HTTP/1.1\r\nHost: {host}\r\nX-Slow: a'));
}, 30_000);
