import {
  billModerationOutput,
  billSynthesisOutput,
  moderateBillInput,
  moderateTextInput,
  synthesizeBillInput,
  textModerationOutput,
  type AiProvenance,
  type BillModerationOutput,
  type BillSynthesisOutput,
  type FoundationKey,
  type ModerateBillInput,
  type ModerateTextInput,
  type SynthesizeBillInput,
  type TextModerationOutput,
} from '@civic/contracts';
import type { AiProvider, AiResult } from '../provider';
import { parseInput, parseOutput } from '../validate';
import { argumentsFromActions, extractActions, type Arguments, type BillAction } from './actions';
import { archetypeVotesFor, voteEvidence, type VoteEvidence } from './archetype-votes';
import { dominantFoundation, moralImpact, type MoralImpact } from './impact';
import { importanceScore, type Importance } from './importance';
import { LEXICON_VERSION } from './lexicon';
import { MODERATION_RULES_VERSION, moderateBillLocally, moderateTextLocally } from './moderation';
import { rankSentences, summarize } from './summarize';
import { cleanText, clip, splitSentences, wordCount } from './text';

export const LOCAL_SYNTHESIS_MODEL = 'local-extractive-v1';
export const LOCAL_MODERATION_MODEL = 'local-rules-v1';

/** Bill texts can run to megabytes; the opening carries the substance and keeps this fast. */
const MAX_BILL_TEXT_CHARS = 60_000;

/** Everything the local synthesis is built from, exposed so tests and operators can see why. */
export interface BillAnalysis {
  sentences: string[];
  actions: BillAction[];
  impact: MoralImpact;
  dominantFoundation: FoundationKey;
  importance: Importance;
  votes: VoteEvidence;
  arguments: Arguments;
  synthesis: BillSynthesisOutput;
}

/** When no action verb is found, say what is known (the title) and what is missing. */
function fallbackArguments(input: SynthesizeBillInput): Arguments {
  const title = clip((input.shortTitle || input.title).trim().replace(/[.\s]+$/, ''), 160);
  const topic = input.policyArea ? `${input.policyArea} policy` : 'the issue in its title';
  return {
    for: [`It puts ${topic} before Congress, as its title (“${title}”) indicates.`],
    against: ['The available summary does not spell out how it would work, so its costs and effects are hard to judge.'],
  };
}

export function analyzeBill(rawInput: SynthesizeBillInput): BillAnalysis {
  const input = parseInput(synthesizeBillInput, rawInput, 'bill synthesis');
  const summary = cleanText(input.summary);
  const billText = cleanText((input.billText ?? '').slice(0, MAX_BILL_TEXT_CHARS));
  // The summary is written to be read; the text only fills in when the summary is thin.
  const summarySentences = splitSentences(summary);
  const useText = summarySentences.length < 3 && billText.length > 0;
  const sentences = [...summarySentences, ...(useText ? splitSentences(billText) : [])];

  const ranked = rankSentences(sentences, input.title);
  const rank = new Map(ranked.map((s, i) => [s.index, i]));
  const summaries = summarize(ranked, { title: input.title, policyArea: input.policyArea, latestActionText: input.latestActionText });

  const actions = extractActions(sentences);
  const fromActions = argumentsFromActions(actions, (i) => rank.get(i) ?? Number.MAX_SAFE_INTEGER);
  const args = fromActions.for.length ? fromActions : fallbackArguments(input);

  const textWords = wordCount(summary) + wordCount(billText);
  // Long texts are damped so a 300-page bill does not drown out what its summary says.
  const textWeight = useText ? Math.min(1, 400 / Math.max(1, wordCount(billText))) : 0;
  const impact = moralImpact(
    [
      { text: input.title, weight: 1.5 },
      { text: (input.subjects ?? []).join('.\n'), weight: 0.5 },
      { text: summary, weight: 1 },
      { text: useText ? billText : '', weight: textWeight },
    ],
    input.policyArea,
  );

  const importance = importanceScore({
    title: input.title,
    text: [summary, billText].join('\n'),
    wordCount: textWords,
    policyArea: input.policyArea,
    latestActionText: input.latestActionText,
    actionKinds: new Set(actions.map((a) => a.kind)),
  });

  const votes = voteEvidence({ title: input.title, sentences, subjects: input.subjects, actions, impact });

  const synthesis = parseOutput(
    billSynthesisOutput,
    {
      billAiSynthesisShort: summaries.short,
      billAiSynthesisLong: summaries.long,
      billArgumentsFor: args.for,
      billArgumentsAgainst: args.against,
      billImportanceScore: importance.score,
      archetypeVotes: archetypeVotesFor(votes),
    },
    'Local bill synthesis',
  );
  return { sentences, actions, impact, dominantFoundation: dominantFoundation(impact), importance, votes, arguments: args, synthesis };
}

/**
 * The offline provider: deterministic (same input, same output), explainable (see
 * analyzeBill), and free. Used when no OpenAI key is configured.
 */
export class LocalProvider implements AiProvider {
  readonly name = 'local';

  private provenance(model: string, promptVersion: string): AiProvenance {
    return { provider: 'local', model, promptVersion };
  }

  async synthesizeBill(input: SynthesizeBillInput): Promise<AiResult<BillSynthesisOutput>> {
    return { output: analyzeBill(input).synthesis, provenance: this.provenance(LOCAL_SYNTHESIS_MODEL, LEXICON_VERSION) };
  }

  async moderateText(input: ModerateTextInput): Promise<AiResult<TextModerationOutput>> {
    const parsed = parseInput(moderateTextInput, input, 'text moderation');
    const output = parseOutput(textModerationOutput, moderateTextLocally(parsed), 'Local text moderation');
    return { output, provenance: this.provenance(LOCAL_MODERATION_MODEL, MODERATION_RULES_VERSION) };
  }

  async moderateBill(input: ModerateBillInput): Promise<AiResult<BillModerationOutput>> {
    const parsed = parseInput(moderateBillInput, input, 'bill moderation');
    const output = parseOutput(billModerationOutput, moderateBillLocally(parsed), 'Local bill moderation');
    return { output, provenance: this.provenance(LOCAL_MODERATION_MODEL, MODERATION_RULES_VERSION) };
  }
}
