// The 28 policy areas of SPEC §3, spelled exactly as the product shows them.
export const POLICY_AREAS = [
  'Agriculture and Food',
  'Armed Forces and National Security',
  'Civil Rights and Liberties',
  'Commerce',
  'Crime and Law Enforcement',
  'Economics and Public Finance',
  'Education',
  'Emergency Management',
  'Energy',
  'Environmental Protection',
  'Families',
  'Finance and Financial Sector',
  'Foreign Trade and International Finance',
  'Government Operations and Politics',
  'Health',
  'Housing and Community Development',
  'Immigration',
  'International Affairs',
  'Labor and Employment',
  'Law',
  'Public Lands and Natural Resources',
  'Science, Technology, Communications',
  'Social Sciences and History',
  'Social Welfare',
  'Sports and Recreation',
  'Taxation',
  'Transportation and Public Works',
  'Water Resources Development',
] as const;

export type PolicyArea = (typeof POLICY_AREAS)[number];

// Sources differ in case ("Government operations and politics" in data.json), use "&" now and
// then, and punctuate differently, so names are compared on letters and digits only.
function key(name: string): string {
  return name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
}

const BY_KEY = new Map<string, PolicyArea>(POLICY_AREAS.map((area) => [key(area), area]));

// CRS terms that the SPEC list does not carry under the same name. Only mappings that keep the
// meaning are listed; the rest (Animals; Arts, Culture, Religion; Native Americans; Private
// Legislation) have no faithful SPEC area and become null, which the product shows as 'General'.
const ALIASES: Record<string, PolicyArea> = {
  [key('Civil Rights and Liberties, Minority Issues')]: 'Civil Rights and Liberties',
  // CRS split "Congress" off Government Operations and Politics; the SPEC keeps them together.
  [key('Congress')]: 'Government Operations and Politics',
};

export function isPolicyArea(value: unknown): value is PolicyArea {
  return typeof value === 'string' && (POLICY_AREAS as readonly string[]).includes(value);
}

/** Maps a source policy-area name onto the SPEC's list; unknown, empty or missing gives null. */
export function normalizePolicyArea(raw: string | null | undefined): PolicyArea | null {
  if (typeof raw !== 'string') return null;
  const k = key(raw);
  if (!k) return null;
  return BY_KEY.get(k) ?? ALIASES[k] ?? null;
}
