import { ServerTCP } from '@nestjs/microservices';
import { PlainPatternTcpServer } from '../src/rpc-socket';

/*
 * The services' TCP server finds the same handler for every pattern as Nest's own server does
 * (it only skips Nest's JSON.parse attempt for plain names, which threw on each of them).
 */
class Probe extends PlainPatternTcpServer {
  route(pattern: string): string {
    return this.getRouteFromPattern(pattern);
  }
}
class NestProbe extends ServerTCP {
  route(pattern: string): string {
    return this.getRouteFromPattern(pattern);
  }
}

const ours = new Probe({ port: 0 });
const nest = new NestProbe({ port: 0 });

it.each([
  'voting.cast-vote',
  'identity.get-user',
  'ping',
  'true',
  'false',
  'null',
  '42',
  '"quoted"',
  '{"cmd":"sum","b":1,"a":2}',
  '["a",1]',
  '',
  ' voting.cast-vote',
  'not {json',
])('routes %j as Nest does', (pattern) => {
  expect(ours.route(pattern)).toEqual(nest.route(pattern));
});
