import { TENTH_CIVIL, TENTH_UNCIVIL, tenthPairs } from './dev-posts-tenth.fixture';
import { checkHeldOut } from './dev-set-checks';

/*
 * Tenth development set (issue #22): insults in new wordings, indirect violence and punishment for
 * views, dehumanizing comparisons, masked profanity, and civil look-alikes (criticism of records,
 * idioms, quotes to rebut). Written by a helper session before it read the rules. Its first pass
 * (rules v12, judge v8 retrained on this set) was tried and not kept (docs/moderation.md, "Tenth
 * pass"); the eleventh pass (rules v12, judge v8 retrained on the same data as v7, this set not in
 * training) catches every uncivil post and approves every quote, and the civil posts it still holds
 * are held by the judge alone. The figures are kept as ceilings, like a held-out list's: what the
 * rules miss now is the next pass's work, and a change that misses more fails here.
 */
describe('offline post rules: tenth development set (measured; the eleventh pass)', () => {
  checkHeldOut(
    'tenth set',
    { uncivil: TENTH_UNCIVIL, civil: TENTH_CIVIL },
    {
      // Measured with rules v11 and judge v7 (26 Nov 2026): insult 61/83, dehumanizing 62/64, masked
      // profanity 56/64, epithet 27/32, threat 16/24, spam 1/2 caught; critique 67/68, idiomatic 35/40,
      // quoting-rebuttal 40/48, forum-everyday 18/19 approved; 4 pairs split. With rules v12 and judge v8
      // (eleventh pass, 26 Nov 2026): every uncivil post caught; critique 67/68, idiomatic 36/40,
      // quoting-rebuttal 48/48, forum-everyday 18/19 approved (the judge holds the six, the rules
      // approve them); 0 pairs split.
      uncivilMissed: { insult: 0, violence: 0, 'punish-views': 0, dehumanizing: 0, 'masked-profanity': 0, epithet: 0, threat: 0, harassment: 0, spam: 0, shouting: 0 },
      civilStopped: { critique: 1, idiomatic: 4, 'quoting-rebuttal': 0, heated: 0, sarcastic: 0, 'forum-everyday': 1, plain: 0 },
      splits: 0,
    },
    (template) => tenthPairs(template),
  );
});
