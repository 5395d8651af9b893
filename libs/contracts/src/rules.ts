import type { VoteType } from './http/voting';

/**
 * Product rules shown in prose as well as enforced, without zod: the public pages import this
 * module alone (`@civic/contracts/rules` in the web app), so their first load stays small.
 */

/** A personal vote counts 10 times an archetype's suggestion in a district's weighted tally. */
export const VOTE_WEIGHTS = { personal: 10, archetype: 1 } as const satisfies Record<VoteType, number>;

/** How many times a vote cast yourself counts against a suggested one ("counts 10 times as much"). */
export const PERSONAL_VOTE_MULTIPLIER = VOTE_WEIGHTS.personal / VOTE_WEIGHTS.archetype;

/** The values survey's length (SURVEY_QUESTIONS in ./survey holds the questions themselves). */
export const SURVEY_QUESTION_COUNT = 12;

/** The public district page's and the open data's rules and dictionary (ADR 0030). */
export * from './open-data-rules';
