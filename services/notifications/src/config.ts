import { z } from 'zod';
import { loadServiceConfig } from '@civic/service-kit';

/** The notifications service's own variables (besides the shared ones and NOTIFICATIONS_*_PORT). */
export const notificationsEnv = z
  .object({
    /** Events applied from inbox.notifications at once. */
    NOTIFICATIONS_INBOX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** Fan-outs (notifications.fanouts jobs) one process writes at once; each is written chunk by chunk. */
    NOTIFICATIONS_FANOUT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    /**
     * Where partner-contact messages are sent (smtp://user:pass@host:port or smtps://…). Unset:
     * each message is stored and logged, not mailed.
     */
    SMTP_URL: z.string().trim().default(''),
    /** The operators' address partner messages go to, and the sender they come from. */
    PARTNER_CONTACT_TO: z.string().trim().default('partners@civic.example'),
    PARTNER_CONTACT_FROM: z.string().trim().default('Civic <no-reply@civic.example>'),
  })
  .transform((e) => ({
    inboxConcurrency: e.NOTIFICATIONS_INBOX_CONCURRENCY,
    fanoutConcurrency: e.NOTIFICATIONS_FANOUT_CONCURRENCY,
    smtpUrl: e.SMTP_URL || null,
    partnerContactTo: e.PARTNER_CONTACT_TO,
    partnerContactFrom: e.PARTNER_CONTACT_FROM,
  }));

export type NotificationsConfig = ReturnType<typeof notificationsConfig>;

/** The parsed config, provided to the module's providers. */
export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');

/** Parsed once per process, by main.ts at boot; AppModule.forRoot hands it to the providers. */
export function notificationsConfig(env: NodeJS.ProcessEnv = process.env) {
  return loadServiceConfig('notifications', notificationsEnv, env);
}
