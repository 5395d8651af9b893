import type { ImportedMember, ImportedRollCall, LegislatorTerm, Position } from '../types';
import { SAMPLE_MEMBER_TERMS, SAMPLE_ROLL_CALL_RECORDS } from './data';

const POSITIONS: Record<string, Position> = { Y: 'yea', N: 'nay', P: 'present', X: 'not_voting', O: 'other' };

/** The members (terms covering the sample votes only) of the built-in roll calls. */
export function sampleMembers(): ImportedMember[] {
  const byId = new Map<string, ImportedMember>();
  for (const line of SAMPLE_MEMBER_TERMS.trim().split('\n')) {
    const [bioguideId, lis, name, chamber, state, district, party, senateClass, start, end] = line.split('|');
    const term: LegislatorTerm = {
      chamber: chamber === 'H' ? 'House' : 'Senate', state, district: district === '' ? null : Number(district), party,
      senateClass: senateClass === '' ? null : Number(senateClass), start, end,
    };
    const member = byId.get(bioguideId) ?? { bioguideId, lisId: lis || null, name, terms: [] };
    member.terms.push(term);
    byId.set(bioguideId, member);
  }
  return [...byId.values()];
}

/** The roll calls on the built-in sample bills (119 H.J.Res. 20: House roll 53, Senate votes 206 and 207). */
export function sampleRollCalls(): ImportedRollCall[] {
  return SAMPLE_ROLL_CALL_RECORDS.map(({ casts, positions, ...meta }) => ({
    ...meta,
    positions: positions.split(' ').map((entry) => {
      const [voterId, p, cast, party, state] = entry.split(':');
      return { voterId, idKind: meta.chamber === 'House' ? ('bioguide' as const) : ('lis' as const), position: POSITIONS[p], cast: casts[Number(cast)], party: party || null, state: state || null };
    }),
  }));
}
