import 'reflect-metadata';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import { createRootLogger, newRequestId, onShutdownSignal, PinoNestLogger, processDrain, runMain, runWithContext, shutdownGraceMs, trackHttpRequests } from '@civic/service-kit';
import { gatewayConfig, parseTrustProxy } from './config';
import { securityHeaders } from './http/security-headers';

runMain(async () => {
  const config = gatewayConfig();
  const log = createRootLogger('gateway', config.LOG_LEVEL);
  const { AppModule, REDIS } = await import('./app.module');
  const { registerSessions } = await import('./auth/session');
  const { registerStaticSite } = await import('./web/static-site');
  const { attachLiveChannel } = await import('./live/live-channel');
  const { parseOriginList } = await import('./http/origin');

  const trustProxy = parseTrustProxy(config.TRUST_PROXY);
  const adapter = new FastifyAdapter({
    trustProxy,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Honour a caller's request id (from a load balancer) or mint one; it follows the request into RPC.
    genReqId: (req: import('node:http').IncomingMessage) => String(req.headers['x-request-id'] ?? newRequestId()),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, { logger: new PinoNestLogger(log) });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const redis = app.get<Redis>(REDIS);

  trackHttpRequests(fastify);
  const headers = securityHeaders();
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.headers(headers);
    void reply.header('x-request-id', req.id);
    runWithContext({ requestId: req.id }, done);
  });
  const session = await registerSessions(fastify, {
    redis,
    prefix: config.REDIS_PREFIX,
    secret: config.SESSION_SECRET,
    idleMs: config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3600_000,
  });
  await registerStaticSite(fastify, config.WEB_DIST || join(__dirname, '../../../web/dist'));

  await app.init();
  const io = attachLiveChannel({
    httpServer: app.getHttpServer(),
    redis,
    prefix: config.REDIS_PREFIX,
    session,
    extraOrigins: parseOriginList(config.ALLOWED_ORIGINS),
    trustProxy: Boolean(trustProxy),
  });
  await app.listen(config.PORT, config.HOST);
  const graceMs = shutdownGraceMs();
  onShutdownSignal(
    async () => {
      // Readiness answers 503 and requests on kept-alive connections are refused from now on.
      // 1. No new connections; the requests in flight finish.
      const server = app.getHttpServer();
      server.close();
      if (!(await processDrain.settled(graceMs / 2))) log.warn({ inFlight: processDrain.running }, 'requests still running after the drain period');
      // 2. Socket.IO disconnects its sockets and unsubscribes its Redis adapter; then the
      //    kept-alive connections that went idle meanwhile are closed.
      await io.close();
      server.closeAllConnections();
      // 3. Nest's hooks, and last the Redis connection those requests were using.
      await app.close();
      await redis.quit().catch(() => redis.disconnect());
    },
    { log, graceMs },
  );
  log.info({ url: await app.getUrl() }, 'gateway ready');
});
