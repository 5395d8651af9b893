import { createHmac } from 'node:crypto';
import { RPC_CLOCK_SKEW_MS, RPC_FRAME_TTL_MS, RpcSigner, RpcVerifier } from '../src/rpc-auth';

/*
 * The signature of an RPC envelope as both ends compute it (ADR 0019): what the signer produces
 * is what the documented formula gives, a verifier accepts it as it arrives on the wire (after a
 * JSON round trip), and refuses it once anything it covers changes, once it expired, or when it
 * was signed with a secret the service does not hold.
 */
const SECRET = 'a'.repeat(40);
const PREVIOUS = 'b'.repeat(40);
const NOW = 1_800_000_000_000;
const pattern = 'identity.get-user';
const data = { ids: ['7f3c', 'é ☃ \u2028 "quoted"'], n: 1.5, nested: { z: null, a: [true, false] } };

/** An envelope as the service parses it from the frame. */
function onTheWire(envelope: object): unknown {
  return JSON.parse(JSON.stringify(envelope));
}

function signed(opts: { secret?: string; userId?: string; body?: unknown; at?: number } = {}) {
  const ctx = { requestId: 'req-1', userId: opts.userId ?? 'user-a' };
  const body = opts.body ?? data;
  return { ctx, data: body, ...new RpcSigner(opts.secret ?? SECRET).sign(pattern, ctx.requestId, ctx.userId, body, opts.at ?? NOW) };
}

const verifier = new RpcVerifier({ current: SECRET, previous: undefined });

it('signs the documented text with HMAC-SHA256 and the verifier accepts the frame after a JSON round trip', () => {
  const envelope = signed();
  expect(envelope.exp).toBe(NOW + RPC_FRAME_TTL_MS);
  const expected = createHmac('sha256', SECRET).update(JSON.stringify([pattern, envelope.exp, 'req-1', 'user-a', data])).digest('base64url');
  expect(envelope.sig).toBe(expected);
  expect(verifier.check(pattern, onTheWire(envelope), NOW + 1)).toBeUndefined();
  // No acting user and no data are signed as null.
  const anonymous = { ctx: { requestId: 'r' }, ...new RpcSigner(SECRET).sign(pattern, 'r', undefined, undefined, NOW) };
  expect(verifier.check(pattern, onTheWire(anonymous), NOW)).toBeUndefined();
});

it('refuses a frame with no signature, with a malformed one, or that is no envelope at all', () => {
  const { sig: _sig, ...unsigned } = signed();
  expect(verifier.check(pattern, onTheWire(unsigned), NOW)).toBe('unsigned');
  expect(verifier.check(pattern, { ctx: { userId: 'user-a' }, data }, NOW)).toBe('unsigned');
  expect(verifier.check(pattern, null, NOW)).toBe('unsigned');
  expect(verifier.check(pattern, 'text', NOW)).toBe('unsigned');
  expect(verifier.check(pattern, { ...signed(), ctx: null }, NOW)).toBe('unsigned');
  expect(verifier.check(pattern, { ...signed(), sig: 'short' }, NOW)).toBe('bad-signature');
});

it('refuses a frame whose user, request id, body, pattern or expiry was changed', () => {
  const envelope = signed();
  expect(verifier.check(pattern, { ...envelope, ctx: { ...envelope.ctx, userId: 'user-b' } }, NOW)).toBe('bad-signature');
  expect(verifier.check(pattern, { ...envelope, ctx: { requestId: 'req-1' } }, NOW)).toBe('bad-signature');
  expect(verifier.check(pattern, { ...envelope, ctx: { ...envelope.ctx, requestId: 'req-2' } }, NOW)).toBe('bad-signature');
  expect(verifier.check(pattern, { ...envelope, data: { ...data, n: 2 } }, NOW)).toBe('bad-signature');
  expect(verifier.check('notifications.list', envelope, NOW)).toBe('bad-signature');
  expect(verifier.check(pattern, { ...envelope, exp: envelope.exp - 1 }, NOW)).toBe('bad-signature');
});

it('refuses an expired frame, and one that claims to live longer than any caller signs for', () => {
  const envelope = signed();
  expect(verifier.check(pattern, envelope, envelope.exp - 1)).toBeUndefined();
  expect(verifier.check(pattern, envelope, envelope.exp)).toBe('expired');
  const early = signed({ at: NOW + RPC_CLOCK_SKEW_MS + 1 });
  expect(verifier.check(pattern, early, NOW)).toBe('expired');
  expect(verifier.check(pattern, { ...envelope, exp: 'soon' }, NOW)).toBe('unsigned');
});

it('accepts the current and the previous secret during a rotation, and no other', () => {
  const rotating = new RpcVerifier({ current: SECRET, previous: PREVIOUS });
  expect(rotating.check(pattern, signed({ secret: SECRET }), NOW)).toBeUndefined();
  expect(rotating.check(pattern, signed({ secret: PREVIOUS }), NOW)).toBeUndefined();
  expect(rotating.check(pattern, signed({ secret: 'c'.repeat(40) }), NOW)).toBe('bad-signature');
  expect(verifier.check(pattern, signed({ secret: PREVIOUS }), NOW)).toBe('bad-signature');
});
