import { STATUS_CODES } from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** How long a refused connection keeps reading (and dropping) what the client still sends. */
const LINGER_MS = 2_000;
const answered = new WeakSet<Socket>();

/**
 * Ends a connection whose answer is written (or being written), *lingering*: a FIN goes out
 * after the answer, what the client still sends is read and dropped, and the socket is destroyed
 * when the client closes or after LINGER_MS. Destroying it at once with unread input makes the
 * kernel send a reset, and a client still uploading then sees EPIPE/ECONNRESET instead of the
 * answer it was sent (the same reason web servers close lingering).
 */
export function endLingering(socket: Socket, lastBytes?: string): void {
  if (socket.writable) {
    if (lastBytes === undefined) socket.end();
    else socket.end(lastBytes);
  }
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}

/**
 * For an answer sent before its request's body was read and closing the connection: Fastify
 * refuses a body over the limit from its Content-Length alone (413, `Connection: close`), and
 * Node then drops the body's bytes as they come but destroys the socket as soon as the answer is
 * written. The connection is ended lingering instead (Node calls `destroySoon` once the answer
 * is out). Called from an onSend hook, for every answer.
 */
export function lingerIfBodyUnread(raw: IncomingMessage, connectionHeader: unknown): void {
  if (raw.complete || connectionHeader !== 'close') return;
  const socket = raw.socket as Socket & { destroySoon?: () => void };
  socket.destroySoon = () => endLingering(socket);
}

/**
 * Answers a request Node's HTTP parser refused (a megabyte URL → 431, broken framing → 400) with
 * the API's error shape, then closes the connection lingering (endLingering). Fastify's default
 * destroys it at once.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // The parser reports every further chunk of a refused request again: answer once.
  if (answered.has(socket) || socket.destroyed || err.code === 'ECONNRESET') return;
  answered.add(socket);
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? 'Exceeded maximum allowed HTTP header size' : status === 408 ? 'Client Timeout' : 'Client Error';
  const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message });
  endLingering(socket, `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}
