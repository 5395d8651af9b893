import { billIdOf, clock12, easternToUtc, monthIndex, normalizePosition, requireInt, requireText, rollCallId, sessionOf } from './common';
import { RollCallImportError, type ImportedPosition, type ImportedRollCall } from './types';
import { asArray, attr, child, textOf } from './xml';

/** `H J RES 20` → type `H J RES`, number `20`. */
function splitLegisNum(text: string | null): [string, string] | null {
  const m = text ? /^(.*?)\s*(\d+)$/.exec(text.trim()) : null;
  return m ? [m[1], m[2]] : null;
}

/** A House Clerk EVS file (`clerk.house.gov/evs/{year}/roll{NNN}.xml`, root <rollcall-vote>). */
export function parseHouseClerkXml(root: Record<string, unknown>): ImportedRollCall {
  const doc = root['rollcall-vote'];
  const meta = child(doc, 'vote-metadata');
  if (!meta) throw new RollCallImportError('House Clerk XML without <vote-metadata>');
  const congress = requireInt(textOf(child(meta, 'congress')), '<congress>');
  const rollNumber = requireInt(textOf(child(meta, 'rollcall-num')), '<rollcall-num>');
  // `8-Sep-2025` and `time-etz="18:56"`, Washington time.
  const dateText = requireText(textOf(child(meta, 'action-date')), '<action-date>');
  const d = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(dateText);
  if (!d) throw new RollCallImportError(`unreadable <action-date> ${JSON.stringify(dateText)}`);
  const year = Number(d[3]);
  const timeNode = child(meta, 'action-time');
  const etz = attr(timeNode, 'time-etz');
  const [hour, minute] = etz && /^\d{1,2}:\d{2}$/.test(etz) ? etz.split(':').map(Number) : clock12(requireText(textOf(timeNode), '<action-time>'));
  const legis = splitLegisNum(textOf(child(meta, 'legis-num')));
  const amendmentNum = textOf(child(meta, 'amendment-num'));

  const positions: ImportedPosition[] = asArray(child(doc, 'vote-data', 'recorded-vote')).map((row, i) => {
    const legislator = child(row, 'legislator');
    const voterId = attr(legislator, 'name-id');
    if (!voterId) throw new RollCallImportError(`recorded vote ${i + 1} has no legislator name-id`);
    const cast = requireText(textOf(child(row, 'vote')), `recorded vote ${i + 1}'s <vote>`);
    return { voterId, idKind: 'bioguide', position: normalizePosition(cast), cast, party: attr(legislator, 'party'), state: attr(legislator, 'state') };
  });
  if (!positions.length) throw new RollCallImportError('House Clerk XML without recorded votes');

  return {
    rollCallId: rollCallId('House', rollNumber, congress, year),
    chamber: 'House',
    congress,
    session: sessionOf(congress, year),
    year,
    rollNumber,
    votedAt: easternToUtc(year, monthIndex(d[2]), Number(d[1]), hour, minute),
    question: requireText(textOf(child(meta, 'vote-question')), '<vote-question>'),
    result: requireText(textOf(child(meta, 'vote-result')), '<vote-result>'),
    requires: /^2\/3/.test(textOf(child(meta, 'vote-type')) ?? '') ? '2/3' : null,
    billId: legis ? billIdOf(congress, legis[0], legis[1]) : null,
    amendment: amendmentNum ? [amendmentNum, textOf(child(meta, 'amendment-author'))].filter(Boolean).join(': ') : null,
    tieBreaker: null,
    positions,
    format: 'house-clerk-xml',
  };
}
