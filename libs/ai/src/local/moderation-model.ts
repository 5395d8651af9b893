import { postFeatures } from './moderation-features';
import { MODERATION_MODEL } from './moderation-model.weights';
import type { SpeechFinding } from './speech-acts';
import { mulberry32 } from '../seeded-random';

/**
 * The statistical judge beside the rules: a logistic regression over the features of
 * moderation-features.ts (words, word pairs, classes of speech and their ordered pairs, the
 * rules' findings), trained deterministically from the development sets only
 * (moderation-training.ts; `npm run moderation:train` writes moderation-model.weights.ts, and a
 * test checks the committed weights are what the development set gives). It answers one thing:
 * how likely a post breaks the standards. The rules say which standard and why; where the two
 * disagree, or the model is unsure, a person decides (moderation.ts).
 */

export interface ModelWeights {
  version: string;
  bias: number;
  weights: Record<string, number>;
}

export interface TrainingExample {
  features: string[];
  /** 1: breaks the standards; 0: civil. */
  label: 0 | 1;
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
/** Each active feature counts 1/√n, so a long post is not "more uncivil" for having more words. */
const scale = (n: number) => (n ? 1 / Math.sqrt(n) : 0);

export interface TrainingOptions {
  epochs?: number;
  l2?: number;
  rate?: number;
  /** Features seen in fewer examples are dropped (they would only memorise). */
  minCount?: number;
}

/** Logistic regression by AdaGrad SGD, classes balanced, L2; deterministic for the same examples. */
export function trainModel(examples: readonly TrainingExample[], version: string, options: TrainingOptions = {}): ModelWeights {
  const { epochs = 24, l2 = 2e-4, rate = 0.5, minCount = 2 } = options;
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of e.features) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocab = [...counts.keys()].filter((f) => counts.get(f)! >= minCount).sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const rows = examples.map((e) => ({ x: e.features.map((f) => index.get(f)).filter((i): i is number => i !== undefined), y: e.label }));
  const positives = rows.filter((r) => r.y === 1).length;
  const classWeight = [rows.length / (2 * Math.max(1, rows.length - positives)), rows.length / (2 * Math.max(1, positives))];

  const w = new Float64Array(vocab.length);
  const g2 = new Float64Array(vocab.length).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  const order = rows.map((_, i) => i);
  // The training order is shuffled the same way every run.
  const next = mulberry32(22);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const r of order.map((i) => rows[i])) {
      const v = scale(r.x.length);
      let z = bias;
      for (const i of r.x) z += w[i] * v;
      const err = (sigmoid(z) - r.y) * classWeight[r.y];
      for (const i of r.x) {
        const g = err * v + l2 * w[i];
        g2[i] += g * g;
        w[i] -= (rate * g) / Math.sqrt(g2[i]);
      }
      biasG2 += err * err;
      bias -= (rate * err) / Math.sqrt(biasG2);
    }
  }
  const weights: Record<string, number> = {};
  vocab.forEach((f, i) => {
    const rounded = Math.round(w[i] * 1000) / 1000;
    if (rounded !== 0) weights[f] = rounded;
  });
  return { version, bias: Math.round(bias * 1000) / 1000, weights };
}

/** Probability (0–1) that a post with these features breaks the standards. */
export function scoreFeatures(model: ModelWeights, features: readonly string[]): number {
  const known = features.filter((f) => f in model.weights);
  const v = scale(known.length);
  let z = model.bias;
  for (const f of known) z += model.weights[f] * v;
  return sigmoid(z);
}

/**
 * Where the judge stands. Chosen on the development set by cross-validation (moderation-model.spec.ts
 * prints the figures): at or above holdAt a post the rules approve is held for a person; below
 * doubtBelow a post the rules hold for what it says about people is approved; below disagreeBelow
 * a rejection by the speech rules is held instead (the two disagree plainly).
 */
export const MODEL_THRESHOLDS = { holdAt: 0.6, doubtBelow: 0.2, disagreeBelow: 0.05 };

const weights = MODERATION_MODEL as ModelWeights;

/** The committed judge's version (its weights file's), named in the offline provider's model. */
export const MODERATION_JUDGE_VERSION = weights.version;

/** How likely the committed model finds that a post breaks the standards. */
export function uncivilProbability(text: string, postSkeleton: string, findings: readonly SpeechFinding[]): number {
  return scoreFeatures(weights, postFeatures(text, postSkeleton, findings));
}
