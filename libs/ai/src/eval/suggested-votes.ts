import { classifyArchetype, scoreSurvey, type ArchetypeVoteSuggestion, type ArchetypeVotes } from '@civic/contracts';

/** The suggestions a voter with these survey answers gets: those of their archetype. */
export function votesForAnswers(responses: readonly number[], bills: readonly ArchetypeVotes[]): ArchetypeVoteSuggestion[] {
  const archetype = classifyArchetype(scoreSurvey(responses));
  return bills.map((votes) => votes[archetype.key]);
}
