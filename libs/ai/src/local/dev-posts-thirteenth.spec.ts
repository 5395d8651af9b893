import { checkHeldOut } from './dev-set-checks';
import {
  THIRTEENTH_CIVIL,
  THIRTEENTH_HELD_OUT_CIVIL,
  THIRTEENTH_HELD_OUT_UNCIVIL,
  THIRTEENTH_UNCIVIL,
  thirteenthHeldOutPairs,
  thirteenthPairs,
} from './dev-posts-thirteenth.fixture';

/*
 * Thirteenth development set (issue #22): advertising, calls for violence, insults aimed at a
 * person or the readers, masked profanity, dehumanizing comparisons, coined labels and calls to
 * punish views, beside civil idioms of harm, quotes rebutted, heated critique, sarcasm and prices,
 * links and phone numbers that are not advertising; in teenagers', Reddit, sports-forum and
 * second-language voices. Written by a helper session before it read the rules. The set and its
 * held-out list (filled with other sides, never used to shape rules) are checked as ceilings: the
 * misses measured, so a change that misses more fails.
 */
describe('offline post rules: thirteenth development set', () => {
  checkHeldOut(
    'thirteenth set',
    { uncivil: THIRTEENTH_UNCIVIL, civil: THIRTEENTH_CIVIL },
    {
      // Measured with rules v13 and judge v10 (27 Nov 2026), before the thirteenth pass: spam 16/22,
      // violence 146/185, insult 57/58, masked-profanity 81/89, dehumanizing 95/96, epithet 39/112,
      // punish-views 96/112, harassment 2/10 caught, threat all; idiomatic 70/71, quoting-rebuttal
      // 118/123, heated 83/84, sarcastic 55/61, prices-links 47/60 approved, the rest all; 41 pairs
      // split by side. After the pass (rules v14, judge v11 retrained on the same data as v10, not on
      // this set): spam 21/22 caught, the rest all; idiomatic 70/71, sarcastic 55/61, prices-links
      // 59/60 approved, the rest all (the seven still stopped are held by the judge alone); 11 pairs
      // split. Ceilings: these.
      uncivilMissed: { spam: 1, violence: 0, insult: 0, 'masked-profanity': 0, dehumanizing: 0, epithet: 0, 'punish-views': 0, threat: 0, harassment: 0 },
      civilStopped: { idiomatic: 1, 'quoting-rebuttal': 0, critique: 0, heated: 0, sarcastic: 6, 'prices-links': 1, 'one-sided': 0, plain: 0 },
      splits: 11,
    },
    (template) => thirteenthPairs(template),
  );
});

describe('offline post rules: thirteenth held-out list (never used to shape rules)', () => {
  checkHeldOut(
    'thirteenth held-out',
    { uncivil: THIRTEENTH_HELD_OUT_UNCIVIL, civil: THIRTEENTH_HELD_OUT_CIVIL },
    {
      // Measured with rules v13 and judge v10 (27 Nov 2026), before the thirteenth pass: violence
      // 48/64, epithet 21/32, punish-views 31/32, harassment 0/8 caught, the rest all; prices-links
      // 19/20, one-sided 16/24 approved, the rest all; 5 pairs split by side. After the pass (rules
      // v14, judge v11): violence 49/64, epithet 21/32, harassment 3/8 caught, the rest all;
      // one-sided 16/24 approved, the rest all; 6 pairs split (5 with the new rules and judge v10: the
      // sixth is the retrained judge's). Ceilings: these.
      uncivilMissed: { spam: 0, violence: 15, insult: 0, 'masked-profanity': 0, dehumanizing: 0, epithet: 11, 'punish-views': 0, threat: 0, harassment: 5 },
      civilStopped: { idiomatic: 0, 'quoting-rebuttal': 0, critique: 0, heated: 0, sarcastic: 0, 'prices-links': 0, 'one-sided': 8, plain: 0 },
      splits: 6,
    },
    thirteenthHeldOutPairs,
  );
});
