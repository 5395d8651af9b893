import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { Counter } from 'prom-client';
import { z } from 'zod';
import { logger } from './logger';

/**
 * Signed RPC envelopes (ADR 0019). The caller (the gateway) signs every frame with an HMAC-SHA256
 * under the shared RPC_SECRET; a service refuses a frame that is unsigned, expired or altered.
 *
 * What is signed: JSON.stringify([pattern, exp, requestId, userId ?? null, data ?? null]), one
 * string that covers the command, its expiry, the caller's request id, the acting user and the
 * whole payload, so a captured frame cannot be sent to another pattern, for another user, with
 * another body, or after it expired. The service signs what it parsed again: JSON.stringify of
 * JSON.parse of JSON.stringify's output is the same string, so both ends agree without any
 * canonical form of their own. The signature travels as `sig` (base64url), the expiry as `exp`
 * (ms since the epoch), both beside `ctx` and `data` in the envelope.
 */

/** How long a signed frame stays valid. Calls time out long before (RPC_TIMEOUT_MS). */
export const RPC_FRAME_TTL_MS = 30_000;
/** Clocks of two hosts may differ by this much: an expiry further ahead than TTL + skew is refused. */
export const RPC_CLOCK_SKEW_MS = 5_000;
/** What a refused caller hears (the gateway turns it into a 503 and logs the misconfiguration). */
export const RPC_REFUSED_MESSAGE = 'This internal call could not be authenticated.';

const SECRET_MESSAGE = 'must be at least 32 characters (npm start generates one into .env; in production set it from a secret store)';
/** RPC_SECRET: required in every mode (a caller without it could reach no service). */
export const rpcSecret = z.string({ error: SECRET_MESSAGE }).min(32, { message: SECRET_MESSAGE });
/**
 * The shared secret every RPC caller signs with and every service verifies against; the previous
 * (or, during a rotation's first step, the next) secret is accepted too while it is set.
 */
export const rpcSecretsEnv = z
  .object({
    RPC_SECRET: rpcSecret,
    RPC_SECRET_PREVIOUS: z
      .string()
      .optional()
      .transform((v) => v || undefined)
      .refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters when set' }),
  })
  .transform((e) => ({ current: e.RPC_SECRET, previous: e.RPC_SECRET_PREVIOUS }));
export type RpcSecrets = z.infer<typeof rpcSecretsEnv>;

/** The signed part of an envelope, as the wire carries it. */
export interface RpcSignature {
  exp: number;
  sig: string;
}

export type RpcRefusalReason = 'unsigned' | 'expired' | 'bad-signature';

/** The one string both ends sign: see the module comment. */
function signedText(pattern: string, exp: number, requestId: unknown, userId: unknown, data: unknown): string {
  return JSON.stringify([pattern, exp, requestId, userId ?? null, data ?? null]);
}

/** The caller's side: signs each outgoing envelope with the current secret. */
export class RpcSigner {
  private readonly key: KeyObject;

  constructor(
    secret: string,
    private readonly ttlMs = RPC_FRAME_TTL_MS,
  ) {
    // A KeyObject once, so each frame's HMAC does not convert the key string again.
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(pattern: string, requestId: string, userId: string | undefined, data: unknown, now = Date.now()): RpcSignature {
    const exp = now + this.ttlMs;
    const sig = createHmac('sha256', this.key).update(signedText(pattern, exp, requestId, userId, data)).digest('base64url');
    return { exp, sig };
  }
}

const SIG_BYTES = 32;

/** The service's side: checks an incoming envelope against the current and the previous secret. */
export class RpcVerifier {
  private readonly keys: KeyObject[];

  constructor(
    secrets: RpcSecrets,
    private readonly ttlMs = RPC_FRAME_TTL_MS,
    private readonly skewMs = RPC_CLOCK_SKEW_MS,
  ) {
    this.keys = [secrets.current, secrets.previous].filter((s): s is string => !!s).map((s) => createSecretKey(Buffer.from(s, 'utf8')));
  }

  /** Why the envelope is refused, or undefined when it is signed, fresh and unaltered. */
  check(pattern: string, envelope: unknown, now = Date.now()): RpcRefusalReason | undefined {
    if (typeof envelope !== 'object' || envelope === null) return 'unsigned';
    const { ctx, data, exp, sig } = envelope as { ctx?: { requestId?: unknown; userId?: unknown }; data?: unknown; exp?: unknown; sig?: unknown };
    if (typeof sig !== 'string' || typeof exp !== 'number' || typeof ctx !== 'object' || ctx === null) return 'unsigned';
    // Outside [now, now + TTL + skew]: stale, or minted to live longer than any caller signs for.
    if (!(exp > now) || exp > now + this.ttlMs + this.skewMs) return 'expired';
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== SIG_BYTES) return 'bad-signature';
    const text = signedText(pattern, exp, ctx.requestId, ctx.userId, data);
    for (const key of this.keys) {
      if (timingSafeEqual(createHmac('sha256', key).update(text).digest(), given)) return undefined;
    }
    return 'bad-signature';
  }
}

/** Refused frames, by reason, on each service's /metrics. */
export const rpcRefusedFrames = new Counter({
  name: 'civic_rpc_refused_frames_total',
  help: 'RPC frames refused because they were unsigned, expired or altered (wrong signature), by reason',
  labelNames: ['reason'] as const,
});

/**
 * Logs refused frames without their payload, at most one line a second (a flood of forged frames
 * must not flood the logs); each line says how many refusals it stands for.
 */
export class RefusalLog {
  private lastAt = 0;
  private unlogged = 0;

  note(fields: { reason: RpcRefusalReason; pattern: string; peer?: string }, now = Date.now()): void {
    rpcRefusedFrames.inc({ reason: fields.reason });
    this.unlogged += 1;
    if (now - this.lastAt < 1000) return;
    logger().warn({ ...fields, refusals: this.unlogged }, 'rpc frame refused: unsigned, expired or altered (payload not logged)');
    this.lastAt = now;
    this.unlogged = 0;
  }
}
