import { isSeq, LineCounter, parseDocument } from 'yaml';
import { RollCallImportError, type ImportedMember, type LegislatorTerm } from './types';

const PARTY_LETTERS: Record<string, string> = { Democrat: 'D', Republican: 'R', Independent: 'I', Libertarian: 'L' };
const partyLetter = (party: unknown) => (typeof party === 'string' && party ? (PARTY_LETTERS[party] ?? party.slice(0, 1).toUpperCase()) : 'I');

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

function member(raw: unknown): ImportedMember {
  const m = record(raw);
  const id = record(m?.id);
  const bioguideId = typeof id?.bioguide === 'string' ? id.bioguide.trim() : '';
  if (!/^[A-Z]\d{6}$/.test(bioguideId)) throw new RollCallImportError(`member without a bioguide id (id.bioguide ${JSON.stringify(id?.bioguide ?? null)})`);
  const name = record(m!.name);
  // official_full is missing for the newest members: first + last instead.
  const fullName = (typeof name?.official_full === 'string' && name.official_full.trim()) || [name?.first, name?.last].filter((s) => typeof s === 'string' && s).join(' ');
  if (!fullName) throw new RollCallImportError(`member ${bioguideId} has no name`);
  const terms: LegislatorTerm[] = [];
  const rawTerms = Array.isArray(m!.terms) ? m!.terms : [];
  if (!rawTerms.length) throw new RollCallImportError(`member ${bioguideId} has no terms`);
  for (const [i, raw] of rawTerms.entries()) {
    const t = record(raw);
    const where = `member ${bioguideId} term ${i + 1}`;
    if (!t || (t.type !== 'rep' && t.type !== 'sen')) throw new RollCallImportError(`${where}: type must be rep or sen`);
    if (typeof t.start !== 'string' || !DATE.test(t.start) || typeof t.end !== 'string' || !DATE.test(t.end)) throw new RollCallImportError(`${where}: start and end must be YYYY-MM-DD dates`);
    if (typeof t.state !== 'string' || !/^[A-Z]{2}$/.test(t.state)) throw new RollCallImportError(`${where}: state must be a postal code`);
    if (t.type === 'rep' && (typeof t.district !== 'number' || !Number.isInteger(t.district) || t.district < 0)) {
      throw new RollCallImportError(`${where}: a representative's district must be a whole number (0 at large)`);
    }
    const base = {
      chamber: t.type === 'rep' ? ('House' as const) : ('Senate' as const),
      state: t.state,
      district: t.type === 'rep' ? (t.district as number) : null,
      senateClass: typeof t.class === 'number' ? t.class : null,
    };
    // A mid-term party switch: one range per party, so the party on a vote's date is exact.
    const affiliations = Array.isArray(t.party_affiliations) ? t.party_affiliations.map(record).filter((a) => a && typeof a.start === 'string' && typeof a.end === 'string') : [];
    if (affiliations.length) {
      for (const a of affiliations) terms.push({ ...base, party: partyLetter(a!.party), start: a!.start as string, end: a!.end as string });
    } else terms.push({ ...base, party: partyLetter(t.party), start: t.start, end: t.end });
  }
  return { bioguideId, lisId: typeof id!.lis === 'string' && id!.lis.trim() ? id!.lis.trim() : null, name: fullName, terms };
}

/**
 * The unitedstates/congress-legislators roster (`legislators-current.yaml`, or the historical
 * file for members who have left): a list of people with every term they served.
 */
export function parseLegislatorsYaml(text: string): ImportedMember[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  if (doc.errors.length) {
    const e = doc.errors[0];
    throw new RollCallImportError(`malformed YAML: ${e.message.split('\n')[0]}`, e.linePos?.[0].line ?? null);
  }
  if (!isSeq(doc.contents)) throw new RollCallImportError('not a legislators file: expected a list of members', 1);
  const items = doc.contents.items;
  const plain = doc.toJS() as unknown[];
  return plain.map((raw, i) => {
    try {
      return member(raw);
    } catch (err) {
      if (!(err instanceof RollCallImportError)) throw err;
      const start = (items[i] as { range?: [number, number, number] } | undefined)?.range?.[0];
      throw new RollCallImportError(err.message, start !== undefined ? lines.linePos(start).line : null);
    }
  });
}
