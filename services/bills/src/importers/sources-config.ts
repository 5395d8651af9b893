import { z } from 'zod';
import { DEFAULT_CONGRESS_API_BASE_URL } from './congress-api';
import { DEFAULT_GOVINFO_BASE_URL } from './govinfo';

/** An unset or empty variable (`CONGRESS_API_BASE_URL=` in .env) falls back to the default. */
const blankIsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const baseUrl = (fallback: string) =>
  z.preprocess(blankIsUnset, z.url({ error: 'must be a URL' }).default(fallback)).transform((u) => u.replace(/\/+$/, ''));

/**
 * Where `import:bills` reads bills from the internet, read once by the command (with the rest of
 * its config) and handed to the clients, which never read the environment themselves.
 */
export const importSourcesEnv = z
  .object({
    /** An api.data.gov key: the Congress.gov API refuses requests without one. */
    CONGRESS_API_KEY: z.preprocess(blankIsUnset, z.string().trim().optional()),
    CONGRESS_API_BASE_URL: baseUrl(DEFAULT_CONGRESS_API_BASE_URL),
    GOVINFO_BASE_URL: baseUrl(DEFAULT_GOVINFO_BASE_URL),
  })
  .transform((e) => ({
    congressApi: { apiKey: e.CONGRESS_API_KEY ?? null, baseUrl: e.CONGRESS_API_BASE_URL },
    govInfo: { baseUrl: e.GOVINFO_BASE_URL },
  }));

export type ImportSources = z.infer<typeof importSourcesEnv>;
