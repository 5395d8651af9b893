import { checkHeldOut } from './dev-set-checks';
import {
  SIXTEENTH_CIVIL,
  SIXTEENTH_HELD_OUT_CIVIL,
  SIXTEENTH_HELD_OUT_UNCIVIL,
  SIXTEENTH_UNCIVIL,
  sixteenthHeldOutPairs,
  sixteenthPairs,
} from './dev-posts-sixteenth.fixture';

/*
 * Sixteenth development set (issue #22): school-board public comment, union group-chat texts,
 * product-review rants, Q&A answers, parish and community newsletters and long posts with the
 * uncivil sentence buried in the middle, with a held-out list written at the same time, both by a
 * helper session before it read the rules (branch posts17, sixteenth pass: docs/moderation.md).
 */
describe('offline post rules: sixteenth development set', () => {
  checkHeldOut(
    'sixteenth set',
    { uncivil: SIXTEENTH_UNCIVIL, civil: SIXTEENTH_CIVIL },
    {
      // Measured with rules v16 and judge v13 (27 Nov 2026, before the pass): violence 98/123,
      // threat 31/40, punish-views 74/75, harassment 15/16, insult 11/12, dehumanizing 72/80,
      // epithet 118/160 caught, the rest all; idiomatic 42/43, one-sided 63/64, prices-links 5/6
      // approved, the rest all; 20 pairs split. After the pass (rules v17, judge v14 retrained on the
      // same data as v13, not on this set): violence 122/123, punish-views 74/75, dehumanizing 72/80,
      // epithet 144/160 caught, the rest all; idiomatic 42/43, one-sided 63/64, prices-links 5/6
      // approved, the rest all; 8 pairs split. Ceilings: these.
      uncivilMissed: { violence: 1, threat: 0, 'punish-views': 1, harassment: 0, insult: 0, dehumanizing: 8, epithet: 16, 'masked-profanity': 0, spam: 0, shouting: 0 },
      civilStopped: { idiomatic: 1, sarcastic: 0, heated: 0, 'one-sided': 1, 'quoting-rebuttal': 0, 'prices-links': 1, plain: 0, personal: 0 },
      splits: 8,
    },
    (template) => sixteenthPairs(template),
  );
});

const heldOut = process.env.CIVIC_HELD_OUT ? describe : describe.skip;
heldOut('offline post rules: sixteenth held-out list (never used to shape rules)', () => {
  checkHeldOut(
    'sixteenth held-out',
    { uncivil: SIXTEENTH_HELD_OUT_UNCIVIL, civil: SIXTEENTH_HELD_OUT_CIVIL },
    {
      // Measured by counts only, once at the end of the pass (CIVIC_HELD_OUT=1): with rules v16 and
      // judge v13 (a copy of main's tree) violence 47/48, threat 9/10, harassment 1/2 caught, the rest
      // all; every civil post approved; 3 pairs split. With rules v17 and judge v14: threat 10/10,
      // 2 pairs split, the rest the same. Which posts missed was not looked at. Ceilings: these.
      uncivilMissed: { violence: 1, threat: 0, 'punish-views': 0, harassment: 1, insult: 0, dehumanizing: 0, epithet: 0, 'masked-profanity': 0, spam: 0, shouting: 0 },
      civilStopped: { idiomatic: 0, sarcastic: 0, heated: 0, 'one-sided': 0, 'quoting-rebuttal': 0, 'prices-links': 0, plain: 0, personal: 0 },
      splits: 2,
    },
    sixteenthHeldOutPairs,
  );
});
