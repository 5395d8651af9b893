import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerClientError } from './client-errors';

/**
 * A deadline for a request's body. Node's `requestTimeout` covers a request until its headers are
 * in; once the route runs, the body streams to it with no deadline (Node 20), so a client that
 * sent headers and part of a body and then nothing held its connection for ever. Every request
 * with a body now has `timeoutMs` from its headers to its last byte; then it is answered 408 in
 * the API's error shape and closed (client-errors.ts), unless an answer has already begun.
 */
export function bodyDeadline(timeoutMs: number) {
  const timedOut = Object.assign(new Error('request body timed out'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' });
  return (req: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const raw = req.raw;
    const hasBody = raw.headers['transfer-encoding'] !== undefined || (raw.headers['content-length'] !== undefined && raw.headers['content-length'] !== '0');
    if (!hasBody) return done();
    const timer = setTimeout(() => {
      if (!raw.complete && !reply.raw.headersSent) answerClientError(timedOut, raw.socket);
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    done();
  };
}
