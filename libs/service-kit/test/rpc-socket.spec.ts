import net from 'node:net';
import { once } from 'node:events';
import { CoalescingJsonSocket } from '../src/rpc-socket';

/*
 * The RPC transport's socket with write coalescing, over a real loopback TCP connection: every
 * message of a turn leaves in one write, and each arrives whole, in order, on the other end.
 */
let server: net.Server;
let serverSide: net.Socket;
let sender: CoalescingJsonSocket;
let receiver: CoalescingJsonSocket;
const received: unknown[] = [];

beforeAll(async () => {
  server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  const accepted = once(server, 'connection');
  const client = net.connect(port, '127.0.0.1');
  await once(client, 'connect');
  [serverSide] = (await accepted) as [net.Socket];
  sender = new CoalescingJsonSocket(client);
  receiver = new CoalescingJsonSocket(serverSide);
  receiver.on('message', (m: unknown) => received.push(m));
});

afterAll(async () => {
  sender.end();
  receiver.end();
  server.close();
});

it('writes the messages of one turn in a single system call, each arriving whole and in order', async () => {
  const writes: number[] = [];
  const raw = sender.socket as net.Socket & { _writev?: unknown; _write?: unknown };
  // Count what reaches the kernel: Node calls _writev for corked chunks, _write for a lone one.
  const countWritev = raw._writev as (chunks: unknown[], cb: () => void) => void;
  const countWrite = raw._write as (chunk: unknown, enc: string, cb: () => void) => void;
  raw._writev = function (chunks: unknown[], cb: () => void) {
    writes.push(chunks.length);
    return countWritev.call(this, chunks, cb);
  };
  raw._write = function (chunk: unknown, enc: string, cb: () => void) {
    writes.push(1);
    return countWrite.call(this, chunk, enc, cb);
  };

  const messages = Array.from({ length: 50 }, (_, i) => ({ id: i, pattern: 'kit.echo', data: { text: `message ${i} #with a delimiter` } }));
  for (const m of messages) sender.sendMessage(m);
  expect(writes).toEqual([]); // nothing left yet: corked until the turn ends
  const deadline = Date.now() + 5000;
  while (received.length < messages.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
  expect(writes).toEqual([50]);
  expect(received).toEqual(messages);

  // The next turn starts a new batch.
  sender.sendMessage({ id: 50, pattern: 'kit.echo', data: { text: 'alone' } });
  await new Promise((r) => setImmediate(r));
  expect(writes).toEqual([50, 1]);
});
