import type { EntityManager } from 'typeorm';
import { archetypeByName, EVENTS, type UserPublicProfileChanged, type VoterProfileChanged } from '@civic/contracts';
import { recordEvent } from '@civic/service-kit';
import type { User } from './users.repository';

/** The archetype key for a stored display name (user.voterArchetype), or null before the survey. */
export const archetypeKeyOf = (voterArchetype: string | null): string | null =>
  voterArchetype ? (archetypeByName(voterArchetype)?.key ?? null) : null;

export function voterProfileOf(user: Pick<User, 'id' | 'congressionalDistrict' | 'voterArchetype'>): VoterProfileChanged {
  return { userId: user.id, congressionalDistrict: user.congressionalDistrict, archetypeKey: archetypeKeyOf(user.voterArchetype) };
}

type ProfileFields = Pick<User, 'id' | 'name' | 'city' | 'state' | 'congressionalDistrict' | 'voterArchetype'>;

export function publicProfileOf(user: ProfileFields): UserPublicProfileChanged {
  return { userId: user.id, name: user.name ?? '', voterArchetype: user.voterArchetype, city: user.city, state: user.state, congressionalDistrict: user.congressionalDistrict };
}

/**
 * Records, in the caller's transaction, what other services follow of a user:
 * user.voter-profile-changed.v1 when the district or the archetype changed (voting keys on
 * them), user.public-profile-changed.v1 when anything others see changed (name, archetype,
 * city, state, district: authors' names and badges on posts). Returns whether an event was
 * written, so the caller kicks the relay after the commit.
 */
export async function recordProfileChanges(manager: EntityManager, before: ProfileFields, after: ProfileFields): Promise<boolean> {
  const wasVoter = voterProfileOf(before);
  const nowVoter = voterProfileOf(after);
  const wasPublic = publicProfileOf(before);
  const nowPublic = publicProfileOf(after);
  let recorded = false;
  if (wasVoter.congressionalDistrict !== nowVoter.congressionalDistrict || wasVoter.archetypeKey !== nowVoter.archetypeKey) {
    await recordEvent<VoterProfileChanged>(manager, EVENTS.voterProfileChanged, nowVoter);
    recorded = true;
  }
  if ((Object.keys(nowPublic) as Array<keyof UserPublicProfileChanged>).some((k) => wasPublic[k] !== nowPublic[k])) {
    await recordEvent<UserPublicProfileChanged>(manager, EVENTS.userPublicProfileChanged, nowPublic);
    recorded = true;
  }
  return recorded;
}
