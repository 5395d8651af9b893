import {
  decideBillModeration,
  type BillModerationOutput,
  type ModerateBillInput,
  type ModerateTextInput,
  type TextModerationOutput,
} from '@civic/contracts';
import { billTextForContentCheck, billViolenceFindings, constitutionalFindings } from './constitution';
import { canonicalSides } from './moderation-features';
import { MODEL_THRESHOLDS, uncivilProbability } from './moderation-model';
import { canonicalStances } from './stances';
import { analyzePost, postSkeleton, type SpeechCategory, type SpeechFinding } from './speech-acts';
import { cleanText, clip } from './text';

/**
 * Rule-based moderation for offline use. It enforces decency (DESIGN §4) and never looks at
 * which policy a post argues for: there is deliberately no topic or stance rule here, so a
 * post for and a post against the same policy get the same treatment.
 */

export const MODERATION_RULES_VERSION = 'civic-moderation-rules-v17';


export type ContentCategory = SpeechCategory;

export interface ContentFinding {
  category: ContentCategory;
  /** reject: breaks the standards; hold: likely does, a person decides. */
  severity: 'reject' | 'hold';
  reason: string;
  /** Hard findings cannot be fixed by editing tone alone (slurs, threats). */
  hard: boolean;
}

/**
 * Decency findings for a piece of text: what it does (speech-acts.ts), slurs included. The rules
 * read every political side's name as the same word (canonicalSides), so the same words about
 * either side get the same findings.
 */
export function contentFindings(rawText: string): ContentFinding[] {
  return readPost(rawText).findings;
}

/** The text as the rules and the model read it, and the rules' findings. */
export function readPost(rawText: string): { text: string; skeleton: string; findings: SpeechFinding[] } {
  const text = canonicalStances(canonicalSides(cleanText(rawText)));
  const skeleton = postSkeleton(text);
  return { text, skeleton, findings: analyzePost(text, skeleton) };
}

/** Findings the statistical judge can weigh: what a post says to or about people. */
const SPEECH: ReadonlySet<ContentCategory> = new Set(['threat', 'violence', 'punishment_for_views', 'insult', 'dehumanizing', 'epithet']);

const MODEL_HOLD: ContentFinding = {
  category: 'uncertain',
  severity: 'hold',
  reason: 'The second reader (a statistical model trained on civil and uncivil examples) finds this likely breaks the standards; a moderator will look at it.',
  hard: false,
};

/**
 * The rules' findings weighed with the statistical judge (moderation-model.ts):
 * - the rules approve, the model finds a breach likely (≥ holdAt): held for a person;
 * - the rules reject what a post says to or about people, the model finds a breach very unlikely
 *   (< disagreeBelow): held (they disagree);
 * - the rules are unsure (held) about what a post says to or about people, and the model is sure
 *   it is civil (< doubtBelow): approved; personal data, spam and the like stay held.
 */
export function judgePost(rawText: string): { findings: ContentFinding[]; probability: number } {
  const { text, skeleton, findings } = readPost(rawText);
  const probability = uncivilProbability(text, skeleton, findings);
  return { findings: weighFindings(findings, probability), probability };
}

/** The rules' findings after the model's word (see judgePost). */
export function weighFindings(findings: readonly ContentFinding[], probability: number): ContentFinding[] {
  if (!findings.length) return probability >= MODEL_THRESHOLDS.holdAt ? [MODEL_HOLD] : [];
  const rejected = findings.filter((f) => f.severity === 'reject');
  if (rejected.length) {
    // Slurs, personal data, profanity, spam and shouting are the rules' alone to judge.
    const disagree = probability < MODEL_THRESHOLDS.disagreeBelow && rejected.every((f) => SPEECH.has(f.category));
    return disagree ? findings.map((f) => ({ ...f, severity: 'hold' as const })) : [...findings];
  }
  if (probability >= MODEL_THRESHOLDS.doubtBelow) return [...findings];
  return findings.every((f) => SPEECH.has(f.category)) ? [] : [...findings];
}

/** approved, held or rejected, from findings. */
export function decisionOf(findings: readonly ContentFinding[]): 'approved' | 'held' | 'rejected' {
  return findings.some((f) => f.severity === 'reject') ? 'rejected' : findings.length ? 'held' : 'approved';
}

/**
 * Discussions and replies: rejected when a finding plainly breaks the standards, held for a
 * person when the rules and the statistical judge are unsure or disagree, approved otherwise.
 */
export function moderateTextLocally(input: ModerateTextInput): TextModerationOutput {
  const { findings } = judgePost([input.title, input.content].filter(Boolean).join('\n\n'));
  const rejected = findings.filter((f) => f.severity === 'reject');
  const shown = (rejected.length ? rejected : findings).slice(0, 10);
  return {
    decision: rejected.length ? 'rejected' : findings.length ? 'held' : 'approved',
    reasons: shown.map((f) => f.reason),
    categories: shown.map((f) => f.category),
  };
}

const CONSTITUTIONAL_BASIS = /\b(article\s+[ivx]+|commerce clause|spending clause|necessary and proper|section\s+8|amendment|constitution\w*)\b/i;

/** User bills: constitutionality and content standards, 1–10 each, and the approval rule. */
export function moderateBillLocally(input: ModerateBillInput): BillModerationOutput {
  const text = cleanText([input.title, input.description, input.fullText ?? ''].join('\n\n'));
  const constitutionalIssues: string[] = [];
  const decencyIssues: string[] = [];
  const recommendations: string[] = [];
  let hardViolation = false;

  // Every finding is a clear conflict with a named clause: a hard violation (constitutionality ≤ 3).
  const clauses = constitutionalFindings(text);
  const constitutionality = clauses.length ? 3 - (clauses.length - 1) : 10;
  for (const f of clauses) {
    hardViolation = true;
    constitutionalIssues.push(`${f.clauseName}: ${f.issue} The bill says: “${f.quote}”`);
  }
  if (!CONSTITUTIONAL_BASIS.test(text)) {
    recommendations.push('Name the constitutional power the bill relies on (for example Article I, Section 8).');
  }

  let contentStandards = 10;
  // A bill is formal text: any plain breach keeps it from publication (overall < 6); a hard one
  // (threat, slur, call for violence) is a hard violation. Doubtful findings only lower the score.
  for (const finding of [...contentFindings(billTextForContentCheck(text)), ...billViolenceFindings(text)]) {
    if (finding.severity === 'reject') {
      contentStandards -= finding.hard || finding.category === 'empty' ? 8 : 5;
      hardViolation ||= finding.hard;
    } else {
      contentStandards -= 2;
    }
    decencyIssues.push(finding.reason);
  }

  const issues = [...constitutionalIssues, ...decencyIssues];
  const descriptionWords = cleanText(input.description).split(/\s+/).filter(Boolean).length;
  if (descriptionWords < 12) {
    recommendations.push('Describe what the bill would do, who it affects and how, in a few sentences.');
  }
  if (!input.policyArea) recommendations.push('Choose a policy area so voters can find the bill.');
  if (issues.length) recommendations.push('Revise the passages listed under issues and submit the bill again.');

  const c = clampScore(constitutionality);
  const s = clampScore(contentStandards);
  // The weaker score is the overall: a well-written bill that breaks the Constitution is not "average".
  // (A hard violation caps it further: decideBillModeration.)
  return decideBillModeration({
    constitutionalityScore: c,
    decencyScore: s,
    overallScore: clampScore(Math.min(c, s)),
    hardViolation,
    constitutionalityAssessment: constitutionalIssues.length
      ? clip(`Constitutional concerns found: ${constitutionalIssues.join(' ')}`, 2000)
      : 'No conflict with the Constitution was found by the clauses checked (establishment and free exercise of religion, religious tests, speech, press, assembly and petition, arms, quartering, searches and seizures, due process, takings, counsel and jury, cruel punishment, equal protection, the vote by race or sex, poll taxes, attainder, ex post facto, habeas corpus, nobility, the structure of government).',
    decencyAssessment: decencyIssues.length
      ? clip(`The language does not meet the content standards: ${decencyIssues.join(' ')}`, 2000)
      : 'The language is civil: no threats, calls for violence, insults, dehumanizing language, epithets, slurs, profanity, personal information or advertising were found.',
    rejectionReasons: issues.slice(0, 20),
    recommendations,
  });
}

function clampScore(n: number): number {
  return Math.min(10, Math.max(1, Math.round(n)));
}
