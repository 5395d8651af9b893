// One replica of a minimal RPC service for the rpc-spread bench scenario: a Nest TCP microservice
// wired as bootstrapService wires one (signed frames checked, the drain, the coalescing socket),
// whose one handler answers a small fixed JSON (about a vote cast's answer). Forked with
// argv: host port secret; reports {port} once listening, and {count} when asked.
import 'reflect-metadata';
import { createRequire } from 'node:module';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';

const require = createRequire(import.meta.url);
const { RpcContextInterceptor, RpcErrorFilter } = require('@civic/service-kit');
const { CoalescingJsonSocket, PlainPatternTcpServer } = require('@civic/service-kit/dist/rpc-socket.js');

const [host, port, secret] = process.argv.slice(2);
let count = 0;
const ANSWER = { billId: '119-hr-1', vote: 'support', tally: { support: 120, oppose: 80, abstain: 4 }, updatedAt: '2026-01-01T00:00:00.000Z' };

class EchoController {
  echo() {
    count += 1;
    return ANSWER;
  }
}
MessagePattern('bench.echo')(EchoController.prototype, 'echo', Object.getOwnPropertyDescriptor(EchoController.prototype, 'echo'));
Controller()(EchoController);
class EchoModule {}
Module({ controllers: [EchoController] })(EchoModule);

const app = await NestFactory.createMicroservice(EchoModule, { strategy: new PlainPatternTcpServer({ host, port: Number(port), socketClass: CoalescingJsonSocket }), logger: false });
app.useGlobalInterceptors(new RpcContextInterceptor({ current: secret, previous: undefined }));
app.useGlobalFilters(new RpcErrorFilter());
await app.listen();
const bound = app.serverInstance.unwrap().address().port;
process.send({ port: bound });
process.on('message', (m) => m === 'count' && process.send({ count }));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
