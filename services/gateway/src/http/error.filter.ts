import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@civic/contracts';
import { logger, ServiceError } from '@civic/service-kit/edge';
import { RateLimitedException } from '../auth/guards';

const REASONS: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 429: 'Too Many Requests',
  500: 'Internal Server Error', 503: 'Service Unavailable', 504: 'Gateway Timeout',
};

/** Every failure leaves the API in one shape (ApiErrorBody), without stack traces. */
@Catch()
export class ApiErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toApiError(exception);
    if (body.statusCode === 503) {
      // A service is down or restarting (the RPC client logged the outage once): try again soon.
      logger().debug({ message: body.message }, 'request answered 503');
      void reply.header('retry-after', '1');
    } else if (body.statusCode >= 500) {
      logger().error({ err: exception }, 'request failed');
    }
    if (exception instanceof RateLimitedException) void reply.header('retry-after', String(exception.retryAfterSeconds));
    if (body.statusCode === 429 && exception instanceof ServiceError) {
      // A service's own limit (identity's district moves) names its wait in fieldErrors, the
      // one place an RPC error has for it; it leaves as Retry-After, not as a field.
      const wait = Number(body.fieldErrors?.retryAfterSeconds);
      if (body.fieldErrors) delete body.fieldErrors.retryAfterSeconds;
      void reply.header('retry-after', String(Number.isFinite(wait) && wait >= 1 ? Math.ceil(wait) : 60));
    }
    void reply.status(body.statusCode).send(body);
  }
}

export function toApiError(exception: unknown): ApiErrorBody {
  if (exception instanceof ServiceError) {
    return shape(exception.status, exception.message, exception.fieldErrors);
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    const message = typeof res === 'string' ? res : (res as { message?: string | string[] }).message;
    return shape(status, Array.isArray(message) ? message[0] : (message ?? exception.message));
  }
  // Fastify's own errors (body too large, bad JSON) carry a statusCode below 500.
  const fastifyError = exception as { statusCode?: number; message?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode < 500) {
    return shape(fastifyError.statusCode, fastifyError.message ?? 'Invalid request');
  }
  return shape(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong. Please try again.');
}

function shape(statusCode: number, message: string, fieldErrors?: Record<string, string>): ApiErrorBody {
  return { statusCode, error: REASONS[statusCode] ?? 'Error', message, ...(fieldErrors ? { fieldErrors } : {}) };
}
