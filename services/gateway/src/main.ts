import 'reflect-metadata';
// Before Nest: service-kit loads @nestjs/common without its date formatters (nest-date-formats.ts).
import { acceptRequestId, createRootLogger, LivePush, onShutdownSignal, PinoNestLogger, processDrain, type RpcClient, runMain, runWithContext, startMetricsServer, trackHttpRequests } from '@civic/service-kit/edge';
import { join } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import { IDENTITY, type PublicUser } from '@civic/contracts';
import { gatewayConfig } from './config';
import { securityHeaders } from './http/security-headers';
import { trustProxyFn } from './http/trust-proxy';
import { answerClientError, lingerIfBodyUnread } from './http/client-errors';
import { bodyDeadline } from './http/body-deadline';

runMain(async () => {
  const config = gatewayConfig();
  const log = createRootLogger('gateway', config.LOG_LEVEL);
  const { AppModule, REDIS } = await import('./app.module');
  const { OriginPolicy } = await import('./http/origin');
  const { isApiRoute, registerSessions } = await import('./auth/session');
  const { SessionReads } = await import('./auth/session-reads');
  const { SessionCharges } = await import('./auth/session-charges');
  const { registerStaticSite } = await import('./web/static-site');
  const { attachLiveChannel, sessionRoom } = await import('./live/live-channel');
  const { RouteTable } = await import('./http/route-table');
  const { FRONTED_SERVICES, IDENTITY_CLIENT, rpcClientToken } = await import('./clients');
  const { PING_PATTERN, READINESS_CHECKS, readiness, settle } = await import('@civic/service-kit/edge');

  const adapter = new FastifyAdapter({
    // Client IPs (rate limits), HTTPS (Secure cookies) and the proxied origin come from forwarded
    // headers only when the peer is a proxy TRUST_PROXY names.
    trustProxy: trustProxyFn(config.TRUST_PROXY) ?? false,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Headers not received whole in time are answered 408 (client-errors.ts) and the connection
    // closed; bodies have their own deadline (body-deadline.ts). Node checks open requests on an
    // interval (30 s by default): a tenth of the limit keeps the cut near it.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000,
    http: { connectionsCheckingInterval: Math.min(5_000, config.HTTP_REQUEST_TIMEOUT_SECONDS * 100) },
    // A caller's request id (from a load balancer) is kept when it is in a safe format, else one is
    // minted; it follows the request into RPC and every log line.
    genReqId: (req: import('node:http').IncomingMessage) => acceptRequestId(req.headers['x-request-id']),
    // A request the HTTP parser refuses is answered before the connection closes (see client-errors.ts).
    clientErrorHandler: answerClientError,
    // One route, one spelling: /API/..., //api/... reach the route /api/... does (with its guard
    // and session), as /%61pi/... and the absolute form already do. Parameters keep their case.
    routerOptions: { caseSensitive: false, ignoreDuplicateSlashes: true },
  });
  // The API takes JSON only: any other body is refused with 415 before a route runs. Forms and
  // plain text are what a cross-site page can post without a CORS preflight, so no parser reads
  // them (bodyParser false: Nest would add a form parser beside Fastify's JSON one; Fastify's own
  // plain-text parser is removed).
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, { logger: new PinoNestLogger(log), bodyParser: false });
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  fastify.removeContentTypeParser('text/plain');
  const redis = app.get<Redis>(REDIS);
  const identity = app.get<RpcClient>(IDENTITY_CLIENT);

  trackHttpRequests(fastify);
  fastify.addHook('onRequest', bodyDeadline(config.HTTP_REQUEST_TIMEOUT_SECONDS * 1000));
  // A body refused unread (413 from its Content-Length) still reaches its client as an answer.
  fastify.addHook('onSend', (req, reply, _payload, done) => {
    lingerIfBodyUnread(req.raw, reply.getHeader('connection'));
    done();
  });
  const headers = securityHeaders();
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.headers(headers);
    void reply.header('x-request-id', req.id);
    // API answers are a user's own (their account, votes, notifications): no cache keeps them
    // (a route with shareable answers sets its own, e.g. the public district data).
    if (isApiRoute(req.routeOptions.url)) void reply.header('cache-control', 'no-store');
    runWithContext({ requestId: req.id }, done);
  });
  // Sockets follow their session: closed on every replica when it ends, moved when it is rotated.
  const live = new LivePush(redis, config.REDIS_PREFIX);
  const session = await registerSessions(fastify, {
    redis,
    prefix: config.REDIS_PREFIX,
    secret: config.SESSION_SECRET,
    previousSecrets: config.SESSION_SECRET_PREVIOUS,
    idleMs: config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
    absoluteMs: config.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3600_000,
    reads: app.get(SessionReads),
    charges: app.get(SessionCharges),
    events: {
      ended: (ids) => live.disconnectRooms(ids.map(sessionRoom)),
      rotated: (from, to) => live.moveSockets(sessionRoom(from), sessionRoom(to)),
    },
  });
  await registerStaticSite(fastify, config.WEB_DIST || join(__dirname, '../../../web/dist'));

  await app.init();
  const io = attachLiveChannel({
    httpServer: app.getHttpServer(),
    redis,
    prefix: config.REDIS_PREFIX,
    session,
    origins: app.get(OriginPolicy),
    sessionCheckMs: config.SOCKET_SESSION_CHECK_SECONDS * 1000,
    districtOf: async (userId) => (await identity.send<PublicUser>(IDENTITY.getUser, { userId }, userId)).congressionalDistrict ?? null,
  });
  // Prometheus scrapes /metrics here, on an internal address; the public port does not serve it.
  // The readiness detail (which dependency is down, and its error) and the route table are for
  // operators and tests, so they live there too; the public /health/ready says only ok/unavailable.
  const checks = app.get(READINESS_CHECKS, { strict: false });
  // Whether each service answers, for operators: reported beside readiness, never part of it.
  const services = Object.fromEntries(FRONTED_SERVICES.map((name) => [name, () => app.get<RpcClient>(rpcClientToken(name)).send(PING_PATTERN, {})]));
  const routes = app.get(RouteTable).routes;
  const metrics = await startMetricsServer(config.METRICS_HOST, config.METRICS_PORT, {
    '/health/ready': async () => {
      const [{ ok, body }, reachable] = await Promise.all([readiness(checks), settle(services, 2000)]);
      return { status: ok ? 200 : 503, body: { ...body, services: reachable } };
    },
    '/routes': async () => ({ status: 200, body: routes }),
  });
  await app.listen(config.PORT, config.HOST);
  const graceMs = config.SHUTDOWN_GRACE_MS;
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
      await new Promise<void>((resolve) => metrics.server.close(() => resolve()));
      server.closeAllConnections();
      // 3. Nest's hooks, and last the Redis connection those requests were using.
      await app.close();
      await redis.quit().catch(() => redis.disconnect());
    },
    { log, graceMs },
  );
  log.info({ url: await app.getUrl(), metrics: metrics.url }, 'gateway ready');
});
