import { z } from 'zod';
import { archetypeVoteValue } from '../ai';
import { ARCHETYPE_KEYS, type ArchetypeKey } from '../archetypes';
import { optionalText, text } from './text';

/**
 * Congressional bills over HTTP (SPEC §2 Bills tab, §3 bill + bill_synthesis, §7):
 *   GET /api/bills?limit&offset&search&policyArea  → BillListItem[]  (active = synthesized bills)
 *   GET /api/bills/{billId}                        → BillDetail       (404 'Bill not found')
 *   GET /api/policy-areas                          → string[]
 * The same query schema is parsed by the gateway and again by the bills service.
 */

/** How a bill without a policy area is shown, and the filter value that selects those bills. */
export const GENERAL_POLICY_AREA = 'General';
/** The filter value meaning "no filter" (SPEC: policy-area filter default all). */
export const ALL_POLICY_AREAS = 'all';
export const BILL_PAGE_SIZE = 20;
export const BILL_LIST_MAX_LIMIT = 1000;
export const BILL_SEARCH_MAX = 200;
/** List items carry the start of the summary only (SPEC cuts it to 150 in lists); detail has it all. */
export const BILL_LIST_SUMMARY_MAX = 300;

export const BILL_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${BILL_LIST_MAX_LIMIT}`,
  offset: 'offset must be a whole number, 0 or more',
  search: `search must be ${BILL_SEARCH_MAX} characters or less`,
  policyArea: 'policyArea must be a policy area name',
  notFound: 'Bill not found',
} as const;

/** A query-string integer: absent or empty takes the default; anything but digits is refused. */
export function queryInt(message: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return undefined;
      if (typeof v === 'string') {
        const t = v.trim();
        return /^[-+]?\d+$/.test(t) ? Number(t) : v;
      }
      return v;
    },
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).default(fallback),
  );
}

/** An optional query-string text (the shared text checks): trimmed, empty means absent. */
function queryText(label: string, message: string, max: number) {
  return optionalText({ label, max, required: message, tooLong: message });
}

export const billListQuery = z.object({
  limit: queryInt(BILL_MESSAGES.limit, 1, BILL_LIST_MAX_LIMIT, BILL_PAGE_SIZE),
  offset: queryInt(BILL_MESSAGES.offset, 0, Number.MAX_SAFE_INTEGER, 0),
  /** Matches bill number ("HR 1234", "H.R.1234", "hr1234"), title and summary, case-insensitively; every word must match. */
  search: queryText('search', BILL_MESSAGES.search, BILL_SEARCH_MAX),
  /** Exact policy-area name; 'General' selects bills without one; 'all' (or absent) means no filter. */
  policyArea: queryText('policyArea', BILL_MESSAGES.policyArea, 100).transform((v) => (v === undefined || v.toLowerCase() === ALL_POLICY_AREAS ? undefined : v)),
});
export type BillListQuery = z.infer<typeof billListQuery>;

const BILL_ID_PATTERN = /^\d{1,3}-(hr|s|hjres|sjres|hconres|sconres|hres|sres)-\d{1,6}$/;
/** Longest well-formed bill id (3 + 1 + 7 + 1 + 6). */
export const BILL_ID_LENGTH_MAX = 18;

/** Whether a (trimmed, lowercased) id is shaped like a bill id; one that is not names no bill. */
export function isBillId(value: string): boolean {
  return value.length <= BILL_ID_LENGTH_MAX && BILL_ID_PATTERN.test(value);
}

/** `{congress}-{type}-{number}`, e.g. 119-hr-1234; anything else is a bill that does not exist. */
export const billIdSchema = text({ label: 'Bill id', max: BILL_ID_LENGTH_MAX, required: BILL_MESSAGES.notFound, tooLong: BILL_MESSAGES.notFound })
  .toLowerCase()
  .regex(BILL_ID_PATTERN, { error: BILL_MESSAGES.notFound });

export const billSponsor = z.object({
  name: z.string(),
  party: z.string().nullable(),
  state: z.string().nullable(),
});
export type BillSponsor = z.infer<typeof billSponsor>;

export const billSynthesisStatus = z.enum(['pending', 'synthesized', 'failed']);
export type BillSynthesisStatus = z.infer<typeof billSynthesisStatus>;

/** One bill in the list (GET /api/bills, and the voting service's with-bills list). */
export const billListItem = z.object({
  id: z.uuid(),
  /** Stable key, e.g. 119-hr-1234: use it in /bills/{billId} and for votes and discussions. */
  billId: z.string(),
  congress: z.number().int(),
  /** HR, S, HJRES, SJRES, HCONRES, SCONRES, HRES, SRES. */
  billType: z.string(),
  /** The number alone ("1234"); show as `${billType} ${billNumber}`. */
  billNumber: z.string(),
  title: z.string(),
  shortTitle: z.string().nullable(),
  originChamber: z.string(),
  /** YYYY-MM-DD. */
  introducedDate: z.string().nullable(),
  /** ISO 8601 instant of the source record's last update. */
  updateDate: z.string().nullable(),
  /** YYYY-MM-DD; lists are ordered by this, newest first. */
  latestActionDate: z.string().nullable(),
  latestActionText: z.string().nullable(),
  /** One of the 28 SPEC names, or null (show GENERAL_POLICY_AREA). */
  policyArea: z.string().nullable(),
  subjects: z.array(z.string()),
  /** The summary's first BILL_LIST_SUMMARY_MAX characters (ending in '…' when cut); null when the bill has none yet. */
  summary: z.string().nullable(),
  textAvailable: z.boolean(),
  sponsors: z.array(billSponsor),
  legislationUrl: z.string().nullable(),
  /** ISO 8601 instant this record was last fetched with a change. */
  fetchTimestamp: z.string(),
  synthesized: z.boolean(),
  /** From the AI synthesis (null until synthesized): a short plain-language summary and a 1–10 importance. */
  billAiSynthesisShort: z.string().nullable(),
  billImportanceScore: z.number().int().nullable(),
});
export type BillListItem = z.infer<typeof billListItem>;

/** A suggested vote for one archetype, in table order, with the name users see. */
export const archetypeSuggestion = z.object({
  key: z.string(),
  name: z.string(),
  vote: archetypeVoteValue,
  reason: z.string(),
});
export type ArchetypeSuggestion = z.infer<typeof archetypeSuggestion>;

type ArchetypeVoteColumns = { [K in ArchetypeKey as `${K}Vote`]: z.ZodOptional<typeof archetypeVoteValue> };
const archetypeVoteColumns = Object.fromEntries(ARCHETYPE_KEYS.map((k) => [`${k}Vote`, archetypeVoteValue.optional()])) as ArchetypeVoteColumns;

/**
 * SPEC §3 bill_synthesis. Besides the SPEC's flat `<Key>Vote` fields (LiberalHumanitarianVote,
 * ...), the suggestions come as `archetypeSuggestions` (with reasons, in archetype table order)
 * and `archetypeVotes` (key → {vote, reason}).
 */
export const billSynthesisView = z.object({
  billId: z.string(),
  billName: z.string(),
  billNumber: z.string(),
  shortTitle: z.string().nullable(),
  billAiSynthesisShort: z.string(),
  billAiSynthesisLong: z.string(),
  billArgumentsFor: z.array(z.string()),
  billArgumentsAgainst: z.array(z.string()),
  billImportanceScore: z.number().int(),
  archetypeReviewed: z.boolean(),
  archetypeSuggestions: z.array(archetypeSuggestion),
  archetypeVotes: z.record(z.string(), z.object({ vote: archetypeVoteValue, reason: z.string() })),
  /** True when this synthesis is of the bill's current text; false while a newer one is pending. */
  current: z.boolean(),
  provider: z.string(),
  model: z.string(),
  promptVersion: z.string(),
  createdAt: z.string(),
  ...archetypeVoteColumns,
});
export type BillSynthesisView = z.infer<typeof billSynthesisView>;

/** GET /api/bills/{billId}: the whole bill, with its synthesis (null until the first one lands). */
export const billDetail = billListItem.extend({
  /** The full summary, plain text, paragraphs separated by a blank line. */
  summary: z.string().nullable(),
  billText: z.string().nullable(),
  constitutionalAuthority: z.string().nullable(),
  synthesisStatus: billSynthesisStatus,
  synthesis: billSynthesisView.nullable(),
});
export type BillDetail = z.infer<typeof billDetail>;

/** GET /api/policy-areas: SPEC names that have active bills, then 'General' when some active bill has none. */
export const policyAreaList = z.array(z.string());
export type PolicyAreaList = z.infer<typeof policyAreaList>;
