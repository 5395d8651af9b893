/**
 * ZIP → state from the first three digits (USPS sectional centre prefixes), for the last-resort
 * resolver: it finds the state, never the district. Ranges are inclusive; a handful of 5-digit
 * exceptions (territories sharing a Hawaiian or Guam prefix) come first.
 */

/** Military mail (APO/FPO/DPO): AA Americas, AE Europe and elsewhere, AP Pacific. */
export const MILITARY_CODES = new Set(['AA', 'AE', 'AP']);

const RANGES: ReadonlyArray<readonly [from: number, to: number, state: string]> = [
  [5, 5, 'NY'], [6, 7, 'PR'], [8, 8, 'VI'], [9, 9, 'PR'],
  [10, 27, 'MA'], [28, 29, 'RI'], [30, 38, 'NH'], [39, 49, 'ME'],
  [50, 54, 'VT'], [55, 55, 'MA'], [56, 59, 'VT'], [60, 69, 'CT'],
  [70, 89, 'NJ'], [90, 99, 'AE'],
  [100, 149, 'NY'], [150, 196, 'PA'], [197, 199, 'DE'], [200, 200, 'DC'],
  [201, 201, 'VA'], [202, 205, 'DC'], [206, 219, 'MD'], [220, 246, 'VA'],
  [247, 268, 'WV'], [270, 289, 'NC'], [290, 299, 'SC'], [300, 319, 'GA'],
  [320, 339, 'FL'], [340, 340, 'AA'], [341, 349, 'FL'], [350, 369, 'AL'],
  [370, 385, 'TN'], [386, 397, 'MS'], [398, 399, 'GA'], [400, 427, 'KY'],
  [430, 459, 'OH'], [460, 479, 'IN'], [480, 499, 'MI'], [500, 528, 'IA'],
  [530, 549, 'WI'], [550, 567, 'MN'], [569, 569, 'DC'], [570, 577, 'SD'],
  [580, 588, 'ND'], [590, 599, 'MT'], [600, 629, 'IL'], [630, 658, 'MO'],
  [660, 679, 'KS'], [680, 693, 'NE'], [700, 715, 'LA'], [716, 729, 'AR'],
  [730, 732, 'OK'], [733, 733, 'TX'], [734, 749, 'OK'], [750, 799, 'TX'],
  [800, 816, 'CO'], [820, 831, 'WY'], [832, 838, 'ID'], [840, 847, 'UT'],
  [850, 865, 'AZ'], [870, 884, 'NM'], [885, 885, 'TX'], [889, 898, 'NV'],
  [900, 961, 'CA'], [962, 966, 'AP'], [967, 968, 'HI'], [969, 969, 'GU'],
  [970, 979, 'OR'], [980, 994, 'WA'], [995, 999, 'AK'],
];

/** 5-digit exceptions inside the ranges above; null = not a US state or delegate territory. */
const EXCEPTIONS: ReadonlyArray<readonly [from: number, to: number, state: string | null]> = [
  [6390, 6390, 'NY'], // Fishers Island, served from Connecticut
  [96799, 96799, 'AS'],
  [96939, 96944, null], // Palau, Micronesia
  [96950, 96952, 'MP'],
  [96960, 96970, null], // Marshall Islands
];

/**
 * The USPS state (or military code) a ZIP belongs to, or null when the prefix is not assigned.
 * Accepts ZIP+4 ('12345-6789'); only the first five digits count.
 */
export function stateForZip(zip: string): string | null {
  const five = zip.trim().slice(0, 5);
  if (!/^\d{5}$/.test(five)) return null;
  const n = Number(five);
  for (const [from, to, state] of EXCEPTIONS) if (n >= from && n <= to) return state;
  const prefix = Math.floor(n / 100);
  for (const [from, to, state] of RANGES) if (prefix >= from && prefix <= to) return state;
  return null;
}
