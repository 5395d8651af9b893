// First: the rules' regular expressions compiled at once (regexps-compiled-at-once.ts says why).
import './local/regexps-compiled-at-once';
export * from './provider';
export * from './errors';
export * from './json-schema';
export * from './prompts';
export * from './openai-provider';
export * from './create-provider';
export { LocalProvider, analyzeBill, LOCAL_SYNTHESIS_MODEL, LOCAL_MODERATION_MODEL, type BillAnalysis } from './local/local-provider';
export { LEXICON_VERSION, MORAL_LEXICON, type FoundationLexicon } from './local/lexicon';
export { MODERATION_RULES_VERSION, contentFindings, type ContentCategory, type ContentFinding } from './local/moderation';
export { moralImpact, dominantFoundation, type MoralImpact, type TermHit } from './local/impact';
export { archetypeVote, archetypeVotesFor, voteEvidence, FOUNDATION_SHORT, type VoteEvidence } from './local/archetype-votes';
export { VOTE_RULES, type VoteRule } from './local/vote-rules';
export type { Importance, ImportanceSignal } from './local/importance';
export type { BillAction, ActionKind } from './local/actions';
export * from './eval';
