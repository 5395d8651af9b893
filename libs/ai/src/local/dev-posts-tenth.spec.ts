import { TENTH_CIVIL, TENTH_UNCIVIL, tenthPairs } from './dev-posts-tenth.fixture';
import { checkHeldOut } from './dev-set-checks';

/*
 * Tenth development set (issue #22): insults in new wordings, indirect violence and punishment for
 * views, dehumanizing comparisons, masked profanity, and civil look-alikes (criticism of records,
 * idioms, quotes to rebut). Written by a helper session before it read the rules; its pass (rules
 * v12, judge v8) was tried and not kept (docs/moderation.md, "Tenth pass"), so the set is not yet
 * handled in full. Until a pass that handles it lands, the figures of the rules in force are kept
 * as ceilings, like a held-out list's: what they miss now is the next pass's work, and a change
 * that misses more fails here.
 */
describe('offline post rules: tenth development set (measured, not yet a pass)', () => {
  checkHeldOut(
    'tenth set',
    { uncivil: TENTH_UNCIVIL, civil: TENTH_CIVIL },
    {
      // Measured with rules v11 and judge v7 (26 Nov 2026): insult 61/83, dehumanizing 62/64, masked
      // profanity 56/64, epithet 27/32, threat 16/24, spam 1/2 caught, the rest all; 4 pairs split.
      // Rules v16 / judge v13 (posts16, 27 Nov 2026): threat 24/24 caught; the rest unchanged.
      // Rules v12 and judge v9 (twelfth pass, not written for this set): insult 63/83, dehumanizing
      // 64/64, the rest unchanged; ceilings lowered to them. Rules v14 and judge v11 (thirteenth
      // pass, not written for this set): insult 72/83, the rest unchanged; ceiling lowered to it.
      uncivilMissed: { insult: 11, violence: 0, 'punish-views': 0, dehumanizing: 0, 'masked-profanity': 8, epithet: 5, threat: 0, harassment: 0, spam: 1, shouting: 0 },
      civilStopped: { critique: 1, idiomatic: 5, 'quoting-rebuttal': 8, heated: 0, sarcastic: 0, 'forum-everyday': 1, plain: 0 },
      splits: 4,
    },
    (template) => tenthPairs(template),
  );
});
