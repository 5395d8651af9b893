import { checkHeldOut } from './dev-set-checks';
import {
  TWELFTH_CIVIL,
  TWELFTH_HELD_OUT_CIVIL,
  TWELFTH_HELD_OUT_UNCIVIL,
  TWELFTH_UNCIVIL,
  twelfthHeldOutPairs,
  twelfthPairs,
} from './dev-posts-twelfth.fixture';

/*
 * Twelfth development set (issue #22): coined and bent labels for sides and groups, calls for
 * violence, advertising, punishment for views, masked profanity, insults and dehumanizing
 * comparisons, beside civil idioms of harm and quotes rebutted. Written by a helper session before
 * it read the rules. The set and its held-out list (filled with other sides, never used to shape
 * rules) are checked as ceilings: the misses measured, so a change that misses more fails.
 */
describe('offline post rules: twelfth development set', () => {
  checkHeldOut(
    'twelfth set',
    { uncivil: TWELFTH_UNCIVIL, civil: TWELFTH_CIVIL },
    {
      // Measured with rules v11 and judge v7 (26 Nov 2026), before the twelfth pass: epithet 76/128,
      // violence 102/104, punish-views 80/88, insult 30/33, dehumanizing 88/96, threat 33/40 caught,
      // the rest all; idiomatic 34/35, quoting-rebuttal 75/83, forum-everyday 4/5 approved, the rest
      // all; 38 pairs split by side. After the pass (rules v12, judge v9 retrained on the same data,
      // not on this set): epithet 115/128 caught, the rest all; idiomatic 34/35 approved, the rest
      // all; 15 pairs split (the "union goons" side of one pair, left to the judge). Ceilings: these.
      // Sixteenth pass (rules v17, judge v14): epithet 122/128, 8 pairs split, the rest unchanged.
      uncivilMissed: { epithet: 6, violence: 0, 'punish-views': 0, 'masked-profanity': 0, insult: 0, dehumanizing: 0, threat: 0, harassment: 0, spam: 0, shouting: 0 },
      civilStopped: { idiomatic: 1, 'quoting-rebuttal': 0, critique: 0, heated: 0, sarcastic: 0, 'one-sided': 0, plain: 0, 'forum-everyday': 0 },
      splits: 8,
    },
    (template) => twelfthPairs(template),
  );
});

describe('offline post rules: twelfth held-out list (never used to shape rules)', () => {
  checkHeldOut(
    'twelfth held-out',
    { uncivil: TWELFTH_HELD_OUT_UNCIVIL, civil: TWELFTH_HELD_OUT_CIVIL },
    {
      // Measured with rules v11 and judge v7 (26 Nov 2026), before the twelfth pass: epithet 31/48,
      // violence 32/40, punish-views 28/32, threat 15/16 caught, the rest all; forum-everyday 1/2
      // approved, the rest all; 17 pairs split by side. After the pass (rules v12, judge v9): the same
      // figures in every category; nothing the pass added reached these wordings.
      uncivilMissed: { epithet: 17, violence: 8, 'punish-views': 4, 'masked-profanity': 0, insult: 0, dehumanizing: 0, threat: 1, harassment: 0, spam: 0, shouting: 0 },
      civilStopped: { idiomatic: 0, 'quoting-rebuttal': 0, critique: 0, heated: 0, sarcastic: 0, 'one-sided': 0, plain: 0, 'forum-everyday': 1 },
      splits: 17,
    },
    twelfthHeldOutPairs,
  );
});
