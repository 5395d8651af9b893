import { z } from 'zod';
import { districtCodeSchema, districtDecision, memberAgrees, type DistrictDecision, type RollCallView, type SeatOutcome } from './accountability';
import { OPEN_DATA_LICENSE, OPEN_TALLY_COLUMNS, PUBLIC_DISTRICT_MESSAGES, PUBLIC_MIN_VOTERS, SUPPRESSED_TEXT, ZIP_CODE_LENGTH } from './open-data-rules';

export * from './open-data-rules';
import { billIdSchema } from './http/bills';
import type { DistrictTally, VoteValue } from './http/voting';

/*
 * The public district page and the open data (issue #27 items 3 and 4, ADR 0030). Nothing here
 * is about a person: a district's tallies are published only as counts of at least
 * PUBLIC_MIN_VOTERS voters, personal votes apart from values-based (archetype) ones, and the
 * decision only when the district has that many voters on the bill. Members of Congress are
 * public officials; their recorded votes are public records.
 */

/** The district in a public URL (`CA-12`, `VT-AL`); anything else is a district that does not exist (404). */
export const publicDistrictParam = z
  .string()
  .max(10, { error: PUBLIC_DISTRICT_MESSAGES.notFound })
  .regex(/^[A-Za-z]{2}-(\d{2}|AL|al)$/, { error: PUBLIC_DISTRICT_MESSAGES.notFound })
  .transform((s) => s.toUpperCase());
export const zipQuery = z.object({ zip: z.string({ error: PUBLIC_DISTRICT_MESSAGES.zip }).trim().length(ZIP_CODE_LENGTH, { error: PUBLIC_DISTRICT_MESSAGES.zip }).regex(/^\d+$/, { error: PUBLIC_DISTRICT_MESSAGES.zip }) });

/** A count shown to the public: the number, or null when fewer than PUBLIC_MIN_VOTERS ("fewer than 10"). */
export type PublicCount = number | null;
export const publicCount = (n: number): PublicCount => (n >= PUBLIC_MIN_VOTERS ? n : null);
/**
 * A district's tally of one bill as the public sees it. No total is given, so no suppressed
 * count can be found by subtracting the shown ones from it; the decision is shown only when
 * the district has at least PUBLIC_MIN_VOTERS voters on the bill (else `enoughVoters` is false).
 */
export interface PublicTally {
  billId: string;
  district: string;
  enoughVoters: boolean;
  decision: DistrictDecision;
  /** Per vote value: voters who cast it themselves (personal), and from their values (archetype). */
  counts: Record<VoteValue, { personal: PublicCount; values: PublicCount }>;
}

export function publicTally(t: DistrictTally, district: string): PublicTally {
  const voters = (['support', 'oppose', 'abstain'] as const).reduce((n, v) => n + t[v].personal + t[v].archetype, 0);
  const enoughVoters = voters >= PUBLIC_MIN_VOTERS;
  const cell = (v: VoteValue) => ({ personal: publicCount(t[v].personal), values: publicCount(t[v].archetype) });
  return {
    billId: t.billId,
    district,
    enoughVoters,
    decision: enoughVoters ? districtDecision(t) : null,
    counts: { support: cell('support'), oppose: cell('oppose'), abstain: cell('abstain') },
  };
}

/** A member's agreement with the district on the bills judged: counted roll calls where both took a side. */
export interface Agreement {
  agree: number;
  disagree: number;
  /** agree / (agree + disagree), 0 to 1; null when nothing could be judged. */
  rate: number | null;
}

export interface PublicMember {
  role: 'representative' | 'senator';
  bioguideId: string;
  name: string;
  party: string | null;
  /** Last day of the term in the imported roster (YYYY-MM-DD). */
  termEnd: string;
  agreement: Agreement;
}

export interface PublicMemberVote {
  role: 'representative' | 'senator';
  bioguideId: string | null;
  name: string | null;
  party: string | null;
  outcome: SeatOutcome;
  cast: string | null;
  /** Whether the vote matches the district's published decision; null when either took no side. */
  agrees: boolean | null;
}

export interface PublicRollCall extends Omit<RollCallView, 'members'> {
  /** The roll call agreement is judged on (per bill and chamber, the last one not on an amendment). */
  counted: boolean;
  members: PublicMemberVote[];
}

export interface PublicDistrictBill {
  billId: string;
  title: string | null;
  tally: PublicTally;
  rollCalls: PublicRollCall[];
}

/** GET /api/districts/{ST-NN}: the public district page. */
export interface PublicDistrict {
  district: string;
  state: string;
  minVoters: number;
  /** The seats' holders in the latest imported roster: the representative, then the senators. */
  members: PublicMember[];
  /** Members who cast a counted vote for the district but no longer hold its seats. */
  formerMembers: PublicMember[];
  /** Every bill with a roll call, newest roll call first. */
  bills: PublicDistrictBill[];
}

/** GET /api/districts?zip=NNNNN: the districts a ZIP code lies in, largest share first. */
export interface ZipDistricts {
  zip: string;
  districts: Array<{ district: string; state: string; share: number | null }>;
}

// ---- RPC ----

/** A seat holder in the latest roster (bills service). */
export const rosterSeat = z.object({
  role: z.enum(['representative', 'senator']),
  bioguideId: z.string(),
  name: z.string(),
  party: z.string().nullable(),
  termEnd: z.string(),
});
export type RosterSeat = z.infer<typeof rosterSeat>;

/** bills.roll-calls.district-record → every bill with a roll call, with the district's seats in each. */
export interface DistrictRecord {
  district: string;
  seats: RosterSeat[];
  bills: Array<{ billId: string; title: string | null; rollCalls: RollCallView[] }>;
  /** When a roll call or the roster last changed (ISO), for Last-Modified. */
  updatedAt: string | null;
}

export const districtRecordInput = z.object({ district: districtCodeSchema });
export const billTalliesInput = z.object({ billId: billIdSchema });
export const districtTalliesOfInput = z.object({ district: districtCodeSchema, billIds: z.array(billIdSchema).max(5000) });
export const zipLookupInput = zipQuery;

/** voting's answer: tallies and when the newest of them last moved. */
export interface PublicTallies {
  tallies: DistrictTally[];
  updatedAt: string | null;
}

export const OPEN_DATA_RPC = {
  /** bills: {district} → DistrictRecord. */
  districtRecord: 'bills.roll-calls.district-record',
  /** voting: {district, billIds} → PublicTallies (that district's tallies of those bills). */
  districtTalliesOf: 'voting.public.district-tallies',
  /** voting: {billId} → PublicTallies (every district's tally of the bill). */
  billTallies: 'voting.public.bill-tallies',
  /** identity: {} → {districts: string[]} (every district of the ZIP table). */
  districts: 'identity.districts.list',
  /** identity: {zip} → ZipDistricts. */
  zipDistricts: 'identity.districts.for-zip',
} as const;

// ---- composition (the gateway and the snapshot command) ----

/**
 * The roll calls a member's agreement is judged on (ADR 0026 §5): per bill and chamber, the last
 * vote not on an amendment (passage after the motion to proceed, concurrence after passage).
 * The public page and `npm run accountability:recount` both count these.
 */
export function countedRollCallIds(rollCalls: Array<{ rollCallId: string; billId: string; chamber: string; votedAt: string | Date; amendment: string | null }>): Set<string> {
  const last = new Map<string, (typeof rollCalls)[number]>();
  for (const rc of rollCalls) {
    if (rc.amendment) continue;
    const key = `${rc.billId}|${rc.chamber}`;
    const prev = last.get(key);
    const t = new Date(rc.votedAt).getTime();
    const p = prev ? new Date(prev.votedAt).getTime() : -Infinity;
    if (!prev || t > p || (t === p && rc.rollCallId > prev.rollCallId)) last.set(key, rc);
  }
  return new Set([...last.values()].map((r) => r.rollCallId));
}

const rateOf = (agree: number, disagree: number): Agreement => ({ agree, disagree, rate: agree + disagree ? agree / (agree + disagree) : null });

/**
 * The public district page from the bills service's record and voting's tallies. Agreement is
 * judged on published decisions only: a decision hidden for too few voters is never revealed
 * through a member's rate.
 */
export function composePublicDistrict(record: DistrictRecord, tallies: DistrictTally[]): PublicDistrict {
  const byBill = new Map(tallies.map((t) => [t.billId, t]));
  const counted = countedRollCallIds(record.bills.flatMap((b) => b.rollCalls.map((r) => ({ ...r, billId: b.billId }))));
  const agreement = new Map<string, { agree: number; disagree: number; last: PublicMemberVote & { votedAt: string } }>();
  const bills: PublicDistrictBill[] = record.bills.map((b) => {
    const tally = publicTally(byBill.get(b.billId) ?? zeroTally(b.billId, record.district), record.district);
    const rollCalls = b.rollCalls.map((rc): PublicRollCall => {
      const members = rc.members.map((m): PublicMemberVote => ({ ...m, agrees: memberAgrees(tally.decision, m.outcome) }));
      if (counted.has(rc.rollCallId)) {
        for (const m of members) {
          if (!m.bioguideId) continue;
          const a = agreement.get(m.bioguideId) ?? { agree: 0, disagree: 0, last: { ...m, votedAt: rc.votedAt } };
          if (m.agrees === true) a.agree += 1;
          if (m.agrees === false) a.disagree += 1;
          if (rc.votedAt >= a.last.votedAt) a.last = { ...m, votedAt: rc.votedAt };
          agreement.set(m.bioguideId, a);
        }
      }
      return { ...rc, counted: counted.has(rc.rollCallId), members };
    });
    return { billId: b.billId, title: b.title, tally, rollCalls };
  });
  const latest = (b: PublicDistrictBill) => b.rollCalls.reduce((max, r) => (r.votedAt > max ? r.votedAt : max), '');
  bills.sort((a, b) => latest(b).localeCompare(latest(a)) || a.billId.localeCompare(b.billId));
  const members: PublicMember[] = record.seats.map((s) => {
    const a = agreement.get(s.bioguideId);
    return { ...s, agreement: rateOf(a?.agree ?? 0, a?.disagree ?? 0) };
  });
  const current = new Set(record.seats.map((s) => s.bioguideId));
  const formerMembers: PublicMember[] = [...agreement.entries()]
    .filter(([id]) => !current.has(id))
    .map(([id, a]) => ({ role: a.last.role, bioguideId: id, name: a.last.name ?? id, party: a.last.party, termEnd: '', agreement: rateOf(a.agree, a.disagree) }))
    .sort((x, y) => x.role.localeCompare(y.role) || x.name.localeCompare(y.name));
  const [state] = record.district.split('-');
  return { district: record.district, state, minVoters: PUBLIC_MIN_VOTERS, members, formerMembers, bills };
}

export function zeroTally(billId: string, district: string): DistrictTally {
  const zero = () => ({ weighted: 0, personal: 0, archetype: 0 });
  return { billId, district, support: zero(), oppose: zero(), abstain: zero() };
}

// ---- open data files ----

export type TallyColumn = (typeof OPEN_TALLY_COLUMNS)[number]['name'];
export type TallyRecord = Record<TallyColumn, string | number | boolean | null>;

/** One row of an open tally file. */
export function tallyRecord(bill: { billId: string; title: string | null }, tally: PublicTally): TallyRecord {
  const c = tally.counts;
  return {
    bill_id: bill.billId,
    bill_title: bill.title,
    district: tally.district,
    enough_voters: tally.enoughVoters,
    decision: tally.decision,
    support_personal: c.support.personal,
    support_values: c.support.values,
    oppose_personal: c.oppose.personal,
    oppose_values: c.oppose.values,
    abstain_personal: c.abstain.personal,
    abstain_values: c.abstain.values,
  };
}

/** The JSON form of an open file: licence, dictionary reference, and the rows. */
export interface OpenTallyFile {
  license: typeof OPEN_DATA_LICENSE;
  dictionary: string;
  minVoters: number;
  suppressedAs: string;
  /** When the newest data in the file last changed (ISO), null when it holds none. */
  updatedAt: string | null;
  scope: { district: string } | { billId: string };
  rows: TallyRecord[];
}

const csvCell = (v: string | number | boolean | null, suppressedCount: boolean): string => {
  if (v === null) return suppressedCount ? SUPPRESSED_TEXT : '';
  const s = String(v);
  // Quote what CSV needs quoted, and defuse spreadsheet formulas (=, +, -, @ at the start).
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const COUNT_COLUMNS = new Set<TallyColumn>(['support_personal', 'support_values', 'oppose_personal', 'oppose_values', 'abstain_personal', 'abstain_values']);

/**
 * The CSV form: the header, then the rows (RFC 4180, CRLF). The licence travels in the HTTP
 * headers (Link rel="license") and in the snapshot's LICENSE.txt, so the file stays plain CSV.
 */
export function tallyCsv(rows: TallyRecord[]): string {
  const header = OPEN_TALLY_COLUMNS.map((c) => c.name);
  const lines = [
    header.join(','),
    ...rows.map((r) => header.map((h) => csvCell(r[h], COUNT_COLUMNS.has(h))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
