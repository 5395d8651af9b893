/*
 * The open data's rules and dictionary without zod (ADR 0030): the public district page and the
 * /open-data page import them through `@civic/contracts/rules`, so their first load stays small.
 */

/** Counts below this many voters are never shown on public pages ("fewer than 10"). */
export const PUBLIC_MIN_VOTERS = 10;

/** Digits of a ZIP code in the public district search. */
export const ZIP_CODE_LENGTH = 5;

export const OPEN_DATA_LICENSE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: 'Civic district tallies (https://creativecommons.org/licenses/by/4.0/)',
} as const;

export const PUBLIC_DISTRICT_MESSAGES = {
  notFound: 'District not found',
  zip: `Enter a ${ZIP_CODE_LENGTH}-digit ZIP code`,
  zipNotFound: 'No congressional district found for this ZIP code',
} as const;

/** How a suppressed count reads on the page and in the CSV. */
export const SUPPRESSED_TEXT = `fewer than ${PUBLIC_MIN_VOTERS}`;

/**
 * Every column of the open tally files (CSV header, JSON row keys), with its meaning: the data
 * dictionary the /open-data page shows and the export test checks every file against.
 */
export const OPEN_TALLY_COLUMNS = [
  { name: 'bill_id', description: 'The bill: congress, type and number, e.g. 119-hjres-20.' },
  { name: 'bill_title', description: 'The bill’s official title (empty when the bill itself is not imported).' },
  { name: 'district', description: 'Congressional district, ST-NN (ST-AL for at-large seats and delegates).' },
  { name: 'enough_voters', description: `true when at least ${PUBLIC_MIN_VOTERS} voters of the district voted on the bill; otherwise the decision is withheld.` },
  { name: 'decision', description: 'The district’s decision (support, oppose, abstain), weighing a personal vote 10 times a values-based one; empty on a tie, with no votes, or when withheld.' },
  { name: 'support_personal', description: `Voters who cast support themselves; "${SUPPRESSED_TEXT}" when below ${PUBLIC_MIN_VOTERS}.` },
  { name: 'support_values', description: `Voters whose support was filled in from their values survey (archetype); "${SUPPRESSED_TEXT}" when below ${PUBLIC_MIN_VOTERS}.` },
  { name: 'oppose_personal', description: `Voters who cast oppose themselves; "${SUPPRESSED_TEXT}" when below ${PUBLIC_MIN_VOTERS}.` },
  { name: 'oppose_values', description: `Voters whose oppose was filled in from their values survey; "${SUPPRESSED_TEXT}" when below ${PUBLIC_MIN_VOTERS}.` },
  { name: 'abstain_personal', description: `Voters who cast abstain themselves; "${SUPPRESSED_TEXT}" when below ${PUBLIC_MIN_VOTERS}.` },
  { name: 'abstain_values', description: `Voters whose abstain was filled in from their values survey; "${SUPPRESSED_TEXT}" when below ${PUBLIC_MIN_VOTERS}.` },
] as const;
