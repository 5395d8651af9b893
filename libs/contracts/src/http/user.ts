import { z } from 'zod';

/** The signed-in user as the API returns it: never a password hash. */
export const publicUser = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  district: z.string().nullable(),
  congressionalDistrict: z.string().nullable(),
  stateUpperDistrict: z.string().nullable(),
  stateLowerDistrict: z.string().nullable(),
  county: z.string().nullable(),
  careHarm: z.number().int(),
  fairnessCheating: z.number().int(),
  loyaltyBetrayal: z.number().int(),
  authoritySubversion: z.number().int(),
  sanctityDegradation: z.number().int(),
  libertyOppression: z.number().int(),
  voterArchetype: z.string().nullable(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** SPEC §2 post-login rule: profile gaps first, then survey, then the dashboard. */
export function nextOnboardingPath(user: Pick<PublicUser, 'name' | 'address' | 'city' | 'zipCode' | 'voterArchetype'>): string {
  if (!user.name || !user.address || !user.city || !user.zipCode) return '/personal-info';
  return user.voterArchetype ? '/dashboard' : '/survey';
}
