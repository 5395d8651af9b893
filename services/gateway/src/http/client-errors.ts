import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** How long a refused connection keeps reading (and dropping) what the client still sends. */
const LINGER_MS = 2_000;
const answered = new WeakSet<Socket>();

/**
 * Answers a request Node's HTTP parser refused (a megabyte URL → 431, broken framing → 400) with
 * the API's error shape, then closes the connection *lingering*: the answer and a FIN go out,
 * and what the client is still uploading is read and dropped for a moment before the socket is
 * destroyed. Fastify's default destroys at once; closing with unread input makes the kernel send
 * a reset, and a client that is still writing then sees EPIPE/ECONNRESET instead of the answer
 * (the same reason web servers close lingering).
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  // The parser reports every further chunk of a refused request again: answer once.
  if (answered.has(socket) || socket.destroyed || err.code === 'ECONNRESET') return;
  answered.add(socket);
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? 'Exceeded maximum allowed HTTP header size' : status === 408 ? 'Client Timeout' : 'Client Error';
  const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message });
  if (socket.writable) {
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  const linger = setTimeout(() => socket.destroy(), LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}
