import type { EntityManager } from 'typeorm';
import { archetypeByName, EVENTS, type VoterProfileChanged } from '@civic/contracts';
import { recordEvent } from '@civic/service-kit';
import type { User } from './users.repository';

/** The archetype key for a stored display name (user.voterArchetype), or null before the survey. */
export const archetypeKeyOf = (voterArchetype: string | null): string | null =>
  voterArchetype ? (archetypeByName(voterArchetype)?.key ?? null) : null;

export function voterProfileOf(user: Pick<User, 'id' | 'congressionalDistrict' | 'voterArchetype'>): VoterProfileChanged {
  return { userId: user.id, congressionalDistrict: user.congressionalDistrict, archetypeKey: archetypeKeyOf(user.voterArchetype) };
}

/**
 * Records user.voter-profile-changed.v1 in the caller's transaction when the district or the
 * archetype changed (the two things voting keys on). Returns whether an event was written, so
 * the caller kicks the relay after the commit.
 */
export async function recordVoterProfileChange(
  manager: EntityManager,
  before: Pick<User, 'id' | 'congressionalDistrict' | 'voterArchetype'>,
  after: Pick<User, 'id' | 'congressionalDistrict' | 'voterArchetype'>,
): Promise<boolean> {
  const was = voterProfileOf(before);
  const now = voterProfileOf(after);
  if (was.congressionalDistrict === now.congressionalDistrict && was.archetypeKey === now.archetypeKey) return false;
  await recordEvent<VoterProfileChanged>(manager, EVENTS.voterProfileChanged, now);
  return true;
}
