import { billIdOf, GOVTRACK_TYPES, normalizePosition, requireInt, requireText, rollCallId, sessionOf } from './common';
import { RollCallImportError, type ImportedPosition, type ImportedRollCall, type RollCallChamber } from './types';
import { asArray, attr, child, textOf } from './xml';

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

function isoInstant(value: unknown, what: string): string {
  const text = requireText(value, what);
  const t = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(t)) throw new RollCallImportError(`${what} is not an ISO 8601 time (${JSON.stringify(text)})`);
  return new Date(t).toISOString();
}

export const isUnitedStatesVoteJson = (doc: unknown): boolean => {
  const d = record(doc);
  return d !== null && 'vote_id' in d && 'votes' in d;
};

/** A unitedstates/congress roll call `data.json`. */
export function parseUnitedStatesVoteJson(doc: Record<string, unknown>): ImportedRollCall {
  const chamber: RollCallChamber = doc.chamber === 'h' ? 'House' : doc.chamber === 's' ? 'Senate' : (() => {
    throw new RollCallImportError(`"chamber" must be "h" or "s" (got ${JSON.stringify(doc.chamber ?? null)})`);
  })();
  const congress = requireInt(doc.congress, '"congress"');
  const rollNumber = requireInt(doc.number, '"number"');
  const votedAt = isoInstant(doc.date, '"date"');
  // `session` is the year as a string here, for both chambers.
  const year = requireInt(doc.session, '"session"');
  const votes = record(doc.votes);
  if (!votes) throw new RollCallImportError('"votes" is missing');
  const positions: ImportedPosition[] = [];
  let tieBreaker: 'yea' | 'nay' | null = null;
  for (const [cast, voters] of Object.entries(votes)) {
    if (!Array.isArray(voters)) throw new RollCallImportError(`"votes"."${cast}" is not a list`);
    const position = normalizePosition(cast);
    voters.forEach((voter, i) => {
      // The Vice President's tie-break is the bare string "VP".
      if (voter === 'VP') {
        if (position === 'yea' || position === 'nay') tieBreaker = position;
        return;
      }
      const v = record(voter);
      const voterId = v && typeof v.id === 'string' && v.id.trim() ? v.id.trim() : null;
      if (!voterId) throw new RollCallImportError(`"votes"."${cast}"[${i}] has no "id"`);
      positions.push({
        voterId, idKind: chamber === 'House' ? 'bioguide' : 'lis', position, cast,
        party: typeof v!.party === 'string' ? v!.party : null, state: typeof v!.state === 'string' ? v!.state : null,
      });
    });
  }
  if (!positions.length) throw new RollCallImportError('no voters in "votes"');
  const bill = record(doc.bill);
  const amendment = record(doc.amendment);
  return {
    rollCallId: rollCallId(chamber, rollNumber, congress, year),
    chamber, congress, session: sessionOf(congress, year), year, rollNumber, votedAt,
    question: requireText(doc.question, '"question"'),
    result: requireText(doc.result ?? doc.result_text, '"result"'),
    requires: typeof doc.requires === 'string' ? doc.requires : null,
    billId: bill ? billIdOf(bill.congress, bill.type, bill.number) : null,
    amendment: amendment ? [amendment.number, amendment.author ?? amendment.purpose].filter((x) => x !== undefined && x !== null && x !== '').join(': ') || null : null,
    tieBreaker, positions, format: 'unitedstates-data-json',
  };
}

/** A unitedstates/congress `data.xml` (GovTrack's legacy <roll>). */
export function parseUnitedStatesVoteXml(root: Record<string, unknown>): ImportedRollCall {
  const roll = root.roll;
  const where = attr(roll, 'where');
  const chamber: RollCallChamber = where === 'house' ? 'House' : where === 'senate' ? 'Senate' : (() => {
    throw new RollCallImportError(`<roll where> must be house or senate (got ${JSON.stringify(where)})`);
  })();
  // Here `session` is the Congress number.
  const congress = requireInt(attr(roll, 'session'), '<roll session>');
  const year = requireInt(attr(roll, 'year'), '<roll year>');
  const rollNumber = requireInt(attr(roll, 'roll'), '<roll roll>');
  const votedAt = isoInstant(attr(roll, 'datetime'), '<roll datetime>');
  let tieBreaker: 'yea' | 'nay' | null = null;
  const positions: ImportedPosition[] = [];
  asArray(child(roll, 'voter')).forEach((v, i) => {
    const cast = attr(v, 'value') ?? requireText(attr(v, 'vote'), `voter ${i + 1}'s vote`);
    const position = normalizePosition(cast);
    if (attr(v, 'VP') === '1') {
      if (position === 'yea' || position === 'nay') tieBreaker = position;
      return;
    }
    const voterId = attr(v, 'id');
    if (!voterId) throw new RollCallImportError(`voter ${i + 1} has no id`);
    positions.push({ voterId, idKind: chamber === 'House' ? 'bioguide' : 'lis', position, cast, party: null, state: attr(v, 'state') });
  });
  if (!positions.length) throw new RollCallImportError('<roll> without voters');
  const bill = child(roll, 'bill');
  const govtrackType = attr(bill, 'type');
  const amendment = child(roll, 'amendment');
  return {
    rollCallId: rollCallId(chamber, rollNumber, congress, year),
    chamber, congress, session: sessionOf(congress, year), year, rollNumber, votedAt,
    question: requireText(textOf(child(roll, 'question')), '<question>'),
    result: requireText(textOf(child(roll, 'result')), '<result>'),
    requires: textOf(child(roll, 'required')),
    billId: bill && govtrackType ? billIdOf(attr(bill, 'session'), GOVTRACK_TYPES[govtrackType] ?? null, attr(bill, 'number')) : null,
    amendment: amendment ? (attr(amendment, 'number') ?? textOf(amendment)) : null,
    tieBreaker, positions, format: 'unitedstates-data-xml',
  };
}
