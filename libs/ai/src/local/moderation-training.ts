import { DEV_CONSTITUTIONAL } from './dev-bills.fixture';
import { EIGHTH_CIVIL, EIGHTH_UNCIVIL, eighthPairs } from './dev-posts-eighth.fixture';
import { NINTH_CIVIL, NINTH_UNCIVIL, ninthPairs } from './dev-posts-ninth.fixture';
import { DEV_CIVIL, DEV_CIVIL_MORE, DEV_UNCIVIL, DEV_UNCIVIL_MORE, SIDES, forSide } from './dev-posts.fixture';
import {
  SEVENTH_CIVIL,
  SEVENTH_CIVIL_MORE,
  SEVENTH_CIVIL_THIRD,
  SEVENTH_UNCIVIL,
  SEVENTH_UNCIVIL_MORE,
  SEVENTH_UNCIVIL_THIRD,
  seventhPairs,
} from './dev-posts-seventh.fixture';
import { SIXTH_CIVIL, SIXTH_UNCIVIL, sixthPairs } from './dev-posts-sixth.fixture';
import { VARIED_CIVIL, VARIED_UNCIVIL, variedPairs } from './dev-posts-varied.fixture';
import { WIDE_CIVIL, WIDE_UNCIVIL, widePairs } from './dev-posts-wide.fixture';
import { readPost } from './moderation';
import { postFeatures } from './moderation-features';
import { trainModel, type ModelWeights, type TrainingExample } from './moderation-model';

/*
 * The statistical judge's training set: the development posts of libs/ai/src/local only (never
 * the evaluation sets in libs/ai/eval). Each template gives all its side versions, so side words
 * appear equally in both classes; "group" ties the versions of one template together so
 * cross-validation never trains on one side of a pair and tests on the other.
 */

export const MODEL_VERSION = 'civic-moderation-model-v14';

export interface LabelledPost {
  text: string;
  label: 0 | 1;
  category: string;
  group: string;
}

export function developmentPosts(): LabelledPost[] {
  const out: LabelledPost[] = [];
  const seen = new Set<string>();
  const add = (text: string, label: 0 | 1, category: string, group: string) => {
    if (seen.has(text)) return;
    seen.add(text);
    out.push({ text, label, category, group });
  };
  const oldVersions = (t: string) => (/\{[A-Za-z]\}/.test(t) ? SIDES.map((side) => forSide(t, side)) : [t]);
  // The paired template sets, each filled by its own sides, in this order (the judge's training
  // reads them in it). Their held-out lists (in the sets' specs) are never training data.
  const pairedSets: Array<[Record<string, string[]>, 0 | 1, string, (t: string) => [string, string][]]> = [
    [WIDE_UNCIVIL, 1, 'wu', widePairs],
    [WIDE_CIVIL, 0, 'wc', widePairs],
    // The fifth set, another author's voices (dev-posts-varied.fixture.ts).
    [VARIED_UNCIVIL, 1, 'vu', variedPairs],
    [VARIED_CIVIL, 0, 'vc', variedPairs],
    // The sixth set, forms and institutions (dev-posts-sixth.fixture.ts).
    [SIXTH_UNCIVIL, 1, 'su', sixthPairs],
    [SIXTH_CIVIL, 0, 'sc', sixthPairs],
    // The seventh set, forum voices, all three batches, with its first list of sides only.
    [SEVENTH_UNCIVIL, 1, '7u', seventhPairs],
    [SEVENTH_CIVIL, 0, '7c', seventhPairs],
    [SEVENTH_UNCIVIL_MORE, 1, '7um', seventhPairs],
    [SEVENTH_CIVIL_MORE, 0, '7cm', seventhPairs],
    [SEVENTH_UNCIVIL_THIRD, 1, '7ut', seventhPairs],
    [SEVENTH_CIVIL_THIRD, 0, '7ct', seventhPairs],
    // The eighth set: epithets, spam, indirect violence, quoting and idioms.
    [EIGHTH_UNCIVIL, 1, '8u', eighthPairs],
    [EIGHTH_CIVIL, 0, '8c', eighthPairs],
    // The ninth set: forum voices, coined labels, new spam shapes, public schedules.
    [NINTH_UNCIVIL, 1, '9u', ninthPairs],
    [NINTH_CIVIL, 0, '9c', ninthPairs],
  ];
  for (const [set, label, tag, pairsOf] of pairedSets) {
    for (const [category, templates] of Object.entries(set)) {
      templates.forEach((t, i) => pairsOf(t).flat().forEach((text) => add(text, label, category, `${tag}:${category}:${i}`)));
    }
  }
  for (const [set, label, tag] of [[DEV_UNCIVIL, 1, 'du'], [DEV_CIVIL, 0, 'dc']] as const) {
    for (const [category, templates] of Object.entries(set)) {
      templates.forEach((t, i) => oldVersions(t).forEach((text) => add(text, label, category, `${tag}:${category}:${i}`)));
    }
  }
  // The later batches list both sides as separate lines: pair them by their wording.
  for (const [list, label, tag] of [[DEV_UNCIVIL_MORE, 1, 'dum'], [DEV_CIVIL_MORE, 0, 'dcm']] as const) {
    list.forEach((t, i) => oldVersions(t).forEach((text) => add(text, label, label ? 'uncivil' : 'civil', `${tag}:${pairKey(text) || i}`)));
  }
  // Constitutional development bills: policy language at its plainest, all civil.
  DEV_CONSTITUTIONAL.forEach((text, i) => add(text, 0, 'bill', `bill:${i}`));
  return out;
}

/** A post's wording with the side words taken out: the two sides of one pair share it. */
function pairKey(text: string): string {
  return text.replace(/\b(?:democrats?|republicans?|liberals?|conservatives?|lefties|righties|left|right)\b/gi, '_');
}

export interface FeaturedPost extends LabelledPost {
  features: string[];
}

/** Features of each development post (the rules run once per post; folds reuse them). */
export function featurize(posts: readonly LabelledPost[]): FeaturedPost[] {
  return posts.map((p) => {
    const { text, skeleton, findings } = readPost(p.text);
    return { ...p, features: postFeatures(text, skeleton, findings) };
  });
}

export function trainFrom(posts: readonly FeaturedPost[]): ModelWeights {
  return trainModel(posts.map((p): TrainingExample => ({ features: p.features, label: p.label })), MODEL_VERSION);
}

/** Out-of-fold probabilities: k folds by template group, each scored by a model that never saw it. */
export function crossValidate(posts: readonly FeaturedPost[], folds: number, score: (model: ModelWeights, p: FeaturedPost) => number): number[] {
  const groups = [...new Set(posts.map((p) => p.group))].sort();
  const foldOf = new Map(groups.map((g, i) => [g, i % folds]));
  const out = new Array<number>(posts.length);
  for (let k = 0; k < folds; k++) {
    const model = trainFrom(posts.filter((p) => foldOf.get(p.group) !== k));
    posts.forEach((p, i) => {
      if (foldOf.get(p.group) === k) out[i] = score(model, p);
    });
  }
  return out;
}
