import { POLICY_AREAS, type PolicyArea } from '@civic/contracts';

export { POLICY_AREAS, type PolicyArea };

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
