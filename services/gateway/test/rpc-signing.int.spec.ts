import { createHmac, randomUUID } from 'node:crypto';
import net from 'node:net';
import { BILLS, DISCUSSIONS, IDENTITY, NOTIFICATIONS, SOCIAL, USER_BILLS, VOTING } from '@civic/contracts';
import { signedInClient, stackEnv } from '@civic/testing';

/*
 * Every service refuses an RPC frame the gateway did not sign (ADR 0019). This test is the
 * attacker on the internal network: it opens a raw TCP socket to each service's RPC port of the
 * run's stack, writes frames in the NestJS TCP transport's wire format (`<length>#<json>`, the
 * JSON being {pattern, data: envelope, id}) and reads the answers. Unsigned frames, frames signed
 * with another secret, a signed frame whose acting user was swapped for another user's id, an
 * expired frame and an altered body are all refused with the same 401 before any handler runs,
 * and counted on the service's /metrics; a frame signed with the stack's RPC_SECRET by the
 * documented formula is answered.
 */
const REFUSED = { status: 401, message: 'This internal call could not be authenticated.' };
const SECRET = stackEnv('RPC_SECRET');
const envKey = (service: string) => service.toUpperCase().replace(/-/g, '_');

/** A command of each service that reads the acting user's (or a named user's) own data. */
const TARGETS = [
  { service: 'identity', pattern: IDENTITY.getUser, data: (victim: string) => ({ userId: victim }) },
  { service: 'bills', pattern: USER_BILLS.listOwn, data: () => ({}) },
  { service: 'voting', pattern: VOTING.listVotes, data: () => ({}) },
  { service: 'discussions', pattern: DISCUSSIONS.feedFlags, data: () => ({ ids: [] }) },
  { service: 'notifications', pattern: NOTIFICATIONS.list, data: () => ({}) },
  { service: 'social-graph', pattern: SOCIAL.events, data: () => ({}) },
] as const;

interface Reply {
  id: string;
  err?: unknown;
  response?: unknown;
}

/** One raw connection to a service's RPC port, speaking the transport's framing by hand. */
class RawRpcConnection {
  private buffer = '';
  private readonly waiting = new Map<string, (reply: Reply) => void>();

  private constructor(private readonly socket: net.Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      for (;;) {
        const hash = this.buffer.indexOf('#');
        if (hash < 0) return;
        const length = Number(this.buffer.slice(0, hash));
        if (this.buffer.length < hash + 1 + length) return;
        const reply = JSON.parse(this.buffer.slice(hash + 1, hash + 1 + length)) as Reply;
        this.buffer = this.buffer.slice(hash + 1 + length);
        this.waiting.get(reply.id)?.(reply);
        this.waiting.delete(reply.id);
      }
    });
  }

  static async open(service: string): Promise<RawRpcConnection> {
    const port = Number(process.env[`${envKey(service)}_RPC_PORT`]);
    if (!port) throw new Error(`${envKey(service)}_RPC_PORT is not set: run this test with \`npm test\`.`);
    const socket = net.connect(port, process.env[`${envKey(service)}_RPC_HOST`] ?? '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    return new RawRpcConnection(socket);
  }

  /** Writes one request frame (the length counts the JSON's UTF-16 units, as Nest's JsonSocket does). */
  call(pattern: string, envelope: unknown): Promise<Reply> {
    const id = randomUUID();
    const json = JSON.stringify({ pattern, data: envelope, id });
    const reply = new Promise<Reply>((resolve) => this.waiting.set(id, resolve));
    this.socket.write(`${json.length}#${json}`);
    return reply;
  }

  close(): void {
    this.socket.destroy();
  }
}

/** The signature of ADR 0019, computed here from its documented formula, not by service-kit. */
function sign(secret: string, pattern: string, exp: number, requestId: string, userId: string | undefined, data: unknown): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify([pattern, exp, requestId, userId ?? null, data ?? null]))
    .digest('base64url');
}

function signedEnvelope(pattern: string, userId: string | undefined, data: unknown, opts: { secret?: string; exp?: number } = {}) {
  const requestId = randomUUID();
  const exp = opts.exp ?? Date.now() + 20_000;
  return { ctx: { requestId, userId }, data, exp, sig: sign(opts.secret ?? SECRET, pattern, exp, requestId, userId, data) };
}

/** The service's refusal counters from its /metrics, by reason. */
async function refusals(service: string): Promise<Record<string, number>> {
  const port = process.env[`${envKey(service)}_HTTP_PORT`];
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const counts: Record<string, number> = { unsigned: 0, expired: 0, 'bad-signature': 0 };
  for (const m of text.matchAll(/^civic_rpc_refused_frames_total\{reason="([a-z-]+)"\} (\d+)$/gm)) counts[m[1]] = Number(m[2]);
  return counts;
}

let victim: { id: string; email: string };
let attacker: { id: string };
const connections = new Map<string, RawRpcConnection>();

beforeAll(async () => {
  const v = await signedInClient();
  victim = { id: v.user.id, email: v.email };
  attacker = (await signedInClient()).user;
  for (const { service } of TARGETS) connections.set(service, await RawRpcConnection.open(service));
});

afterAll(() => {
  for (const connection of connections.values()) connection.close();
});

describe.each(TARGETS)('$service', ({ service, pattern, data }) => {
  it('refuses unsigned, wrongly signed, user-swapped, expired and altered frames, and counts each on /metrics', async () => {
    const rpc = connections.get(service)!;
    const before = await refusals(service);
    const body = data(victim.id);

    // Unsigned: what a service believed before (ctx.userId as the frame says).
    expect(await rpc.call(pattern, { ctx: { requestId: randomUUID(), userId: victim.id }, data: body })).toMatchObject({ err: REFUSED });
    // A signature, but with a secret the stack does not use.
    expect(await rpc.call(pattern, signedEnvelope(pattern, victim.id, body, { secret: 'forged-'.repeat(8) }))).toMatchObject({ err: REFUSED });
    // A frame signed for the attacker, with the victim's id put in its place.
    const stolen = signedEnvelope(pattern, attacker.id, body);
    expect(await rpc.call(pattern, { ...stolen, ctx: { ...stolen.ctx, userId: victim.id } })).toMatchObject({ err: REFUSED });
    // Correctly signed, but its 30 s are over.
    expect(await rpc.call(pattern, signedEnvelope(pattern, victim.id, body, { exp: Date.now() - 1 }))).toMatchObject({ err: REFUSED });
    // Correctly signed, then its body changed.
    const altered = signedEnvelope(pattern, attacker.id, body);
    expect(await rpc.call(pattern, { ...altered, data: { ...body, injected: victim.id } })).toMatchObject({ err: REFUSED });
    // Correctly signed for another command.
    expect(await rpc.call('health.ping', signedEnvelope(pattern, attacker.id, body))).toMatchObject({ err: REFUSED });

    const after = await refusals(service);
    expect({ unsigned: after.unsigned - before.unsigned, expired: after.expired - before.expired, 'bad-signature': after['bad-signature'] - before['bad-signature'] }).toEqual({
      unsigned: 1,
      expired: 1,
      'bad-signature': 4,
    });
  });

  it('answers a frame signed with the stack secret', async () => {
    const rpc = connections.get(service)!;
    expect(await rpc.call('health.ping', signedEnvelope('health.ping', undefined, {}))).toMatchObject({ response: { ok: true } });
    const reply = await rpc.call(pattern, signedEnvelope(pattern, victim.id, data(victim.id)));
    expect(reply.err).toBeUndefined();
    expect(reply.response).toBeDefined();
  });
});

it('a signed frame reaches the data it names (identity answers the user it is signed for)', async () => {
  const reply = await connections.get('identity')!.call(IDENTITY.getUser, signedEnvelope(IDENTITY.getUser, victim.id, { userId: victim.id }));
  expect(reply.response).toMatchObject({ id: victim.id, email: victim.email });
  // The bills list is public, yet unsigned it is refused like everything else.
  const bills = await connections.get('bills')!.call(BILLS.list, { ctx: { requestId: randomUUID() }, data: {} });
  expect(bills).toMatchObject({ err: REFUSED });
});
