/**
 * US states, DC and the territories with a delegate in Congress: USPS code, Census FIPS code
 * and name. Census files name states by FIPS ("36"), users and districts by USPS code ("NY").
 */
export interface StateInfo {
  abbr: string;
  fips: string;
  name: string;
}

export const STATES: readonly StateInfo[] = [
  { abbr: 'AL', fips: '01', name: 'Alabama' },
  { abbr: 'AK', fips: '02', name: 'Alaska' },
  { abbr: 'AZ', fips: '04', name: 'Arizona' },
  { abbr: 'AR', fips: '05', name: 'Arkansas' },
  { abbr: 'CA', fips: '06', name: 'California' },
  { abbr: 'CO', fips: '08', name: 'Colorado' },
  { abbr: 'CT', fips: '09', name: 'Connecticut' },
  { abbr: 'DE', fips: '10', name: 'Delaware' },
  { abbr: 'DC', fips: '11', name: 'District of Columbia' },
  { abbr: 'FL', fips: '12', name: 'Florida' },
  { abbr: 'GA', fips: '13', name: 'Georgia' },
  { abbr: 'HI', fips: '15', name: 'Hawaii' },
  { abbr: 'ID', fips: '16', name: 'Idaho' },
  { abbr: 'IL', fips: '17', name: 'Illinois' },
  { abbr: 'IN', fips: '18', name: 'Indiana' },
  { abbr: 'IA', fips: '19', name: 'Iowa' },
  { abbr: 'KS', fips: '20', name: 'Kansas' },
  { abbr: 'KY', fips: '21', name: 'Kentucky' },
  { abbr: 'LA', fips: '22', name: 'Louisiana' },
  { abbr: 'ME', fips: '23', name: 'Maine' },
  { abbr: 'MD', fips: '24', name: 'Maryland' },
  { abbr: 'MA', fips: '25', name: 'Massachusetts' },
  { abbr: 'MI', fips: '26', name: 'Michigan' },
  { abbr: 'MN', fips: '27', name: 'Minnesota' },
  { abbr: 'MS', fips: '28', name: 'Mississippi' },
  { abbr: 'MO', fips: '29', name: 'Missouri' },
  { abbr: 'MT', fips: '30', name: 'Montana' },
  { abbr: 'NE', fips: '31', name: 'Nebraska' },
  { abbr: 'NV', fips: '32', name: 'Nevada' },
  { abbr: 'NH', fips: '33', name: 'New Hampshire' },
  { abbr: 'NJ', fips: '34', name: 'New Jersey' },
  { abbr: 'NM', fips: '35', name: 'New Mexico' },
  { abbr: 'NY', fips: '36', name: 'New York' },
  { abbr: 'NC', fips: '37', name: 'North Carolina' },
  { abbr: 'ND', fips: '38', name: 'North Dakota' },
  { abbr: 'OH', fips: '39', name: 'Ohio' },
  { abbr: 'OK', fips: '40', name: 'Oklahoma' },
  { abbr: 'OR', fips: '41', name: 'Oregon' },
  { abbr: 'PA', fips: '42', name: 'Pennsylvania' },
  { abbr: 'RI', fips: '44', name: 'Rhode Island' },
  { abbr: 'SC', fips: '45', name: 'South Carolina' },
  { abbr: 'SD', fips: '46', name: 'South Dakota' },
  { abbr: 'TN', fips: '47', name: 'Tennessee' },
  { abbr: 'TX', fips: '48', name: 'Texas' },
  { abbr: 'UT', fips: '49', name: 'Utah' },
  { abbr: 'VT', fips: '50', name: 'Vermont' },
  { abbr: 'VA', fips: '51', name: 'Virginia' },
  { abbr: 'WA', fips: '53', name: 'Washington' },
  { abbr: 'WV', fips: '54', name: 'West Virginia' },
  { abbr: 'WI', fips: '55', name: 'Wisconsin' },
  { abbr: 'WY', fips: '56', name: 'Wyoming' },
  { abbr: 'AS', fips: '60', name: 'American Samoa' },
  { abbr: 'GU', fips: '66', name: 'Guam' },
  { abbr: 'MP', fips: '69', name: 'Northern Mariana Islands' },
  { abbr: 'PR', fips: '72', name: 'Puerto Rico' },
  { abbr: 'VI', fips: '78', name: 'U.S. Virgin Islands' },
];

/**
 * One seat in the House (119th Congress apportionment): the at-large states, DC and the
 * territories with a delegate. For them the state alone names the district ('VT-AL').
 */
const ONE_DISTRICT = new Set(['AK', 'DE', 'ND', 'SD', 'VT', 'WY', 'DC', 'AS', 'GU', 'MP', 'PR', 'VI']);
export const atLargeDistrict = (stateAbbr: string): string | null => (ONE_DISTRICT.has(stateAbbr.toUpperCase()) ? `${stateAbbr.toUpperCase()}-AL` : null);

const byFips = new Map(STATES.map((s) => [s.fips, s]));
const byAbbr = new Map(STATES.map((s) => [s.abbr, s]));

export const stateByFips = (fips: string): StateInfo | undefined => byFips.get(fips.padStart(2, '0'));
export const stateByAbbr = (abbr: string): StateInfo | undefined => byAbbr.get(abbr.toUpperCase());

/**
 * A congressional district as the product names it: 'NY-12', or 'VT-AL' for an at-large seat
 * (Census code 00) and for a delegate seat (DC, PR and the territories: Census code 98).
 * Returns null for codes that are not a district (ZZ: water or undefined).
 */
export function formatDistrict(stateAbbr: string, code: string | number): string | null {
  const raw = String(code).trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(stateAbbr)) return null;
  if (raw === 'AL' || raw === '0' || raw === '00' || raw === '98') return `${stateAbbr}-AL`;
  if (!/^\d{1,2}$/.test(raw)) return null;
  return `${stateAbbr}-${raw.padStart(2, '0')}`;
}

/** 'ST-NN' or 'ST-AL'. */
export const DISTRICT_PATTERN = /^[A-Z]{2}-(\d{2}|AL)$/;
