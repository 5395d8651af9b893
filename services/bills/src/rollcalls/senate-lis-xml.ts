import { billIdOf, clock12, easternToUtc, monthIndex, normalizePosition, requireInt, requireText, rollCallId } from './common';
import { RollCallImportError, type ImportedPosition, type ImportedRollCall } from './types';
import { asArray, child, textOf } from './xml';

/** A Senate LIS file (`vote_{congress}_{session}_{NNNNN}.xml`, root <roll_call_vote>). */
export function parseSenateLisXml(root: Record<string, unknown>): ImportedRollCall {
  const doc = root['roll_call_vote'];
  const congress = requireInt(textOf(child(doc, 'congress')), '<congress>');
  const session = requireInt(textOf(child(doc, 'session')), '<session>');
  const rollNumber = requireInt(textOf(child(doc, 'vote_number')), '<vote_number>');
  // `April 10, 2025,  10:57 AM` (two spaces), Washington time.
  const dateText = requireText(textOf(child(doc, 'vote_date')), '<vote_date>');
  const d = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4}),\s*(\d{1,2}:\d{2}\s*[AP]M)$/i.exec(dateText);
  if (!d) throw new RollCallImportError(`unreadable <vote_date> ${JSON.stringify(dateText)}`);
  const year = Number(d[3]);
  const [hour, minute] = clock12(d[4]);
  // En-bloc votes repeat <document>; the first names the bill.
  const document = asArray(child(doc, 'document'))[0];
  const amendmentNumber = textOf(child(doc, 'amendment', 'amendment_number'));
  const byWhom = textOf(child(doc, 'tie_breaker', 'by_whom'));
  const tieVote = textOf(child(doc, 'tie_breaker', 'tie_breaker_vote'));

  const positions: ImportedPosition[] = asArray(child(doc, 'members', 'member')).map((m, i) => {
    const voterId = textOf(child(m, 'lis_member_id'));
    if (!voterId) throw new RollCallImportError(`member ${i + 1} has no <lis_member_id>`);
    const cast = requireText(textOf(child(m, 'vote_cast')), `member ${i + 1}'s <vote_cast>`);
    return { voterId, idKind: 'lis', position: normalizePosition(cast), cast, party: textOf(child(m, 'party')), state: textOf(child(m, 'state')) };
  });
  if (!positions.length) throw new RollCallImportError('Senate LIS XML without members');
  const tie = byWhom && tieVote ? normalizePosition(tieVote) : null;

  return {
    rollCallId: rollCallId('Senate', rollNumber, congress, year),
    chamber: 'Senate',
    congress,
    session,
    year,
    rollNumber,
    votedAt: easternToUtc(year, monthIndex(d[1]), Number(d[2]), hour, minute),
    question: requireText(textOf(child(doc, 'vote_question_text')) ?? textOf(child(doc, 'question')), '<vote_question_text>'),
    result: requireText(textOf(child(doc, 'vote_result')) ?? textOf(child(doc, 'vote_result_text')), '<vote_result>'),
    requires: textOf(child(doc, 'majority_requirement')),
    billId: document ? billIdOf(textOf(child(document, 'document_congress')) ?? congress, textOf(child(document, 'document_type')), textOf(child(document, 'document_number'))) : null,
    amendment: amendmentNumber,
    tieBreaker: tie === 'yea' || tie === 'nay' ? tie : null,
    positions,
    format: 'senate-lis-xml',
  };
}
