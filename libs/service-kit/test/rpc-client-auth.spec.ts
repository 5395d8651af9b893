import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern, Payload, type ServerTCP, Transport } from '@nestjs/microservices';
import { register } from 'prom-client';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../src/errors';
import { createRpcClient, RpcContextInterceptor, RpcErrorFilter, type RpcClient, type RpcEnvelope } from '../src/rpc';
import { CoalescingJsonSocket } from '../src/rpc-socket';

/*
 * Both ends of a signed call over a real loopback TCP connection, wired as bootstrapService and
 * createRpcClient wire them: a client with the service's secret is answered (the handler sees the
 * acting user it signed for); one with another secret gets a 503 (a deployment fault, not the
 * user's) and the service counts the refusal; during a rotation the previous secret is accepted.
 */
const SECRET = 'service-secret-'.repeat(3);
const OTHER = 'another-secret-'.repeat(3);
const PREVIOUS = 'previous-secret'.repeat(3);

@Controller()
class EchoController {
  @MessagePattern('demo.whoami')
  whoami(@Payload() env: RpcEnvelope) {
    return { userId: env.ctx.userId, data: env.data };
  }
}

@Module({ controllers: [EchoController] })
class DemoModule {}

let service: INestMicroservice;
let port: number;
const clients: RpcClient[] = [];

beforeAll(async () => {
  service = await NestFactory.createMicroservice(DemoModule, { transport: Transport.TCP, options: { host: '127.0.0.1', port: 0, socketClass: CoalescingJsonSocket }, logger: false });
  service.useGlobalInterceptors(new RpcContextInterceptor({ current: SECRET, previous: PREVIOUS }));
  service.useGlobalFilters(new RpcErrorFilter());
  await service.listen();
  port = ((service as unknown as { serverInstance: ServerTCP }).serverInstance.unwrap() as { address(): AddressInfo }).address().port;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await service?.close();
});

const client = (secret: string) => {
  const c = createRpcClient({ service: 'demo', host: '127.0.0.1', port, timeoutMs: 5000, secret });
  clients.push(c);
  return c;
};

async function refused(reason: string): Promise<number> {
  const metric = await register.getSingleMetric('civic_rpc_refused_frames_total')?.get();
  return metric?.values.find((v) => v.labels.reason === reason)?.value ?? 0;
}

it('answers a client that signs with the secret, for the user it signed for', async () => {
  await expect(client(SECRET).send('demo.whoami', { n: 1 }, 'user-a')).resolves.toEqual({ userId: 'user-a', data: { n: 1 } });
});

it('turns a refusal into a 503 for a client with another secret, and the service counts it', async () => {
  const before = await refused('bad-signature');
  await expect(client(OTHER).send('demo.whoami', {}, 'user-a')).rejects.toMatchObject({ status: 503, message: SERVICE_UNAVAILABLE_MESSAGE });
  expect(await refused('bad-signature')).toBe(before + 1);
});

it('accepts the previous secret while a rotation is under way', async () => {
  await expect(client(PREVIOUS).send('demo.whoami', null, 'user-b')).resolves.toEqual({ userId: 'user-b', data: null });
});
