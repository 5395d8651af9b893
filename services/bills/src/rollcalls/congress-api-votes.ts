import type { CongressApiClient } from '../importers/congress-api';
import { HttpError } from '../importers/http';
import { billIdOf, normalizePosition, requireInt, requireText, rollCallId } from './common';
import { RollCallImportError, type ImportedPosition, type ImportedRollCall } from './types';

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** `2/3 Yea-And-Nay` → 2/3, `3/5 Recorded Vote` → 3/5; the others need a majority (`1/2`), a quorum call decides nothing. */
function requiresOf(voteType: unknown): string | null {
  const t = text(voteType);
  if (!t || /quorum/i.test(t)) return null;
  return /^(2\/3|3\/5)/.exec(t)?.[1] ?? '1/2';
}

/**
 * A House roll call from the Congress.gov API v3 (`/house-vote/{congress}/{session}/{number}` and
 * its `/members`): `startDate` carries Washington's offset, so the year is the local date's;
 * `voteCast` is Aye/Nay/Yea/No/Present/Not Voting as the House spells it.
 */
export function parseCongressApiHouseVote(vote: Record<string, unknown>, memberVotes: Record<string, unknown>): ImportedRollCall {
  const congress = requireInt(vote.congress, '"congress"');
  const session = requireInt(vote.sessionNumber, '"sessionNumber"');
  const rollNumber = requireInt(vote.rollCallNumber, '"rollCallNumber"');
  const start = requireText(vote.startDate ?? memberVotes.startDate, '"startDate"');
  const instant = Date.parse(start);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(start) || Number.isNaN(instant)) throw new RollCallImportError(`"startDate" is not an ISO 8601 time (${JSON.stringify(start)})`);
  const year = Number(start.slice(0, 4));
  const results = memberVotes.results;
  if (!Array.isArray(results) || !results.length) throw new RollCallImportError('no member votes in "houseRollCallVoteMemberVotes"."results"');
  const positions: ImportedPosition[] = results.map((r, i) => {
    const m = record(r);
    // The documentation spells it bioguideId, the answers bioguideID: either is read.
    const voterId = text(m?.bioguideID) ?? text(m?.bioguideId);
    const cast = text(m?.voteCast);
    if (!voterId || !cast) throw new RollCallImportError(`"results"[${i}] has no bioguide id or voteCast`);
    return { voterId, idKind: 'bioguide', position: normalizePosition(cast), cast, party: text(m!.voteParty), state: text(m!.voteState) };
  });
  const amendmentType = text(vote.amendmentType);
  return {
    rollCallId: rollCallId('House', rollNumber, congress, year),
    chamber: 'House', congress, session, year, rollNumber,
    votedAt: new Date(instant).toISOString(),
    question: requireText(vote.voteQuestion ?? memberVotes.voteQuestion ?? vote.voteType, '"voteQuestion"'),
    result: requireText(vote.result, '"result"'),
    requires: requiresOf(vote.voteType),
    billId: billIdOf(congress, vote.legislationType, vote.legislationNumber),
    amendment: amendmentType ? [text(vote.amendmentNumber), text(vote.amendmentAuthor)].filter(Boolean).join(': ') || amendmentType : null,
    tieBreaker: null,
    positions,
    format: 'congress-api-json',
  };
}

export type HouseVoteResult = { rollCall: ImportedRollCall; source: string } | { skipped: true; source: string; reason: string };

/**
 * Every House roll call of the given sessions from the Congress.gov API, one at a time; a vote
 * that cannot be read (HTTP error after the client's retries, or a malformed answer) is yielded
 * as skipped and the run goes on.
 */
export async function* houseVotesFromCongressApi(
  client: CongressApiClient,
  congress: number,
  sessions: number[],
  options: { maxVotes?: number } = {},
): AsyncGenerator<HouseVoteResult> {
  let count = 0;
  for (const session of sessions) {
    for await (const item of client.listHouseVotes(congress, session)) {
      if (options.maxVotes !== undefined && count >= options.maxVotes) return;
      count += 1;
      const rollNumber = Number(item.rollCallNumber);
      const source = client.sourceUrl(`/house-vote/${congress}/${session}/${item.rollCallNumber}`);
      if (!Number.isInteger(rollNumber) || rollNumber < 1) {
        yield { skipped: true, source, reason: `list item has no rollCallNumber (${JSON.stringify(item.rollCallNumber ?? null)})` };
        continue;
      }
      try {
        const { vote, memberVotes } = await client.houseVote(congress, session, rollNumber);
        yield { rollCall: parseCongressApiHouseVote(vote, memberVotes), source };
      } catch (err) {
        if (!(err instanceof RollCallImportError || err instanceof HttpError)) throw err;
        yield { skipped: true, source, reason: err.message };
      }
    }
  }
}
