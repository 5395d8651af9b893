import {
  decideBillModeration,
  type BillModerationOutput,
  type ModerateBillInput,
  type ModerateTextInput,
  type TextModerationOutput,
} from '@civic/contracts';
import { DataSet, englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { cleanText } from './text';

/**
 * Rule-based moderation for offline use. It enforces decency (DESIGN §4) and never looks at
 * which policy a post argues for: there is deliberately no topic or stance rule here, so a
 * post for and a post against the same policy get the same treatment.
 */

export const MODERATION_RULES_VERSION = 'civic-moderation-rules-v2';

/** Slurs in obscenity's English list: contempt for a group, always rejected. */
const SLURS = new Set([
  'abeed', 'abo', 'africoon', 'arabush', 'boonga', 'chingchong', 'chink', 'dyke', 'fag', 'kike', 'nigger', 'retard', 'spastic', 'tranny',
]);

/**
 * Words in obscenity's list that are ordinary vocabulary in policy debate ("discrimination
 * based on sex", "rape kit backlog", "online pornography", "Negro Leagues"). Rejecting them
 * would silence legitimate discussion of those policies.
 */
const POLICY_VOCABULARY = new Set([
  'sex', 'rape', 'porn', 'incest', 'bestiality', 'vagina', 'penis', 'anus', 'anal', 'semen', 'ejaculate', 'masturbate', 'negro', 'hooker',
]);

// A copy: removePhrasesIf mutates, and englishDataset is shared with anyone else using obscenity.
const dataset = new DataSet<{ originalWord?: string }>().addAll(englishDataset).removePhrasesIf((p) => POLICY_VOCABULARY.has(p.metadata?.originalWord ?? ''));
const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

const INSULT = /\b(?:you|you're|youre|ur|u)\b[^.!?\n]{0,25}?\b(idiots?|morons?|imbeciles?|stupid|dumb|pathetic|losers?|scum|trash|clowns?|cretins?)\b|\bshut up\b/i;
const DEHUMANIZING = /\b(?:are|is)\s+(?:all\s+|just\s+)?(vermin|subhuman|parasites|cockroaches|animals|rats)\b/i;
const THREAT = /\b(?:i|we)(?:'ll| will| am going to|'m going to| are going to|'re going to| gonna)\s+(?:\w+\s+){0,2}?(?:kill|hurt|shoot|stab|beat|attack|murder|find where you live)\b/i;
const WISHED_VIOLENCE = /\b(?:you|he|she|they|him|her|them)\s+(?:all\s+)?(?:should|deserves? to|needs? to|ought to)\s+(?:be\s+)?(?:die|killed|shot|hanged|hung|beaten|murdered)\b/i;
const PHONE = /(?<!\d)\(?\d{3}\)?[-.\s]\d{3}[-.\s]\d{4}(?!\d)/;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
const SSN = /\b\d{3}-\d{2}-\d{4}\b/;
const URL = /\bhttps?:\/\/\S+/gi;

export type ContentCategory = 'hate' | 'threat' | 'harassment' | 'profanity' | 'personal_information' | 'spam' | 'empty';

export interface ContentFinding {
  category: ContentCategory;
  reason: string;
  /** Hard findings cannot be fixed by editing tone alone (slurs, threats). */
  hard: boolean;
}

/** Decency findings for a piece of text, one per category. */
export function contentFindings(rawText: string): ContentFinding[] {
  const text = cleanText(rawText);
  const findings: ContentFinding[] = [];
  const add = (category: ContentCategory, reason: string, hard = false) => {
    if (!findings.some((f) => f.category === category)) findings.push({ category, reason, hard });
  };
  if (!text.trim()) {
    add('empty', 'The text is empty.');
    return findings;
  }
  const words = matcher.getAllMatches(text).map((m) => dataset.getPayloadWithPhraseMetadata(m).phraseMetadata?.originalWord ?? '');
  if (words.some((w) => SLURS.has(w))) add('hate', 'Uses a slur against a group of people.', true);
  if (DEHUMANIZING.test(text)) add('hate', 'Describes people in dehumanizing terms.', true);
  if (THREAT.test(text) || WISHED_VIOLENCE.test(text)) add('threat', 'Threatens or wishes violence against someone.', true);
  if (INSULT.test(text)) add('harassment', 'Insults another person; criticize ideas, not people.');
  if (words.some((w) => !SLURS.has(w))) add('profanity', 'Uses profane or vulgar language.');
  if (PHONE.test(text) || EMAIL.test(text) || SSN.test(text)) {
    add('personal_information', 'Shares personal contact or identity details; remove them to protect privacy.');
  }
  if ((text.match(URL) ?? []).length >= 3) add('spam', 'Contains many links, which looks like spam.');
  return findings;
}

/** Discussions and replies: approve unless a decency rule is broken. */
export function moderateTextLocally(input: ModerateTextInput): TextModerationOutput {
  const findings = contentFindings([input.title, input.content].filter(Boolean).join('\n\n'));
  return {
    decision: findings.length ? 'rejected' : 'approved',
    reasons: findings.map((f) => f.reason),
    categories: findings.map((f) => f.category),
  };
}

interface ConstitutionalRule {
  pattern: RegExp;
  issue: string;
  /** Points off the constitutionality score (10 to start). */
  penalty: number;
  hard: boolean;
}

/**
 * Clear conflicts with the Constitution's text, phrased as patterns of what a bill would do.
 * They are about mechanisms (establishing a religion, punishing without trial), not policy
 * goals, so they apply the same way whichever direction a bill leans.
 */
const CONSTITUTIONAL_RULES: readonly ConstitutionalRule[] = [
  {
    pattern: /\b(?:establish\w*|declar\w*|designat\w*|adopt\w*)\b[^.]{0,40}\b(?:official|national|state)\s+(?:religion|church|faith)\b/i,
    issue: 'Would establish an official religion, which the First Amendment forbids.',
    penalty: 8,
    hard: true,
  },
  {
    pattern: /\b(?:ban\w*|bar\w*|prohibit\w*|deport\w*|exclud\w*|expel\w*|register\w*|detain\w*)\b[^.]{0,60}\b(?:all\s+)?(?:muslims|christians|jews|hindus|buddhists|sikhs|atheists|catholics|mormons)\b/i,
    issue: 'Singles out members of a religion for restrictions, contrary to the First Amendment and equal protection.',
    penalty: 8,
    hard: true,
  },
  {
    pattern: /\b(?:religious test|profess\w* (?:a|any) (?:religion|faith|belief))\b[^.]{0,40}\b(?:office|position|employment)\b/i,
    issue: 'Imposes a religious test for public office, which Article VI forbids.',
    penalty: 7,
    hard: true,
  },
  {
    pattern: /\b(?:suspend\w*|cancel\w*|postpon\w* indefinitely|abolish\w*)\b[^.]{0,30}\b(?:federal )?(?:elections?|habeas corpus)\b/i,
    issue: 'Would suspend elections or habeas corpus, which the Constitution does not allow in ordinary law.',
    penalty: 8,
    hard: true,
  },
  {
    pattern: /\b(?:ban\w*|prohibit\w*|criminaliz\w*|punish\w*|outlaw\w*)\b[^.]{0,40}\b(?:criticism of|criticizing|criticising|protest(?:s|ing)? against)\b[^.]{0,20}\b(?:the )?(?:government|president|congress|officials?)\b/i,
    issue: 'Would punish criticism of the government, which the First Amendment protects.',
    penalty: 8,
    hard: true,
  },
  {
    pattern: /\b(?:without (?:a )?trial|declared? guilty by (?:this )?act|by legislative decree)\b/i,
    issue: 'Punishes people without a trial, which resembles a bill of attainder (Article I, Section 9).',
    penalty: 7,
    hard: true,
  },
  {
    pattern: /\bretroactive\w*\b[^.]{0,60}\b(?:crim\w*|penalt\w*|punish\w*|offen[cs]e)\b|\b(?:crim\w*|penalt\w*|punish\w*)\b[^.]{0,60}\bretroactive\w*/i,
    issue: 'Applies criminal punishment retroactively, which the ex post facto clause forbids.',
    penalty: 7,
    hard: true,
  },
  {
    pattern: /\b(?:grant\w*|confer\w*|creat\w*)\b[^.]{0,30}\btitles? of nobility\b/i,
    issue: 'Grants titles of nobility, which Article I, Section 9 forbids.',
    penalty: 6,
    hard: true,
  },
  {
    pattern: /\b(?:tortur\w*|flogg\w*|mutilat\w*|brand\w* (?:offenders|criminals|convicts))\b[^.]{0,40}\b(?:as (?:a )?punishment|penalty|sentence)\b|\bpunish\w*\b[^.]{0,40}\b(?:tortur\w*|flogg\w*|mutilat\w*)/i,
    issue: 'Prescribes cruel punishment, which the Eighth Amendment forbids.',
    penalty: 8,
    hard: true,
  },
  {
    pattern: /\b(?:seiz\w*|confiscat\w*|tak\w*)\b[^.]{0,60}\bwithout (?:just |any )?compensation\b/i,
    issue: 'Takes private property without compensation, contrary to the Fifth Amendment.',
    penalty: 5,
    hard: false,
  },
  {
    pattern: /\bsearch\w*\b[^.]{0,60}\bwithout (?:a )?warrant\b|\bwarrantless (?:search|entry)/i,
    issue: 'Authorizes searches without a warrant, contrary to the Fourth Amendment.',
    penalty: 5,
    hard: false,
  },
  {
    pattern: /\b(?:criticism|criticizing|criticising|insult\w*|mock\w*|disrespect\w*)\b[^.]{0,40}\b(?:president|government|congress|officials?|agenc\w+)\b[^.]{0,40}\b(?:crime|criminal|prison|imprison\w*|punishable)\b/i,
    issue: 'Would punish criticism of the government, which the First Amendment protects.',
    penalty: 8,
    hard: true,
  },
  {
    pattern: /\b(?:licen[cs]\w*|censor\w*)\b[^.]{0,60}\b(?:newspapers?|news (?:websites?|outlets?|media)|the press|journalists?)\b|\b(?:newspapers?|news (?:websites?|outlets?)|journalists?)\b[^.]{0,120}\b(?:federal license|approval before publication|before publication)\b/i,
    issue: 'Would license or censor the press before publication, which the First Amendment forbids.',
    penalty: 8,
    hard: true,
  },
  {
    // Denying a right or benefit by race, religion, sex or national origin; a bill that forbids such denial is fine.
    pattern: /(?<!\b(?:prohibit\w*|ban\w*|forbid\w*|outlaw\w*|prevent\w*|end\w*)\s+(?:\w+\s+){0,3})\b(?:den(?:y|ies|ied|ying)|revok\w*|strip\w*|withhold\w*)\b[^.]{0,60}\b(?:on the basis of|based on|because of)\s+(?:their\s+)?(?:race|religion|sex|national origin|colou?r|ethnicity)\b/i,
    issue: 'Denies rights on the basis of race, religion, sex or national origin, contrary to equal protection (Fifth and Fourteenth Amendments) and the Fifteenth Amendment.',
    penalty: 8,
    hard: true,
  },
  {
    pattern: /\bquarter\w*\b[^.]{0,40}\bsoldiers?\b[^.]{0,40}\b(?:homes?|houses?|private)\b/i,
    issue: 'Quarters soldiers in private homes, which the Third Amendment forbids.',
    penalty: 7,
    hard: true,
  },
  {
    pattern: /\b(?:ban\w*|prohibit\w*|confiscat\w*)\b[^.]{0,30}\b(?:all|every)\s+(?:privately owned\s+)?(?:firearms|guns|handguns)\b/i,
    issue: 'Bans firearms outright, contrary to the Second Amendment as the Supreme Court reads it.',
    penalty: 7,
    hard: true,
  },
  {
    pattern: /\babolish\w*\b[^.]{0,30}\b(?:the )?(?:states|state governments|the supreme court|the senate)\b/i,
    issue: 'Would abolish a body the Constitution itself establishes, which ordinary legislation cannot do.',
    penalty: 8,
    hard: true,
  },
];

const CONSTITUTIONAL_BASIS = /\b(article\s+[ivx]+|commerce clause|spending clause|necessary and proper|section\s+8|amendment|constitution\w*)\b/i;

/** User bills: constitutionality and content standards, 1–10 each, and the approval rule. */
export function moderateBillLocally(input: ModerateBillInput): BillModerationOutput {
  const text = cleanText([input.title, input.description, input.fullText ?? ''].join('\n\n'));
  const constitutionalIssues: string[] = [];
  const decencyIssues: string[] = [];
  const recommendations: string[] = [];
  let hardViolation = false;

  let constitutionality = 10;
  for (const rule of CONSTITUTIONAL_RULES) {
    if (rule.pattern.test(text)) {
      constitutionality -= rule.penalty;
      hardViolation ||= rule.hard;
      constitutionalIssues.push(rule.issue);
    }
  }
  if (!CONSTITUTIONAL_BASIS.test(text)) {
    recommendations.push('Name the constitutional power the bill relies on (for example Article I, Section 8).');
  }

  let contentStandards = 10;
  const CONTENT_PENALTY: Record<ContentCategory, number> = {
    // A bill is formal text: profanity, doxxing or spam alone keep it from publication (overall < 6).
    hate: 8, threat: 8, harassment: 5, profanity: 5, personal_information: 5, spam: 5, empty: 9,
  };
  for (const finding of contentFindings(text)) {
    contentStandards -= CONTENT_PENALTY[finding.category];
    hardViolation ||= finding.hard;
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
  let overall = Math.min(c, s);
  if (hardViolation) overall = Math.min(overall, 3);
  return decideBillModeration({
    constitutionalityScore: c,
    decencyScore: s,
    overallScore: clampScore(overall),
    hardViolation,
    constitutionalityAssessment: constitutionalIssues.length
      ? `Constitutional concerns found: ${constitutionalIssues.join(' ')}`
      : 'No conflict with the Constitution was found by the rules checked (religion, speech, press and assembly, searches, punishment, attainder, ex post facto, nobility, equal protection, quartering, arms, takings, the structure of government).',
    decencyAssessment: decencyIssues.length
      ? `The language does not meet the content standards: ${decencyIssues.join(' ')}`
      : 'The language is civil: no slurs, threats, harassment, profanity, personal information or spam were found.',
    rejectionReasons: issues,
    recommendations,
  });
}

function clampScore(n: number): number {
  return Math.min(10, Math.max(1, Math.round(n)));
}
