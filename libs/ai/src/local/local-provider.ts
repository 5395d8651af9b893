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
import { argumentsFromActions, argumentsFromCases, combineArguments, extractActions, extractPhrase, moneyIn, statedArguments, type Arguments, type BillAction } from './actions';
import { archetypeVotesFor, voteEvidence, type VoteEvidence } from './archetype-votes';
import { dominantFoundation, moralImpact, type MoralImpact } from './impact';
import { importanceScore, type Importance } from './importance';
import { LEXICON_VERSION } from './lexicon';
import { MODERATION_RULES_VERSION, moderateBillLocally, moderateTextLocally } from './moderation';
import { MODERATION_JUDGE_VERSION } from './moderation-model';
import { inDepth, rankSentences, summarize } from './summarize';
import { cleanText, clip, escapeRegExp, splitSentences, wordCount } from './text';
import { isStatusSentence, MIN_ARGUMENTS_PER_SIDE, THIN_NOTE } from '../eval/synthesis-checker';

export const LOCAL_SYNTHESIS_MODEL = 'local-extractive-v1';
/**
 * The offline moderation's "model": its rules' and its judge's versions (e.g. "local-rules-v17-judge-v14"),
 * so the agreement of its verdicts with people (the review page, /metrics: per provider and model)
 * is counted per rule set, not summed over every version since the first. Verdicts stored before
 * this name carried versions say "local-rules-v1".
 */
export const LOCAL_MODERATION_MODEL = `local-${MODERATION_RULES_VERSION.replace(/^civic-moderation-/, '')}-${MODERATION_JUDGE_VERSION.replace(/^civic-moderation-model-/, 'judge-')}`;

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

/**
 * When the source names no action and no policy the rule table knows, the page says what is
 * missing rather than padding: one line each side, both about the source itself.
 */
function thinArguments(input: SynthesizeBillInput): Arguments {
  const title = clip((input.shortTitle || input.title).trim().replace(/[.\s]+$/, ''), 160);
  return {
    for: [`Its stated aim, in its own title, is “${title}”; the source names no provision beyond that to argue from.`],
    against: ['The source gives no provisions, costs or beneficiaries, so there is nothing concrete yet to argue against; read the full text before deciding.'],
  };
}

/** A sentence that states a rule of the bill ("Payment rates … would be based on …") without one of the action verbs. */
const PROVISION = /\b(?:would|will|must|shall)(?: also)? (?:be|have|no longer|not|get|receive|pay|apply|cover)\b/;
const STATED_CASE = /^(?:its )?(?:supporters|proponents|sponsors|advocates|critics|opponents|detractors)\b/i;

/**
 * Provisions the verbs above do not catch, one pair each, quoting the source's clause: what the
 * bill changes, and the cost of changing it for those who rely on the current rules.
 */
function provisionArguments(sentences: readonly string[], actions: readonly BillAction[]): Arguments {
  const withAction = new Set(actions.map((a) => a.sentenceIndex));
  const result: Arguments = { for: [], against: [] };
  sentences.forEach((sentence, i) => {
    const s = sentence.trim();
    if (withAction.has(i) || isStatusSentence(s) || STATED_CASE.test(s) || !PROVISION.test(s) || NOT_A_PROVISION.test(s)) return;
    const clause = s.split(/[,;:]\s|\s(?:rather than|instead of)\s/)[0]!.replace(/[.]$/, '');
    if (wordCount(clause) < 6 || !PROVISION.test(clause)) return;
    // "Payment rates would…" reads "under it, payment rates would…"; a name ("Medicare", seen capitalized mid-sentence) keeps its capital.
    const first = /^\S+/.exec(clause)![0];
    const named = sentences.some((x) => new RegExp(`\\S\\s${escapeRegExp(first)}\\b`).test(x));
    const lower = named ? clause : clause.charAt(0).toLowerCase() + clause.slice(1);
    result.for.push(`Under it, ${clip(lower, 200)}, updating existing law rather than starting from scratch.`);
    result.against.push(`${clip(clause, 200)}, a change that could unsettle people and institutions that rely on the current rules.`);
  });
  return result;
}
/** "The House would have to …" and the like are about Congress, not the bill's rules. */
const NOT_A_PROVISION = /^(?:it|this|the (?:bill|law|act|resolution|measure))\b/i;

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
  const cases = votes.matches.map((m) => ({
    says: m.sign > 0 ? m.rule.says : m.rule.reversed,
    pulls: Object.fromEntries(Object.entries(m.rule.pulls).map(([f, v]) => [f, v * m.sign])),
    clause: m.sentenceIndex >= 0 ? clip(extractPhrase(sentences[m.sentenceIndex]!.slice(m.offset)), 100) : '',
  }));
  // A naming or a commemoration has no moral case to argue: its words only look like policy.
  const combined = combineArguments([statedArguments(sentences), fromActions, provisionArguments(sentences, actions), votes.ceremonial ? { for: [], against: [] } : argumentsFromCases(cases)], moneyIn(summary));
  const args = combined.for.length && combined.against.length ? combined : thinArguments(input);
  const fewest = Math.min(args.for.length, args.against.length);
  const long = inDepth({
    ranked,
    short: summaries.short,
    actions: actions.map((a) => clip(`${a.verb} ${a.phrase}`, 160)).filter((a, i, all) => all.indexOf(a) === i),
    money: moneyIn([summary, billText].join('\n')),
    policyArea: input.policyArea,
    subjects: input.subjects,
    sections: [...billText.matchAll(/^SEC\. \d+\. ([A-Z][A-Z ,'-]{3,80})\.?$/gm)].map((m) => m[1]!.toLowerCase()).filter((h) => !/short title|table of contents|definitions/.test(h)),
    latestActionText: input.latestActionText,
    argumentsNote:
      fewest < MIN_ARGUMENTS_PER_SIDE
        ? `${THIN_NOTE} (${fewest === 1 ? 'one' : 'two'} a side).`
        : undefined,
  });

  const synthesis = parseOutput(
    billSynthesisOutput,
    {
      billAiSynthesisShort: summaries.short,
      billAiSynthesisLong: long,
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
