import { z } from 'zod';
import { baseEnv, loadConfig, rpcSecret } from '@civic/service-kit/edge';
import { trustProxyFn } from './http/trust-proxy';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A comma-separated list of origins (scheme://host[:port], no path), normalised as browsers send them. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins: string[] = [];
    for (const item of value.split(',').map((s) => s.trim()).filter(Boolean)) {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {
        url = undefined;
      }
      if (!url || !/^https?:$/.test(url.protocol) || url.origin !== item.replace(/\/$/, '').toLowerCase()) {
        ctx.addIssue({ code: 'custom', message: `"${item}" is not an origin like https://civic.example (scheme, host, optional port; no path)` });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

export const gatewayEnv = baseEnv
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    SESSION_SECRET: z.string().min(32, { message: 'must be at least 32 characters (npm start generates one into .env)' }),
    /** Signs every RPC frame to the services (ADR 0019); they verify it with the same secret. */
    RPC_SECRET: rpcSecret,
    /**
     * Secrets that signed cookies before SESSION_SECRET (comma separated): still accepted, and a
     * cookie signed with one is re-signed with SESSION_SECRET on its next request, so the secret
     * can be rotated without signing anyone out (docs/security.md).
     */
    SESSION_SECRET_PREVIOUS: z
      .string()
      .default('')
      .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .refine((list) => list.every((s) => s.length >= 32), { message: 'each secret must be at least 32 characters' }),
    SESSION_IDLE_TIMEOUT_MINUTES: positiveInt(24 * 60),
    SESSION_ABSOLUTE_TIMEOUT_HOURS: positiveInt(30 * 24),
    /** How often each gateway checks that the sessions of its open sockets are still live. */
    SOCKET_SESSION_CHECK_SECONDS: positiveInt(60),
    /** The site's own origin(s), comma separated; unset: http://localhost:<PORT> and http://127.0.0.1:<PORT>. */
    PUBLIC_ORIGIN: originList,
    /** Extra origins allowed to send state-changing requests, comma separated. */
    ALLOWED_ORIGINS: originList,
    /** Fastify trustProxy: false, true, a hop count, or proxy addresses (e.g. loopback, 10.0.0.0/8). */
    TRUST_PROXY: z
      .string()
      .default('false')
      .refine(
        (v) => {
          try {
            trustProxyFn(v);
            return true;
          } catch {
            return false;
          }
        },
        { message: 'must be false, true, a hop count, or proxy addresses (loopback, linklocal, uniquelocal, IPs, subnets)' },
      ),
    /** Where /metrics is served: an internal address, never the public port (0 = any free port). */
    METRICS_HOST: z.string().default('127.0.0.1'),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    BODY_LIMIT_BYTES: positiveInt(100 * 1024),
    /**
     * How long a client may take to send a request's headers, and then its body (then 408 and the
     * connection closes): a visitor who opens connections and never finishes a request cannot hold
     * them, and the server's sockets, for ever (Fastify's default is no limit).
     */
    HTTP_REQUEST_TIMEOUT_SECONDS: positiveInt(30),
    WEB_DIST: z.string().default(''),
    /** How long the gateway may serve a bill list or detail from memory (0 turns it off). */
    BILLS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
    /**
     * How long the gateway may serve a feed page's ranking from memory (0 turns it off). Each
     * reader's own marks (upvoted, replied) are always read fresh.
     */
    FEED_CACHE_TTL_MS: z.coerce.number().int().min(0).default(2000),
    /**
     * Longest a district tally may be answered from memory (0 turns it off). Freshness does not
     * rest on it: every read checks the versions the voting service bumps (ADR 0009); this only
     * bounds staleness if a bump is lost.
     */
    TALLY_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5 * 60_000),
    // Rate limits: each its own variable so a load test can lift one without the rest (ADR 0014).
    RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: positiveInt(30),
    /** Failed sign-ins for one email from one address; the address is then refused for that email. */
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP_PER_15_MINUTES: positiveInt(10),
    /** Failed sign-ins for one email from anywhere; past it every attempt waits a growing delay. */
    RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_HOUR: positiveInt(100),
    RATE_LIMIT_LOGIN_DELAY_FIRST_SECONDS: positiveInt(1),
    RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS: positiveInt(15 * 60),
    /** Days an address that signed in to an email is exempt from that email's delay. */
    RATE_LIMIT_LOGIN_KNOWN_ADDRESS_DAYS: positiveInt(30),
    RATE_LIMIT_REGISTER_PER_IP_PER_HOUR: positiveInt(20),
    RATE_LIMIT_CHANGE_PASSWORD_PER_USER_PER_15_MINUTES: positiveInt(10),
    RATE_LIMIT_CHANGE_PASSWORD_PER_IP_PER_15_MINUTES: positiveInt(30),
    /** Personal casts one signed-in user may send per minute (POST /api/votes). */
    RATE_LIMIT_VOTES_PER_USER_PER_MINUTE: positiveInt(60),
    /** User-bill writes (create, edit, delete) one signed-in user may send per minute. */
    RATE_LIMIT_USER_BILL_WRITES_PER_USER_PER_MINUTE: positiveInt(30),
    /** Discussion and reply writes (post, edit, delete, upvote) one signed-in user may send per minute. */
    RATE_LIMIT_POST_WRITES_PER_USER_PER_MINUTE: positiveInt(120),
    /** Partner-contact messages one address may send per hour. */
    RATE_LIMIT_PARTNER_CONTACT_PER_IP_PER_HOUR: positiveInt(10),
    /** Sign-outs from one address per minute (each may end a session and close its sockets). */
    RATE_LIMIT_LOGOUT_PER_IP_PER_MINUTE: positiveInt(30),
    /** Follows and unfollows one user may send per minute (each can notify the followed user). */
    RATE_LIMIT_FOLLOW_WRITES_PER_USER_PER_MINUTE: positiveInt(60),
    /** RSVPs and cancellations one user may send per minute (each locks the event's row). */
    RATE_LIMIT_RSVP_WRITES_PER_USER_PER_MINUTE: positiveInt(30),
    /** Personal-info and profile saves one user may send per hour (each may ask the Census geocoder). */
    RATE_LIMIT_PERSONAL_INFO_PER_USER_PER_HOUR: positiveInt(30),
    /** Survey submissions one user may send per hour (each may change the archetype and re-home votes). */
    RATE_LIMIT_SURVEY_PER_USER_PER_HOUR: positiveInt(20),
    /** Archetype-vote populations one user may ask for per hour (each writes a vote per active bill). */
    RATE_LIMIT_POPULATE_ARCHETYPE_VOTES_PER_USER_PER_HOUR: positiveInt(20),
    /** Notification read marks (one or all) one user may send per minute. */
    RATE_LIMIT_NOTIFICATION_READS_PER_USER_PER_MINUTE: positiveInt(120),
    /** Public district pages, ZIP look-ups and open-data files one address may read per minute (ADR 0030). */
    RATE_LIMIT_PUBLIC_READS_PER_IP_PER_MINUTE: positiveInt(120),
  })
  .refine((c) => c.RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS >= c.RATE_LIMIT_LOGIN_DELAY_FIRST_SECONDS, {
    message: 'must be at least RATE_LIMIT_LOGIN_DELAY_FIRST_SECONDS',
    path: ['RATE_LIMIT_LOGIN_DELAY_MAX_SECONDS'],
  })
  .refine((c) => c.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_HOUR > 5 * c.RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP_PER_15_MINUTES, {
    // One address alone must never reach the per-email ceiling, or it could slow a voter down.
    message: 'must exceed 5 × RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP_PER_15_MINUTES (the most one address can fail within an hour)',
    path: ['RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_PER_HOUR'],
  });
export type GatewayConfig = z.infer<typeof gatewayEnv>;

/** The parsed config, provided to every provider by CoreModule.forRoot. */
export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

/** Parsed once per process, by main.ts at boot; AppModule.forRoot hands it to the providers. */
export function gatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnv, env);
}

/** The site's own origins: PUBLIC_ORIGIN, or the local addresses of PORT when it is unset. */
export function siteOrigins(config: Pick<GatewayConfig, 'PUBLIC_ORIGIN' | 'PORT'>): string[] {
  return config.PUBLIC_ORIGIN.length ? config.PUBLIC_ORIGIN : [`http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`];
}
