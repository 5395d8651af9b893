import { checkHeldOut } from './dev-set-checks';
import {
  FOURTEENTH_CIVIL,
  FOURTEENTH_HELD_OUT_CIVIL,
  FOURTEENTH_HELD_OUT_UNCIVIL,
  FOURTEENTH_UNCIVIL,
  fourteenthHeldOutPairs,
  fourteenthPairs,
} from './dev-posts-fourteenth.fixture';

/*
 * Fourteenth development set (issue #22): coined group labels, calls for violence, advertising and
 * insults above all, beside civil idioms of harm and quotes rebutted; in Facebook-group, quote-tweet,
 * Discord, comment-section, union-hall, church-bulletin, dialect and run-on voices. Written by a
 * helper session before it read the rules. The set and its held-out list (filled with other sides,
 * never used to shape rules) are checked as ceilings: the misses measured, so a change that misses
 * more fails.
 */
describe('offline post rules: fourteenth development set', () => {
  checkHeldOut(
    'fourteenth set',
    { uncivil: FOURTEENTH_UNCIVIL, civil: FOURTEENTH_CIVIL },
    {
      // Measured with rules v14 and judge v11 (27 Nov 2026), before the fourteenth pass: epithet
      // 186/256, violence 137/155, threat 23/36, insult 18/20, masked-profanity 16/17, spam 16/18
      // caught, the rest all; quoting-rebuttal 107/128, one-sided 70/80, prices-links 6/8 approved,
      // the rest all; 26 pairs split by side. Ceilings: these.
      uncivilMissed: { spam: 2, violence: 18, insult: 2, 'masked-profanity': 1, dehumanizing: 0, epithet: 70, 'punish-views': 0, threat: 13, harassment: 0, shouting: 0 },
      civilStopped: { idiomatic: 0, 'quoting-rebuttal': 21, heated: 0, sarcastic: 0, 'prices-links': 2, 'one-sided': 10, plain: 0 },
      splits: 26,
    },
    (template) => fourteenthPairs(template),
  );
});

describe('offline post rules: fourteenth held-out list (never used to shape rules)', () => {
  checkHeldOut(
    'fourteenth held-out',
    { uncivil: FOURTEENTH_HELD_OUT_UNCIVIL, civil: FOURTEENTH_HELD_OUT_CIVIL },
    {
      // Measured with rules v14 and judge v11 (27 Nov 2026), before the fourteenth pass: epithet
      // 60/80, harassment 1/3 caught, the rest all; quoting-rebuttal 38/47, sarcastic 9/10
      // approved, the rest all; 3 pairs split by side. Ceilings: these.
      uncivilMissed: { spam: 0, violence: 0, insult: 0, 'masked-profanity': 0, dehumanizing: 0, epithet: 20, 'punish-views': 0, threat: 0, harassment: 2, shouting: 0 },
      civilStopped: { idiomatic: 0, 'quoting-rebuttal': 9, heated: 0, sarcastic: 1, 'prices-links': 0, 'one-sided': 0, plain: 0 },
      splits: 3,
    },
    fourteenthHeldOutPairs,
  );
});
