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
      // the rest all; 26 pairs split by side. After the pass (rules v15, judge v12 retrained on the
      // same data as v11, not on this set): every uncivil post caught; heated 42/50, one-sided 72/80,
      // prices-links 7/8 approved, the rest all (the sixteen heated and one-sided posts are held by
      // the judge alone, none by a rule); 3 pairs split. Ceilings: these.
      uncivilMissed: { spam: 0, violence: 0, insult: 0, 'masked-profanity': 0, dehumanizing: 0, epithet: 0, 'punish-views': 0, threat: 0, harassment: 0, shouting: 0 },
      civilStopped: { idiomatic: 0, 'quoting-rebuttal': 0, heated: 8, sarcastic: 0, 'prices-links': 1, 'one-sided': 8, plain: 0 },
      splits: 3,
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
      // approved, the rest all; 3 pairs split by side. After the pass (rules v15, judge v12; counts
      // only, the posts not read): epithet 70/80, violence 56/57, harassment 1/3 caught, the rest
      // all; sarcastic 4/10 approved, the rest all; 9 pairs split. Worse than before on violence,
      // sarcastic and splits (the side reading of names, docs/moderation.md, fourteenth pass).
      // Ceilings: these.
      uncivilMissed: { spam: 0, violence: 1, insult: 0, 'masked-profanity': 0, dehumanizing: 0, epithet: 10, 'punish-views': 0, threat: 0, harassment: 2, shouting: 0 },
      civilStopped: { idiomatic: 0, 'quoting-rebuttal': 0, heated: 0, sarcastic: 6, 'prices-links': 0, 'one-sided': 0, plain: 0 },
      splits: 9,
    },
    fourteenthHeldOutPairs,
  );
});
